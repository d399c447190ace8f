/** The request log keeps no credential a link carries in its query. */
import { describe, expect, it } from 'vitest';
import { redactedUrl } from '../src/lib/log-redaction.ts';

describe('request log URLs', () => {
  it.each([
    ['/app/set-password?token=eyJabc.def', '/app/set-password?token=[redacted]'],
    [
      '/api/portal/acme/auth/magic-link?token=abc&next=1',
      '/api/portal/acme/auth/magic-link?token=[redacted]&next=1',
    ],
    [
      '/trust/acme?requestAccess=true&inviteToken=xyz',
      '/trust/acme?requestAccess=true&inviteToken=[redacted]',
    ],
    ['/trust/acme?byoidJwt=a.b.c#x', '/trust/acme?byoidJwt=[redacted]#x'],
    ['/api/portal/acme/view?accountId=1', '/api/portal/acme/view?accountId=1'],
  ])('%s', (url, logged) => {
    expect(redactedUrl(url)).toBe(logged);
  });
});
