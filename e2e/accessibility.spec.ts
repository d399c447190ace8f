/**
 * Journey: the portal and the private app meet WCAG 2.2 AA as axe checks it (docs/accessibility.md).
 * Each state a reader or a staff member meets (the portal as an anonymous visitor, its access,
 * subscribe and search dialogs, a document list expanded, main mode, every page of the private
 * app, and a questionnaire of the workspace mapped, reviewed and edited) is checked at a phone's
 * width and a desktop's; any serious or critical violation fails, named by rule, impact, element
 * and help. Then the keyboard: the access dialog opens with Enter, keeps focus inside while Tab
 * cycles, and gives it back to its opener when Escape closes it. Read-only: nothing is saved but
 * the questionnaire the check imports, deleted after it.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test.ts';
import { accessModal, ownClientAddress } from './support/access.ts';
import { appPaths, openAppPage } from './support/app-pages.ts';
import { openPortal, PORTAL_PATH } from './support/portal.ts';
import { questionnaireWorkbook } from './support/questionnaire-workbook.ts';
import { staffRequest } from './support/staff-api.ts';
import { staffState } from './support/staff.ts';

/** The rules axe runs: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** Impacts that fail the journey; minor and moderate findings are left to review. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);
/**
 * Third-party markup we cannot change, left out of every check, each with its reason
 * (docs/accessibility.md, Known exceptions). None today: every finding so far was ours to fix.
 */
const EXCLUDED: { selector: string; reason: string }[] = [];

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

/**
 * Runs axe over the page, or over the part `within` names (a CSS selector), and fails with each
 * serious or critical finding. A state that opens a dialog or a list over the home page is
 * checked within what it opened: the page around it is the home page's own check, and axe over
 * the whole portal again took most of each such journey's time.
 */
async function expectNoSeriousViolations(page: Page, state: string, within?: string) {
  // Contrast is judged on what stays on screen, not half-way through a fade: wait for running
  // transitions to end (spinners and skeletons, which never do, aside).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  let builder = new AxeBuilder({ page }).options({
    runOnly: { type: 'tag', values: WCAG_TAGS },
    // Still marked experimental in axe, yet WCAG 2.5.3 (Label in Name): a speech-input user says
    // the words a control shows, so its name must hold them.
    rules: { 'label-content-name-mismatch': { enabled: true } },
  });
  if (within) builder = builder.include(within);
  for (const { selector } of EXCLUDED) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const failing = violations.filter((v) => FAILING_IMPACTS.has(v.impact ?? ''));
  const report = failing
    .map((v) =>
      [
        `- ${v.id} (${v.impact}): ${v.help}`,
        ...v.nodes
          .slice(0, 5)
          .flatMap((n) => [
            `    at ${n.target.join(' ')}`,
            `       ${n.html.slice(0, 160)}`,
            ...[...n.any, ...n.all, ...n.none].slice(0, 1).map((c) => `       ${c.message}`),
          ]),
        ...(v.nodes.length > 5 ? [`    and ${v.nodes.length - 5} more`] : []),
        `    ${v.helpUrl}`,
      ].join('\n'),
    )
    .join('\n');
  // Soft: a sweep over many pages goes on past a failing one, and names every one that fails.
  expect.soft(failing.length, `${state}: serious or critical violations\n${report}`).toBe(0);
}

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    // The portal follows the reader's system colours (docs/accessibility.md, Colour scheme).
    for (const colorScheme of ['light', 'dark'] as const) {
      test.describe(`the portal as an anonymous visitor, ${colorScheme} colours`, () => {
        test.use({ colorScheme });
        test('the home page', async ({ page }) => {
          await openPortal(page, PORTAL_PATH);
          await expectNoSeriousViolations(page, `portal home, ${colorScheme}`);
        });

        test('the access request dialog', async ({ page }) => {
          await ownClientAddress(page);
          await page.goto(`${PORTAL_PATH}?requestAccess=true`);
          await expect(accessModal(page).getByLabel('First name')).toBeVisible({ timeout: 20_000 });
          await expectNoSeriousViolations(
            page,
            `access request dialog, ${colorScheme}`,
            '[role="dialog"]',
          );
        });

        test('the subscribe dialog', async ({ page }) => {
          await openPortal(page, PORTAL_PATH);
          await page.getByTestId('card-updates').getByTestId('subscribe-button').click();
          const popover = page.getByRole('dialog', { name: 'Subscribe to updates' });
          await expect(popover.getByRole('textbox', { name: 'Email' })).toBeVisible();
          await expectNoSeriousViolations(
            page,
            `subscribe dialog, ${colorScheme}`,
            '[role="dialog"]',
          );
        });

        test('the search dialog with results', async ({ page }) => {
          await openPortal(page, PORTAL_PATH);
          await page.getByTestId('search-box').click();
          const dialog = page.getByTestId('search-dialog');
          await dialog.getByPlaceholder('Search items').fill('SOC');
          await expect(dialog.getByTestId('search-result').first()).toBeVisible();
          await expect(dialog.getByTestId('search-details')).toBeVisible();
          await expectNoSeriousViolations(
            page,
            `search dialog, ${colorScheme}`,
            '[data-testid="search-dialog"]',
          );
        });

        test('a document list expanded', async ({ page }) => {
          await openPortal(page, PORTAL_PATH);
          const card = page.getByTestId('card-Documents');
          await card.getByRole('button', { name: 'View all documents' }).click();
          await expect(card.getByRole('button', { name: 'View less' })).toBeVisible();
          await expectNoSeriousViolations(
            page,
            `documents expanded, ${colorScheme}`,
            '[data-testid="card-Documents"]',
          );
        });
      });
    }

    test.describe('signed in as the admin', () => {
      test.use({ storageState: staffState('admin') });

      test('the portal in main mode', async ({ page }) => {
        await openPortal(page, `${PORTAL_PATH}?edit`);
        await expectNoSeriousViolations(page, 'main mode');
      });

      test('the questionnaire workspace: mapping, review and an answer being edited', async ({
        page,
        playwright,
      }) => {
        const api = await staffRequest(playwright);
        const imported = await api.post('/api/app/questionnaires/imports', {
          multipart: {
            file: {
              name: `Accessibility ${size.name} ${Date.now()}.xlsx`,
              mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
              buffer: await questionnaireWorkbook(),
            },
          },
        });
        expect(imported.status()).toBe(201);
        const { id } = (await imported.json()) as { id: string };
        try {
          await openAppPage(page, `/app/questionnaires/${id}/mapping`);
          await expectNoSeriousViolations(page, 'questionnaire mapping');
          await page.getByRole('button', { name: 'Draft answers' }).click();
          await expect(page.getByRole('list', { name: 'Questions' })).toBeVisible({
            timeout: 90_000,
          });
          await expectNoSeriousViolations(page, 'questionnaire review');
          await page.getByRole('button', { name: 'Edit' }).first().click();
          await expect(page.getByRole('dialog')).toBeVisible();
          await expectNoSeriousViolations(page, 'questionnaire answer editing', '[role="dialog"]');
        } finally {
          await api.delete(`/api/app/questionnaires/${id}`);
          await api.dispose();
        }
      });

      test('every page of the private app', async ({ page }) => {
        const paths = appPaths();
        // The history's first page holds 200 changes of the seed, and Languages every text the
        // demo offers for translation: axe takes its time over them.
        test.setTimeout(paths.length * 20_000);
        for (const path of paths) {
          await test.step(path, async () => {
            await openAppPage(page, path);
            await expectNoSeriousViolations(page, path);
          });
        }
      });
    });
  });
}

test('the access dialog keeps focus inside and gives it back to its opener', async ({ page }) => {
  await ownClientAddress(page);
  await openPortal(page, PORTAL_PATH);
  const opener = page
    .getByTestId('security-review-banner')
    .getByRole('link', { name: 'Request access' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const modal = accessModal(page);
  await expect(modal.getByLabel('First name')).toBeVisible({ timeout: 20_000 });
  const focusInside = () => modal.evaluate((el) => el.contains(document.activeElement));
  expect(await focusInside()).toBe(true);

  // Tab through every control and once round again: focus never leaves the dialog.
  const controls = await modal
    .locator('a[href], button:not([disabled]), input:not([disabled]), [tabindex="0"]')
    .count();
  for (let i = 0; i < controls + 2; i += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInside(), `after ${i + 1} Tab presses`).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await focusInside()).toBe(true);

  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  await expect(opener).toBeFocused();
});
