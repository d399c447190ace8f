/**
 * Journey: a visitor reads the trust updates (docs/updates.md, On the portal and Notification bar;
 * docs/portal.md, Limits): five topics a page, a linked topic opened on its page and highlighted,
 * counts and dates, and the bar announcing an update of the last 24 hours.
 */
import { expect, test, type Locator, type Page } from './support/test.ts';
import type { TTopic } from '@trustfront/core';
import { fetchTopics, longDate, openPortal, PORTAL_PATH, queryOf } from './support/portal.ts';

const PAGE_SIZE = 5;
const HOUR_MS = 60 * 60 * 1000;

const topicIdsOf = (topics: Locator) =>
  topics.evaluateAll((elements) => elements.map((e) => e.getAttribute('data-topic-id')));

/** The topic whose update is the newest, the one the notification bar names. */
function latestTopic(topics: TTopic[]): { topic: TTopic; createdAt: string } {
  let latest: { topic: TTopic; createdAt: string } | null = null;
  for (const topic of topics) {
    for (const update of topic.updates) {
      if (!latest || update.createdAt > latest.createdAt) {
        latest = { topic, createdAt: update.createdAt };
      }
    }
  }
  if (!latest) throw new Error('No trust update in the seed');
  return latest;
}

/** Each shown topic has its count and its updates' dates, as the API gives them. */
async function expectTopicsAsPublished(page: Page, topics: TTopic[]) {
  for (const topic of topics) {
    const card = page.locator(`[data-testid="topic"][data-topic-id="${topic.id}"]`);
    await expect(card).toContainText(topic.subject);
    const count =
      topic.updates.length === 0
        ? 'No updates published'
        : `${topic.updates.length} update(s) published`;
    await expect(card.getByText(count, { exact: true })).toBeVisible();
    const dates = card.locator('time');
    await expect(dates).toHaveText(topic.updates.map((u) => longDate(u.createdAt)));
    for (const text of await dates.allTextContents()) {
      expect(text).toMatch(
        /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/,
      );
    }
  }
}

test('the updates card shows five topics a page, with counts and dates', async ({
  page,
  request,
}) => {
  const topics = await fetchTopics(request, 'acme-cloud');
  expect(topics.length).toBeGreaterThan(PAGE_SIZE);
  expect(topics.length).toBeLessThanOrEqual(2 * PAGE_SIZE);

  await openPortal(page);
  const card = page.getByTestId('card-updates');
  await expect(card.getByRole('heading', { name: 'Trust Center Updates' })).toBeVisible();
  const shown = card.getByTestId('topic');
  await expect(shown).toHaveCount(PAGE_SIZE);
  expect(await topicIdsOf(shown)).toEqual(topics.slice(0, PAGE_SIZE).map((t) => t.id));
  await expectTopicsAsPublished(page, topics.slice(0, PAGE_SIZE));

  await card.getByRole('button', { name: '2', exact: true }).click();
  await expect(shown).toHaveCount(topics.length - PAGE_SIZE);
  expect(await topicIdsOf(shown)).toEqual(topics.slice(PAGE_SIZE).map((t) => t.id));
  await expectTopicsAsPublished(page, topics.slice(PAGE_SIZE));

  await card.getByRole('button', { name: '1', exact: true }).click();
  await expect(shown).toHaveCount(PAGE_SIZE);
});

test('?tcuUid of a topic on page 2 opens that page, scrolls to it and highlights it', async ({
  page,
  request,
}) => {
  const topics = await fetchTopics(request, 'acme-cloud');
  const target = topics[topics.length - 1];
  if (!target || topics.length <= PAGE_SIZE) throw new Error('The seed needs a second page');

  await page.goto(`/?tcuUid=${target.id}`);
  const topic = page.locator(`[data-testid="topic"][data-topic-id="${target.id}"]`);
  await expect(topic).toHaveAttribute('data-highlighted', 'true');
  await expect(page.locator('[data-testid="topic"][data-highlighted]')).toHaveCount(1);
  await expect(page.getByTestId('card-updates').getByTestId('topic')).toHaveCount(
    topics.length - PAGE_SIZE,
  );
  await expect(
    page.getByTestId('card-updates').getByRole('button', { name: '2', exact: true }),
  ).toHaveAttribute('data-active', 'true');
  await expect(topic).toBeInViewport();
  // 200 px are left above the topic, unless the page ends first (docs/portal.md, Limits).
  await expect
    .poll(() =>
      topic.evaluate((element) => {
        const top = element.getBoundingClientRect().top;
        const atBottom =
          window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
        return Math.abs(top - 200) <= 24 || (atBottom && top >= 0 && top <= 200);
      }),
    )
    .toBe(true);
});

test('the notification bar names the latest topic and links to it', async ({ page, request }) => {
  const topics = await fetchTopics(request, 'acme-cloud');
  const { topic, createdAt } = latestTopic(topics);
  expect(Date.now() - new Date(createdAt).getTime()).toBeLessThan(24 * HOUR_MS);

  await openPortal(page, PORTAL_PATH);
  const bar = page.getByTestId('notification-bar');
  const link = bar.getByRole('link', { name: topic.subject });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', `${PORTAL_PATH}?tcuUid=${topic.id}`);

  await link.click();
  expect(queryOf(page.url())).toEqual({ tcuUid: topic.id });
  const highlighted = page.locator(`[data-testid="topic"][data-topic-id="${topic.id}"]`);
  await expect(highlighted).toHaveAttribute('data-highlighted', 'true');
  await expect(highlighted).toBeInViewport();
});

test('the notification bar is absent when the latest update is two days old', async ({
  page,
  request,
}) => {
  const topics = await fetchTopics(request, 'acme-cloud');
  await page.clock.setFixedTime(new Date(Date.now() + 48 * HOUR_MS));
  await openPortal(page);
  // The topics have loaded (the bar reads them), yet nothing is recent any more.
  await expect(page.getByTestId('card-updates').getByTestId('topic')).toHaveCount(PAGE_SIZE);
  await expect(page.getByTestId('card-updates')).toContainText(topics[0]?.subject ?? '');
  await expect(page.getByTestId('notification-bar')).toHaveCount(0);
});

test.describe('on a small screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the notification bar says 'Recent trust updates available'", async ({ page, request }) => {
    const { topic } = latestTopic(await fetchTopics(request, 'acme-cloud'));
    await openPortal(page);
    const link = page
      .getByTestId('notification-bar')
      .getByRole('link', { name: 'Recent trust updates available' });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', `/?tcuUid=${topic.id}`);
    await expect(page.getByTestId('notification-bar')).not.toContainText(topic.subject);
  });
});
