import { afterEach, expect, it } from 'vitest';
import { apiBase, mount, ready, resetPage } from '../../test/browser.ts';
import { describeElementContract } from '../../test/element-contract.ts';
import './class-routine.element.ts';

afterEach(resetPage);

it('shows a demo class’s week of six days and six periods, and every class from Six to XII to choose', async () => {
  const root = await ready(
    mount(`<school-class-routine api-base="${apiBase}"></school-class-routine>`),
  );
  const options = [...root.querySelectorAll('option')].map((o) => o.textContent ?? '');
  for (const name of ['Six', 'Seven', 'Eight', 'Nine', 'Ten', 'XI', 'XII']) {
    expect(options.some((o) => o.startsWith(`Class ${name},`))).toBe(true);
  }
  expect(root.querySelector('caption')?.textContent).toMatch(/^Class routine: Class Six, /);
  expect(root.querySelectorAll('tbody tr')).toHaveLength(6);
  expect(root.querySelectorAll('thead th')).toHaveLength(7);
});

describeElementContract({ tag: 'school-class-routine', loadEvent: 'school-class-routine-load' });
