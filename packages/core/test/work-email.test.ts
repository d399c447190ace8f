import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emailDomain, FREE_MAIL_DOMAINS, isWorkEmail } from '../src/index.ts';

describe('work e-mail rule', () => {
  it('refuses free-mail providers and their sub-domains, whatever the case', () => {
    expect(isWorkEmail('ana@gmail.com')).toBe(false);
    expect(isWorkEmail('Ana@GMAIL.COM')).toBe(false);
    expect(isWorkEmail('ana@mail.yahoo.com')).toBe(false);
    for (const domain of FREE_MAIL_DOMAINS) expect(isWorkEmail(`x@${domain}`)).toBe(false);
  });

  it('accepts company domains, including ones that merely end like a provider', () => {
    expect(isWorkEmail('ana@globex.example')).toBe(true);
    expect(isWorkEmail('ana@notgmail.com')).toBe(true);
    expect(isWorkEmail('no-at-sign')).toBe(false);
  });

  it('reads the domain after the last @', () => {
    expect(emailDomain('"a@b"@Globex.Example')).toBe('globex.example');
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        expect(emailDomain(email)).toBe(email.slice(email.lastIndexOf('@') + 1).toLowerCase());
      }),
    );
  });
});
