import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has <dialog> without its methods: just enough of them for rendering (the modal
// behaviour, Escape, focus and a dialog's self-close are tested in Chromium, in the
// *.browser.test.tsx files). Only where jsdom has none, so a jsdom that gains them is used as is.
const dialog = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
dialog.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};
dialog.close ??= function (this: HTMLDialogElement) {
  if (!this.open) return;
  this.open = false;
  this.dispatchEvent(new Event('close'));
};

afterEach(() => {
  cleanup();
  localStorage.clear();
});
