import { API_ERROR_MESSAGES } from '@school/api';
import axe from 'axe-core';
import { afterEach, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import './contact-form.element.ts';
import { apiBase, mount, nextEvent, resetPage } from '../../test/browser.ts';
import { describeElementContract, STOPPED_PROVIDER } from '../../test/element-contract.ts';
import { typed } from './fixtures.ts';

afterEach(resetPage);

/** The element once its form is drawn, with what a visitor uses of it. */
async function form(attributes = '', base = apiBase) {
  const el = mount(`<school-contact-form api-base="${base}" ${attributes}></school-contact-form>`);
  await expect.poll(() => el.shadowRoot?.querySelector('form')).toBeTruthy();
  const root = el.shadowRoot as ShadowRoot;
  const control = (name: string) =>
    root.querySelector<HTMLInputElement>(`[name="${name}"]`) as HTMLInputElement;
  return {
    el,
    root,
    control,
    submit: root.querySelector('button[type="submit"]') as HTMLButtonElement,
    /** The Success! / Error! dialog, once a send has an answer (its code comes then). */
    async dialog() {
      await expect.poll(() => root.querySelector('dialog')?.open).toBe(true);
      return root.querySelector('dialog') as HTMLDialogElement;
    },
    labels: () => [...root.querySelectorAll('label')].map((l) => l.textContent),
    async fill(values: Partial<typeof typed> = typed) {
      for (const [name, value] of Object.entries(values)) {
        const input = control(name);
        if (input) await page.elementLocator(input).fill(value);
      }
    },
  };
}

/** What the page's fetch sent to the provider's contact address. */
function spyOnSends() {
  const sent: { body: Record<string, unknown>; key: string | null }[] = [];
  const real = window.fetch.bind(window);
  vi.spyOn(window, 'fetch').mockImplementation((input, init) => {
    if (String(input).endsWith('/public-msg/')) {
      sent.push({
        body: JSON.parse(String(init?.body)),
        key: new Headers(init?.headers).get('idempotency-key'),
      });
    }
    return real(input, init);
  });
  return sent;
}

it('sends a message to the demo provider: Success!, closing itself after 3 s over a receipt that keeps the reference and says when the school replies', async () => {
  const sent = spyOnSends();
  const f = await form();
  expect(f.labels()).toEqual(['Name', 'Mobile No', 'Email', 'Subject', 'Message']);
  await f.fill();
  const reference = nextEvent<{ id: string }>('school-contact-form-sent');
  await userEvent.click(f.submit);
  const { detail } = await reference;
  expect(detail.id).toMatch(/^M-/);
  const dialog = await f.dialog();
  expect(dialog.matches(':modal')).toBe(true);
  expect(dialog.querySelector('h2')?.textContent).toBe('Success!');
  expect(dialog.textContent).toContain('Your message has been sent.');
  expect(dialog.textContent).toContain(`Reference: ${detail.id}`);
  expect(f.root.activeElement?.textContent).toBe('OK');
  expect(sent).toHaveLength(1);
  expect(sent[0]?.body).toEqual({ ...typed, phone_no: '01712345678' });
  expect(sent[0]?.key).toMatch(/^[0-9a-f]{32}$/);
  // Closes by itself after 3 s (the pointer is away from it), and the focus goes back to Submit.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  expect(dialog.open).toBe(true);
  await expect.poll(() => dialog.open, { timeout: 3000, interval: 100 }).toBe(false);
  // The reference stays in the page, in place of the form, and takes the focus.
  const receipt = f.root.querySelector('[part="receipt"]') as HTMLElement;
  expect(receipt.textContent).toContain(`Your reference: ${detail.id}`);
  // The demo school's contact details say two working days (`reply_days`).
  expect(receipt.textContent).toContain('The school usually replies within 2 working days.');
  // The focus moves once the receipt has drawn: a frame or more after the dialog closes.
  await expect.poll(() => f.root.activeElement?.textContent).toBe('Message sent');
  expect(f.root.querySelector('form')).toBeNull();
  expect(f.el.getAttribute('data-state')).toBe('ready');
  const results = await axe.run(f.el, { rules: { region: { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  // Another message starts at the first field of an empty form.
  await userEvent.click(
    [...receipt.querySelectorAll('button')].find(
      (b) => b.textContent === 'Send another message',
    ) as HTMLElement,
  );
  await expect.poll(() => f.root.activeElement?.getAttribute('name')).toBe('name');
  for (const name of Object.keys(typed)) expect(f.control(name).value).toBe('');
});

it('sends nothing while a field is wrong: the summary takes focus, each error on its field', async () => {
  const sent = spyOnSends();
  const f = await form();
  await f.fill({ phone_no: '1712345', email_id: 'rahima@' });
  await userEvent.click(f.submit);
  await expect.poll(() => f.root.activeElement?.getAttribute('part')).toBe('errors');
  const summary = f.root.querySelector('[part="errors"]') as HTMLElement;
  expect([...summary.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
    'Enter your name.',
    'Enter the mobile number as 11 digits starting with 01, e.g. 01712345678.',
    'Enter a valid email address, e.g. name@example.com.',
    'Write your message.',
  ]);
  expect(f.control('phone_no').getAttribute('aria-invalid')).toBe('true');
  expect(f.control('phone_no').value).toBe('1712345');
  expect(sent).toEqual([]);
  // Its link takes the visitor to the field, without touching the page's address.
  await userEvent.click(summary.querySelector('a:nth-of-type(1)') as HTMLElement);
  expect(f.root.activeElement).toBe(f.control('name'));
  expect(location.hash).toBe('');
  const results = await axe.run(f.el, { rules: { region: { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

it('with a bare compact attribute asks for name, mobile number and message, and sends only those', async () => {
  const sent = spyOnSends();
  const f = await form('compact');
  expect(f.labels()).toEqual(['Name', 'Mobile No', 'Message']);
  await f.fill();
  const sentEvent = nextEvent('school-contact-form-sent');
  await userEvent.click(f.submit);
  await sentEvent;
  expect(Object.keys(sent[0]?.body ?? {}).sort()).toEqual(['msg', 'name', 'phone_no']);
});

it('says the server could not be reached when it is stopped, and loses nothing typed', async () => {
  const f = await form('', STOPPED_PROVIDER);
  await f.fill();
  const failed = nextEvent<{ message: string }>('school-contact-form-error');
  await userEvent.click(f.submit);
  expect((await failed).detail.message).toBe(API_ERROR_MESSAGES.network);
  const dialog = await f.dialog();
  expect(dialog.querySelector('h2')?.textContent).toBe('Error!');
  expect(dialog.textContent).toContain("Could not reach the school's server.");
  expect(dialog.textContent).toContain('Everything you typed is still in the form.');
  const results = await axe.run(f.el, { rules: { region: { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  // The error dialog stays until the visitor closes it.
  await new Promise((resolve) => setTimeout(resolve, 3500));
  expect(dialog.open).toBe(true);
  await userEvent.keyboard('{Escape}');
  expect(dialog.open).toBe(false);
  for (const [name, value] of Object.entries(typed)) expect(f.control(name).value).toBe(value);
  expect(f.root.activeElement).toBe(f.submit);
  expect(f.submit.textContent).toBe('Submit');
});

it('lays the fields out in one column on a phone and two on a wide screen, every target 44 px high', async () => {
  await page.viewport(375, 800);
  const f = await form();
  const left = (name: string) => f.control(name).getBoundingClientRect().left;
  expect(left('phone_no')).toBe(left('name'));
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  for (const target of [f.submit, f.control('name'), f.control('phone_no')]) {
    expect(target.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  }
  await page.viewport(1280, 800);
  await expect.poll(() => left('phone_no')).toBeGreaterThan(left('name'));
  expect(f.control('msg').getBoundingClientRect().width).toBeGreaterThan(
    f.control('name').getBoundingClientRect().width * 1.9,
  );
});

describeElementContract({ tag: 'school-contact-form', loadsNothing: true });

// Last: it uses up this client's allowance of messages for the minute.
it('after too many messages, says in words how long to wait, and keeps what was typed', async () => {
  const body = JSON.stringify({ name: 'Test', phone_no: '01712345678', msg: 'Hello' });
  let status = 0;
  for (let i = 0; i < 12 && status !== 429; i++) {
    const response = await fetch(`${apiBase}/public-msg/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    status = response.status;
  }
  expect(status).toBe(429);
  const f = await form();
  await f.fill();
  await userEvent.click(f.submit);
  const dialog = await f.dialog();
  expect(dialog.querySelector('h2')?.textContent).toBe('Error!');
  expect(dialog.textContent).toMatch(/Please wait \d+ seconds and try again\./);
  await userEvent.click(dialog.querySelector('button') as HTMLElement);
  for (const [name, value] of Object.entries(typed)) expect(f.control(name).value).toBe(value);
});
