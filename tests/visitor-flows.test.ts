import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspViolations, openPage, startStack, watchedPage } from './harness.ts';

/**
 * The flows that matter to a visitor, each in the built site served by its own server with its
 * real headers (Content-Security-Policy included): the widgets' own tests run them on a test
 * page without that policy, where a refused connection, frame or download cannot show.
 */
let stack: Awaited<ReturnType<typeof startStack>>;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.stop());

const visit = (width = 1280) => watchedPage(stack.browser, width);

async function messagesStored(): Promise<number> {
  const row = await stack.db.kysely
    .selectFrom('public_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('visitor flows of the built site, under its own headers', () => {
  it('sends the contact page’s message, and the provider has it', async () => {
    const before = await messagesStored();
    const { context, page } = await visit(375);
    await openPage(page, `${stack.siteUrl}/contact-us`);
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Name').fill('Rahima Begum');
    await form.getByLabel('Mobile No').fill('01712345678');
    await form.getByLabel('Message').fill('When does the admission test for class six start?');
    await form.getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Success!' });
    await dialog.waitFor({ timeout: 15_000 });
    expect(await dialog.getByText('Your message has been sent.').count()).toBe(1);
    expect(await dialog.getByText(/Reference: \S+/).count()).toBe(1);
    expect(await messagesStored()).toBe(before + 1);
    expect(await cspViolations(page)).toEqual([]);
    await context.close();
  });

  it('sends the home page’s short message in Bengali', async () => {
    const before = await messagesStored();
    const { context, page } = await visit();
    await openPage(page, `${stack.siteUrl}/bn`);
    const form = page.getByRole('form', { name: 'আমাদের বার্তা পাঠান' });
    // The home page's sections load as the reader comes near them: read down to the form.
    for (let i = 0; i < 60 && !(await form.isVisible()); i++) {
      await page.mouse.wheel(0, 450);
      await page.waitForTimeout(150);
    }
    await form.scrollIntoViewIfNeeded({ timeout: 15_000 });
    await form.getByLabel('নাম').fill('করিম উদ্দিন');
    await form.getByLabel(/মোবাইল/).fill('০১৮১২৩৪৫৬৭৮');
    await form.getByLabel('বার্তা').fill('ভর্তি ফরম কোথায় পাওয়া যাবে?');
    await form.getByRole('button', { name: 'জমা দিন' }).click();
    const dialog = page.getByRole('dialog', { name: 'সফল হয়েছে!' });
    await dialog.waitFor({ timeout: 15_000 });
    expect(await dialog.getByText('আপনার বার্তা পাঠানো হয়েছে।').count()).toBe(1);
    expect(await messagesStored()).toBe(before + 1);
    expect(await cspViolations(page)).toEqual([]);
    await context.close();
  });

  it('downloads a notice’s attachment under its own name', async () => {
    const notices = (await (await fetch(`${stack.apiBase}/notices`)).json()) as {
      id: number;
      file_attached: string | null;
    }[];
    const withFile = notices.find((n) => n.file_attached);
    if (!withFile?.file_attached) throw new Error('the demo school has no notice with a file');
    const { context, page } = await visit();
    await openPage(page, `${stack.siteUrl}/notices-and-announcements#notice-${withFile.id}`);
    const notice = page.locator(`[id="notice-${withFile.id}"]`);
    const button = notice.getByRole('button', { name: 'Download attachment' });
    await button.waitFor({ timeout: 15_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    const name = decodeURIComponent(withFile.file_attached.split('/').pop() ?? '');
    expect(download.suggestedFilename()).toBe(name);
    expect(await cspViolations(page)).toEqual([]);
    await context.close();
  });

  it('finds a class’s documents from a linked search and downloads one', async () => {
    const classes = (await (await fetch(`${stack.apiBase}/class-configs`)).json()) as {
      id: number;
      class_name: string;
      group_name: string | null;
    }[];
    const sessions = (await (await fetch(`${stack.apiBase}/academic-sessions`)).json()) as {
      start_year: number;
    }[];
    const xi = classes.find((c) => c.class_name === 'XI' && c.group_name === 'Science');
    const session = Math.max(...sessions.map((s) => s.start_year));
    const { context, page } = await visit();
    await openPage(
      page,
      `${stack.siteUrl}/academic-documents-download?class=${xi?.id}&session=${session}&type=Class+Notes`,
    );
    const first = page.getByRole('button', { name: 'Download' }).first();
    await first.waitFor({ timeout: 15_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), first.click()]);
    expect(download.suggestedFilename()).toMatch(/\.\w{2,4}$/);
    expect(await cspViolations(page)).toEqual([]);
    await context.close();
  });

  it('takes a phone to the results of a search: the page stays, the results’ heading comes into view with the count, and has the focus', async () => {
    const classes = (await (await fetch(`${stack.apiBase}/class-configs`)).json()) as {
      id: number;
      class_name: string;
      group_name: string | null;
    }[];
    const sessions = (await (await fetch(`${stack.apiBase}/academic-sessions`)).json()) as {
      id: number;
      start_year: number;
    }[];
    const xi = classes.find((c) => c.class_name === 'XI' && c.group_name === 'Science');
    const newest = sessions.reduce((a, b) => (b.start_year > a.start_year ? b : a));
    const { context, page } = await visit(375);
    for (const [path, type, found] of [
      ['/bn/students', null, /^মোট [০-৯]+ জন শিক্ষার্থী পাওয়া গেছে/],
      ['/academic-documents-download', 'Class Notes', /^\d+ documents? found$/],
    ] as const) {
      await openPage(page, `${stack.siteUrl}${path}`);
      const form = page.locator('main form');
      await form.locator('select').first().selectOption(String(xi?.id));
      await form.locator('select').nth(1).selectOption(String(newest.start_year));
      if (type) await form.locator('select').nth(2).selectOption(type);
      // Scrolled down to the form's Submit, as a thumb does.
      const submit = form.locator('button[type="submit"]');
      await submit.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, 200));
      const before = await page.evaluate(() => window.scrollY);
      await submit.click();
      const heading = page.locator('main h2[tabindex="-1"]');
      await expect.poll(() => heading.textContent(), { timeout: 15_000 }).toMatch(found);
      await expect.poll(() => page.evaluate(() => document.activeElement?.localName)).toBe('h2');
      const top = await heading.evaluate((el) => el.getBoundingClientRect().top);
      // Below the slim header, at the top of what is left of the screen; never thrown to 0.
      expect(top, path).toBeGreaterThanOrEqual(60);
      expect(top, path).toBeLessThan(200);
      expect(await page.evaluate(() => window.scrollY), path).toBeGreaterThan(before);
    }
    await context.close();
  });

  it('frames a video from youtube-nocookie when play is pressed, and the school’s map, as the policy allows', async () => {
    const { context, page } = await visit();
    // No network beyond this machine: the frames' own pages are answered here, empty.
    await context.route(/youtube-nocookie\.com|google\.com\/maps/, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>frame</title>',
      }),
    );
    await openPage(page, `${stack.siteUrl}/video-gallery`);
    const play = page.getByRole('button', { name: /^Play video:/ }).first();
    await play.waitFor({ timeout: 15_000 });
    await play.click();
    const player = page.locator('iframe[src*="youtube-nocookie.com"]');
    await player.waitFor({ timeout: 10_000 });
    await openPage(page, `${stack.siteUrl}/contact-us`);
    await page.locator('iframe[title="School Location Map"]').waitFor({ timeout: 15_000 });
    expect(await cspViolations(page)).toEqual([]);
    await context.close();
  });
});
