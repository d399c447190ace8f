/**
 * Journey: nothing a person reads is an internal name (docs/portal.md, Words on screen). Every
 * page of the private app, the visitor's portal, main mode and the search dialog show card
 * titles, labels and names in words: no camelCase or PascalCase identifiers (a card kind such
 * as `DataSecurity`), no snake_case keys, no SCREAMING_ENUM values, no UUIDs. It only reads, at a
 * desktop and a phone width.
 */
import { expect, test, type Page } from './support/test.ts';
import { appPaths, openAppPage } from './support/app-pages.ts';
import { openPortal, PORTAL_PATH } from './support/portal.ts';
import { staffState } from './support/staff.ts';

/**
 * Words that look like identifiers and are not: brand and product names as their owners write
 * them. Keep it short; a word of ours belongs in a label, not here.
 */
const ALLOWED = new Set([
  // Subprocessors, integrations and grade providers of the demo, spelled as their owners do.
  'BitSight',
  'GitHub',
  'HackerOne',
  'HubSpot',
  'MongoDB',
  'OneTrust',
  'OpenAI',
  'OpenID',
  'SecurityScorecard',
  'SendGrid',
  'UpGuard',
  // US government authorisation programmes, spelled as they are.
  'FedRAMP',
  'StateRAMP',
  // The demo's mobile product runs on it.
  'iOS',
  // Products and practices the demo's controls name, as their makers write them (staff read them
  // among the texts to translate).
  'AppConfig',
  'BitLocker',
  'CodeQL',
  'CrowdStrike',
  'FileVault',
  'GuardDuty',
  'PostgreSQL',
  'RiskRecon',
  'SaaS',
  'WebAuthn',
]);

/** What reads as an identifier, by kind. */
const IDENTIFIERS: [string, RegExp][] = [
  ['camelCase', /\b[a-z]+[A-Z][a-zA-Z]+\b/g],
  ['PascalCase', /\b[A-Z][a-z]+[A-Z][a-zA-Z]*\b/g],
  ['snake_case', /\b[a-z0-9]+_[a-z0-9_]+\b/g],
  ['SCREAMING_CASE', /\b[A-Z0-9]+_[A-Z0-9_]+\b/g],
  ['UUID', /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi],
];

/** Text that names things the way a person types them: addresses, links and file names. */
const NOT_WORDS = [
  /\S+@\S+/g,
  /\bhttps?:\/\/\S+/g,
  // A URL path staff copy into another system ('/byoid/{orgId}/welcome?byoidJwt=…').
  /(?<!\S)\/\S+/g,
  /\b[\w.-]+\.(?:example|com|io|org|net|dev)\b\S*/g,
  /\S+\.(?:pdf|docx?|xlsx?|csv|txt|zip|png|jpe?g|svg|json)\b/gi,
];

/** The identifiers in the visible text of the page, each with its kind. */
async function identifiersOn(page: Page, where: string): Promise<string[]> {
  // Literal data shown as stored (an audit entry's values, a token's prefix) is what it is; the
  // words around it are checked.
  await page.evaluate(() => {
    document.querySelectorAll('[data-literal]').forEach((node) => {
      node.textContent = ' ';
    });
  });
  let text = await page.locator('body').innerText();
  for (const pattern of NOT_WORDS) text = text.replace(pattern, ' ');
  const found = new Set<string>();
  for (const [kind, pattern] of IDENTIFIERS) {
    for (const [word] of text.matchAll(pattern)) {
      if (!ALLOWED.has(word)) found.add(`${where}: ${kind} '${word}'`);
    }
  }
  return [...found];
}

/** Waits until the page has drawn its data: no loader left and no request in flight. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0);
}

const searchDialog = (page: Page) => page.getByTestId('search-dialog');

/** Opens the search dialog and waits for grouped results and the active result's details. */
async function searchFor(page: Page, term: string) {
  await page.getByTestId('search-box').click();
  await searchDialog(page).getByPlaceholder('Search items').fill(term);
  await expect(searchDialog(page).getByTestId('search-group').first()).toBeVisible();
  await settled(page);
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test.describe('signed in as the admin', () => {
      test.use({ storageState: staffState('admin') });

      test('every private app page reads in words', async ({ page }) => {
        test.slow();
        const paths = appPaths();
        expect(paths).toContain('/app/access-requests');
        const found: string[] = [];
        for (const path of paths) {
          await openAppPage(page, path);
          found.push(...(await identifiersOn(page, path)));
        }
        expect(found).toEqual([]);
      });

      test('an access request names its fields, relationship and country in words', async ({
        page,
      }) => {
        await page.goto('/app/access-requests');
        // The demo's pending request (apps/server/src/db/seed/content/access-requests.ts).
        const row = page.getByTestId('access-request-row').filter({ hasText: 'Bruce Wayne' });
        const details = row.getByTestId('access-request-details');
        await expect(details).toContainText('Job title: Head of Vendor Risk');
        await expect(details).toContainText('Relationship: Prospective customer');
        await expect(details).toContainText('Country: United States');
      });

      test('main mode and its search read in words', async ({ page }) => {
        await openPortal(page, `${PORTAL_PATH}?edit`);
        await settled(page);
        const found = await identifiersOn(page, 'main mode');
        await searchFor(page, 'security');
        found.push(...(await identifiersOn(page, 'main mode search')));
        expect(found).toEqual([]);
      });
    });

    test('the visitor portal and its search read in words', async ({ page }) => {
      await openPortal(page, PORTAL_PATH);
      await settled(page);
      const found = await identifiersOn(page, 'portal');
      await searchFor(page, 'security');
      await expect(searchDialog(page).getByText('Trust Items')).toBeVisible();
      found.push(...(await identifiersOn(page, 'portal search')));
      expect(found).toEqual([]);
    });
  });
}
