/**
 * Journey: a visitor opens the Risk Profile and Security Grades (docs/editing.md, Risk profile and
 * Security grades): a risk item's drawer is titled as its card shows it, and `?itemName=` finds it
 * by that title; BitSight's 'View report' opens BitSight's report of the rated domain, not the
 * rated company's own site.
 */
import { expect, test, type Locator, type Page } from './support/test.ts';
import { RISK_ITEM_QUESTIONS, gradeReportUrl, isRiskItem, riskItemLabel } from '@trustfront/core';
import { cardOf, fetchView, openDialog, openPortal, PORTAL_PATH } from './support/portal.ts';

/** The drawer of a risk item: titled by its label, with its question, its stored key unseen. */
async function expectRiskDrawer(page: Page, key: string) {
  const drawer = openDialog(page);
  const label = riskItemLabel(key);
  await expect(drawer.getByRole('heading', { level: 3, name: label, exact: true })).toBeVisible();
  if (isRiskItem(key)) await expect(drawer).toContainText(RISK_ITEM_QUESTIONS[key]);
  if (label !== key) await expect(drawer.getByText(key, { exact: true })).toHaveCount(0);
}

async function closeDrawer(page: Page) {
  await openDialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(openDialog(page)).toHaveCount(0);
}

test('a risk item opens under the title its card shows', async ({ page, request }) => {
  const stored = cardOf(await fetchView(request), 'RiskProfile').items.map((i) => i.title);
  const keys = ['RecoveryTime', 'DataAccess', 'TpDependence'];
  for (const key of keys) expect(stored).toContain(key);
  await openPortal(page);
  const card = page.getByTestId('card-RiskProfile');
  for (const key of keys) {
    const label = riskItemLabel(key);
    await card.getByRole('link', { name: label, exact: true }).click();
    await expectRiskDrawer(page, key);
    await closeDrawer(page);
  }
});

test('?itemName= finds a risk item by the title its card shows', async ({ page }) => {
  for (const base of ['/', PORTAL_PATH]) {
    await page.goto(`${base}?itemName=${encodeURIComponent('Recovery time objective')}`);
    await expectRiskDrawer(page, 'RecoveryTime');
    await closeDrawer(page);
  }
  // Links written with the stored name keep working.
  await page.goto('/?itemName=RecoveryPoint');
  await expectRiskDrawer(page, 'RecoveryPoint');
});

test("BitSight's 'View report' opens BitSight's report of the rated domain", async ({
  page,
  request,
}) => {
  const card = cardOf(await fetchView(request), 'SecurityGrades');
  const bitsight = card.items.find((item) => item.details.grade?.provider === 'bitsight');
  const grade = bitsight?.details.grade;
  if (!bitsight || !grade?.url) throw new Error('The demo has no BitSight grade');
  const report = gradeReportUrl('bitsight', grade.url);
  if (!report) throw new Error('The BitSight grade has no report');
  expect(new URL(report).hostname).toBe('www.bitsight.com');
  expect(report).toContain(grade.url);

  /** The entry's 'View report' opens the report in a new tab. */
  const expectReportLink = async (scope: Locator) => {
    const link = scope.getByRole('link', { name: 'View report' });
    await expect(link).toHaveAttribute('href', report);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  };

  await openPortal(page);
  const onPage = page.getByTestId('card-SecurityGrades');
  await onPage.getByRole('button', { name: `Expand ${card.title}` }).click();
  const expanded = page.getByTestId('card-drawer-SecurityGrades').getByRole('dialog');
  await expectReportLink(expanded.getByTestId('grade-entry').filter({ hasText: grade.label }));
  await page.keyboard.press('Escape');
  await expect(openDialog(page)).toHaveCount(0);

  await onPage.getByRole('link', { name: grade.label, exact: true }).click();
  const drawer = openDialog(page);
  await expect(drawer.getByRole('heading', { level: 3, name: bitsight.title })).toBeVisible();
  await expectReportLink(drawer);
});
