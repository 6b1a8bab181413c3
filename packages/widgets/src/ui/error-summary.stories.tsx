import type { Meta, StoryObj } from '@storybook/react-vite';
import { asLang } from '../runtime/i18n.ts';
import { inRoot } from '../stories/support.ts';
import { ErrorSummary } from './error-summary.tsx';
import * as controls from './field.css.ts';
import { Field } from './field.tsx';

const ITEMS = [
  { id: 'story-name', message: 'Enter your name.' },
  {
    id: 'story-phone',
    message: 'Enter the mobile number as 11 digits starting with 01, e.g. 01712345678.',
  },
  { id: 'story-msg', message: 'Write your message.' },
];

const meta = {
  title: 'UI/Error summary',
  component: ErrorSummary,
  args: { items: ITEMS },
  render: (args, { globals }) => {
    const error = (id: string) => args.items.find((item) => item.id === id)?.message;
    return (
      <form
        noValidate
        aria-label="Contact us"
        style={{ display: 'grid', gap: '1rem', maxWidth: '32rem' }}
      >
        <ErrorSummary {...args} lang={asLang(String(globals.lang))} />
        <Field label="Name" id="story-name" error={error('story-name')}>
          <input className={controls.input} />
        </Field>
        <Field label="Mobile No" id="story-phone" error={error('story-phone')}>
          <input className={controls.input} defaultValue="12345" />
        </Field>
        <Field label="Message" id="story-msg" error={error('story-msg')}>
          <textarea className={controls.input} rows={4} />
        </Field>
      </form>
    );
  },
  decorators: [inRoot],
  parameters: {
    docs: {
      description: {
        component:
          'The box at the top of a form after a failed submit, in the manner of GOV.UK: "There is a problem", each error a link that focuses its field (inside a shadow root too, without touching the page address). It takes focus when `focusKey` changes (a form store\'s `failures`).',
      },
    },
  },
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SeveralErrors: Story = { name: 'Several errors' };

export const OneError: Story = { name: 'One error', args: { items: ITEMS.slice(1, 2) } };

export const ProviderRefusal: Story = {
  name: 'A refusal with a message for no field',
  args: {
    items: [
      ITEMS[1] as (typeof ITEMS)[number],
      { message: 'Too many messages from this connection. Please wait a minute.' },
    ],
  },
};

export const NoErrors: Story = {
  name: 'No errors',
  args: { items: [] },
  parameters: { docs: { description: { story: 'Renders nothing until something is wrong.' } } },
};
