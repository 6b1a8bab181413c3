import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { createElement } from 'react';
import { faces, provider, STORY_API_BASE, widgetMeta } from '../stories/support.ts';
import { institute, LOGO_SVG, LOGO_URL } from './fixtures.ts';
import { InstituteCard } from './institute-card.tsx';
import './institute-card.element.ts';

/** The logo, answered by MSW (the provider's media). */
const logo = http.get(
  LOGO_URL,
  () => new HttpResponse(LOGO_SVG, { headers: { 'Content-Type': 'image/svg+xml' } }),
);

/** A story's parameters: the institute call answers `answer`, and the logo is served. */
const answering = (answer: Parameters<typeof provider>[0]['getInstitutes']) => {
  const { msw } = provider({ getInstitutes: answer });
  return { msw: { handlers: [...msw.handlers, logo] } };
};

const story = (text: string) => ({ docs: { description: { story: text } } });

const meta = {
  ...widgetMeta(
    'Institute card',
    InstituteCard,
    'The institute at a glance (beside the history on the home page, on the About page): logo, name, EIIN (only when there is one and it is not `None`), address, email as `mailto:` links, the headmaster’s mobile as `tel:` links and the website (new tab), only those the provider has.',
  ),
  argTypes: {
    api: { table: { disable: true } },
    headingLevel: { control: { type: 'select' }, options: [undefined, 1, 2, 3, 4, 5, 6] },
  },
} satisfies Meta<typeof InstituteCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const face = faces({ getInstitutes: [institute] }, { getInstitutes: [] });

export const Loading: Story = face.Loading;
export const ErrorState: Story = face.Error;
export const Empty: Story = face.Empty;
export const Loaded: Story = { parameters: answering([institute]) };

export const Sparse: Story = {
  name: 'Without EIIN and links',
  parameters: {
    ...answering([
      {
        ...institute,
        institute_logo: '',
        institute_eiin_no: 'None',
        institute_email_address: 'write to the office',
        headmaster_mobile: '',
        institute_web: 'javascript:alert(1)',
      },
    ]),
    ...story(
      'EIIN `None`: no EIIN line. An email that is not an address is shown as text; no mobile, no logo; a website that is not http(s) is left out.',
    ),
  },
};

export const InAFooter: Story = {
  name: 'In a footer (no region)',
  args: { region: false },
  parameters: {
    ...answering([institute]),
    ...story(
      '`region={false}`: the same card without a region of its own, for a site footer on pages that show the card too.',
    ),
  },
};

export const Element: Story = {
  parameters: answering([institute]),
  // createElement: the tag's JSX type arrives with `npm run elements:manifest`.
  render: (args) =>
    createElement('school-institute-card', {
      'api-base': STORY_API_BASE,
      'heading-level': args.headingLevel,
    }),
};
