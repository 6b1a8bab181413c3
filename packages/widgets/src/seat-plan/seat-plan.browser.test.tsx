import { afterEach, expect, it } from 'vitest';
import { apiBase, mount, ready, resetPage } from '../../test/browser.ts';
import { describeElementContract } from '../../test/element-contract.ts';
import './seat-plan.element.ts';

afterEach(resetPage);

it('offers the demo school’s seat plans for every class from Six to XII', async () => {
  const root = await ready(mount(`<school-seat-plan api-base="${apiBase}"></school-seat-plan>`));
  const options = [...root.querySelectorAll('option')].map((o) => o.textContent ?? '');
  for (const name of ['Six', 'Seven', 'Eight', 'Nine', 'Ten', 'XI', 'XII']) {
    expect(options.some((o) => o.includes(`Class ${name},`))).toBe(true);
  }
  expect(root.querySelector('tbody th')?.textContent).toMatch(/^\d{6}–\d{6}$/);
});

describeElementContract({ tag: 'school-seat-plan', loadEvent: 'school-seat-plan-load' });
