/**
 * How tall each widget's iframe (`/embed/<widget>`) must be to show it without an inner
 * scrollbar, with the demo school's data, in CSS pixels: [in an iframe 375 px wide, 1280 px
 * wide]. Written by `npm run embed:heights` (scripts/embed-heights.ts), which measures each in
 * both languages and leaves a little room; tests/embed-page.test.ts holds every frame to it.
 */
export const EMBED_HEIGHTS: Readonly<Record<string, readonly [phone: number, desktop: number]>> = {
  'admission-form': [1360, 880],
  'admission-info': [180, 130],
  alumni: [580, 520],
  'class-routine': [790, 620],
  committee: [2420, 1030],
  'contact-details': [840, 760],
  'contact-form': [720, 540],
  credentials: [410, 510],
  'document-downloader': [360, 130],
  'dress-code': [1590, 900],
  events: [1990, 1420],
  'exam-routine': [920, 360],
  features: [1420, 530],
  fees: [1370, 780],
  'head-messages': [1170, 520],
  'hero-slider': [220, 560],
  history: [330, 180],
  'important-links': [480, 440],
  'institute-card': [520, 410],
  'institute-header': [360, 150],
  'link-groups': [1090, 310],
  'notice-board': [2560, 1690],
  'notice-ticker': [70, 70],
  'picture-gallery': [1580, 1340],
  'result-checker': [440, 210],
  'result-verifier': [380, 340],
  'seat-info': [450, 190],
  'seat-plan': [540, 540],
  'staff-directory': [2820, 1260],
  'student-directory': [280, 130],
  syllabus: [630, 380],
  testimonials: [440, 370],
  'video-gallery': [840, 550],
  'welcome-speech': [340, 200],
};

/** The height the iframe code sets: enough at both widths. */
export function embedHeight(slug: string): number {
  const [phone = 600, desktop = 600] = EMBED_HEIGHTS[slug] ?? [];
  return Math.max(phone, desktop);
}
