/**
 * Journey (docs/fourth-parties.md): staff name a subprocessor's trust feed from the Subprocessors
 * card in edit mode and check it now, as the daily check would; the vendor's signed feed (a local
 * server, its keys at its own JWKS) is verified and its certifications are kept, and visitors see
 * them under the subprocessor with 'Checked {date}'. At 390 and 1440 px. The feed is cleared
 * afterwards.
 */
import { expect, test, type APIRequestContext } from './support/test.ts';
import { FOURTH_PARTY_MESSAGES as M, type TItemView } from '@trustfront/core';
import { startVendorFeed, type VendorFeed } from '../apps/server/test/helpers/vendor-feed.ts';
import { cardOf, fetchView, longDate, openCardEditor, PORTAL_PATH } from './support/portal.ts';
import { staffState } from './support/staff.ts';
import { staffRequest } from './support/staff-api.ts';

test.use({ storageState: staffState('admin') });

let staff: APIRequestContext;
let vendor: VendorFeed;
let productId: string;
let subprocessor: TItemView;
let cardTitle: string;

const feedPath = () =>
  `/api/trust-center/products/${productId}/companies/${subprocessor.itemUid}/trust-feed`;

test.beforeAll(async ({ playwright }) => {
  staff = await staffRequest(playwright);
  vendor = await startVendorFeed();
  vendor.state.certs = [
    { id: 'iso', title: 'ISO 27001', expiry: '2099-03-31' },
    { id: 'soc', title: 'SOC 2 Type II', expiry: null },
  ];
  const view = await fetchView(staff, { mode: 'main' });
  productId = view.product.productId;
  const card = cardOf(view, 'Subprocessors');
  cardTitle = card.title;
  const first = card.items.find((i) => i.access === 'public' && i.details.company);
  if (!first) throw new Error('The seed lists no public subprocessor');
  subprocessor = first;
});

test.afterEach(async () => {
  expect((await staff.delete(feedPath())).status()).toBe(204);
});

test.afterAll(async () => {
  await vendor.close();
  await staff.dispose();
});

for (const width of [390, 1440]) {
  test(`staff name a subprocessor's trust feed and visitors see its certifications at ${width} px`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const name = subprocessor.details.company?.name ?? subprocessor.title;
    await page.goto(`${PORTAL_PATH}?edit`);
    const drawer = await openCardEditor(page, cardTitle);
    await drawer
      .getByRole('button', { name: M.feedAction(name) })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: M.dialogTitle(name) });

    // A bad address is refused in the dialog's words, nothing saved.
    await dialog.getByLabel(M.urlLabel).fill('ftp://vendor.example/trust.json');
    await dialog.getByRole('button', { name: M.save }).click();
    await expect(
      dialog.getByText(
        'Enter the trust feed address, e.g. https://trust.example.com/trust/acme/trust.json',
      ),
    ).toBeVisible();

    await dialog.getByLabel(M.urlLabel).fill(vendor.url);
    await dialog.getByRole('button', { name: M.save }).click();
    await expect(dialog.getByText(M.notChecked)).toBeVisible();
    await dialog.getByRole('button', { name: M.checkNow }).click();
    const state = dialog.getByTestId('trust-feed-state');
    await expect(state.getByText('ISO 27001')).toBeVisible();
    const checked = M.checked(longDate(new Date().toISOString()));
    await expect(state.getByText(checked)).toBeVisible();
    await dialog.getByRole('button', { name: M.close }).click();

    // A visitor sees the certifications under the subprocessor, with the check's date.
    const visitor = await browser.newContext({ viewport: { width, height: 900 } });
    try {
      const visitorPage = await visitor.newPage();
      await visitorPage.goto(new URL(PORTAL_PATH, page.url()).toString());
      const card = visitorPage.getByTestId('card-Subprocessors');
      const feed = card.getByRole('group', { name: `Certifications from ${name}'s trust feed` });
      await expect(feed.first()).toBeVisible();
      await expect(feed.first().getByText('ISO 27001')).toBeVisible();
      await expect(feed.first().getByText('SOC 2 Type II')).toBeVisible();
      await expect(
        feed.first().getByText(`Checked ${longDate(new Date().toISOString())}`),
      ).toBeVisible();
    } finally {
      await visitor.close();
    }
  });
}
