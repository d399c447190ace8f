/**
 * Webhook signing secrets (docs/integrations.md, Webhooks): `whsec_` and 32 random bytes, shown
 * to the staff once, kept sealed with the deployment's SECRET since every delivery signs with
 * them. After a rotation the previous secret signs too, for a grace period.
 */
import { createHmac, randomBytes } from 'node:crypto';
import {
  WEBHOOK_SECRET_PREFIX,
  formatWebhookSignature,
  webhookSignedPayload,
} from '@trustfront/core';
import type { WebhookEndpointRow } from '../../../db/schema/index.ts';
import { sealText, unsealText } from '../../../lib/sealed.ts';

const PURPOSE = 'webhook-secret';

export const newWebhookSecret = () =>
  `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;

export const sealWebhookSecret = (appSecret: string, secret: string) =>
  sealText(appSecret, PURPOSE, secret);

/**
 * The secrets signing a delivery at `now`: the current one, then the previous in its grace
 * period (left out when it cannot be read, e.g. sealed under an earlier SECRET). Throws when the
 * current one cannot be read.
 */
export function signingSecrets(
  appSecret: string,
  endpoint: Pick<
    WebhookEndpointRow,
    'sealedSecret' | 'sealedPreviousSecret' | 'previousSecretUntil'
  >,
  now: Date,
): string[] {
  const secrets = [unsealText(appSecret, PURPOSE, endpoint.sealedSecret)];
  const { sealedPreviousSecret: previous, previousSecretUntil: until } = endpoint;
  if (previous && until && until > now) {
    try {
      secrets.push(unsealText(appSecret, PURPOSE, previous));
    } catch {
      // Only the current secret signs.
    }
  }
  return secrets;
}

/** The `Trustfront-Signature` header of `body` sent at `now`: HMAC-SHA256 per secret, hex. */
export function signatureHeader(secrets: readonly string[], body: string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  const payload = webhookSignedPayload(timestamp, body);
  return formatWebhookSignature(
    timestamp,
    secrets.map((secret) => createHmac('sha256', secret).update(payload).digest('hex')),
  );
}
