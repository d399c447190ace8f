/**
 * Secrets kept in the database sealed with the deployment's SECRET: AES-256-GCM under a key
 * derived with HKDF for one purpose, so that a key sealing one kind of secret never opens another.
 * A sealed text is `iv.tag.ciphertext`, each base64url.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const keyOf = (secret: string, purpose: string) =>
  Buffer.from(hkdfSync('sha256', secret, 'trustfront', purpose, 32));

export function sealText(secret: string, purpose: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret, purpose), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((b) => b.toString('base64url')).join('.');
}

/** The text `sealText` sealed; throws when it was sealed under another SECRET or purpose. */
export function unsealText(secret: string, purpose: string, text: string): string {
  const [iv, tag, sealed] = text.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !sealed) throw new Error(`A ${purpose} secret is not sealed as expected`);
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret, purpose), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
}
