const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Decodes base64url text as UTF-8; null when it is not base64url. */
function decodeBase64Url(text: string): string | null {
  let bits = 0;
  let value = 0;
  let percentEncoded = '';
  for (const char of text.replace(/=+$/, '')) {
    const digit = BASE64URL.indexOf(char);
    if (digit < 0) return null;
    value = (value << 6) | digit;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      percentEncoded += `%${((value >> bits) & 0xff).toString(16).padStart(2, '0')}`;
    }
  }
  try {
    return decodeURIComponent(percentEncoded);
  } catch {
    return null;
  }
}

/**
 * The subject (`sub`) of a JWT, read from its payload WITHOUT verifying it: for showing whom a
 * link is about (the unsubscribe modal shows the e-mail of `unsubscribeToken`, docs/updates.md,
 * Subscriptions), never for deciding anything; the server verifies. Null when it is not a JWT with
 * a string subject.
 */
export function unverifiedTokenSubject(token: string): string | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  const json = decodeBase64Url(parts[1]);
  if (json === null) return null;
  try {
    const claims: unknown = JSON.parse(json);
    if (typeof claims !== 'object' || claims === null || !('sub' in claims)) return null;
    return typeof claims.sub === 'string' && claims.sub.length > 0 ? claims.sub : null;
  } catch {
    return null;
  }
}
