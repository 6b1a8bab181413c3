import { afterEach, expect, it } from 'vitest';
import './result-checker.element.ts';
import { apiBase, facesOf, mount, ready, real, resetPage } from '../../test/browser.ts';

// A file of its own, with this one test: a page imports a module once, so "not fetched yet"
// holds only if no test before it in the same page brought the code; each file is a page of
// its own (Vitest's isolation), whatever order the tests run in.

afterEach(resetPage);

it('loads jsPDF on the button press and saves <roll>.pdf', async () => {
  const el = mount(
    `<school-result-checker api-base="${apiBase}" roll="110001" year="3" exam="1"></school-result-checker>`,
  );
  const root = await ready(el);
  // The card's own code comes with the result; in a fresh page that is after ready.
  await expect.poll(() => root.querySelector('[part="download"]')).toBeTruthy();
  const jspdfRequests = () =>
    performance.getEntriesByType('resource').filter((r) => /jspdf/i.test(r.name)).length;
  expect(jspdfRequests()).toBe(0);

  let blob: Blob | undefined;
  let saved = '';
  URL.createObjectURL = (b: Blob | MediaSource) => {
    // The school's logo is drawn from a blob address too; only the PDF is the card.
    if ((b as Blob).type === 'application/pdf') blob = b as Blob;
    return real.createObjectURL(b);
  };
  // jsPDF saves by clicking a detached link; record it instead of downloading.
  HTMLAnchorElement.prototype.dispatchEvent = function (this: HTMLAnchorElement, event: Event) {
    if (event.type === 'click' && this.download) {
      saved = this.download;
      return true;
    }
    return real.dispatchEvent.call(this, event);
  };
  const download = [...root.querySelectorAll('button')].find(
    (b) => b.textContent === 'Download Report Card',
  ) as HTMLButtonElement;
  const { faces, stop: stopWatching } = facesOf(download);
  download.click();
  await expect.poll(() => saved, { timeout: 10_000 }).toBe('110001.pdf');
  stopWatching();
  expect(faces).toContain('Preparing the PDF... true');
  expect(jspdfRequests()).toBeGreaterThan(0);
  expect(blob?.type).toBe('application/pdf');
  expect(new TextDecoder().decode((await blob?.arrayBuffer())?.slice(0, 5))).toBe('%PDF-');
  await expect.poll(() => download.textContent).toBe('Download Report Card');
});
