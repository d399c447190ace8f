/**
 * Journey: staff bring existing content in from files (docs/import.md), on a phone-sized and a
 * desktop screen: a subprocessors CSV with an error is previewed with the error named by row and
 * column and cannot be imported, the fixed file imports its rows into the card; a filled CAIQ
 * workbook imports into the knowledge base as restricted entries, the dialog saying so and where
 * each column went (the customer responsibilities as the comment) and which were left out;
 * several documents dropped at once get titles and types from their names, one title is changed,
 * and all are uploaded. Everything imported is removed afterwards.
 */
import { expect, test, type APIRequestContext } from './support/test.ts';
import ExcelJS from 'exceljs';
import {
  IMPORT_MESSAGES as M,
  IMPORT_TEXTS as T,
  type TKbAdminPage,
  type TPortalView,
  type TTrustCenterDocuments,
} from '@trustfront/core';
import { cardOf, fetchView, openCardEditor, PORTAL_PATH } from './support/portal.ts';
import { staffRequest } from './support/staff-api.ts';
import { staffState } from './support/staff.ts';

test.use({ storageState: staffState('admin') });

const stamp = Date.now();
let staff: APIRequestContext;
let original: TPortalView;

const csv = (rows: string[][]) =>
  Buffer.from(rows.map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(',')).join('\n'));

/** A filled CAIQ v4 sheet below its title row: question, answer and customer responsibilities. */
async function caiq(questions: [string, string, string][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('CAIQv4.0.3');
  sheet.addRow(['Consensus Assessments Initiative Questionnaire v4.0.3']);
  sheet.addRow([
    'Question ID',
    'Question',
    'CSP CAIQ Answer',
    'SSRM Control Ownership',
    'CSP Implementation Description',
    'CSC Responsibilities',
    'CCM Domain Title',
  ]);
  questions.forEach(([q, a, csc], i) =>
    sheet.addRow([`A&A-0${i + 1}.1`, q, a, 'Shared', 'Reviewed yearly', csc, 'Audit']),
  );
  return Buffer.from(await book.xlsx.writeBuffer());
}

test.beforeAll(async ({ playwright }) => {
  staff = await staffRequest(playwright);
  original = await fetchView(staff, { mode: 'main' });
});

test.afterAll(async () => {
  const base = `/api/trust-center/products/${original.product.productId}`;
  const before = new Set(cardOf(original, 'Subprocessors').items.map((i) => i.itemUid));
  const now = await fetchView(staff, { mode: 'main' });
  for (const item of cardOf(now, 'Subprocessors').items.filter((i) => !before.has(i.itemUid))) {
    expect((await staff.delete(`${base}/companies/${item.itemUid}`)).status()).toBe(204);
  }
  const kb = (await (
    await staff.get('/api/app/knowledge-base?source=import&pageSize=100')
  ).json()) as TKbAdminPage;
  for (const entry of kb.entries) {
    expect((await staff.delete(`/api/app/knowledge-base/${entry.objectID}`)).status()).toBe(204);
  }
  const docs = (await (
    await staff.get('/api/documents/trust-center')
  ).json()) as TTrustCenterDocuments;
  for (const d of docs.documents.filter((x) => x.originalName.includes(String(stamp)))) {
    const removed = await staff.delete(
      `/api/trust-center/products/${d.productId}/items/${d.itemUid}`,
    );
    expect(removed.status()).toBe(204);
  }
  await staff.dispose();
});

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    const tag = `${width}-${stamp}`;

    test('a subprocessors CSV is previewed with its error, then imported once fixed', async ({
      page,
    }) => {
      await page.goto(`${PORTAL_PATH}?edit`);
      const drawer = await openCardEditor(page, cardOf(original, 'Subprocessors').title);
      await drawer.getByRole('button', { name: T.importButton }).click();
      const dialog = page.getByRole('dialog', { name: T.importSubprocessors });
      const input = dialog.locator('input[type="file"]');
      const header = ['Subprocessor', 'Purpose', 'Location', 'Website'];
      await input.setInputFiles({
        name: 'subprocessors.csv',
        mimeType: 'text/csv',
        buffer: csv([header, [`Vendor A ${tag}`, 'Hosting', 'EU', ''], ['', 'Email', 'US', '']]),
      });
      await expect(dialog.getByTestId('import-errors')).toContainText(
        "Row 3, column 'Subprocessor': required",
      );
      await expect(dialog.locator('tr[data-error]')).toHaveCount(1);
      await expect(dialog.getByRole('button', { name: T.importRows(2) })).toBeDisabled();

      await input.setInputFiles({
        name: 'subprocessors.csv',
        mimeType: 'text/csv',
        buffer: csv([
          header,
          [`Vendor A ${tag}`, 'Hosting', 'EU', ''],
          [`Vendor B ${tag}`, 'Email', 'US', `vendor-b-${width}.example.com`],
        ]),
      });
      await expect(dialog.getByText(T.noErrors)).toBeVisible();
      await dialog.getByRole('button', { name: T.importRows(2) }).click();
      await expect(page.getByText(M.imported(2))).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(drawer.getByText(`Vendor B ${tag}`)).toBeVisible();
    });

    test('a CAIQ workbook is imported into the knowledge base as restricted entries', async ({
      page,
    }) => {
      await page.goto('/app/knowledge-base');
      await page.getByRole('button', { name: T.importButton }).click();
      const dialog = page.getByRole('dialog', { name: T.importKnowledgeBase });
      await expect(dialog.getByTestId('import-notice')).toHaveText(T.kbRestricted);
      await dialog.locator('input[type="file"]').setInputFiles({
        name: 'caiq.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: await caiq([
          [`Are audit policies established ${tag}?`, 'Yes', 'Customers review the reports.'],
          [`Are audits independent ${tag}?`, 'Yes', ''],
        ]),
      });
      const preview = dialog.getByTestId('import-preview');
      await expect(
        preview.getByRole('columnheader', { name: 'CSC Responsibilities' }),
      ).toBeVisible();
      await expect(preview.getByText(`Are audits independent ${tag}?`)).toBeVisible();
      await expect(dialog.getByTestId('import-ignored')).toHaveText(
        T.ignoredColumns(['Question ID', 'SSRM Control Ownership']),
      );
      await dialog.getByRole('button', { name: T.importRows(2) }).click();
      const summary = dialog.getByTestId('import-summary');
      await expect(summary.getByText(M.imported(2))).toBeVisible();
      await expect(summary.getByText(T.importedRestricted(2))).toBeVisible();
      await expect(
        summary.getByText(
          T.importedColumn({
            header: 'CSC Responsibilities',
            field: 'Customer responsibilities',
            into: "the entry's comment, shown with the answer",
          }),
        ),
      ).toBeVisible();
      await expect(
        summary.getByText(T.ignoredColumns(['Question ID', 'SSRM Control Ownership'])),
      ).toBeVisible();
      await dialog.getByRole('button', { name: T.done }).click();
      await expect(dialog).toBeHidden();
      const kb = (await (
        await staff.get(`/api/app/knowledge-base?q=${encodeURIComponent(tag)}`)
      ).json()) as TKbAdminPage;
      const entries = Object.fromEntries(
        kb.entries.map((e) => [e.content, [e.answer, e.comment, e.access_level]]),
      );
      expect(entries).toEqual({
        [`Are audit policies established ${tag}?`]: [
          'Yes\n\nReviewed yearly',
          'Customer responsibilities: Customers review the reports.',
          'restricted',
        ],
        [`Are audits independent ${tag}?`]: ['Yes\n\nReviewed yearly', null, 'restricted'],
      });
    });

    test('several documents are dropped at once with suggested titles and types', async ({
      page,
    }) => {
      await page.goto('/app/documents');
      await page.getByRole('button', { name: T.uploadSeveral }).click();
      const dialog = page.getByRole('dialog', { name: T.uploadDocuments });
      const pdf = (name: string) => ({
        name,
        mimeType: 'application/pdf',
        buffer: Buffer.from(`%PDF-1.7\n${name}`),
      });
      const soc = `SOC2_Type_II_Report_${stamp}.pdf`;
      const policy = `information_security_policy_${stamp}.pdf`;
      await dialog.locator('input[type="file"]').setInputFiles([pdf(soc), pdf(policy)]);
      await expect(dialog.getByTestId('document-row')).toHaveCount(2);
      const socTitle = dialog.getByRole('textbox', { name: `${T.title}: ${soc}` });
      await expect(socTitle).toHaveValue(`SOC 2 Type II Report ${stamp}`);
      await expect(dialog.getByRole('combobox', { name: `${T.type}: ${soc}` })).toHaveValue(
        'SOC 2 Type II',
      );
      await expect(dialog.getByRole('combobox', { name: `${T.type}: ${policy}` })).toHaveValue(
        'Policy',
      );
      await socTitle.fill(`SOC 2 Report ${tag}`);
      await dialog.getByRole('button', { name: T.uploadDocumentsCount(2) }).click();
      await expect(page.getByText(T.uploadedDocuments(2))).toBeVisible();
      await expect(page.getByText(`SOC 2 Report ${tag}`)).toBeVisible();
      await expect(page.getByText(`Information Security Policy ${stamp}`).first()).toBeVisible();
    });
  });
}
