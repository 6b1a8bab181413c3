import { afterEach, expect, it } from 'vitest';
import { apiBase, mount, ready, resetPage } from '../../test/browser.ts';
import { describeElementContract } from '../../test/element-contract.ts';
import './exam-routine.element.ts';

afterEach(resetPage);

it('offers the demo school’s exam routines for every class from Six to XII', async () => {
  const root = await ready(
    mount(`<school-exam-routine api-base="${apiBase}"></school-exam-routine>`),
  );
  const options = [...root.querySelectorAll('option')].map((o) => o.textContent ?? '');
  for (const name of ['Six', 'Seven', 'Eight', 'Nine', 'Ten', 'XI', 'XII']) {
    expect(options.some((o) => o.includes(`Class ${name},`))).toBe(true);
  }
  expect(root.querySelectorAll('tbody tr').length).toBeGreaterThan(5);
});

describeElementContract({ tag: 'school-exam-routine', loadEvent: 'school-exam-routine-load' });
