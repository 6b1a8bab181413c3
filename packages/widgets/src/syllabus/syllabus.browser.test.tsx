import { afterEach, expect, it } from 'vitest';
import { apiBase, mount, ready, resetPage } from '../../test/browser.ts';
import { describeElementContract } from '../../test/element-contract.ts';
import './syllabus.element.ts';

afterEach(resetPage);

it('offers the demo school’s syllabi for every class from Six to XII, each with its PDF', async () => {
  const root = await ready(mount(`<school-syllabus api-base="${apiBase}"></school-syllabus>`));
  const options = [...root.querySelectorAll('option')].map((o) => o.textContent ?? '');
  for (const name of ['Six', 'Seven', 'Eight', 'Nine', 'Ten', 'XI', 'XII']) {
    expect(options.some((o) => o.startsWith(`Class ${name}`))).toBe(true);
  }
  const pdf = root.querySelector('a[part="file"]')?.getAttribute('href') ?? '';
  expect((await fetch(pdf)).headers.get('content-type')).toBe('application/pdf');
});

describeElementContract({ tag: 'school-syllabus', loadEvent: 'school-syllabus-load' });
