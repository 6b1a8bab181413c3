import { expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import './admission-form.element.ts';
import { apiBase, fetched, mount, pngFile, settle } from '../../test/browser.ts';
import { typed } from './fixtures.ts';

// A file of its own, with this one test: a page imports a module once, so "not fetched yet"
// holds only if no test before it in the same page brought the code; each file is a page of
// its own (Vitest's isolation), whatever order the tests run in.

it('fetches its fields at once, its checks when the parent starts, the photo code when a file is chosen', async () => {
  const el = mount(`<school-admission-form api-base="${apiBase}"></school-admission-form>`);
  await expect.poll(() => el.shadowRoot?.querySelector('form'), { timeout: 10_000 }).toBeTruthy();
  const control = (name: string) =>
    el.shadowRoot?.querySelector(`[name="${name}"]`) as HTMLInputElement;
  expect(fetched(/admission-form\/(form-body|application)\./)).toBeGreaterThanOrEqual(2);
  await settle();
  expect(fetched(/admission-form\/checks\.|valibot/)).toBe(0);
  expect(fetched(/admission-form\/photo\./)).toBe(0);
  control('student_user.name').focus();
  await expect.poll(() => fetched(/admission-form\/checks\./)).toBe(1);
  expect(fetched(/admission-form\/photo\./)).toBe(0);
  // The photo is asked on the last step: the student's and the parents' steps answered first.
  const form = () => el.shadowRoot?.querySelector('form');
  for (const step of ['student', 'parents']) {
    await expect.poll(() => form()?.getAttribute('data-step')).toBe(step);
    for (const [name, value] of Object.entries(typed)) {
      const field = control(name);
      if (!field) continue;
      if (field.localName === 'select') await page.elementLocator(field).selectOptions(value);
      else await page.elementLocator(field).fill(value);
    }
    await userEvent.click(el.shadowRoot?.querySelector('button[type="submit"]') as HTMLElement);
  }
  await expect.poll(() => form()?.getAttribute('data-step')).toBe('class');
  expect(fetched(/admission-form\/photo\./)).toBe(0);
  const photo = page.elementLocator(control('student_profile.image'));
  await userEvent.upload(photo, await pngFile(200));
  await expect.poll(() => fetched(/admission-form\/photo\./)).toBe(1);
});
