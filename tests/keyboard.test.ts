/**
 * The site by keyboard alone (issue 10, WCAG 2.1.1, 2.4.7, 2.4.11): every control reached with
 * Tab, used with Enter, Space, the arrows and Escape, its focus always visible and never under
 * the sticky menu bar. The drawer, the credit dialog and the language switch are walked in
 * site-layout.test.ts; here the rest of the list.
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerYouTubeStills, openPage, pdfText, startStack } from './harness.ts';

let stack: Awaited<ReturnType<typeof startStack>>;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.stop());

async function open(path: string, width = 1280) {
  const context = await stack.browser.newContext({
    viewport: { width, height: 800 },
    acceptDownloads: true,
  });
  const page = await context.newPage();
  await answerYouTubeStills(page);
  await openPage(page, `${stack.siteUrl}${path}`);
  return { context, page };
}

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/** Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would; fails if never. */
async function tabTo(page: Page, target: Locator, { back = false, max = 150 } = {}) {
  await target.first().waitFor();
  for (let i = 0; i < max; i++) {
    if (await isFocused(target.first())) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target} was not reached with ${back ? 'Shift+Tab' : 'Tab'}`);
}

/**
 * What a sighted keyboard user sees of the focused control: a visible focus indicator (an
 * outline or a ring), and the control not hidden under the sticky menu bar.
 */
async function focusIsVisible(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'nothing has the focus';
    // The ring may be drawn by the control or by its ::after (over a picture, say).
    const ring = [getComputedStyle(element), getComputedStyle(element, '::after')].some(
      (style) =>
        (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2) ||
        style.boxShadow !== 'none',
    );
    if (!ring) return `${element.outerHTML.slice(0, 80)} shows no focus indicator`;
    const box = element.getBoundingClientRect();
    const bar = document.querySelector('.nav')?.getBoundingClientRect();
    if (bar && bar.top <= 0 && box.bottom <= bar.bottom) {
      return `${element.outerHTML.slice(0, 80)} is under the sticky menu bar`;
    }
    if (box.bottom < 0 || box.top > window.innerHeight) return 'the focused control is off screen';
    return 'visible';
  });
}

describe('the site by keyboard alone', () => {
  it('skips to the main content with the first Tab', async () => {
    const { context, page } = await open('/history');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await isFocused(skip)).toBe(true);
    expect(await focusIsVisible(page)).toBe('visible');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    // The next Tab goes into the page, not back through the header and menu.
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.getElementById('main')?.contains(document.activeElement)),
    ).toBe(true);
    await context.close();
  });

  it('opens a wide-screen menu group with Enter, walks it, and closes it with Escape', async () => {
    const { context, page } = await open('/');
    const menu = page.getByRole('navigation', { name: 'Main' });
    const group = menu.getByText('Download Corner', { exact: true });
    await tabTo(page, group);
    expect(await focusIsVisible(page)).toBe('visible');
    await page.keyboard.press('Enter');
    // Academic Documents is the group's own (Exam Result is at the top level too).
    const result = menu.getByRole('link', { name: 'Academic Documents' });
    expect(await result.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await result.isVisible()).toBe(false);
    expect(await isFocused(group)).toBe(true);
    await page.keyboard.press('Enter');
    await tabTo(page, result);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${stack.siteUrl}/academic-documents-download`);
    await context.close();
  });

  it('looks a result up and downloads its report card without a mouse', async () => {
    const { context, page } = await open('/exam-result');
    const roll = page.getByLabel('Roll No.');
    await tabTo(page, roll);
    await page.keyboard.type('110001');
    const year = page.getByLabel('Academic Year');
    await expect.poll(() => year.locator('option').count(), { timeout: 10_000 }).toBeGreaterThan(1);
    await page.keyboard.press('Tab');
    expect(await isFocused(year)).toBe(true);
    await year.selectOption({ index: 1 }); // A native select: the arrows choose, as here.
    await page.keyboard.press('Tab');
    const exam = page.getByLabel('Exam Name');
    expect(await isFocused(exam)).toBe(true);
    await exam.selectOption({ index: 1 });
    await page.keyboard.press('Tab');
    expect(await isFocused(page.getByRole('button', { name: 'Submit' }))).toBe(true);
    expect(await focusIsVisible(page)).toBe('visible');
    await page.keyboard.press('Enter');
    const card = page.getByRole('region', { name: 'Exam Result' });
    await card.waitFor({ timeout: 10_000 });
    const button = page.getByRole('button', { name: 'Download Report Card' });
    await tabTo(page, button);
    expect(await focusIsVisible(page)).toBe('visible');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.keyboard.press('Enter'),
    ]);
    const text = await pdfText(await readFile(await download.path()));
    expect(text).toContain('110001');
    await context.close();
  });

  it('moves the focus to the error summary of an incomplete admission form, and each error to its field', async () => {
    const { context, page } = await open('/admission-page', 375);
    // The first step's Continue checks that step.
    const submit = page.getByRole('button', { name: 'Continue' });
    await expect.poll(() => submit.isEnabled(), { timeout: 10_000 }).toBe(true);
    await tabTo(page, submit);
    expect(await focusIsVisible(page)).toBe('visible');
    await page.keyboard.press('Enter');
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await summary.waitFor();
    // The summary (the box round the alert) takes the focus, so a screen reader reads it at once.
    expect(
      await summary.evaluate(
        (element) =>
          element.contains(document.activeElement) ||
          Boolean(document.activeElement?.contains(element)),
      ),
    ).toBe(true);
    // Its first link leads to the field, which says what is wrong with it.
    const first = summary.getByRole('link').first();
    await tabTo(page, first);
    const fieldName = (await first.textContent()) ?? '';
    await page.keyboard.press('Enter');
    const field = await page.evaluate(() => {
      const element = document.activeElement as HTMLInputElement | null;
      return {
        tag: element?.tagName,
        invalid: element?.getAttribute('aria-invalid'),
        described: element?.getAttribute('aria-describedby') ?? '',
      };
    });
    expect(['INPUT', 'SELECT', 'TEXTAREA']).toContain(field.tag);
    expect(field.invalid, fieldName).toBe('true');
    const message = await page.evaluate(
      (ids) =>
        ids
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      field.described,
    );
    expect(message.trim(), fieldName).not.toBe('');
    expect(await focusIsVisible(page)).toBe('visible');
    await context.close();
  });

  it('opens a picture in the lightbox with Enter, moves with the arrows, and gives the focus back on Escape', async () => {
    const { context, page } = await open('/picture-gallery');
    const thumbnail = page.locator('main button[aria-label]').first();
    await tabTo(page, thumbnail);
    expect(await focusIsVisible(page)).toBe('visible');
    await page.keyboard.press('Enter');
    const lightbox = page.getByRole('dialog');
    await lightbox.waitFor();
    expect(await lightbox.evaluate((element) => element.contains(document.activeElement))).toBe(
      true,
    );
    const counter = async () => (await lightbox.textContent()) ?? '';
    const before = await counter();
    await page.keyboard.press('ArrowRight');
    await expect.poll(counter).not.toBe(before);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(counter).toBe(before);
    // Tab stays inside the open lightbox.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await lightbox.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => lightbox.isVisible()).toBe(false);
    expect(await isFocused(thumbnail)).toBe(true);
    await context.close();
  });

  it('pauses the history slideshow and moves it with its own buttons', async () => {
    const { context, page } = await open('/history', 375);
    const slideshow = page.getByRole('region', { name: /pictures|slideshow|history/i }).last();
    const pause = slideshow.getByRole('button', { name: 'Pause' });
    await tabTo(page, pause);
    expect(await focusIsVisible(page)).toBe('visible');
    await page.keyboard.press('Enter');
    expect(await slideshow.getByRole('button', { name: 'Play' }).isVisible()).toBe(true);
    const current = () =>
      slideshow.evaluate((element) => {
        const track = element.querySelector<HTMLElement>('.glider-track, [class*="track"]');
        return track?.parentElement?.scrollLeft ?? 0;
      });
    const next = slideshow.getByRole('button', { name: 'Next slides' });
    await tabTo(page, next);
    expect(await focusIsVisible(page)).toBe('visible');
    const start = await current();
    await page.keyboard.press('Enter');
    await expect.poll(current).toBeGreaterThan(start);
    const previous = slideshow.getByRole('button', { name: 'Previous slides' });
    await tabTo(page, previous, { back: true });
    // Previous says it is disabled until the slides have left the first page: pressed before
    // that (a busy machine's slow scroll), it rightly does nothing.
    await expect.poll(() => previous.getAttribute('aria-disabled')).toBeNull();
    await page.keyboard.press('Enter');
    await expect.poll(current).toBe(start);
    // Paused, it stays where it is.
    await page.waitForTimeout(3500);
    expect(await current()).toBe(start);
    await context.close();
  });

  it('turns the pages of the staff list with its pager', async () => {
    const { context, page } = await open('/staffs');
    const pager = page.getByRole('navigation', { name: 'Pages' });
    await pager.waitFor({ timeout: 10_000 });
    const second = pager
      .getByRole('link', { name: 'Page 2' })
      .or(pager.getByRole('button', { name: 'Page 2' }));
    await tabTo(page, second);
    expect(await focusIsVisible(page)).toBe('visible');
    await page.keyboard.press('Enter');
    await page.waitForURL(/[?&]page=2/);
    await expect.poll(() => pager.locator('[aria-current="page"]').textContent()).toContain('2');
    await context.close();
  });

  it('keeps every focused control of a long page in view below the sticky menu bar', async () => {
    const { context, page } = await open('/terms', 1280);
    // Scroll down so the bar sticks, then walk back up with Shift+Tab through the page's links.
    await page.keyboard.press('End');
    await page.waitForTimeout(300);
    let checked = 0;
    for (let i = 0; i < 60 && checked < 8; i++) {
      await page.keyboard.press('Shift+Tab');
      const inMain = await page.evaluate(() =>
        Boolean(document.getElementById('main')?.contains(document.activeElement)),
      );
      if (!inMain) continue;
      expect(await focusIsVisible(page)).toBe('visible');
      checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
    await context.close();
  });
});
