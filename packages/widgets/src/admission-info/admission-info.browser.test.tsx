import { afterEach, expect, it } from 'vitest';
import { apiBase, mount, ready, resetPage } from '../../test/browser.ts';
import { describeElementContract } from '../../test/element-contract.ts';
import './admission-info.element.ts';

afterEach(resetPage);

it('shows the demo school’s admission dates, documents and next steps', async () => {
  const root = await ready(
    mount(`<school-admission-info api-base="${apiBase}"></school-admission-info>`),
  );
  expect(root.querySelector('[part="heading"]')?.textContent).toMatch(/^Admission \d{4}/);
  expect(root.textContent).toContain('Documents to bring');
  expect(root.querySelectorAll('ol li').length).toBeGreaterThan(2);
});

describeElementContract({
  tag: 'school-admission-info',
  loadEvent: 'school-admission-info-load',
  hiddenOnError: true,
});
