/**
 * The embed bundle's entry, in the manner of Shoelace's autoloader: it only knows the tags. An
 * element's code and CSS (its view, its store, its styles) load when its tag first appears on
 * the page, so a page with one widget downloads that widget and nothing of the others.
 */
const ELEMENTS: Record<string, () => Promise<unknown>> = {
  'school-admission-form': () => import('./admission-form/admission-form.element.ts'),
  'school-admission-info': () => import('./admission-info/admission-info.element.ts'),
  'school-alumni': () => import('./alumni/alumni.element.ts'),
  'school-class-routine': () => import('./class-routine/class-routine.element.ts'),
  'school-committee': () => import('./committee/committee.element.ts'),
  'school-contact-details': () => import('./contact-details/contact-details.element.ts'),
  'school-contact-form': () => import('./contact-form/contact-form.element.ts'),
  'school-credentials': () => import('./credentials/credentials.element.ts'),
  'school-document-downloader': () =>
    import('./document-downloader/document-downloader.element.ts'),
  'school-dress-code': () => import('./dress-code/dress-code.element.ts'),
  'school-events': () => import('./events/events.element.ts'),
  'school-exam-routine': () => import('./exam-routine/exam-routine.element.ts'),
  'school-features': () => import('./features/features.element.ts'),
  'school-fees': () => import('./fees/fees.element.ts'),
  'school-head-messages': () => import('./head-messages/head-messages.element.ts'),
  'school-hero-slider': () => import('./hero-slider/hero-slider.element.ts'),
  'school-history': () => import('./history/history.element.ts'),
  'school-important-links': () => import('./important-links/important-links.element.ts'),
  'school-institute-card': () => import('./institute-card/institute-card.element.ts'),
  'school-institute-header': () => import('./institute-header/institute-header.element.ts'),
  'school-link-groups': () => import('./link-groups/link-groups.element.ts'),
  'school-notice-board': () => import('./notice-board/notice-board.element.ts'),
  'school-notice-ticker': () => import('./notice-ticker/notice-ticker.element.ts'),
  'school-picture-gallery': () => import('./picture-gallery/picture-gallery.element.ts'),
  'school-result-checker': () => import('./result-checker/result-checker.element.ts'),
  'school-result-verifier': () => import('./result-verifier/result-verifier.element.ts'),
  'school-seat-info': () => import('./seat-info/seat-info.element.ts'),
  'school-seat-plan': () => import('./seat-plan/seat-plan.element.ts'),
  'school-staff-directory': () => import('./staff-directory/staff-directory.element.ts'),
  'school-student-directory': () => import('./student-directory/student-directory.element.ts'),
  'school-syllabus': () => import('./syllabus/syllabus.element.ts'),
  'school-testimonials': () => import('./testimonials/testimonials.element.ts'),
  'school-video-gallery': () => import('./video-gallery/video-gallery.element.ts'),
  'school-welcome-speech': () => import('./welcome-speech/welcome-speech.element.ts'),
};

export const TAGS = Object.keys(ELEMENTS);

const loads = new Map<string, Promise<unknown>>();

/**
 * The files of code each element needs before it shows its data, besides its own chunk: what
 * that chunk imports, and the lazy parts its loaded view always needs (src/ready-parts.ts); under
 * `''`, what every element needs (the runtime: React, the element adapter, the client, the
 * fonts, the provider's colours). Names in chunks/, without `.js`. The build writes the table in
 * place of this marker (packages/widgets/vite.config.ts); unbuilt (tests, Storybook) it is empty.
 */
const PRELOADS: Record<string, readonly string[] | undefined> = JSON.parse('{"school:preloads":0}');

const preloaded = new Set<string>();
/** Where this file was loaded from (through a name: Vite rewrites `new URL(…, import.meta.url)`). */
const bundle = import.meta.url;

/**
 * Asks for all of `tag`'s code at once, with `<link rel="modulepreload">`: without it the
 * browser learns of a file only once the file that imports it has arrived, one round trip after
 * another (elements.js, the element's chunk, the runtime, then the lazy parts).
 */
function preload(tag: string) {
  const common = PRELOADS[''];
  if (!Array.isArray(common)) return;
  for (const name of [...common, ...(PRELOADS[tag] ?? [])]) {
    if (preloaded.has(name)) continue;
    preloaded.add(name);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = new URL(`./chunks/${name}.js`, bundle).href;
    document.head.append(link);
  }
}

/** Load and define `tag` now (a page may call this before adding the tag); once per page. */
export function loadElement(tag: string): Promise<unknown> {
  const load = ELEMENTS[tag];
  if (!load) return Promise.reject(new Error(`<${tag}> is not one of the school's elements`));
  let loading = loads.get(tag);
  if (!loading) {
    preload(tag);
    loading = load().catch((error: unknown) => {
      // A dropped connection: the next appearance of the tag tries again.
      loads.delete(tag);
      console.error(`<${tag}> could not be loaded.`, error);
    });
    loads.set(tag, loading);
  }
  return loading;
}

/** Load every school element in `root` that is not defined yet. */
function discover(root: ParentNode) {
  for (const tag of TAGS) {
    if (!customElements.get(tag) && root.querySelector(tag)) void loadElement(tag);
  }
}

if (typeof document !== 'undefined') {
  discover(document);
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        const tag = node.localName;
        if (tag in ELEMENTS && !customElements.get(tag)) void loadElement(tag);
        else if (node.firstElementChild) discover(node);
      }
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
}
