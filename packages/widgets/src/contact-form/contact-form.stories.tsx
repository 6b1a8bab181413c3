import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { BUSY, fail, HANG, provider, STORY_API_BASE, widgetMeta } from '../stories/support.ts';
import { ContactForm, type ContactFormProps } from './contact-form.tsx';
import { contacts, receipt, refusal, TOO_MANY, typed } from './fixtures.ts';
import './contact-form.element.ts';

const base = widgetMeta(
  'Contact form',
  ContactForm,
  'The contact page’s form (Name, Mobile No, Email, Subject, Message) and, `compact`, the home page’s (name, mobile number, message). Checked in the browser with the provider’s own schema: each problem under its field and in a summary that takes focus. Submit says "Sending..." (still focusable) and sends once; then Success! (closes itself after 3 s) over a receipt that keeps the reference in the page, with when the school usually replies when its provider says, in place of the form; or Error! with the reason and everything typed kept. The stories after "Compact" fill the form in and press Submit themselves.',
);

const meta = {
  ...base,
  parameters: {
    ...base.parameters,
    ...provider({ sendPublicMessage: receipt, getContacts: contacts }),
  },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const story = (text: string) => ({ docs: { description: { story: text } } });

/** What a visitor does: fill in every field shown, then press Submit. */
async function fillAndSend(
  { canvasElement, userEvent }: StoryContext,
  values: Partial<typeof typed> = typed,
) {
  for (const [name, value] of Object.entries(values)) {
    const control = canvasElement.querySelector<HTMLInputElement>(`[name="${name}"]`);
    if (control) await userEvent.type(control, value);
  }
  const submit = canvasElement.querySelector('button[type="submit"]');
  if (submit) await userEvent.click(submit);
}

export const Loaded: Story = {
  parameters: story('Nothing to load: the form is ready at once. Nothing is pre-filled.'),
};

export const Compact: Story = {
  name: 'Compact (home page)',
  args: { compact: true },
};

export const Empty: Story = {
  name: 'Submitted empty',
  play: (context) => fillAndSend(context, {}),
  parameters: story(
    'Nothing is sent: the summary lists what is missing (each a link to its field) and takes focus.',
  ),
};

export const WrongNumber: Story = {
  name: 'Wrong mobile number and email',
  play: (context) => fillAndSend(context, { ...typed, phone_no: '1712345', email_id: 'rahima@' }),
};

export const Loading: Story = {
  name: 'Sending',
  parameters: provider({ sendPublicMessage: HANG }),
  play: (context) => fillAndSend(context),
};

export const Sent: Story = {
  name: 'Success!',
  play: (context) => fillAndSend(context),
  parameters: story(
    'Closes itself after 3 s, unless the pointer is on it or the visitor acts in it.',
  ),
};

export const Receipt: Story = {
  name: 'Receipt after Success!',
  play: async (context) => {
    await fillAndSend(context);
    const ok = await context.canvas.findByRole('button', { name: 'OK' });
    await context.userEvent.click(ok);
  },
  parameters: story(
    'What stays once the dialog has closed: the reference, a word to keep it, and when the school usually replies (`reply_days` of the contact details, which the office sets).',
  ),
};

export const ReceiptBengali: Story = {
  name: 'Receipt in Bengali',
  args: { lang: 'bn' },
  play: async (context) => {
    await fillAndSend(context);
    const ok = await context.canvas.findByRole('button', { name: 'ঠিক আছে' });
    await context.userEvent.click(ok);
  },
};

export const ReceiptWithoutReplyTime: Story = {
  name: 'Receipt, provider without a reply time',
  parameters: provider({
    sendPublicMessage: receipt,
    getContacts: contacts.map(({ reply_days: _, ...rest }) => rest),
  }),
  play: async (context) => {
    await fillAndSend(context);
    const ok = await context.canvas.findByRole('button', { name: 'OK' });
    await context.userEvent.click(ok);
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: provider({ sendPublicMessage: BUSY }),
  play: (context) => fillAndSend(context),
};

export const TooMany: Story = {
  name: 'Error! after a 429',
  parameters: provider({ sendPublicMessage: fail(429, TOO_MANY) }),
  play: (context) => fillAndSend(context),
};

export const Refused: Story = {
  name: 'Refused by the provider on a field',
  parameters: provider({
    sendPublicMessage: fail(400, refusal.message, refusal.errors),
  }),
  play: (context) => fillAndSend(context),
};

export const Element: Story = {
  render: (args: Partial<ContactFormProps>) => (
    <school-contact-form
      api-base={STORY_API_BASE}
      compact={args.compact ? 'true' : undefined}
    ></school-contact-form>
  ),
};
