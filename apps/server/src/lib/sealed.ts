/**
 * Values kept sealed in the database with the deployment's SECRET: AES-256-GCM under a key
 * derived from SECRET for one purpose (HKDF-SHA-256), never SECRET itself. A sealed value is
 * `iv.tag.ciphertext`, each base64url.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const keyFor = (secret: string, purpose: string) =>
  Buffer.from(hkdfSync('sha256', secret, 'trustfront', purpose, 32));

export function sealText(secret: string, purpose: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret, purpose), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((b) => b.toString('base64url')).join('.');
}

/** The plain text of a sealed value; throws when it was not sealed with this SECRET. */
export function unsealText(secret: string, purpose: string, text: string): string {
  const [iv, tag, sealed] = text.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !sealed) throw new Error(`A sealed ${purpose} is not sealed as expected`);
  const decipher = createDecipheriv('aes-256-gcm', keyFor(secret, purpose), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
}
