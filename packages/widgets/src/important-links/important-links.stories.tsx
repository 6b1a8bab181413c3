import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { createElement } from 'react';
import { faces, provider, STORY_API_BASE, widgetMeta } from '../stories/support.ts';
import { ICON_BASE, ICON_SVG, importantLinks } from './fixtures.ts';
import { ImportantLinks } from './important-links.tsx';
import './important-links.element.ts';

/** The fixtures' icons, answered by MSW (the provider's media). */
const icons = http.get(
  `${ICON_BASE}/:file`,
  () => new HttpResponse(ICON_SVG, { headers: { 'Content-Type': 'image/svg+xml' } }),
);

/** A story's parameters: the links call answers `answer`, and the icons are served. */
const answering = (answer: Parameters<typeof provider>[0]['getImportantLinks']) => {
  const { msw } = provider({ getImportantLinks: answer });
  return { msw: { handlers: [...msw.handlers, icons] } };
};

const story = (text: string) => ({ docs: { description: { story: text } } });

const meta = {
  ...widgetMeta(
    'Important links',
    ImportantLinks,
    'Beside the credentials on the home page: each headline a link, with its icon (decorative, 32 px, lazy) or a drawn link glyph. Another site’s address opens in a new tab and says so ("(opens in a new tab)" for screen readers, an arrow for the eye); a path of the school’s site stays in the tab; anything else is text.',
  ),
  argTypes: {
    api: { table: { disable: true } },
    headingLevel: { control: { type: 'select' }, options: [undefined, 1, 2, 3, 4, 5, 6] },
  },
} satisfies Meta<typeof ImportantLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

const face = faces({ getImportantLinks: importantLinks }, { getImportantLinks: [] });

export const Loading: Story = face.Loading;
export const ErrorState: Story = face.Error;
export const Empty: Story = face.Empty;
export const Loaded: Story = { parameters: answering(importantLinks) };

export const OddData: Story = {
  name: 'Addresses that are no links',
  parameters: {
    // Outside the contract (a link of null), so answered as it is rather than from the table.
    msw: {
      handlers: [
        http.get(`${STORY_API_BASE}/important-links`, () =>
          HttpResponse.json([
            { headline: 'A script address', link: 'javascript:alert(1)', image: null },
            { headline: 'No address at all', link: null },
            { headline: 'A broken icon', link: 'https://moedu.gov.bd', image: `${ICON_BASE}/x` },
            { headline: '   ', link: 'https://blank.example' },
          ]),
        ),
        http.get(`${ICON_BASE}/x`, () => new HttpResponse(null, { status: 404 })),
      ],
    },
    ...story(
      'A `javascript:` address or none is shown as text; a broken icon gives way to the glyph; an entry without a headline is left out.',
    ),
  },
};

export const Element: Story = {
  parameters: answering(importantLinks),
  // createElement: the tag's JSX type arrives with `npm run elements:manifest`.
  render: (args) =>
    createElement('school-important-links', {
      'api-base': STORY_API_BASE,
      'heading-level': args.headingLevel,
    }),
};
