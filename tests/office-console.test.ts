/**
 * The office console end to end (issue 22, "Done means"): the built console the provider serves
 * at /office, under the office's own CSP, in Chromium. The first account is made as
 * `npm run office -- add-user` makes it; its one-time password is changed in the console, signed
 * in by keyboard alone; every console page at 375 px has no axe violation, in English and Bengali.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../packages/server/src/office/accounts.ts';
import { isoAt } from '../packages/server/src/office/secrets.ts';
import { GOOD_PASSWORD, TEST_SCRYPT } from '../packages/server/test/office.ts';
import { axeViolations, cspViolations, overflow, startStack, watchedPage } from './harness.ts';

let stack: Awaited<ReturnType<typeof startStack>>;
let context: BrowserContext;
let page: Page;
let oneTime: string;

const CLERK = 'Head Clerk';

beforeAll(async () => {
  stack = await startStack({ provider: { office: { scrypt: TEST_SCRYPT } } });
  // What `npm run office -- add-user "Head Clerk" --role admin` does (packages/server/src/office/cli.ts).
  const made = await createUser(
    stack.db.kysely,
    { id: null, name: 'command line (test)', client: 'command line', at: isoAt(Date.now()) },
    { name: CLERK, role: 'admin', cost: TEST_SCRYPT },
  );
  oneTime = made.password;
  // One phone-sized browser for the whole file: the console's own users carry phones.
  ({ context, page } = await watchedPage(stack.browser, 375));
});
afterAll(async () => {
  await context?.close();
  await stack?.stop();
});

const office = (hash = '') => `${stack.apiBase}/office${hash}`;

/** Tab until the control named `name` has the focus, as a keyboard user would. */
async function tabTo(name: RegExp) {
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLInputElement | null;
      return element?.labels?.[0]?.textContent ?? element?.textContent ?? '';
    });
    if (name.test(focused)) return;
  }
  throw new Error(`${name} was not reached with Tab`);
}

describe('the office console', () => {
  it('lets the first account sign in by keyboard alone and change its one-time password', async () => {
    await page.goto(office());
    await page.getByRole('heading', { name: 'Sign in to the school office' }).waitFor();
    await tabTo(/^Account name$/);
    await page.keyboard.type(CLERK);
    await tabTo(/^Password$/);
    await page.keyboard.type(oneTime);
    await page.keyboard.press('Enter');

    await page.getByText('You signed in with a one-time password.', { exact: false }).waitFor();
    await page.getByLabel('Current password').fill(oneTime);
    await page.getByLabel('New password', { exact: true }).fill('password');
    await page.getByLabel('New password again').fill('password');
    await page.getByRole('button', { name: 'Change password' }).click();
    // Said before anything is sent.
    await page.getByText('The new password must be at least 12 characters long.').first().waitFor();

    // The provider's own refusal, in its words, on the field.
    await page.getByLabel('New password', { exact: true }).fill('password1234');
    await page.getByLabel('New password again').fill('password1234');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => page.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
    expect(
      await page
        .getByText(/common/i)
        .first()
        .textContent(),
    ).toMatch(/common/i);

    await page.getByLabel('New password', { exact: true }).fill(GOOD_PASSWORD);
    await page.getByLabel('New password again').fill(GOOD_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('navigation', { name: 'Office sections' }).waitFor();
    expect(await page.getByText(`Signed in as ${CLERK} (admin)`).count()).toBe(1);
    expect(await cspViolations(page)).toEqual([]);
  });

  it('shows a new account’s one-time password once', async () => {
    await page.goto(office('#/accounts'));
    await page.getByRole('heading', { name: 'Accounts' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Notice Editor');
    await page.getByLabel('Role').selectOption('editor');
    await page.getByRole('button', { name: 'Add the account' }).click();
    const dialog = page.getByRole('dialog', { name: 'The one-time password of Notice Editor' });
    const password = await dialog.locator('code').textContent();
    expect(password).toMatch(/^\w{4}(-\w{4}){3}$/);
    await dialog.getByRole('button', { name: 'I have written it down' }).click();
    await page.getByRole('row', { name: /Notice Editor/ }).waitFor();
    expect(await page.getByText(password ?? '').count()).toBe(0);
  });

  it('draws every console page at 375 px without an axe violation, in English and Bengali', async () => {
    const pages = ['#/accounts', '#/audit', '#/tokens', '#/password', '#/two-step'];
    const found: string[] = [];
    for (const lang of ['en', 'bn'] as const) {
      for (const hash of pages) {
        await page.goto(office(hash));
        await page.locator('main h1').waitFor();
        await page
          .getByText(/^(Loading|লোড হচ্ছে)\.\.\.$/)
          .first()
          .waitFor({ state: 'detached' });
        if (lang === 'bn' && (await page.locator('html[lang="bn"]').count()) === 0) {
          await page.getByRole('button', { name: 'বাংলা' }).click();
          await page.locator('html[lang="bn"]').waitFor({ state: 'attached' });
        }
        found.push(...(await axeViolations(page)).map((v) => `${lang} ${hash} ${v}`));
        if ((await overflow(page)) > 0) found.push(`${lang} ${hash} scrolls sideways`);
      }
    }
    expect(found).toEqual([]);
    expect(await page.locator('main h1').textContent()).toBe('দুই ধাপে সাইন ইন');
    expect(await cspViolations(page)).toEqual([]);
  });
});
