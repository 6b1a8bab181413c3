import type { Meta, StoryObj } from '@storybook/react-vite';
import { emailLinks, phoneLinks } from '../runtime/links.ts';
import { inRoot } from '../stories/support.ts';
import { ContactLinks } from './contact-links.tsx';

const meta = {
  title: 'UI/Contact links',
  component: ContactLinks,
  decorators: [inRoot],
  parameters: {
    docs: {
      description: {
        component:
          'The numbers or addresses of one field: each a `tel:`/`mailto:` link when it is one, plain text when it is not, 44 px tall for a thumb.',
      },
    },
  },
} satisfies Meta<typeof ContactLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phones: Story = {
  args: { links: phoneLinks('+8801711428536, +880 2-9014735'), part: 'phone' },
};

export const Emails: Story = {
  args: { links: emailLinks('info@school.edu.bd; principal@school.edu.bd'), part: 'email' },
};

export const NotALink: Story = {
  args: { links: phoneLinks('01711-428536, ask at the office'), part: 'phone' },
};
