/**
 * "Since your last visit": a member signs in, leaves; meanwhile staff publish a document and a
 * trust update; when the member signs in again, the portal lists both at the top and badges
 * them where they are in the page. Serial: it publishes content every visitor sees, and removes
 * it again at the end.
 */
import { expect, test } from './support/test.ts';
import { MEMBER_MESSAGES as M, SAME_SITE_HEADER, type TUploadedFile } from '@trustfront/core';
import { openAccessModal, signInFromMail } from './support/access.ts';
import { signInNewMember } from './support/member.ts';
import { fetchView } from './support/portal.ts';
import { staffRequest } from './support/staff-api.ts';

test.slow();

test('a returning member sees the documents and trust updates new since their last visit', async ({
  page,
  playwright,
}) => {
  const staff = await staffRequest(playwright);
  const member = await signInNewMember(page, 'Vera');
  const panel = page.getByTestId('since-last-visit');
  await expect(panel.getByText(M.weeklyDigestLabel)).toBeVisible();
  await expect(page.getByTestId('new-mark')).toHaveCount(0);

  // While the member is away, staff publish a document on a public item and a trust update.
  const view = await fetchView(page.request);
  const item = view.cards
    .filter((c) => c.kind === 'Reports' || c.kind === 'Documents')
    .flatMap((c) => c.items)
    .find((i) => i.access === 'public');
  if (!item) throw new Error('No public item with documents');
  const fileName = `whats-new-${Date.now()}.pdf`;
  const uploaded = await staff.post('/api/trust-center/files', {
    multipart: {
      file: { name: fileName, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF') },
    },
  });
  expect(uploaded.status()).toBe(200);
  const { fileId } = (await uploaded.json()) as TUploadedFile;
  const itemUrl = `/api/trust-center/products/${view.product.productId}/items/${item.itemUid}`;
  expect((await staff.put(itemUrl, { data: { linkFiles: [fileId] } })).status()).toBe(200);
  const subject = `Since your last visit ${Date.now()}`;
  const created = await staff.post('/api/app/updates', {
    data: {
      subject,
      category: 'compliance',
      message: 'We renewed our certification.',
      channels: { statusPage: true },
    },
  });
  expect(created.status()).toBe(200);
  const { topicId } = (await created.json()) as { topicId: string };

  try {
    // The member signs in again: a new visit.
    await page.request.post('/api/statuspage/share/auth/logout', {
      headers: { [SAME_SITE_HEADER]: '1' },
    });
    const modal = await openAccessModal(page, 'login');
    await modal.getByLabel('Email').fill(member.email);
    await modal.getByRole('button', { name: 'Continue' }).click();
    await signInFromMail(page, member.email, /^Sign in to/);

    await expect(panel.getByText(M.sinceLastVisitTitle)).toBeVisible();
    await expect(panel.getByRole('link', { name: `${item.title}: ${fileName}` })).toBeVisible();
    await expect(panel.getByRole('link', { name: subject })).toBeVisible();
    const documentRow = page.locator(`[data-testid="document-row"][data-file-id="${fileId}"]`);
    await expect(documentRow.first().getByTestId('new-mark')).toBeVisible();
    const update = page.getByTestId('update').filter({ hasText: 'We renewed our certification.' });
    await expect(update.getByTestId('new-mark')).toHaveText(M.newBadge);

    // A reload within the visit keeps the list.
    await page.reload();
    await expect(panel.getByRole('link', { name: subject })).toBeVisible();
  } finally {
    await staff.put(itemUrl, { data: { unlinkFiles: [fileId] } });
    await staff.delete(`/api/app/updates/${topicId}`);
    await staff.dispose();
  }
});
