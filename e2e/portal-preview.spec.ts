/**
 * Journey: staff preview the portal as the 'NDA customers' permission profile or the Globex Inc
 * account (docs/portal.md, Modes; docs/access.md, Reach rule): the preview banner shows and
 * restricted, hidden items the profile grants appear; on the plain portal staff see what visitors see; a signed-out visitor, or staff without the
 * accounts scope, never sees them, whatever the URL.
 */
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import type { TPortalView } from '@trustfront/core';
import { fetchView, openDialog, PORTAL_PATH, queryOf } from './support/portal.ts';
import { seedAccess } from './support/seed-ids.ts';
import { staffState } from './support/staff.ts';

const PREVIEW_TEXT = 'You are previewing this Trust Center as another user';
/** Restricted and hidden: granted to 'NDA customers' only (apps/server/src/db/seed). */
const HIDDEN_REPORT = 'Penetration Test Summary';

const hiddenReportOf = (view: TPortalView) =>
  view.cards.flatMap((card) => card.items).find((item) => item.title === HIDDEN_REPORT);

/** The Reports card's items, all of them, as its drawer lists them. */
async function openReports(page: Page) {
  await page.getByRole('button', { name: 'Expand Reports' }).click();
  const drawer = openDialog(page);
  await expect(drawer.getByRole('heading', { level: 3, name: 'Reports' })).toBeVisible();
  await expect(drawer.getByTestId('card-item').first()).toBeVisible();
  return drawer;
}

async function previewView(request: APIRequestContext, query: Record<string, string>) {
  const view = await fetchView(request, query);
  expect(view.mode).toBe('preview');
  return view;
}

test.describe('signed in as staff', () => {
  test.use({ storageState: staffState('admin') });

  test('staff previewing as NDA customers see the hidden report and its document', async ({
    page,
    playwright,
  }) => {
    const { permissionProfileId } = await seedAccess(playwright);
    // The browser's own session asks, as the page will.
    const view = await previewView(page.request, { permissionProfileId });
    const report = hiddenReportOf(view);
    expect(report?.access).toBe('restricted_hidden');
    expect(report?.isUnlocked).toBe(true);
    const documentName = report?.documents[0]?.originalName ?? '';
    expect(documentName).not.toBe('');

    await page.goto(`${PORTAL_PATH}?permissionProfileId=${permissionProfileId}`);
    await expect(page.getByTestId('preview-banner')).toHaveText(PREVIEW_TEXT);
    const drawer = await openReports(page);
    await expect(drawer.getByRole('link', { name: HIDDEN_REPORT, exact: true })).toBeVisible();
    await drawer.getByRole('button', { name: 'Close' }).click();

    // Its document is listed, unlocked for the profile.
    const documents = page.getByTestId('card-Documents');
    await documents.getByRole('button', { name: 'View all documents' }).click();
    const row = documents
      .getByTestId('document-row')
      .filter({ has: page.getByText(documentName, { exact: true }) });
    await expect(row.getByRole('button', { name: `View ${documentName}` })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Get access' })).toHaveCount(0);

    // Links within the preview keep the profile.
    await page.getByRole('link', { name: HIDDEN_REPORT, exact: true }).first().click();
    await expect(
      openDialog(page).getByRole('heading', { level: 3, name: HIDDEN_REPORT }),
    ).toBeVisible();
    expect(queryOf(page.url())).toMatchObject({ permissionProfileId, source: 'click' });
    await expect(page.getByTestId('preview-banner')).toBeVisible();
  });

  test('staff on the plain portal see it as a visitor does, the security review banner too', async ({
    page,
  }) => {
    // No account or profile named: the public portal, as docs/portal.md (Modes) says.
    expect((await fetchView(page.request)).mode).toBe('public');
    await page.goto(PORTAL_PATH);
    const banner = page.getByTestId('security-review-banner');
    await expect(banner.getByText('Start your security review')).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Request access' })).toBeVisible();
    await expect(page.getByTestId('preview-banner')).toHaveCount(0);
  });

  test('staff previewing as the Globex Inc account get its profile', async ({
    page,
    playwright,
  }) => {
    const { accountId } = await seedAccess(playwright);
    expect(hiddenReportOf(await previewView(page.request, { accountId }))).toBeDefined();

    await page.goto(`${PORTAL_PATH}?accountId=${accountId}&itemName=${HIDDEN_REPORT}`);
    await expect(page.getByTestId('preview-banner')).toHaveText(PREVIEW_TEXT);
    await expect(
      openDialog(page).getByRole('heading', { level: 3, name: HIDDEN_REPORT }),
    ).toBeVisible();
  });
});

test.describe('signed in as the auditor', () => {
  test.use({ storageState: staffState('auditor') });

  test('staff without the accounts scope asking for a preview get the public portal', async ({
    page,
    playwright,
  }) => {
    const { permissionProfileId, accountId } = await seedAccess(playwright);
    const queries: Record<string, string>[] = [{ permissionProfileId }, { accountId }];
    for (const query of queries) {
      const view = await fetchView(page.request, query);
      expect(view.mode).toBe('public');
      expect(hiddenReportOf(view)).toBeUndefined();
    }
    await page.goto(`${PORTAL_PATH}?permissionProfileId=${permissionProfileId}`);
    await expect(page.getByTestId('card-Reports')).toBeVisible();
    await expect(page.getByTestId('preview-banner')).toHaveCount(0);
    const drawer = await openReports(page);
    await expect(drawer.getByText(HIDDEN_REPORT)).toHaveCount(0);
  });
});

test('a signed-out visitor never sees the hidden report, even with preview parameters', async ({
  page,
  request,
  playwright,
}) => {
  const { permissionProfileId, accountId } = await seedAccess(playwright);
  const queries: Record<string, string>[] = [
    {},
    { permissionProfileId },
    { accountId },
    { permissionProfileId, accountId },
  ];
  for (const query of queries) {
    const view = await fetchView(request, query);
    expect(view.mode).toBe('public');
    expect(hiddenReportOf(view)).toBeUndefined();
  }

  await page.goto(
    `${PORTAL_PATH}?permissionProfileId=${permissionProfileId}&itemName=${HIDDEN_REPORT}`,
  );
  await expect(page.getByTestId('card-Reports')).toBeVisible();
  await expect(page.getByTestId('preview-banner')).toHaveCount(0);
  // The deep link names an item the visitor may not see: nothing opens and it is dropped.
  await expect.poll(() => queryOf(page.url())).toEqual({ permissionProfileId });
  await expect(openDialog(page)).toHaveCount(0);
  await expect(page.getByText(HIDDEN_REPORT)).toHaveCount(0);

  const drawer = await openReports(page);
  await expect(drawer.getByTestId('card-item')).not.toHaveCount(0);
  await expect(drawer.getByText(HIDDEN_REPORT)).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Close' }).click();

  await page
    .getByTestId('card-Documents')
    .getByRole('button', { name: 'View all documents' })
    .click();
  await expect(page.getByTestId('document-row').first()).toBeVisible();
  await expect(page.getByText(/Penetration Test/)).toHaveCount(0);
});
