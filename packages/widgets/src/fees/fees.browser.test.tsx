import { afterEach, expect, it } from 'vitest';
import { apiBase, mount, ready, resetPage } from '../../test/browser.ts';
import { describeElementContract } from '../../test/element-contract.ts';
import './fees.element.ts';

afterEach(resetPage);

it('shows the demo school’s fees for every class from Six to XII', async () => {
  const root = await ready(mount(`<school-fees api-base="${apiBase}"></school-fees>`));
  const classes = [...root.querySelectorAll('tbody th')].map((th) => th.textContent);
  for (const name of ['Six', 'Seven', 'Eight', 'Nine', 'Ten', 'XI', 'XII']) {
    expect(classes.some((c) => c?.startsWith(`Class ${name}`))).toBe(true);
  }
  expect(root.querySelector('td')?.textContent).toMatch(/^৳[\d,]+$/);
});

describeElementContract({ tag: 'school-fees', loadEvent: 'school-fees-load' });
