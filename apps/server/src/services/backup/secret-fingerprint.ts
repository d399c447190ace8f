/**
 * A one-way fingerprint of SECRET, kept in a backup's manifest so that a restore can tell whether
 * this instance runs under the same secret (which seals the trust feed's signing keys and signs
 * sessions and links) without the backup holding the secret itself.
 */
import { hkdfSync } from 'node:crypto';

export const secretFingerprint = (secret: string): string =>
  Buffer.from(hkdfSync('sha256', secret, 'trustfront', 'backup-secret-fingerprint', 32)).toString(
    'hex',
  );
