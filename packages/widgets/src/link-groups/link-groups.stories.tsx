import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { createElement } from 'react';
import { faces, STORY_API_BASE, widgetMeta } from '../stories/support.ts';
import { linkGroups } from './fixtures.ts';
import { LinkGroups } from './link-groups.tsx';
import './link-groups.element.ts';

const story = (text: string) => ({ docs: { description: { story: text } } });

const meta = {
  ...widgetMeta(
    'Link groups',
    LinkGroups,
    'The home page’s four link groups: each group’s name over its links, four side by side on a wide page and one under another on a phone. A path of the school’s site stays in the tab (a single-page host may route it itself from `onSelect`); another site’s address opens in a new tab and says so; anything else is text.',
  ),
  argTypes: {
    api: { table: { disable: true } },
    headingLevel: { control: { type: 'select' }, options: [undefined, 1, 2, 3, 4, 5, 6] },
  },
} satisfies Meta<typeof LinkGroups>;

export default meta;
type Story = StoryObj<typeof meta>;

const face = faces({ getLinkNames: linkGroups }, { getLinkNames: [] });

export const Loading: Story = {
  ...face.Loading,
  parameters: {
    ...face.Loading.parameters,
    ...story('Four groups of five lines hold the place, the demo’s shape.'),
  },
};
export const ErrorState: Story = face.Error;
export const Empty: Story = face.Empty;
export const Loaded: Story = face.Loaded;

export const OnPartnerSite: Story = {
  name: "On a partner's page",
  args: { siteUrl: 'https://school.example/' },
  parameters: {
    ...face.Loaded.parameters,
    ...story(
      'With `siteUrl` (the element sets it to the origin its script came from), the paths lead to the school’s site rather than the page’s own.',
    ),
  },
};

export const OddData: Story = {
  name: 'Addresses that are no links',
  parameters: {
    // Outside the contract (a title of null), so answered as it is rather than from the table.
    msw: {
      handlers: [
        http.get(`${STORY_API_BASE}/link-names`, () =>
          HttpResponse.json([
            {
              name: 'Odd addresses',
              page_link: [
                { title: 'A script address', link: 'javascript:alert(1)' },
                { title: 'Another site, protocol-relative', link: '//evil.example/' },
                { title: '  ', link: '/fees' },
                { title: null, link: '/fees' },
                { title: 'Fees', link: '/fees' },
              ],
            },
            { name: 'A group without links', page_link: [] },
          ]),
        ),
      ],
    },
    ...story(
      'A `javascript:` or protocol-relative address is shown as text; links without a title and groups without links are left out.',
    ),
  },
};

export const Element: Story = {
  parameters: face.Loaded.parameters,
  // createElement: the tag's JSX type arrives with `npm run elements:manifest`.
  render: (args) =>
    createElement('school-link-groups', {
      'api-base': STORY_API_BASE,
      'heading-level': args.headingLevel,
    }),
};
