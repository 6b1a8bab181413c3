import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { asLang } from '../runtime/i18n.ts';
import { inRoot } from '../stories/support.ts';
import { Button } from './button.tsx';
import { Dialog, type DialogProps } from './dialog.tsx';

/** A form's Submit opens it; closing gives focus back to Submit. */
function Opener({ startOpen = false, ...props }: DialogProps & { startOpen?: boolean }) {
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Submit</Button>
      <Dialog {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: {
    open: false,
    title: 'Success!',
    tone: 'success',
    children: 'Your message has been sent.',
    onClose: () => {},
  },
  argTypes: { onClose: { table: { disable: true } }, open: { table: { disable: true } } },
  render: (args, { globals }) => <Opener {...args} lang={asLang(String(globals.lang))} />,
  decorators: [inRoot],
  parameters: {
    docs: {
      description: {
        component:
          'A modal message on the native `<dialog>`: named by its title, Escape closes, focus goes to OK and returns to what opened it. `autoCloseMs` closes it by itself, but never while the pointer is on it or after the visitor has moved focus or pressed a key in it (WCAG 2.2.1).',
      },
    },
  },
} satisfies Meta<typeof Opener>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  name: 'Success (closes after 3 s)',
  args: { autoCloseMs: 3000 },
};

export const ErrorDialog: Story = {
  name: 'Error',
  args: {
    title: 'Error!',
    tone: 'error',
    children: 'Something went wrong. Please try again.',
  },
};

export const Open: Story = {
  name: 'Open',
  args: {
    startOpen: true,
    children: 'You have applied successfully. Your application number is A-7KQ4M-9XP2B.',
  },
};
