import axe from 'axe-core';
import { useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { apiBase, render, resetPage, settle } from '../../test/browser.ts';
import { defineElement, type WidgetProps } from '../element/define-element.tsx';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';
import * as ui from './ui.css.ts';

/** The contact form's answer, as a widget shows it: Send opens the success dialog. */
function SentDialog({ autoCloseMs, lang }: Partial<WidgetProps> & { autoCloseMs?: number }) {
  const [open, setOpen] = useState(false);
  return (
    <div className={ui.root}>
      <Button onClick={() => setOpen(true)}>Send</Button>
      <Dialog
        open={open}
        title="Success!"
        tone="success"
        autoCloseMs={autoCloseMs}
        lang={lang}
        onClose={() => setOpen(false)}
      >
        <p>Your message has been sent.</p>
      </Dialog>
    </div>
  );
}

defineElement('test-sent-dialog', SentDialog, { props: { autoCloseMs: 'number' }, styles: [] });

afterEach(resetPage);

/** The dialog inside a custom element's shadow root, with what a test needs of it. */
async function inElement(attributes = '') {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<test-sent-dialog api-base="${apiBase}" ${attributes}></test-sent-dialog>`,
  );
  const host = document.body.lastElementChild as HTMLElement;
  await expect.poll(() => host.shadowRoot?.querySelector('button')).toBeTruthy();
  const shadow = host.shadowRoot as ShadowRoot;
  const send = shadow.querySelector('button') as HTMLButtonElement;
  const dialog = shadow.querySelector('dialog') as HTMLDialogElement;
  return { shadow, send, dialog, focused: () => shadow.activeElement };
}

it('opens as a modal inside a shadow root, focus inside; Escape closes and focus returns', async () => {
  const { send, dialog, focused } = await inElement();
  await userEvent.click(send);
  expect(dialog.open).toBe(true);
  expect(dialog.matches(':modal')).toBe(true);
  expect(focused()?.textContent).toBe('OK');
  // Its own styles reached the shadow root: the theme's success colour on the title.
  const title = dialog.querySelector('h2') as HTMLElement;
  expect(getComputedStyle(title).color).toBe('rgb(27, 110, 60)');
  await userEvent.keyboard('{Escape}');
  await expect.poll(() => dialog.open).toBe(false);
  await expect.poll(focused).toBe(send);
});

it('closes with OK from the keyboard and gives focus back to what opened it', async () => {
  const { send, dialog, focused } = await inElement();
  send.focus();
  await userEvent.keyboard('{Enter}');
  expect(dialog.open).toBe(true);
  await userEvent.keyboard('{Enter}');
  await expect.poll(() => dialog.open).toBe(false);
  await expect.poll(focused).toBe(send);
});

it('closes itself after autoCloseMs, and focus returns', async () => {
  const { send, dialog, focused } = await inElement('auto-close-ms="300"');
  await userEvent.click(send);
  expect(dialog.open).toBe(true);
  await settle(100);
  expect(dialog.open).toBe(true);
  await expect.poll(() => dialog.open, { timeout: 2000 }).toBe(false);
  await expect.poll(focused).toBe(send);
});

it('does not close itself while the pointer is on it', async () => {
  const { send, dialog } = await inElement('auto-close-ms="300"');
  await userEvent.click(send);
  await userEvent.hover(dialog.querySelector('p') as HTMLElement);
  await settle(700);
  expect(dialog.open).toBe(true);
  // Over the backdrop (here, above the Send button behind it) is off the dialog: the countdown
  // starts again.
  await userEvent.hover(send, { force: true });
  await expect.poll(() => dialog.open, { timeout: 2000 }).toBe(false);
});

it('does not close itself once the visitor moves focus in it', async () => {
  const { send, dialog } = await inElement('auto-close-ms="300"');
  await userEvent.click(send);
  await userEvent.keyboard('{Tab}');
  await settle(700);
  expect(dialog.open).toBe(true);
  await userEvent.keyboard('{Escape}');
  await expect.poll(() => dialog.open).toBe(false);
});

it('works on a plain page too, in Bengali', async () => {
  const container = render(<SentDialog lang="bn" />);
  await expect.poll(() => container.querySelector('button')).toBeTruthy();
  const send = container.querySelector('button') as HTMLButtonElement;
  await userEvent.click(send);
  const dialog = container.querySelector('dialog') as HTMLDialogElement;
  expect(dialog.open).toBe(true);
  expect(document.activeElement?.textContent).toBe('ঠিক আছে');
  await userEvent.keyboard('{Escape}');
  await expect.poll(() => document.activeElement).toBe(send);
});

it('has no accessibility violations in Chromium, colour contrast included', async () => {
  const { send, dialog } = await inElement();
  await userEvent.click(send);
  const results = await axe.run(dialog);
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  expect(results.passes.map((p) => p.id)).toContain('color-contrast');
});
