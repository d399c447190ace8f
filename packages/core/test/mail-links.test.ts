import { describe, expect, it } from 'vitest';
import { linksOfMail } from '../src/index.ts';

describe('linksOfMail', () => {
  it('finds each link of a mail once, in order, without the sentence around it', () => {
    const text = [
      'Sign in: https://trust.example/api/portal/acme/auth/magic-link?token=a.b-c_d.',
      'Or read (https://trust.example/trust/acme), then https://trust.example/trust/acme again;',
      'Not a link: ftp://files.example and mailto:x@example.com',
    ].join('\n');
    expect(linksOfMail(text)).toEqual([
      'https://trust.example/api/portal/acme/auth/magic-link?token=a.b-c_d',
      'https://trust.example/trust/acme',
    ]);
  });

  it('answers nothing for a mail without links', () => {
    expect(linksOfMail('Thank you.')).toEqual([]);
  });
});
