import { afterEach, expect, it } from 'vitest';
import '../result-checker/result-checker.element.ts';
import { apiBase, resetPage } from '../../test/browser.ts';

// A file of its own: the page's shared client must not have seen these calls before.

afterEach(resetPage);

/** The page's own record of what it fetched (Resource Timing), for one provider address. */
const fetched = (path: string) =>
  performance.getEntriesByType('resource').filter((r) => r.name === `${apiBase}${path}`).length;

it('gives every element of one provider one client: two checkers ask for the lists once', async () => {
  performance.setResourceTimingBufferSize(1000);
  document.body.innerHTML =
    `<school-result-checker api-base="${apiBase}"></school-result-checker>` +
    `<school-result-checker api-base="${apiBase}/"></school-result-checker>`;
  const [one, two] = document.querySelectorAll('school-result-checker');
  for (const el of [one, two]) {
    await expect.poll(() => el?.getAttribute('data-state')).toBe('ready');
    expect(el?.shadowRoot?.querySelectorAll('select[name="year"] option').length).toBeGreaterThan(
      1,
    );
  }
  await expect.poll(() => fetched('/admission-years')).toBeGreaterThan(0);
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(fetched('/admission-years')).toBe(1);
  expect(fetched('/api/exams')).toBe(1);
  expect(fetched('/class-configs')).toBe(1);

  // A third one a moment later finds the lists already there.
  document.body.insertAdjacentHTML(
    'beforeend',
    `<school-result-checker api-base="${apiBase}"></school-result-checker>`,
  );
  const three = document.body.lastElementChild as HTMLElement;
  await expect.poll(() => three.getAttribute('data-state')).toBe('ready');
  expect(fetched('/admission-years')).toBe(1);
});
