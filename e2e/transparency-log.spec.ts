/**
 * Journey: a visitor opens the Changes page and sees the transparency log checked in their
 * browser (docs/transparency-log.md, Checking the log): 'Verified: N entries, no rewrite since
 * …', N the size of the log's signed checkpoint, on a phone (390 px) and a desktop (1440 px).
 * The check is its own chunk: the portal's first visit does not load it. On the next visit the
 * browser checks the log against the checkpoint it kept. It reads the seed only.
 */
import { expect, test, type APIRequestContext } from './support/test.ts';
import { ZTransparencyLog, formatDate, type TTransparencyLog } from '@trustfront/core';
import { openPortal, PORTAL_PATH } from './support/portal.ts';

const LOG_PATH = PORTAL_PATH.replace(/^\/trust\//, '/api/portal/') + '/transparency-log';

async function fetchLog(request: APIRequestContext): Promise<TTransparencyLog> {
  const res = await request.get(LOG_PATH);
  expect(res.status()).toBe(200);
  return ZTransparencyLog.parse(await res.json());
}

for (const width of [390, 1440]) {
  test(`the Changes page shows the transparency log verified, at ${width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    // The server records the published feed, and logs it, once it starts.
    await expect
      .poll(async () => (await fetchLog(request)).checkpoint?.size ?? 0, { timeout: 30_000 })
      .toBeGreaterThan(0);
    const loaded: string[] = [];
    page.on('request', (req) => loaded.push(req.url()));
    await openPortal(page, PORTAL_PATH);
    expect(loaded.filter((url) => url.includes('LogVerified'))).toEqual([]);
    expect(loaded.filter((url) => url.includes('transparency-log'))).toEqual([]);

    await page.goto(`${PORTAL_PATH}/changes`);
    const verified = page.getByTestId('log-verified');
    await expect(verified).toBeVisible({ timeout: 30_000 });
    const log = await fetchLog(request);
    const checkpoint = log.checkpoint;
    if (!checkpoint) throw new Error('No checkpoint');
    await expect(verified).toContainText(
      `Verified: ${checkpoint.size} entries, no rewrite since ${formatDate(checkpoint.time.slice(0, 10))}`,
    );
    await expect(page.getByTestId('log-failed')).toHaveCount(0);

    // The next visit checks the log against the checkpoint this browser kept.
    const kept = await page.evaluate(() =>
      Object.keys(window.localStorage).filter((k) => k.includes('transparency-log')),
    );
    expect(kept.length).toBe(1);
    await page.reload();
    await expect(page.getByTestId('log-verified')).toContainText(`Verified: `, {
      timeout: 30_000,
    });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
