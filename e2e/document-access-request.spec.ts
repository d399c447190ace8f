/**
 * Journey: a visitor presses 'Get access' on a locked document; the request carries the item it
 * was asked from, its card's kind and the page's revision (docs/access.md, Request access), and
 * staff read which document it was for in the queue ('Asked for').
 */
import { expect, test } from './support/test.ts';
import { CARD_DEFAULT_TITLES, type TAccessRequest } from '@trustfront/core';
import { accessModal, ownClientAddress, submitRequest, uniqueDomain } from './support/access.ts';
import { uniqueAddress } from './support/mailbox.ts';
import { fetchView, PORTAL_PATH } from './support/portal.ts';
import { staffState } from './support/staff.ts';

test.slow();

test("'Get access' on a locked document asks for that document, and staff see which", async ({
  page,
  browser,
}) => {
  await ownClientAddress(page);
  const view = await fetchView(page.request);
  await page.goto(PORTAL_PATH);
  const documents = page.getByTestId('card-Documents');
  await documents.getByRole('button', { name: 'View all documents' }).click();
  const locked = documents
    .getByTestId('document-row')
    .filter({ has: page.getByRole('button', { name: 'Get access' }) })
    .first();
  const fileId = await locked.getAttribute('data-file-id');
  const found = view.cards.flatMap((card) =>
    card.items
      .filter((item) => item.documents.some((d) => d.fileId === fileId))
      .map((item) => ({ card, item })),
  )[0];
  if (!found) throw new Error(`No item holds the locked document ${fileId}`);
  await locked.getByRole('button', { name: 'Get access' }).click();
  await expect(accessModal(page)).toBeVisible({ timeout: 20_000 });

  const email = uniqueAddress('ana', uniqueDomain());
  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/request'));
  await submitRequest(page, { email, company: 'Hooli' });
  const body = (await sent).postDataJSON() as TAccessRequest;
  expect(body).toMatchObject({ itemUid: found.item.itemUid, itemKind: found.card.kind });
  // The revision of the page the visitor saw (content may change meanwhile, never go back).
  expect(Number.isInteger(body.statusPageCustomizationRevision)).toBe(true);
  expect(body.statusPageCustomizationRevision).toBeGreaterThanOrEqual(view.revision ?? Infinity);
  await expect(accessModal(page).getByTestId('access-sent')).toContainText(email);

  const staffContext = await browser.newContext({ storageState: staffState('admin') });
  try {
    const staff = await staffContext.newPage();
    await staff.goto('/app/access-requests');
    const row = staff.getByTestId('access-request-row').filter({ hasText: email });
    await expect(row.getByTestId('access-request-asked-for')).toHaveText(
      `Asked for: ${found.item.title}`,
    );
    await expect(row).toContainText(`Asked from: ${CARD_DEFAULT_TITLES[found.card.kind]}`);
  } finally {
    await staffContext.close();
  }
});
