/**
 * Journey: an admin connects Slack under Settings → Integrations against the fake of Slack's Web
 * API (docs/integrations.md, Slack), at 390 px and at 1440 px: a malformed token is named in the
 * form, a token Slack refuses shows Slack's reason, a good one connects to its workspace and the
 * page gives the Interactivity Request URL; the secrets are never shown again, and saving a new
 * channel alone keeps them. Disconnected afterwards.
 */
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { SLACK_FIELD_MESSAGES, SLACK_MESSAGES } from '@trustfront/core';
import { FAKE_SLACK_TEAM, FAKE_SLACK_TOKEN } from '../apps/server/test/helpers/fake-slack.ts';
import { BASE_URL } from './support/server.ts';
import { staffState } from './support/staff.ts';
import { staffRequest } from './support/staff-api.ts';

test.use({ storageState: staffState('admin') });

const SETTINGS = '/api/app/settings/integrations/slack';
const SIGNING_SECRET = '8f742231b10e8888abcd99yyyzzz85a5';
let staff: APIRequestContext;

test.beforeAll(async ({ playwright }) => {
  staff = await staffRequest(playwright);
});

// Disconnecting what is not connected answers 204 too.
test.afterEach(async () => {
  expect((await staff.delete(SETTINGS)).status()).toBe(204);
});

test.afterAll(async () => {
  await staff.dispose();
});

async function connectSlack(page: Page) {
  await page.goto('/app/settings/integrations');
  await expect(page.getByRole('heading', { name: 'Integrations' })).toBeVisible();
  await expect(page.getByText('Not connected')).toBeVisible();
  await expect(
    page.getByText(`${BASE_URL}/api/integrations/slack/acme/interactions`),
  ).toBeVisible();
  const token = page.getByLabel('Bot token');
  const secret = page.getByLabel('Signing secret');
  const channel = page.getByLabel('Channel ID');

  await token.fill('not-a-token');
  await secret.fill(SIGNING_SECRET);
  await channel.fill('#general');
  await page.getByRole('button', { name: 'Connect Slack' }).click();
  await expect(page.getByText(SLACK_FIELD_MESSAGES.botToken)).toBeVisible();
  await expect(page.getByText(SLACK_FIELD_MESSAGES.channelId)).toBeVisible();

  await token.fill('xoxb-0000000000-unknown-token');
  await channel.fill('C0123ACME99');
  await page.getByRole('button', { name: 'Connect Slack' }).click();
  await expect(page.getByRole('alert')).toHaveText(SLACK_MESSAGES.tokenRefused('invalid_auth'));

  await token.fill(FAKE_SLACK_TOKEN);
  await page.getByRole('button', { name: 'Connect Slack' }).click();
  await expect(page.getByText(`Connected to ${FAKE_SLACK_TEAM}`)).toBeVisible();
  // The secrets are not shown again; the token's end tells which one is saved.
  await expect(token).toHaveValue('');
  await expect(secret).toHaveValue('');
  await expect(page.getByText(`Saved: xoxb-…${FAKE_SLACK_TOKEN.slice(-4)}`)).toBeVisible();

  // A new channel alone keeps the saved secrets, across a reload.
  await channel.fill('C0999OTHER1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(SLACK_MESSAGES.saved).first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Channel ID')).toHaveValue('C0999OTHER1');
  await expect(page.getByText(`Connected to ${FAKE_SLACK_TEAM}`)).toBeVisible();
  const body = await page.locator('main').innerText();
  expect(body).not.toContain(SIGNING_SECRET);
  expect(body).not.toContain(FAKE_SLACK_TOKEN);
}

test('at 1440 px an admin connects Slack and the secrets stay hidden', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await connectSlack(page);
  await page.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByText('Not connected')).toBeVisible();
});

test('at 390 px the form fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await connectSlack(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  const disconnect = page.getByRole('button', { name: 'Disconnect' });
  await disconnect.scrollIntoViewIfNeeded();
  await expect(disconnect).toBeInViewport();
});
