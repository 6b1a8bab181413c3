import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { type Answer, json, localProvider } from '../../test/local-provider.ts';
import { ContactForm } from './contact-form.tsx';
import { receipt, refusal, TOO_MANY, typed } from './fixtures.ts';

const provider = localProvider('/public-msg/');
let requests = 0;
/** Answers every POST with `answer`, counting them. */
function answerWith(answer: Answer) {
  provider.answer = (res) => {
    requests += 1;
    answer(res);
  };
}

beforeEach(() => {
  requests = 0;
  answerWith(json(201, receipt));
});

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

async function fillIn(user: ReturnType<typeof userEvent.setup>, compact = false) {
  await user.type(field('Name'), typed.name);
  await user.type(field('Mobile No'), typed.phone_no);
  if (!compact) {
    await user.type(field('Email'), typed.email_id);
    await user.type(field('Subject'), typed.subject);
  }
  await user.type(field('Message'), typed.msg);
}

describe('ContactForm', () => {
  it('asks for Name, Mobile No, Email, Subject and a four-row Message, ready to autofill', () => {
    render(<ContactForm api={provider.api} />);
    const form = screen.getByRole('form', { name: 'Send us a message' });
    const labels = [...form.querySelectorAll('label')].map((l) => l.textContent);
    expect(labels).toEqual(['Name', 'Mobile No', 'Email', 'Subject', 'Message']);
    expect(field('Name').autocomplete).toBe('name');
    expect([field('Mobile No').type, field('Mobile No').autocomplete]).toEqual(['tel', 'tel']);
    expect([field('Email').type, field('Email').autocomplete]).toEqual(['email', 'email']);
    const message = field('Message') as unknown as HTMLTextAreaElement;
    expect([message.tagName, message.rows]).toEqual(['TEXTAREA', 4]);
    // The hint is read out with the field; nothing is pre-filled.
    expect(screen.getByRole('textbox', { name: 'Mobile No' })).toHaveProperty('value', '');
    const hint = document.getElementById(field('Mobile No').getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('11 digits starting with 01, e.g. 01712345678');
    expect(field('Name').getAttribute('aria-required')).toBe('true');
    expect(field('Email').getAttribute('aria-required')).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
  });

  it('as the compact form asks only for name, mobile number and message', () => {
    render(<ContactForm api={provider.api} compact />);
    const labels = [...screen.getByRole('form').querySelectorAll('label')].map(
      (l) => l.textContent,
    );
    expect(labels).toEqual(['Name', 'Mobile No', 'Message']);
  });

  it('sends nothing while a field is wrong: the summary takes focus and each error is on its field', async () => {
    const user = userEvent.setup();
    const onError = vi.fn();
    render(<ContactForm api={provider.api} onError={onError} />);
    await user.type(field('Mobile No'), '12345');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const summary = await screen.findByRole('alert');
    // The summary's box (around the alert) takes the focus.
    await waitFor(() => expect(document.activeElement?.contains(summary)).toBe(true));
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Enter your name.',
      'Enter the mobile number as 11 digits starting with 01, e.g. 01712345678.',
      'Write your message.',
    ]);
    expect(field('Mobile No').getAttribute('aria-invalid')).toBe('true');
    expect(field('Mobile No').value).toBe('12345');
    expect(field('Email').getAttribute('aria-invalid')).toBeNull();
    await user.click(within(summary).getByRole('link', { name: 'Write your message.' }));
    expect(document.activeElement).toBe(field('Message'));
    expect(requests).toBe(0);
    expect(onError).not.toHaveBeenCalled();
  });

  it('says it is sending, stays focusable, and sends once however often it is pressed', async () => {
    const user = userEvent.setup();
    answerWith(() => {});
    render(<ContactForm api={provider.api} />);
    await fillIn(user);
    const submit = screen.getByRole('button', { name: 'Submit' });
    await user.click(submit);
    expect(submit.textContent).toBe('Sending...');
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(submit);
    await user.click(submit);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(requests).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toBe(1);
  });

  it('opens Success! with OK once sent, tells the page the reference, and keeps it in the page after the dialog', async () => {
    const user = userEvent.setup();
    const onSent = vi.fn();
    render(<ContactForm api={provider.api} onSent={onSent} />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Success!' });
    expect(dialog.textContent).toContain('Your message has been sent.');
    expect(dialog.textContent).toContain('Reference: M-7KQ4M-9XP2B');
    expect(onSent).toHaveBeenCalledExactlyOnceWith({ id: 'M-7KQ4M-9XP2B' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    // The receipt takes the form's place and the focus; this provider says no reply time.
    const receiptCard = screen.getByRole('region', { name: 'Message sent' });
    expect(receiptCard.textContent).toBe(
      'Message sentYour message has been sent.Your reference: M-7KQ4M-9XP2BKeep this reference: say it when you call or write to the school about your message.Send another message',
    );
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Message sent' }));
    expect(screen.queryByRole('form')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    for (const name of ['Name', 'Mobile No', 'Email', 'Subject', 'Message']) {
      expect(field(name).value).toBe('');
    }
    expect(document.activeElement).toBe(field('Name'));
  });

  it('says when the school usually replies, in Bengali with Bengali digits, when its provider says', async () => {
    const user = userEvent.setup();
    const api = {
      ...provider.api,
      getContacts: async () => [
        { google_map: '', image: '', mobile: '', office_address: '', email: '', reply_days: 3 },
      ],
    };
    const { container } = render(<ContactForm api={api} lang="bn" />);
    await user.type(screen.getByLabelText('নাম'), typed.name);
    await user.type(screen.getByLabelText(/মোবাইল নম্বর/), typed.phone_no);
    await user.type(screen.getByLabelText('বার্তা'), typed.msg);
    await user.click(screen.getByRole('button', { name: 'জমা দিন' }));
    await screen.findByRole('dialog', { name: 'সফল হয়েছে!' });
    const receiptCard = screen.getByRole('region', { name: 'বার্তা পাঠানো হয়েছে' });
    expect(receiptCard.textContent).toContain('আপনার রেফারেন্স: M-7KQ4M-9XP2B');
    expect(receiptCard.textContent).toContain('বিদ্যালয় সাধারণত ৩ কর্মদিবসের মধ্যে উত্তর দেয়।');
    await expectNoAxeViolations(container);
  });

  it("puts the provider's refusal on its field and keeps everything typed", async () => {
    const user = userEvent.setup();
    const onError = vi.fn();
    answerWith(json(400, refusal));
    render(<ContactForm api={provider.api} onError={onError} />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('This number cannot receive messages from the school.');
    const phone = field('Mobile No');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(phone.value).toBe(typed.phone_no);
    expect(field('Message').value).toBe(typed.msg);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onError).toHaveBeenCalledWith({ message: refusal.message });
  });

  it('opens Error! saying when to try again after a 429, and keeps everything typed', async () => {
    const user = userEvent.setup();
    const onError = vi.fn();
    answerWith(json(429, { message: TOO_MANY }));
    render(<ContactForm api={provider.api} onError={onError} />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error!' });
    expect(dialog.textContent).toContain('Please wait 42 seconds and try again.');
    expect(dialog.textContent).toContain('Everything you typed is still in the form.');
    expect(onError).toHaveBeenCalledWith({ message: TOO_MANY });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(field('Name').value).toBe(typed.name);
    expect(field('Subject').value).toBe(typed.subject);
    expect(screen.getByRole('button', { name: 'Submit' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('speaks Bengali, the shared rules’ messages included', async () => {
    const user = userEvent.setup();
    render(<ContactForm api={provider.api} lang="bn" />);
    const labels = [...document.querySelectorAll('label')].map((l) => l.textContent);
    expect(labels).toContain('মোবাইল নম্বর');
    const submit = screen.getByRole('button', { name: 'জমা দিন' });
    expect(submit.textContent).toBe('জমা দিন');
    await user.click(submit);
    expect((await screen.findByRole('heading', { name: 'একটি সমস্যা আছে' })).textContent).toBe(
      'একটি সমস্যা আছে',
    );
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toContain('আপনার নাম লিখুন।');
  });

  it('should have no accessibility violations', async () => {
    const { container } = render(<ContactForm api={provider.api} />);
    await expectNoAxeViolations(container);
  });

  it('should have no accessibility violations with errors shown', async () => {
    const user = userEvent.setup();
    const { container } = render(<ContactForm api={provider.api} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('alert');
    await expectNoAxeViolations(container);
  });

  it('should have no accessibility violations with the Error! dialog open', async () => {
    const user = userEvent.setup();
    answerWith(json(429, { message: TOO_MANY }));
    const { container } = render(<ContactForm api={provider.api} compact />);
    await fillIn(user, true);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('dialog');
    await expectNoAxeViolations(container);
  });
});
