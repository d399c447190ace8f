/**
 * Journey: a staff member adds a webhook endpoint in Settings → Webhooks (docs/integrations.md,
 * Webhooks) pointing at a receiver the test starts, sees its secret once, sends a test event and
 * finds it in the delivery log with the receiver's response code, rotates the secret (the next
 * event carries both signatures) and deletes the endpoint; at phone and desktop widths. Each test
 * has an endpoint of its own and deletes it, whatever happens.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test.ts';
import type { TWebhookEndpointList } from '@trustfront/core';
import { staffState } from './support/staff.ts';
import { staffRequest } from './support/staff-api.ts';

test.use({ storageState: staffState('admin') });

interface Received {
  body: string;
  signature: string;
}

/** A real HTTP receiver on the loopback address, answering 202 to every event. */
async function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: String(req.headers['trustfront-signature']),
      });
      res.writeHead(202).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    received,
    url: `http://127.0.0.1:${port}/hooks/${randomUUID().slice(0, 8)}`,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The signatures (`v1`) of a header that are HMAC-SHA256 of `t.body` with `secret`. */
function signedWith(secret: string, { body, signature }: Received): boolean {
  const pairs = signature.split(',').map((part) => part.split('='));
  const t = pairs.find(([key]) => key === 't')?.[1];
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return pairs.some(([key, value]) => key === 'v1' && value === expected);
}

const cardOf = (page: Page, url: string) =>
  page.getByTestId('webhook-endpoint').filter({ hasText: url });

async function readSecret(page: Page): Promise<string> {
  const shown = page.getByRole('dialog', { name: 'Signing secret' });
  await expect(shown.getByText('it is shown only once')).toBeVisible();
  const secret = await shown.getByTestId('new-webhook-secret').inputValue();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();
  return secret;
}

for (const width of [390, 1440]) {
  test(`an endpoint is added, tested, rotated and deleted at ${width} px`, async ({
    page,
    playwright,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const receiver = await startReceiver();
    try {
      await page.goto('/app/settings/webhooks');
      await expect(page.getByRole('heading', { name: 'Webhooks' })).toBeVisible();
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      const add = page.getByRole('dialog', { name: 'Add webhook endpoint' });
      await add.getByRole('button', { name: 'Add endpoint' }).click();
      await expect(add.getByText('Choose at least one event')).toBeVisible();
      await add.getByLabel('Endpoint URL').fill(receiver.url);
      await add.getByLabel('Description').fill('E2E receiver');
      await add.getByLabel('NDA accepted (nda.accepted)').check();
      await add.getByRole('button', { name: 'Add endpoint' }).click();
      const secret = await readSecret(page);

      const card = cardOf(page, receiver.url);
      await expect(card.getByText('Active')).toBeVisible();
      await expect(card).toContainText('nda.accepted');
      await expect(card).toContainText(secret.slice(0, 10));
      await expect(card.getByText('Nothing sent yet')).toBeVisible();

      await card.getByRole('button', { name: 'Send test event' }).click();
      await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(1);
      const [first] = receiver.received;
      expect(first && JSON.parse(first.body)).toMatchObject({ type: 'webhook.test' });
      expect(first && signedWith(secret, first)).toBe(true);
      const attempt = card.getByTestId('webhook-attempt').first();
      await expect(attempt).toContainText('Test event', { timeout: 15_000 });
      await expect(attempt).toContainText('202');
      await expect(attempt).toContainText('Delivered');
      // The page with its delivery log has no serious accessibility finding.
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .include('main')
        .analyze();
      expect(
        violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => v.id),
      ).toEqual([]);

      await card.getByRole('button', { name: 'Rotate secret' }).click();
      const confirm = page.getByRole('dialog', { name: 'Rotate the signing secret?' });
      await confirm.getByRole('button', { name: 'Rotate secret' }).click();
      const rotated = await readSecret(page);
      expect(rotated).not.toBe(secret);
      await expect(card).toContainText(rotated.slice(0, 10));
      await expect(card).toContainText('the previous secret also signs until');
      await card.getByRole('button', { name: 'Send test event' }).click();
      await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(2);
      const second = receiver.received[1];
      expect(second && signedWith(rotated, second)).toBe(true);
      expect(second && signedWith(secret, second)).toBe(true);
      await expect(card.getByTestId('webhook-attempt')).toHaveCount(2, { timeout: 15_000 });

      await card.getByRole('button', { name: 'Delete' }).click();
      const remove = page.getByRole('dialog', { name: 'Delete this webhook endpoint?' });
      await remove.getByRole('button', { name: 'Delete' }).click();
      await expect(remove).toBeHidden();
      await expect(cardOf(page, receiver.url)).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Webhooks' })).toBeVisible();
      await expect(cardOf(page, receiver.url)).toHaveCount(0);
      expect(await page.content()).not.toContain(rotated);
    } finally {
      // Whatever failed above, the endpoint does not outlive the test.
      const staff = await staffRequest(playwright);
      const { endpoints } = (await (
        await staff.get('/api/app/settings/webhooks')
      ).json()) as TWebhookEndpointList;
      for (const left of endpoints.filter((e) => e.url === receiver.url)) {
        await staff.delete(`/api/app/settings/webhooks/${left.id}`);
      }
      await staff.dispose();
      await receiver.close();
    }
  });
}
