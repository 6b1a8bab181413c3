import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { asLang } from '../runtime/i18n.ts';
import { inRoot } from '../stories/support.ts';
import { Pager, type PagerProps } from './pager.tsx';

/** The pager as a directory holds it: the page lives with the list, the pager asks for others. */
function Stateful(props: PagerProps) {
  const [page, setPage] = useState(props.page);
  return <Pager {...props} page={page} onPage={setPage} />;
}

const meta = {
  title: 'UI/Pager',
  component: Pager,
  args: { page: 1, pages: 5, onPage: () => {} },
  argTypes: { onPage: { table: { disable: true } } },
  render: (args, { globals }) => (
    <Stateful
      key={`${args.page}/${args.pages}`}
      {...args}
      lang={args.lang ?? asLang(String(globals.lang))}
    />
  ),
  decorators: [inRoot],
  parameters: {
    docs: {
      description: {
        component:
          'Previous, numbered pages and next for a paged list. Many pages keep the first, the last and the current ±2 with gaps; Previous and Next are `aria-disabled` at the ends (focus stays on them). Nothing shows for a single page.',
      },
    },
  },
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = { name: 'First page' };

export const MiddlePage: Story = { name: 'Middle page', args: { page: 3 } };

export const LastPage: Story = { name: 'Last page', args: { page: 5 } };

export const ManyPages: Story = {
  name: 'Many pages (students)',
  args: { page: 200, pages: 412, label: 'Student pages' },
};

export const Bengali: Story = {
  args: { page: 200, pages: 412, lang: 'bn' },
  parameters: {
    docs: { description: { story: 'In Bengali the pages are numbered in Bengali digits.' } },
  },
};

export const SinglePage: Story = {
  name: 'Single page',
  args: { pages: 1 },
  parameters: { docs: { description: { story: 'Renders nothing: one page needs no pager.' } } },
};
