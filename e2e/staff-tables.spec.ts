/**
 * The private app's staff tables (docs/staff.md, Staff tables): a search box that narrows the rows,
 * column heads that sort them (aria-sort says which way), pages of 50 rows, and a CSV export of
 * every row the search keeps. Read-only with the admin's shared session: the accounts and access
 * requests are the seed's; the subscribers' list is answered with 60 made-up rows on top of the
 * real ones (a browser-side route, nothing stored), so that paging shows without subscribing
 * 51 addresses that other journeys would meet. The outbox's longest status badge shows whole.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from './support/test.ts';
import {
  mailStatusLabel,
  type TOutboxMail,
  type TOutboxResponse,
  type TSubscriber,
  type TSubscribersResponse,
} from '@trustfront/core';
import { NDA_ACCOUNT_NAME } from './support/seed-ids.ts';
import { staffState } from './support/staff.ts';

test.use({ storageState: staffState('admin') });

const DATED_CSV = (name: string) => new RegExp(`^${name}-\\d{4}-\\d{2}-\\d{2}\\.csv$`);

/** The downloaded CSV's lines, without the byte-order mark and the last empty line. */
async function csvLines(file: Download): Promise<string[]> {
  const text = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/u, '');
  expect(text.endsWith('\r\n')).toBe(true);
  return text.slice(0, -2).split('\r\n');
}

async function exportCsv(page: Page): Promise<Download> {
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  return downloaded;
}

/** The texts of one column's cells, in the order shown. */
async function columnTexts(page: Page, rowTestId: string, column: number): Promise<string[]> {
  return page
    .getByTestId(rowTestId)
    .evaluateAll(
      (rows, index) => rows.map((row) => row.children[index]?.textContent?.trim() ?? ''),
      column,
    );
}

const readingOrder = (a: string, b: string) =>
  a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });
const byReading = (texts: string[]) => [...texts].sort(readingOrder);
/** The texts in reverse reading order; equal texts keep their order, as the table keeps it. */
const byReadingDown = (texts: string[]) => [...texts].sort((a, b) => readingOrder(b, a));

/** The first line of a column's cells: the name, without what is written under it. */
async function columnNames(page: Page, rowTestId: string, column: number): Promise<string[]> {
  return page.getByTestId(rowTestId).evaluateAll(
    (rows, index) =>
      rows.map((row) => {
        const cell = row.children[index];
        return (cell?.firstElementChild ?? cell)?.textContent?.trim() ?? '';
      }),
    column,
  );
}

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('accounts: search narrows, the Account head sorts both ways, CSV holds the rows', async ({
    page,
  }) => {
    await page.goto('/app/accounts');
    const rows = page.getByTestId('account-row');
    await expect(rows.filter({ hasText: NDA_ACCOUNT_NAME })).toBeVisible();

    const head = page.getByRole('columnheader', { name: 'Account' });
    await expect(head).not.toHaveAttribute('aria-sort');
    await head.getByRole('button').click();
    await expect(head).toHaveAttribute('aria-sort', 'ascending');
    // Journeys running beside this one add accounts, some of the same name: the order is checked,
    // not one list.
    const ascending = await columnNames(page, 'account-row', 0);
    expect(ascending).toEqual(byReading(ascending));
    await head.getByRole('button').click();
    await expect(head).toHaveAttribute('aria-sort', 'descending');
    const descending = await columnNames(page, 'account-row', 0);
    expect(descending).toEqual(byReadingDown(descending));

    const search = page.getByRole('searchbox', { name: 'Search accounts' });
    // Journeys beside this one add accounts named Globex: the seed's is 'Globex Inc'.
    await search.fill(NDA_ACCOUNT_NAME.toLowerCase());
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(NDA_ACCOUNT_NAME);

    const file = await exportCsv(page);
    expect(file.suggestedFilename()).toMatch(DATED_CSV('accounts'));
    const lines = await csvLines(file);
    expect(lines[0]).toBe(
      'Account,Domain,Status,Permission profile,Access granted,Access until,Members',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${NDA_ACCOUNT_NAME},`);
    expect(lines[1]).toContain('<jane@globex.example>');

    await search.fill('no company is called this');
    await expect(rows).toHaveCount(0);
    await expect(page.getByText('Nothing matches “no company is called this”.')).toBeVisible();
  });

  test('access requests: the Company head sorts, then Requested, CSV downloads', async ({
    page,
  }) => {
    await page.goto('/app/access-requests');
    await expect(page.getByTestId('access-request-row').first()).toBeVisible();
    const requested = page.getByRole('columnheader', { name: 'Requested' });
    await expect(requested).not.toHaveAttribute('aria-sort');
    const company = page.getByRole('columnheader', { name: 'Company' });
    await company.getByRole('button').click();
    await expect(company).toHaveAttribute('aria-sort', 'ascending');
    const companies = await columnTexts(page, 'access-request-row', 1);
    expect(companies).toEqual(byReading(companies));
    await requested.getByRole('button').click();
    await expect(requested).toHaveAttribute('aria-sort', 'ascending');
    await expect(company).not.toHaveAttribute('aria-sort');

    const file = await exportCsv(page);
    expect(file.suggestedFilename()).toMatch(DATED_CSV('access-requests-pending'));
    const lines = await csvLines(file);
    expect(lines[0]).toBe(
      'Requested,First name,Last name,Email,Company,Kind,Product,Details,Status,Decided,Decline reason',
    );
    expect(lines.length - 1).toBe(companies.length);
  });

  test('subscribers: pages of 50, search across pages, CSV of every row made safe', async ({
    page,
  }) => {
    const made: TSubscriber[] = Array.from({ length: 60 }, (_, i) => ({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      email: `${i === 0 ? '=cmd' : 'listed'}-${String(i).padStart(2, '0')}@tables.example`,
      status: 'confirmed',
      source: 'portal',
      createdAt: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
      confirmedAt: null,
    }));
    await page.route('**/api/app/subscribers', async (route) => {
      const real = (await (await route.fetch()).json()) as TSubscribersResponse;
      await route.fulfill({ json: { subscribers: [...real.subscribers, ...made] } });
    });
    await page.goto('/app/subscribers');
    const rows = page.getByTestId('subscriber-row');
    await expect(rows).toHaveCount(50);
    const total = await page.evaluate(async () => {
      const response = await fetch('/api/app/subscribers');
      return ((await response.json()) as { subscribers: unknown[] }).subscribers.length;
    });
    await expect(page.getByText(`1–50 of ${total}`)).toBeVisible();
    await page.getByRole('button', { name: '2', exact: true }).click();
    await expect(page.getByText(`51–${Math.min(100, total)} of ${total}`)).toBeVisible();

    const search = page.getByRole('searchbox', { name: 'Search subscribers' });
    await search.fill('tables.example');
    await expect(page.getByText('1–50 of 60')).toBeVisible();
    const email = page.getByRole('columnheader', { name: 'Email' });
    await email.getByRole('button').click();
    await email.getByRole('button').click();
    await expect(email).toHaveAttribute('aria-sort', 'descending');
    await expect(rows.first()).toContainText('listed-59@tables.example');

    const file = await exportCsv(page);
    expect(file.suggestedFilename()).toMatch(DATED_CSV('subscribers'));
    const lines = await csvLines(file);
    expect(lines[0]).toBe('Email,Status,Source,Subscribed,Confirmed');
    expect(lines).toHaveLength(61);
    expect(lines[1]).toMatch(/^listed-59@tables\.example,confirmed,portal,/);
    expect(lines[60]).toMatch(/^'=cmd-00@tables\.example,/);

    await search.fill('listed-07');
    await expect(rows).toHaveCount(1);
    await expect(page.getByText(/ of \d+$/)).toHaveCount(0);
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the access log exports every page as CSV, the staff list searches and sorts', async ({
    page,
  }) => {
    await page.goto('/app/accounts/activity');
    await expect(page.getByRole('heading', { name: 'Access log' })).toBeVisible();
    const file = await exportCsv(page);
    expect(file.suggestedFilename()).toMatch(DATED_CSV('access-log'));
    const lines = await csvLines(file);
    expect(lines[0]).toBe('When,Member,Company,Action,Document,Item,Invited address,Watermarked');

    await page.goto('/app/settings/staff');
    const rows = page.getByTestId('staff-row');
    await expect(rows.first()).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Search staff' });
    await expect(search).toBeInViewport();
    const name = page.getByRole('columnheader', { name: 'Name' });
    await name.getByRole('button').click();
    await expect(name).toHaveAttribute('aria-sort', 'ascending');
    await search.fill('no such colleague');
    await expect(rows).toHaveCount(0);
    await expect(page.getByText('Nothing matches “no such colleague”.')).toBeVisible();
  });
});

test('the outbox shows a status badge whole, even the longest', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const kept = {
    id: 'kept-mail',
    to: 'a-rather-long-subscriber-address@customer-company.example',
    subject: 'Acme Corp: a long subject that takes much of the row to say what happened',
    kind: 'trust_update',
    status: 'kept',
    attempts: 0,
    createdAt: new Date().toISOString(),
    sentAt: null,
    lastError: 'No SMTP server is configured: the mail is kept in the outbox.',
  } satisfies TOutboxMail;
  await page.route(/\/api\/app\/outbox(\?|$)/, (route) =>
    route.fulfill({ json: { mails: [kept], total: 1 } satisfies TOutboxResponse }),
  );
  await page.goto('/app/outbox');
  const badge = page.getByTestId('outbox-status');
  await expect(badge).toHaveText(mailStatusLabel('kept'));
  const cut = await badge.evaluate((element) =>
    [element, ...element.querySelectorAll('*')].some((e) => e.scrollWidth > e.clientWidth),
  );
  expect(cut).toBe(false);
});
