import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sampleWords } from '../content/sample-common.ts';
import { Component as AdmissionPage } from './admission-page.tsx';
import { Component as ClassRoutine } from './class-routine.tsx';
import { Component as ExamRoutine } from './exam-routine.tsx';
import { Component as Fees } from './fees.tsx';
import { Component as SeatPlan } from './seat-plan.tsx';
import { Component as Syllabus } from './syllabus.tsx';

/**
 * The pages of the school's facts (issue 24) as the prerender writes them: their heading in
 * their language, the widget's place held while the provider's facts come, and no sample (the
 * sample is drawn only once the provider has said it lacks the call: sample-pages.test.tsx and
 * static-pages.test.tsx read it, the widgets' tests that it is drawn on a 404).
 */

function render(path: string, Page: ComponentType): string {
  return renderToString(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );
}

const h1 = (html: string) => html.match(/<h1[^>]*>(.*?)<\/h1>/)?.[1];

const pages: [string, ComponentType, string, string][] = [
  ['/fees', Fees, 'Academic Fees Structure', 'শিক্ষা ফি কাঠামো'],
  ['/class-routine', ClassRoutine, 'Class Routine', 'ক্লাস রুটিন'],
  ['/exam-routine', ExamRoutine, 'Exam Routine', 'পরীক্ষার রুটিন'],
  ['/seat-plan', SeatPlan, 'Seat Plan', 'আসন বিন্যাস'],
  ['/syllabus', Syllabus, 'Syllabus', 'পাঠ্যসূচি'],
];

describe('the pages of the school’s facts, prerendered', () => {
  it.each(pages)('%s: its heading, the facts’ place held, no sample note', (path, Page, en, bn) => {
    for (const [address, title, lang] of [
      [path, en, 'en'],
      [`/bn${path}`, bn, 'bn'],
    ] as const) {
      const html = render(address, Page);
      expect(h1(html)).toBe(title);
      expect(html).toContain('role="status"');
      expect(html).not.toContain(sampleWords[lang].notice.text);
    }
  });

  it('holds the admission information’s line above the form', () => {
    const html = render('/admission-page', AdmissionPage);
    const ghost = html.indexOf('aria-hidden="true"');
    expect(ghost).toBeGreaterThan(html.indexOf('</h1>'));
    expect(ghost).toBeLessThan(html.indexOf('class="admission-ready"'));
  });
});
