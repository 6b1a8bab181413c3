/**
 * The inbox end to end (issue 23, "Done means"): the built site and the provider, in Chromium,
 * with a real SMTP receiver for the office's email. A parent sends a contact message on
 * /contact-us; after Success! has closed the page still shows its reference (and when the school
 * usually replies); the receiver gets exactly one digest naming it; the clerk finds it in the
 * console's inbox, counted as new in the menu, opens it and marks it handled, and the inbox says
 * who handled it.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../packages/server/src/office/accounts.ts';
import { isoAt } from '../packages/server/src/office/secrets.ts';
import { GOOD_PASSWORD, TEST_SCRYPT } from '../packages/server/test/office.ts';
import { type SmtpReceiver, smtpReceiver } from '../packages/server/test/smtp.ts';
import { cspViolations, openPage, startStack, watchedPage } from './harness.ts';

let stack: Awaited<ReturnType<typeof startStack>>;
let smtp: SmtpReceiver;
let context: BrowserContext;
let page: Page;
let reference = '';
const CLERK = 'Head Clerk';

beforeAll(async () => {
  smtp = await smtpReceiver();
  await smtp.up();
  stack = await startStack({
    provider: {
      office: { scrypt: TEST_SCRYPT },
      // As SMTP_URL and OFFICE_EMAIL set it up: the digest on its own timers.
      mail: { smtpUrl: smtp.url, to: ['office@school.example'], everyMs: 5 * 60_000, timers: true },
    },
  });
  ({ context, page } = await watchedPage(stack.browser, 375));
});
afterAll(async () => {
  await context?.close();
  await stack?.stop();
  await smtp?.down();
});

describe('the inbox', () => {
  it('keeps the contact message’s reference in the page after Success! closes, and says when the school replies', async () => {
    await openPage(page, `${stack.siteUrl}/contact-us`);
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Name').fill('Rahima Begum');
    await form.getByLabel('Mobile No').fill('01712345678');
    await form.getByLabel('Subject').fill('Admission test');
    await form.getByLabel('Message').fill('When does the admission test for class six start?');
    await form.getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Success!' });
    await dialog.waitFor({ timeout: 15_000 });
    reference =
      /Reference: (M-[0-9A-Z]{5}-[0-9A-Z]{5})/.exec((await dialog.textContent()) ?? '')?.[1] ?? '';
    expect(reference).toMatch(/^M-[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    // It closes itself after 3 s; the receipt stays, with the reference and the reply time.
    await dialog.waitFor({ state: 'hidden', timeout: 10_000 });
    const receipt = page.getByRole('region', { name: 'Message sent' });
    expect(await receipt.textContent()).toContain(`Your reference: ${reference}`);
    expect(await receipt.textContent()).toContain(
      'The school usually replies within 2 working days.',
    );
    expect(await page.getByText(reference).isVisible()).toBe(true);
    expect(await cspViolations(page)).toEqual([]);
  });

  it('emails the office exactly one digest naming it', async () => {
    await expect.poll(() => smtp.mails.length, { timeout: 20_000 }).toBe(1);
    const [mail] = smtp.mails;
    expect(mail?.subject).toMatch(/1 contact message on the website$/);
    expect(mail?.text).toContain(`${reference}  Rahima Begum — Admission test`);
    expect(mail?.text).toContain(
      `${stack.apiBase}/office#/inbox`.replace('127.0.0.1', 'localhost'),
    );
  });

  it('is in the console’s inbox, counted as new; opened and marked handled, it says who handled it', async () => {
    const made = await createUser(
      stack.db.kysely,
      { id: null, name: 'command line (test)', client: 'command line', at: isoAt(Date.now()) },
      { name: CLERK, role: 'editor', cost: TEST_SCRYPT },
    );
    await page.goto(`${stack.apiBase}/office`);
    await page.getByLabel('Account name').fill(CLERK);
    await page.getByLabel('Password').fill(made.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel('Current password').fill(made.password);
    await page.getByLabel('New password', { exact: true }).fill(GOOD_PASSWORD);
    await page.getByLabel('New password again').fill(GOOD_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();

    const menu = page.getByRole('navigation', { name: 'Office sections' });
    await menu.getByRole('link', { name: 'Inbox 1 new' }).waitFor();
    const row = page.getByRole('row', { name: new RegExp(reference) });
    expect(await row.textContent()).toMatch(/Rahima Begum.*Contact messageAdmission test.*New$/);
    await row.getByRole('link', { name: 'Rahima Begum' }).click();

    await page.getByRole('heading', { name: 'Rahima Begum' }).waitFor();
    await page.getByText(`Read by ${CLERK}`).waitFor();
    expect(await page.getByText('When does the admission test for class six start?').count()).toBe(
      1,
    );
    await menu.getByRole('link', { name: 'Inbox', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Mark handled' }).click();
    await page.getByText(`Handled by ${CLERK}`).waitFor();

    await page.getByRole('link', { name: 'Back to the inbox' }).click();
    const handled = page.getByRole('row', { name: new RegExp(reference) });
    await handled.getByText(`Handled by ${CLERK}`).waitFor();
    expect(await cspViolations(page)).toEqual([]);
  });
});
