// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { wrapTab } from './wrap-tab.ts';

/** jsdom lays nothing out: every control counts as shown. */
function dialogWith(...labels: string[]) {
  // A plain box: jsdom lets nothing inside a closed <dialog> take the focus.
  const dialog = document.createElement('div');
  for (const label of labels) {
    const button = document.createElement('button');
    button.textContent = label;
    button.getClientRects = () => [new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList;
    dialog.append(button);
  }
  document.body.append(dialog);
  return { dialog, buttons: [...dialog.querySelectorAll('button')] };
}

function tab(dialog: HTMLElement, shiftKey = false) {
  let prevented = false;
  wrapTab({ key: 'Tab', shiftKey, preventDefault: () => (prevented = true) }, dialog);
  return prevented;
}

afterEach(() => document.body.replaceChildren());

describe('Tab inside a modal dialog', () => {
  it('goes from the last control round to the first, and back with Shift+Tab', () => {
    const { dialog, buttons } = dialogWith('Close', 'Previous', 'Next');
    buttons[2]?.focus();
    expect(tab(dialog)).toBe(true);
    expect(document.activeElement).toBe(buttons[0]);
    expect(tab(dialog, true)).toBe(true);
    expect(document.activeElement).toBe(buttons[2]);
  });

  it('leaves Tab between the controls to the browser', () => {
    const { dialog, buttons } = dialogWith('Close', 'Next');
    buttons[0]?.focus();
    expect(tab(dialog)).toBe(false);
    expect(document.activeElement).toBe(buttons[0]);
  });

  it('ignores every other key, and a dialog without controls', () => {
    const { dialog, buttons } = dialogWith('Close');
    buttons[0]?.focus();
    let prevented = false;
    wrapTab({ key: 'Enter', shiftKey: false, preventDefault: () => (prevented = true) }, dialog);
    expect(prevented).toBe(false);
    expect(tab(dialogWith().dialog)).toBe(false);
  });
});
