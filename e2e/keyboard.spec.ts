/**
 * Journeys by keyboard alone (docs/accessibility.md, Keyboard): a visitor who never touches a
 * mouse requests access, searches and opens a result, subscribes to trust updates and downloads
 * chosen documents as one archive. Each control is reached with Tab from where the previous step
 * left focus, shows a visible focus ring when reached, and each dialog gives focus back to its
 * opener when it closes. Skip links, the first stop of Tab, lead past the cards above a section.
 * Re-ordering in main mode by keyboard is the journey of card-editing.serial.spec.ts ('items
 * re-ordered by keyboard persist across a reload').
 */
import { expect, test, type Locator, type Page } from './support/test.ts';
import { SUBSCRIPTION_MESSAGES } from '@trustfront/core';
import { accessModal, ownClientAddress, uniqueDomain } from './support/access.ts';
import { uniqueAddress } from './support/mailbox.ts';
import { openPortal, PORTAL_PATH } from './support/portal.ts';

/** Tab presses tried before a control counts as out of reach. */
const MAX_TABS = 120;

/**
 * Whether the element is on the page and has focus, asked in one step: an element that re-renders
 * between two questions is never waited for.
 */
const hasFocus = (target: Locator) =>
  target.evaluateAll((elements) =>
    elements.some((el) => el === document.activeElement || el.contains(document.activeElement)),
  );

/** What draws focus on an element: its outline, box shadow and border colour. */
const focusStyle = (target: Locator) =>
  target.evaluate((el) => {
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return `${outline ? style.outlineColor : 'none'}|${style.boxShadow}|${style.borderColor}`;
  });

/**
 * Presses Tab until `target` holds focus, as a keyboard user would, and checks that focus shows:
 * the element looks different focused (an outline, a shadow or a border colour of its own).
 */
async function tabTo(page: Page, target: Locator, what: string) {
  // A control that appears only as focus nears it (the skip links) is judged focused alone.
  const unfocused =
    (await target.count()) > 0 && !(await hasFocus(target)) ? await focusStyle(target) : null;
  for (let i = 0; i < MAX_TABS; i += 1) {
    if (await hasFocus(target)) {
      if (unfocused !== null) {
        // Asked until it differs: a border's colour may take its short transition to change.
        await expect
          .poll(() => focusStyle(target), { message: `${what} shows where focus is` })
          .not.toBe(unfocused);
      }
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`${what} is not reachable with Tab`);
}

/** Follows the skip link to a section, the way past the cards above it. */
async function skipTo(page: Page, section: string) {
  const link = page
    .getByRole('navigation', { name: 'Skip links' })
    .getByRole('link', { name: `Skip to ${section}` });
  // The link to a section appears once the section has its cards: Tab only after it has.
  await expect(link).toHaveCount(1);
  await tabTo(page, link, `The skip link to ${section}`);
  await expect(link).toBeInViewport();
  await page.keyboard.press('Enter');
}

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    // Up to a hundred Tab presses, each followed by a look at where focus is.
    test.slow();

    test.beforeEach(async ({ page }) => {
      await ownClientAddress(page);
      await openPortal(page, PORTAL_PATH);
      // Start as a keyboard user does: from the top of the page.
      await page.locator('body').focus();
    });

    test('requesting access', async ({ page }) => {
      const opener = page
        .getByTestId('security-review-banner')
        .getByRole('link', { name: 'Request access' });
      await tabTo(page, opener, "The banner's 'Request access'");
      await page.keyboard.press('Enter');
      const modal = accessModal(page);
      const email = modal.getByLabel('Email');
      await expect(email).toBeVisible({ timeout: 20_000 });

      const fields: [Locator, string, string][] = [
        [email, `kim@${uniqueDomain()}`, 'Email'],
        [modal.getByLabel('First name'), 'Kim', 'First name'],
        [modal.getByLabel('Last name'), 'Park', 'Last name'],
      ];
      for (const [field, value, what] of fields) {
        await tabTo(page, field, what);
        await page.keyboard.type(value);
      }
      const company = modal.getByLabel('Company name');
      await tabTo(page, company, 'Company name');
      if ((await company.inputValue()) === '') await page.keyboard.type('Globex');
      const terms = modal.getByLabel(/I agree to the terms/);
      await tabTo(page, terms, 'The terms checkbox');
      await page.keyboard.press('Space');
      await expect(terms).toBeChecked();
      await tabTo(page, modal.getByRole('button', { name: 'Submit Request' }), 'Submit Request');
      await page.keyboard.press('Enter');
      // Sent, or (for an allowed domain) straight to checking the inbox.
      await expect(
        modal.getByTestId('access-sent').or(modal.getByTestId('access-check')),
      ).toBeVisible();
      await expect(modal.getByLabel('First name')).toHaveCount(0);

      await page.keyboard.press('Escape');
      await expect(modal).toHaveCount(0);
      await expect(opener).toBeFocused();
    });

    test('searching and opening a result', async ({ page }) => {
      const box = page.getByTestId('search-box');
      await tabTo(page, box, 'The search box');
      await page.keyboard.type('SOC');
      const dialog = page.getByTestId('search-dialog');
      const input = dialog.getByPlaceholder('Search items');
      await expect(input).toBeFocused();
      await expect(input).toHaveValue('SOC');
      const first = dialog.getByTestId('search-result').first();
      await expect(first).toHaveAttribute('aria-selected', 'true');
      const title = (await first.locator('p').first().innerText()).trim();
      await page.keyboard.press('Enter');
      await expect(dialog).toHaveCount(0);
      const opened = page.getByRole('dialog').filter({
        has: page.getByRole('heading', { level: 3, name: title }),
      });
      await expect(opened).toBeVisible();
      // Focus moved into what opened, and Escape closes it.
      await expect.poll(() => hasFocus(opened)).toBe(true);
      await page.keyboard.press('Escape');
      await expect(opened).toHaveCount(0);
    });

    test('subscribing to trust updates', async ({ page }) => {
      const opener = page.getByTestId('card-updates').getByTestId('subscribe-button');
      await skipTo(page, 'Trust Center Updates');
      await tabTo(page, opener, 'Subscribe');
      await page.keyboard.press('Enter');
      const popover = page.getByRole('dialog', { name: 'Subscribe to updates' });
      const email = popover.getByRole('textbox', { name: 'Email' });
      // The popover's code loads when it first opens.
      await expect(email).toBeVisible({ timeout: 20_000 });
      await tabTo(page, email, 'The subscriber e-mail');
      await page.keyboard.type(uniqueAddress('keyboard'));
      await tabTo(page, popover.getByRole('button', { name: 'Subscribe' }), 'The Subscribe button');
      await page.keyboard.press('Enter');
      await expect(page.getByText(SUBSCRIPTION_MESSAGES.checkInbox)).toBeVisible();
      await expect(popover).toBeHidden();
    });

    test('downloading chosen documents as one archive', async ({ page }) => {
      const opener = page.getByTestId('card-Documents').getByRole('button', {
        name: 'Bulk download',
      });
      await skipTo(page, 'Documents');
      await tabTo(page, opener, 'Bulk download');
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Bulk download' });
      await expect(dialog).toBeVisible();
      const boxes = dialog.getByRole('checkbox');
      // The first document after 'Select all', and the second.
      for (const index of [1, 2]) {
        const box = boxes.nth(index);
        await tabTo(page, box, `Document ${index}`);
        await page.keyboard.press('Space');
        await expect(box).toBeChecked();
      }
      const download = dialog.getByRole('button', { name: 'Download (2)' });
      await tabTo(page, download, 'Download (2)');
      const downloaded = page.waitForEvent('download');
      await page.keyboard.press('Enter');
      expect((await downloaded).suggestedFilename()).toMatch(/\.zip$/);
      await expect(dialog.getByText('Your download of 2 documents has started.')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(opener).toBeFocused();
    });
  });
}
