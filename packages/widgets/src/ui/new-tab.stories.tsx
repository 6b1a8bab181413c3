import type { Meta, StoryObj } from '@storybook/react-vite';
import { inRoot } from '../stories/support.ts';
import { NewTab } from './new-tab.tsx';

const meta = {
  title: 'UI/New tab',
  component: NewTab,
  decorators: [inRoot],
  render: (args) => (
    <a href="https://moedu.gov.bd" target="_blank" rel="noopener noreferrer">
      Ministry of Education
      <NewTab {...args} />
    </a>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'Ends a link that opens another site in a new tab: a drawn arrow (hidden from screen readers) and "(opens in a new tab)" read out but not shown.',
      },
    },
  },
} satisfies Meta<typeof NewTab>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};

export const Bengali: Story = { args: { lang: 'bn' } };
