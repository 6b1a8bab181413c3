import type { Institute } from '@school/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { faces, provider, STORY_API_BASE, widgetMeta } from '../stories/support.ts';
import { InstituteHeader } from './institute-header.tsx';
import './institute-header.element.ts';

/** A crest drawn inline, so the story needs no image server. */
const LOGO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><path d="M32 3l25 8v19c0 16-11 27-25 31C18 57 7 46 7 30V11z" fill="#168a5c" stroke="#d4a017" stroke-width="2"/><circle cx="32" cy="22" r="8" fill="#f42a41"/><path d="M32 32q-8-4-17-2v14q9-2 17 2zm0 0q8-4 17-2v14q-9-2-17 2z" fill="#fff"/></svg>',
)}`;

const INSTITUTE: Institute = {
  id: 1,
  institute_logo: LOGO,
  institute_name: 'Dhaka Residential Model College',
  institute_eiin_no: '108257',
  institute_address: 'Mohammadpur, Dhaka 1207, Bangladesh',
  institute_fb: 'https://www.facebook.com/drmc',
  institute_youtube: 'https://www.youtube.com/@drmc',
  headmaster_mobile: '01711-428536',
  institute_email_address: 'info@drmc.edu.bd',
  institute_management_web: 'https://erp.drmc.edu.bd',
  institute_web: 'https://drmc.edu.bd',
};

const meta = {
  ...widgetMeta(
    'Institute header',
    InstituteHeader,
    'The institute identity at the top of every page: logo, name, EIIN (only when there is one), address, Facebook / YouTube / WhatsApp links and the management Login. The XI Payment button belongs to the host site.',
  ),
  argTypes: {
    api: { table: { disable: true } },
    headingLevel: { control: { type: 'select' }, options: [undefined, 1, 2, 3, 4, 5, 6] },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof InstituteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const face = faces({ getInstitutes: [INSTITUTE] }, { getInstitutes: [] });

export const Loading: Story = {
  ...face.Loading,
  parameters: {
    ...face.Loading.parameters,
    docs: { description: { story: 'A skeleton as tall as the loaded header: nothing shifts.' } },
  },
};
/** A face of the header whose host (the site) knows the school's name already. */
const withName = (base: Story, label: string, story: string): Story => ({
  ...base,
  name: label,
  args: { name: 'Shapla Model School & College' },
  parameters: { ...base.parameters, docs: { description: { story } } },
});

export const LoadingWithName = withName(
  face.Loading,
  'Loading, name known',
  '`name` given by a host that knows it already (the site): the name shows at once, the rest as a skeleton.',
);
export const ErrorState: Story = face.Error;
export const ErrorWithName = withName(
  face.Error,
  'Error, name known',
  'The provider cannot be read: the name the host knows stays, the error below it.',
);
export const Empty: Story = face.Empty;
export const Loaded: Story = face.Loaded;

export const WithoutEIIN: Story = {
  name: 'Without EIIN',
  parameters: {
    ...provider({ getInstitutes: [{ ...INSTITUTE, institute_eiin_no: 'None' }] }),
    docs: { description: { story: 'The provider sends the text `None`: no EIIN line at all.' } },
  },
};

export const NoLinks: Story = {
  name: 'Without links',
  parameters: provider({
    getInstitutes: [
      {
        ...INSTITUTE,
        institute_fb: '',
        institute_youtube: '',
        headmaster_mobile: '',
        institute_management_web: '',
      },
    ],
  }),
};

export const Element: Story = {
  parameters: provider({ getInstitutes: [INSTITUTE] }),
  render: (args) => (
    <school-institute-header
      api-base={STORY_API_BASE}
      heading-level={args.headingLevel}
    ></school-institute-header>
  ),
};
