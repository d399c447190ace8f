/**
 * Journey: a public visitor works with the Documents card (docs/documents.md, Documents and Bulk
 * download; docs/access.md, Reach rule): tabs, featured documents first, expanding and collapsing,
 * 'Get access' on restricted documents, opening a public document, and a bulk download of two
 * chosen documents.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator } from './support/test.ts';
import type { TPortalView } from '@trustfront/core';
import { cardOf, fetchView, openPortal } from './support/portal.ts';
import { readZip } from './support/zip.ts';

interface ListedDocument {
  fileId: string;
  name: string;
  itemUid: string;
  itemTitle: string;
  isPrivate: boolean;
  isFeatured: boolean;
  canDownload: boolean;
}

/** The Documents card's list in its documented order: every card's documents, each file once. */
function documentsOf(view: TPortalView): ListedDocument[] {
  const featured = new Set(cardOf(view, 'Documents').featuredDocuments);
  const seen = new Set<string>();
  return view.cards.flatMap((card) =>
    card.items.flatMap((item) =>
      item.documents.flatMap((doc) => {
        if (seen.has(doc.fileId)) return [];
        seen.add(doc.fileId);
        return [
          {
            fileId: doc.fileId,
            name: doc.originalName,
            itemUid: item.itemUid,
            itemTitle: item.title,
            isPrivate: item.access !== 'public',
            isFeatured: featured.has(item.itemUid),
            canDownload: doc.canDownload,
          },
        ];
      }),
    ),
  );
}

/** Featured documents first (in the card's featured order), then the others in list order. */
function featuredFirst(view: TPortalView, docs: ListedDocument[]): ListedDocument[] {
  const order = cardOf(view, 'Documents').featuredDocuments;
  const rank = (doc: ListedDocument) => order.indexOf(doc.itemUid);
  const featured = docs.filter((d) => d.isFeatured).sort((a, b) => rank(a) - rank(b));
  return [...featured, ...docs.filter((d) => !d.isFeatured)];
}

const fileIdsOf = (rows: Locator) =>
  rows.evaluateAll((elements) => elements.map((e) => e.getAttribute('data-file-id')));

const ids = (docs: ListedDocument[]) => docs.map((d) => d.fileId);

test('tabs, featured documents first, and expanding the list', async ({ page, request }) => {
  const view = await fetchView(request);
  const all = featuredFirst(view, documentsOf(view));
  const featured = all.filter((d) => d.isFeatured);
  expect(featured.length).toBeGreaterThan(0);
  expect(all.length).toBeGreaterThan(featured.length);

  await openPortal(page);
  const card = page.getByTestId('card-Documents');
  const rows = card.getByTestId('document-row');
  await expect(card.getByRole('tab')).toHaveText(['All', 'Public', 'Private']);
  await expect(card.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');

  // Collapsed: the Featured documents section alone.
  await expect(card.getByText('Featured documents', { exact: true })).toBeVisible();
  await expect(rows).toHaveCount(featured.length);
  expect(await fileIdsOf(rows)).toEqual(ids(featured));

  await card.getByRole('button', { name: 'View all documents' }).click();
  await expect(rows).toHaveCount(all.length);
  expect(await fileIdsOf(rows)).toEqual(ids(all));
  await expect(card.getByText('Other documents', { exact: true })).toBeVisible();
  // The Featured documents section comes before the others.
  const featuredTop = await card.getByText('Featured documents', { exact: true }).boundingBox();
  const othersTop = await card.getByText('Other documents', { exact: true }).boundingBox();
  expect(featuredTop?.y ?? Infinity).toBeLessThan(othersTop?.y ?? -Infinity);

  // Expanded, the card offers 'View less' and 'View featured documents', each back to the
  // collapsed view.
  await expect(card.getByRole('button', { name: 'View all documents' })).toHaveCount(0);
  await card.getByRole('button', { name: 'View less' }).click();
  await expect(rows).toHaveCount(featured.length);
  expect(await fileIdsOf(rows)).toEqual(ids(featured));
  await card.getByRole('button', { name: 'View all documents' }).click();
  await expect(rows).toHaveCount(all.length);
  await card.getByRole('button', { name: 'View featured documents' }).click();
  await expect(rows).toHaveCount(featured.length);
  await expect(card.getByRole('button', { name: 'View featured documents' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'View all documents' })).toBeVisible();

  // Private: only documents of restricted items, each locked for a public visitor.
  const privateDocs = all.filter((d) => d.isPrivate);
  await card.getByRole('tab', { name: 'Private' }).click();
  await expect(card.getByRole('tab', { name: 'Private' })).toHaveAttribute('aria-selected', 'true');
  await card.getByRole('button', { name: 'View all documents' }).click();
  await expect(rows).toHaveCount(privateDocs.length);
  expect(await fileIdsOf(rows)).toEqual(ids(privateDocs));
  await expect(card.getByRole('button', { name: 'Get access' })).toHaveCount(privateDocs.length);

  // Public: the others, none of them locked.
  const publicDocs = all.filter((d) => !d.isPrivate);
  await card.getByRole('tab', { name: 'Public' }).click();
  await expect(rows).toHaveCount(publicDocs.length);
  expect(await fileIdsOf(rows)).toEqual(ids(publicDocs));
  await expect(card.getByRole('button', { name: 'Get access' })).toHaveCount(0);

  await card.getByRole('tab', { name: 'All' }).click();
  await expect(rows).toHaveCount(all.length);
});

test("a restricted document offers 'Get access', which asks for access", async ({
  page,
  request,
}) => {
  const view = await fetchView(request);
  const locked = featuredFirst(view, documentsOf(view)).find((d) => d.isPrivate && d.isFeatured);
  expect(locked, 'a featured restricted document').toBeDefined();
  const name = locked?.name ?? '';

  await openPortal(page);
  const row = page
    .getByTestId('card-Documents')
    .getByTestId('document-row')
    .filter({
      has: page.getByText(name, { exact: true }),
    });
  await expect(row.getByRole('button', { name: `View ${name}` })).toHaveCount(0);
  await row.getByRole('button', { name: 'Get access' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('requestAccess')).toBe('true');
});

test('a public document opens as a PDF in a new tab', async ({ page, request }) => {
  const view = await fetchView(request);
  const doc = featuredFirst(view, documentsOf(view)).find((d) => !d.isPrivate && d.isFeatured);
  expect(doc, 'a featured public document').toBeDefined();
  const name = doc?.name ?? '';

  await openPortal(page);
  const row = page
    .getByTestId('card-Documents')
    .getByTestId('document-row')
    .filter({
      has: page.getByText(name, { exact: true }),
    });
  await expect(row.getByRole('button', { name: 'Get access' })).toHaveCount(0);
  const fileResponse = page
    .context()
    .waitForEvent('response', (r) => /\/api\/portal\/acme\/files\/[^/?]+\?/.test(r.url()));
  const popup = page.waitForEvent('popup');
  await row.getByRole('button', { name: `View ${name}` }).click();
  await popup;
  const response = await fileResponse;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(new URL(response.url()).searchParams.get('disposition')).toBe('inline');

  // The same link, followed again, answers the PDF itself.
  const again = await request.get(response.url());
  expect(again.status()).toBe(200);
  expect(again.headers()['content-type']).toBe('application/pdf');
  expect(again.headers()['content-disposition']).toMatch(/^inline;/);
  expect((await again.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('bulk download zips exactly the two chosen documents', async ({ page, request }) => {
  const view = await fetchView(request);
  const docs = documentsOf(view);
  const chosen = ['Acme Cloud Security Whitepaper.pdf', 'Acme ISO 27001 Certificate.pdf'].map(
    (name) => {
      const doc = docs.find((d) => d.name === name);
      if (!doc?.canDownload) throw new Error(`${name} is not a downloadable document`);
      return doc;
    },
  );

  await openPortal(page);
  await page.getByTestId('card-Documents').getByRole('button', { name: 'Bulk download' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bulk download' });
  await expect(dialog).toBeVisible();
  // Only documents the visitor may download can be chosen; locked ones are listed as such.
  const selectable = docs.filter((d) => d.canDownload);
  await expect(dialog.getByRole('checkbox')).toHaveCount(selectable.length + 1);
  const locked = docs.find((d) => d.isPrivate);
  await expect(dialog.getByText(`${locked?.name} · Access required`)).toBeVisible();

  const download = dialog.getByRole('button', { name: /^Download \(\d+\)$/ });
  await expect(download).toHaveText('Download (0)');
  await expect(download).toBeDisabled();
  for (const doc of chosen) await dialog.getByRole('checkbox', { name: doc.name }).check();
  await expect(download).toHaveText('Download (2)');
  await expect(dialog.getByRole('checkbox', { name: 'Select all' })).not.toBeChecked();

  const downloaded = page.waitForEvent('download');
  await download.click();
  const file = await downloaded;
  expect(file.suggestedFilename()).toBe('Acme-Corp-documents.zip');
  await expect(dialog.getByText('Your download of 2 documents has started.')).toBeVisible();

  const entries = await readZip(await readFile(await file.path()));
  expect(entries.map((e) => e.name).sort()).toEqual(
    chosen.map((d) => `${d.itemTitle}/${d.name}`).sort(),
  );
  for (const entry of entries) expect(entry.data.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
