import type { CallName } from '../calls.ts';
import { BANNER_STATUSES, DOWNLOAD_TYPES, FEE_PERIODS, WEEKDAYS } from '../choices.ts';
import type { OfficeCall } from './calls.ts';

/**
 * What the office publishes (issue 22): one entry per entity the public site shows, and from it
 * everything else: the office's calls for it (`CONTENT_CALLS`, joined into `OFFICE_CALLS`), their
 * schemas (`content-schemas.ts`), the provider's handlers and the console's list and form. A new
 * entity is an entry here (and its table's columns), not new code.
 *
 * Valibot-free on purpose: the console and its client read it at run time. Each entry names the
 * public call whose answer shows the entity (`answers`); its public schema, Bengali twins
 * included, is that call's item (`publicSchemaOf`, content-schemas.ts).
 */

/** A text in both of the console's languages. */
export interface Bilingual {
  readonly en: string;
  readonly bn: string;
}

/** What the office uploads; each is checked and kept in its own way (the provider's uploads/). */
export const UPLOAD_KINDS = [
  'notice-attachment',
  'picture',
  'banner',
  'staff-photo',
  'document',
] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/**
 * How a form edits a field, and what it stores:
 * - `text` one line; `long-text` paragraphs (the widgets draw both as text, never as HTML);
 * - `date` `YYYY-MM-DD`; `date-time` `YYYY-MM-DDTHH:mm:ss` in Dhaka time, as the contract's events;
 * - `number` a whole number between `min` and `max`; `boolean` a yes/no;
 * - `select` one of `options`; `ref` the `id` of a row of another entity (`entity`: its key);
 * - `url` an http(s) address; `colour` `#rrggbb`;
 * - `upload` a file's address (`/media/…`) from `POST /office/api/uploads` with `upload` as its
 *   kind, or an http(s) address; `uploads` a list of them; `links` a list of `{title, title_bn, link}`;
 * - `rows` a list of rows of the same `columns` (a routine's classes, a fee's heads), each a
 *   `RowColumn`: one line of a form per row.
 */
export const FIELD_KINDS = [
  'text',
  'long-text',
  'date',
  'date-time',
  'number',
  'boolean',
  'select',
  'ref',
  'url',
  'colour',
  'upload',
  'uploads',
  'links',
  'rows',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

interface FieldBase {
  /** The column, and the public field when the contract has one of that name. */
  readonly name: string;
  readonly label: Bilingual;
  /** A form must fill it; otherwise it may be left empty. */
  readonly required?: true;
  /** The school may write it in Bengali too: `<name>_bn`, edited beside it. */
  readonly bengali?: true;
  /** What an empty value is stored as: null, or `''` where the contract's field is a string. */
  readonly blank?: '';
}

/**
 * A column of a `rows` field, as a form edits it: `text` one line (its Bengali twin beside it
 * when `bengali`), `number` a whole number between `min` and `max`, `date` `YYYY-MM-DD`, `time`
 * a 24-hour `HH:mm`, `select` one of `options`.
 */
export type RowColumn = Omit<FieldBase, 'blank'> &
  (
    | { readonly kind: 'text'; readonly max?: number }
    | { readonly kind: 'date' | 'time' }
    | { readonly kind: 'number'; readonly min: number; readonly max: number }
    | {
        readonly kind: 'select';
        readonly options: readonly { readonly value: string; readonly label: Bilingual }[];
      }
  );

export type ContentField = FieldBase &
  (
    | { readonly kind: 'text' | 'long-text'; readonly max?: number }
    | { readonly kind: 'date' | 'date-time' | 'boolean' | 'url' | 'colour' | 'links' }
    | { readonly kind: 'number'; readonly min: number; readonly max: number }
    | {
        readonly kind: 'select';
        readonly options: readonly { readonly value: string; readonly label: Bilingual }[];
      }
    | { readonly kind: 'ref'; readonly entity: string }
    | { readonly kind: 'upload'; readonly upload: UploadKind }
    | { readonly kind: 'uploads'; readonly upload: UploadKind; readonly max: number }
    | { readonly kind: 'rows'; readonly columns: readonly RowColumn[]; readonly max: number }
  );

/** Who edits an entity: `admin` the school's identity and colours, `editor` the rest. */
export type ContentRole = 'admin' | 'editor';

export interface ContentEntity {
  /** In the office's addresses: `/office/api/content/<key>`. */
  readonly key: string;
  /** The calls' names: `list<Many>`, `get<One>`, `create<One>`… */
  readonly names: { readonly one: string; readonly many: string };
  readonly label: { readonly one: Bilingual; readonly many: Bilingual };
  /** The public call whose answer shows it (its item is the entity's public schema). */
  readonly answers: CallName;
  readonly role: ContentRole;
  /** One row the site always has (the school, its colours): read and changed, never listed. */
  readonly single: boolean;
  /** Rows are drafts until published, now or at a set time. */
  readonly publishes: boolean;
  /** A row that has been on the site is hidden, not deleted (a link to it may be kept somewhere). */
  readonly hides: boolean;
  readonly fields: readonly ContentField[];
  /** The fields a list shows, in order. */
  readonly list: readonly string[];
  /** The fields a list's `q` searches (their Bengali twins too). */
  readonly search: readonly string[];
}

const l = (en: string, bn: string): Bilingual => ({ en, bn });

const TITLE = { name: 'title', kind: 'text', label: l('Title', 'শিরোনাম'), bengali: true } as const;
const HEADING = {
  name: 'heading',
  kind: 'text',
  label: l('Heading', 'শিরোনাম'),
  required: true,
  bengali: true,
} as const;
const HEADLINE = {
  name: 'headline',
  kind: 'text',
  label: l('Headline', 'শিরোনাম'),
  required: true,
  bengali: true,
} as const;
const NAME = {
  name: 'name',
  kind: 'text',
  label: l('Name', 'নাম'),
  required: true,
  bengali: true,
} as const;
const DESIGNATION = {
  name: 'designation',
  kind: 'text',
  label: l('Designation', 'পদবি'),
  required: true,
  bengali: true,
} as const;
const picture = (name: string, label: Bilingual, upload: UploadKind = 'picture') =>
  ({ name, kind: 'upload', label, upload, required: true }) as const;
const optionalUrl = (name: string, label: Bilingual) =>
  ({ name, kind: 'url', label, blank: '' }) as const;
const words = (value: string, en: string, bn: string) => ({ value, label: l(en, bn) });

/** Most entities: a list the editors keep, each row published (or scheduled) and hidden. */
const EDITED_LIST = { role: 'editor', single: false, publishes: true, hides: true } as const;

/** The class a fact belongs to (a row of `/class-configs`). */
const CLASS = {
  name: 'class_id',
  kind: 'ref',
  label: l('Class', 'শ্রেণি'),
  required: true,
  entity: 'class-configs',
} as const;
const EXAM = {
  name: 'exam_id',
  kind: 'ref',
  label: l('Exam', 'পরীক্ষা'),
  required: true,
  entity: 'exams',
} as const;
const SESSION = {
  name: 'session',
  kind: 'text',
  label: l('Session or year', 'শিক্ষাবর্ষ বা সেশন'),
  required: true,
  max: 40,
} as const;
const PERIOD = {
  name: 'period',
  kind: 'number',
  label: l('Period', 'পিরিয়ড'),
  required: true,
  min: 1,
  max: 12,
} as const;
const SUBJECT = {
  name: 'subject',
  kind: 'text',
  label: l('Subject', 'বিষয়'),
  required: true,
  bengali: true,
} as const;
const FEE_PERIOD_WORDS = {
  once: ['Once (at admission)', 'একবার (ভর্তির সময়)'],
  month: ['Every month', 'প্রতি মাসে'],
  year: ['Every year', 'প্রতি বছরে'],
  exam: ['Each exam', 'প্রতি পরীক্ষায়'],
} as const;
const WEEKDAY_WORDS = {
  saturday: ['Saturday', 'শনিবার'],
  sunday: ['Sunday', 'রবিবার'],
  monday: ['Monday', 'সোমবার'],
  tuesday: ['Tuesday', 'মঙ্গলবার'],
  wednesday: ['Wednesday', 'বুধবার'],
  thursday: ['Thursday', 'বৃহস্পতিবার'],
  friday: ['Friday', 'শুক্রবার'],
} as const;

/** Every entity the public site shows, in the order the console lists them. */
export const OFFICE_ENTITIES = [
  // The school ---------------------------------------------------------------------------------
  {
    key: 'institute',
    names: { one: 'Institute', many: 'Institutes' },
    label: { one: l('School identity', 'প্রতিষ্ঠানের পরিচয়'), many: l('School', 'প্রতিষ্ঠান') },
    answers: 'getInstitutes',
    role: 'admin',
    single: true,
    publishes: false,
    hides: false,
    fields: [
      { ...NAME, name: 'institute_name', label: l('Name of the school', 'প্রতিষ্ঠানের নাম') },
      {
        name: 'institute_address',
        kind: 'text',
        label: l('Address', 'ঠিকানা'),
        required: true,
        bengali: true,
      },
      picture('institute_logo', l('Logo', 'লোগো')),
      { name: 'institute_eiin_no', kind: 'text', label: l('EIIN number', 'ইআইআইএন নম্বর') },
      {
        name: 'headmaster_mobile',
        kind: 'text',
        label: l('Head’s mobile', 'প্রধানের মোবাইল'),
        blank: '',
      },
      {
        name: 'institute_email_address',
        kind: 'text',
        label: l('Email address', 'ইমেইল ঠিকানা'),
        blank: '',
      },
      optionalUrl('institute_web', l('Website', 'ওয়েবসাইট')),
      optionalUrl('institute_management_web', l('Management website', 'ব্যবস্থাপনার ওয়েবসাইট')),
      optionalUrl('institute_fb', l('Facebook page', 'ফেসবুক পেজ')),
      optionalUrl('institute_youtube', l('YouTube channel', 'ইউটিউব চ্যানেল')),
    ],
    list: ['institute_name'],
    search: [],
  },
  {
    key: 'contacts',
    names: { one: 'Contact', many: 'Contacts' },
    label: { one: l('Contact details', 'যোগাযোগের তথ্য'), many: l('Contacts', 'যোগাযোগ') },
    answers: 'getContacts',
    role: 'editor',
    single: true,
    publishes: false,
    hides: false,
    fields: [
      {
        name: 'office_address',
        kind: 'long-text',
        label: l('Office address', 'অফিসের ঠিকানা'),
        required: true,
        bengali: true,
      },
      { name: 'mobile', kind: 'text', label: l('Mobile', 'মোবাইল'), blank: '' },
      { name: 'email', kind: 'text', label: l('Email address', 'ইমেইল ঠিকানা'), blank: '' },
      optionalUrl('google_map', l('Map address (to embed)', 'মানচিত্রের ঠিকানা')),
      picture('image', l('Picture', 'ছবি')),
      {
        name: 'reply_days',
        kind: 'number',
        label: l(
          'Usually replies to a message within (working days); empty: not said',
          'সাধারণত বার্তার উত্তর দেয় (কর্মদিবসের মধ্যে); খালি: বলা হবে না',
        ),
        min: 1,
        max: 30,
      },
    ],
    list: ['office_address'],
    search: [],
  },
  {
    key: 'welcome-speech',
    names: { one: 'WelcomeSpeech', many: 'WelcomeSpeeches' },
    label: { one: l('Welcome speech', 'স্বাগত বক্তব্য'), many: l('Welcome speech', 'স্বাগত বক্তব্য') },
    answers: 'getWelcomeSpeeches',
    role: 'editor',
    single: true,
    publishes: false,
    hides: false,
    fields: [
      {
        name: 'text',
        kind: 'long-text',
        label: l('Speech', 'বক্তব্য'),
        required: true,
        bengali: true,
      },
    ],
    list: ['text'],
    search: [],
  },
  {
    key: 'site-colors',
    names: { one: 'SiteColors', many: 'SiteColorSets' },
    label: { one: l('Site colours', 'সাইটের রং'), many: l('Site colours', 'সাইটের রং') },
    answers: 'getSiteColors',
    role: 'admin',
    single: true,
    publishes: false,
    hides: false,
    fields: [
      { name: 'primary_color', kind: 'colour', label: l('Main colour', 'প্রধান রং'), required: true },
      {
        name: 'secondary_color',
        kind: 'colour',
        label: l('Second colour', 'দ্বিতীয় রং'),
        required: true,
      },
      {
        name: 'background_color',
        kind: 'colour',
        label: l('Background', 'পটভূমি'),
        required: true,
      },
      { name: 'text_color', kind: 'colour', label: l('Text', 'লেখা'), required: true },
      {
        name: 'primary_lite_color',
        kind: 'colour',
        label: l('Light main colour', 'হালকা প্রধান রং'),
        required: true,
      },
      { name: 'menu_color', kind: 'colour', label: l('Menu', 'মেনু'), required: true },
    ],
    list: ['primary_color'],
    search: [],
  },
  // Notices and events -------------------------------------------------------------------------
  {
    key: 'notices',
    names: { one: 'Notice', many: 'Notices' },
    label: { one: l('Notice', 'বিজ্ঞপ্তি'), many: l('Notices', 'বিজ্ঞপ্তি') },
    answers: 'getNotices',
    ...EDITED_LIST,
    fields: [
      { ...TITLE, required: true },
      {
        name: 'notice_title',
        kind: 'text',
        label: l('Title in the list', 'তালিকায় শিরোনাম'),
        bengali: true,
        blank: '',
      },
      {
        name: 'notice_description',
        kind: 'long-text',
        label: l('Text', 'বিবরণ'),
        bengali: true,
        blank: '',
      },
      { name: 'date', kind: 'date', label: l('Date', 'তারিখ'), required: true },
      {
        name: 'expire_date',
        kind: 'date',
        label: l('Current until', 'যে তারিখ পর্যন্ত প্রযোজ্য'),
        required: true,
      },
      {
        name: 'file_attached',
        kind: 'upload',
        label: l('Attachment (PDF or scan)', 'সংযুক্তি (পিডিএফ বা স্ক্যান)'),
        upload: 'notice-attachment',
      },
    ],
    list: ['title', 'date', 'expire_date'],
    search: ['title', 'notice_title', 'notice_description'],
  },
  {
    key: 'events',
    names: { one: 'Event', many: 'Events' },
    label: { one: l('Event', 'অনুষ্ঠান'), many: l('Events', 'অনুষ্ঠান') },
    answers: 'getEvents',
    ...EDITED_LIST,
    fields: [
      { ...TITLE, required: true },
      { name: 'start', kind: 'date-time', label: l('Starts', 'শুরু'), required: true },
      { name: 'end', kind: 'date-time', label: l('Ends', 'শেষ'), required: true },
      { name: 'image', kind: 'upload', label: l('Picture', 'ছবি'), upload: 'picture' },
      { name: 'place', kind: 'text', label: l('Place', 'স্থান'), bengali: true },
      {
        name: 'description',
        kind: 'long-text',
        label: l('Description', 'বিবরণ'),
        bengali: true,
        max: 2000,
      },
    ],
    list: ['title', 'start', 'end'],
    search: ['title'],
  },
  // Pictures and videos ------------------------------------------------------------------------
  {
    key: 'pictures',
    names: { one: 'Picture', many: 'Pictures' },
    label: { one: l('Gallery picture', 'গ্যালারির ছবি'), many: l('Picture gallery', 'ছবির গ্যালারি') },
    answers: 'getGallery',
    ...EDITED_LIST,
    fields: [
      picture('galary_image', l('Picture', 'ছবি')),
      {
        name: 'caption',
        kind: 'text',
        label: l('Caption (what it shows)', 'ক্যাপশন (ছবিতে কী আছে)'),
        bengali: true,
        max: 200,
      },
      { name: 'featured', kind: 'boolean', label: l('On the home page', 'হোম পেজে দেখান') },
    ],
    list: ['galary_image', 'caption', 'featured'],
    search: ['caption'],
  },
  {
    key: 'videos',
    names: { one: 'Video', many: 'Videos' },
    label: { one: l('Video', 'ভিডিও'), many: l('Videos', 'ভিডিও') },
    answers: 'getVideoGallery',
    ...EDITED_LIST,
    fields: [
      { ...TITLE, required: true },
      {
        name: 'link',
        kind: 'url',
        label: l('Video address (YouTube)', 'ভিডিওর ঠিকানা (ইউটিউব)'),
        required: true,
      },
    ],
    list: ['title', 'link'],
    search: ['title'],
  },
  {
    key: 'banners',
    names: { one: 'Banner', many: 'Banners' },
    label: { one: l('Banner', 'ব্যানার'), many: l('Banners', 'ব্যানার') },
    answers: 'getBanners',
    ...EDITED_LIST,
    fields: [
      picture('banner_image', l('Banner picture', 'ব্যানারের ছবি'), 'banner'),
      {
        name: 'status',
        kind: 'select',
        label: l('In the slider', 'স্লাইডারে'),
        required: true,
        options: BANNER_STATUSES.map((value) =>
          value === 'ACTIVE'
            ? words(value, 'Shown', 'দেখানো হয়')
            : words(value, 'Not shown', 'দেখানো হয় না'),
        ),
      },
    ],
    list: ['banner_image', 'status'],
    search: [],
  },
  // About the school ---------------------------------------------------------------------------
  {
    key: 'head-messages',
    names: { one: 'HeadMessage', many: 'HeadMessages' },
    label: { one: l('Message from the head', 'প্রধানের বাণী'), many: l('Messages', 'বাণী') },
    answers: 'getMessagesFromHead',
    ...EDITED_LIST,
    fields: [
      {
        name: 'kind',
        kind: 'select',
        label: l('Whose message', 'কার বাণী'),
        required: true,
        options: [
          words('head', 'The head of the institution', 'প্রতিষ্ঠান প্রধান'),
          words('other', 'Another leader', 'অন্য নেতৃত্ব'),
        ],
      },
      HEADING,
      NAME,
      {
        name: 'text',
        kind: 'long-text',
        label: l('Message', 'বাণী'),
        required: true,
        bengali: true,
      },
      picture('img', l('Photo', 'ছবি'), 'staff-photo'),
      optionalUrl('facebook', l('Facebook', 'ফেসবুক')),
      optionalUrl('linkedin', l('LinkedIn', 'লিংকডইন')),
      { name: 'whatsapps', kind: 'text', label: l('WhatsApp number', 'হোয়াটসঅ্যাপ নম্বর'), blank: '' },
    ],
    list: ['name', 'heading', 'kind'],
    search: ['name', 'heading', 'text'],
  },
  {
    key: 'history',
    names: { one: 'History', many: 'Histories' },
    label: { one: l('History', 'ইতিহাস'), many: l('History', 'ইতিহাস') },
    answers: 'getSchoolHistory',
    ...EDITED_LIST,
    fields: [
      HEADING,
      { name: 'text', kind: 'long-text', label: l('Text', 'বিবরণ'), required: true, bengali: true },
      {
        name: 'images',
        kind: 'uploads',
        label: l('Pictures (a slideshow)', 'ছবি (স্লাইডশো)'),
        upload: 'picture',
        max: 20,
      },
    ],
    list: ['heading'],
    search: ['heading', 'text'],
  },
  {
    key: 'features',
    names: { one: 'Feature', many: 'Features' },
    label: { one: l('Feature', 'বৈশিষ্ট্য'), many: l('Features', 'বৈশিষ্ট্য') },
    answers: 'getFeatures',
    ...EDITED_LIST,
    fields: [
      { ...TITLE, required: true },
      {
        name: 'service_text',
        kind: 'long-text',
        label: l('Text', 'বিবরণ'),
        required: true,
        bengali: true,
      },
      picture('icon', l('Icon', 'আইকন')),
    ],
    list: ['title'],
    search: ['title', 'service_text'],
  },
  {
    key: 'testimonials',
    names: { one: 'Testimonial', many: 'Testimonials' },
    label: { one: l('Testimonial', 'মতামত'), many: l('Testimonials', 'মতামত') },
    answers: 'getTestimonials',
    ...EDITED_LIST,
    fields: [
      NAME,
      {
        name: 'profession',
        kind: 'text',
        label: l('Profession', 'পেশা'),
        required: true,
        bengali: true,
      },
      { name: 'star', kind: 'number', label: l('Stars', 'তারকা'), required: true, min: 1, max: 5 },
      {
        name: 'text',
        kind: 'long-text',
        label: l('What they say', 'মতামত'),
        required: true,
        bengali: true,
      },
      picture('testimonial_image', l('Photo', 'ছবি'), 'staff-photo'),
    ],
    list: ['name', 'profession', 'star'],
    search: ['name', 'profession', 'text'],
  },
  {
    key: 'alumni',
    names: { one: 'Alumnus', many: 'Alumni' },
    label: { one: l('Former student', 'প্রাক্তন শিক্ষার্থী'), many: l('Alumni', 'প্রাক্তন শিক্ষার্থী') },
    answers: 'getIconicStudents',
    ...EDITED_LIST,
    fields: [
      NAME,
      DESIGNATION,
      {
        name: 'batch_year',
        kind: 'text',
        label: l('Batch', 'ব্যাচ'),
        required: true,
        bengali: true,
      },
      { name: 'test', kind: 'long-text', label: l('Quote', 'উক্তি'), required: true, bengali: true },
      picture('image', l('Photo', 'ছবি'), 'staff-photo'),
    ],
    list: ['name', 'designation', 'batch_year'],
    search: ['name', 'designation', 'test'],
  },
  {
    key: 'credentials',
    names: { one: 'Credential', many: 'Credentials' },
    label: { one: l('Credential', 'স্বীকৃতি'), many: l('Credentials', 'স্বীকৃতি') },
    answers: 'getCredentials',
    ...EDITED_LIST,
    fields: [
      HEADLINE,
      picture('image', l('Picture', 'ছবি')),
      picture('o_image', l('Second picture', 'দ্বিতীয় ছবি')),
    ],
    list: ['headline'],
    search: ['headline'],
  },
  {
    key: 'important-links',
    names: { one: 'ImportantLink', many: 'ImportantLinks' },
    label: { one: l('Important link', 'গুরুত্বপূর্ণ লিংক'), many: l('Important links', 'গুরুত্বপূর্ণ লিংক') },
    answers: 'getImportantLinks',
    ...EDITED_LIST,
    fields: [
      HEADLINE,
      { name: 'link', kind: 'url', label: l('Address', 'ঠিকানা'), required: true },
      { name: 'image', kind: 'upload', label: l('Picture', 'ছবি'), upload: 'picture' },
    ],
    list: ['headline', 'link'],
    search: ['headline', 'link'],
  },
  {
    key: 'link-groups',
    names: { one: 'LinkGroup', many: 'LinkGroups' },
    label: { one: l('Group of links', 'লিংকের দল'), many: l('Groups of links', 'লিংকের দল') },
    answers: 'getLinkNames',
    ...EDITED_LIST,
    fields: [
      NAME,
      { name: 'page_link', kind: 'links', label: l('Links', 'লিংক'), required: true },
      {
        name: 'sort_order',
        kind: 'number',
        label: l('Place in the list', 'তালিকায় ক্রম'),
        required: true,
        min: 0,
        max: 10_000,
      },
    ],
    list: ['name', 'sort_order'],
    search: ['name'],
  },
  // People and rules ---------------------------------------------------------------------------
  {
    key: 'committee',
    names: { one: 'CommitteeMember', many: 'CommitteeMembers' },
    label: { one: l('Committee member', 'কমিটির সদস্য'), many: l('Committee', 'কমিটি') },
    answers: 'getCommittees',
    ...EDITED_LIST,
    fields: [NAME, DESIGNATION, picture('img', l('Photo', 'ছবি'), 'staff-photo')],
    list: ['name', 'designation'],
    search: ['name', 'designation'],
  },
  {
    key: 'dress-codes',
    names: { one: 'DressCode', many: 'DressCodes' },
    label: { one: l('Dress code', 'পোশাক'), many: l('Dress code', 'পোশাক') },
    answers: 'getDressCodes',
    ...EDITED_LIST,
    fields: [
      {
        name: 'description',
        kind: 'long-text',
        label: l('Description', 'বিবরণ'),
        required: true,
        bengali: true,
      },
      picture('dress_image', l('Picture', 'ছবি')),
    ],
    list: ['description'],
    search: ['description'],
  },
  {
    key: 'seats',
    names: { one: 'SeatInfo', many: 'SeatInfos' },
    label: { one: l('Seats of a class', 'শ্রেণির আসন'), many: l('Seats', 'আসন') },
    answers: 'getSeatInfo',
    ...EDITED_LIST,
    fields: [
      {
        name: 'class_id',
        kind: 'ref',
        label: l('Class', 'শ্রেণি'),
        required: true,
        entity: 'class-configs',
      },
      {
        name: 'no_of_seat',
        kind: 'number',
        label: l('Seats', 'আসন সংখ্যা'),
        required: true,
        min: 0,
        max: 100_000,
      },
    ],
    list: ['class_id', 'no_of_seat'],
    search: [],
  },
  {
    key: 'staff',
    names: { one: 'StaffMember', many: 'Staff' },
    label: { one: l('Staff member', 'শিক্ষক-কর্মচারী'), many: l('Staff', 'শিক্ষক-কর্মচারী') },
    answers: 'getStaffProfiles',
    ...EDITED_LIST,
    fields: [
      NAME,
      DESIGNATION,
      { name: 'role', kind: 'text', label: l('Role', 'দায়িত্ব'), required: true, bengali: true },
      {
        name: 'is_teacher',
        kind: 'boolean',
        label: l('Listed with the teachers', 'শিক্ষকদের তালিকায়'),
      },
      {
        name: 'registration',
        kind: 'text',
        label: l('Registration number', 'নিবন্ধন নম্বর'),
        blank: '',
      },
      picture('avatar', l('Photo', 'ছবি'), 'staff-photo'),
      {
        name: 'sort_order',
        kind: 'number',
        label: l('Place in the list', 'তালিকায় ক্রম'),
        required: true,
        min: 0,
        max: 100_000,
      },
    ],
    list: ['name', 'designation', 'is_teacher'],
    search: ['name', 'designation', 'role', 'registration'],
  },
  // Classes and exams --------------------------------------------------------------------------
  {
    key: 'class-configs',
    names: { one: 'ClassConfig', many: 'ClassConfigs' },
    label: { one: l('Class', 'শ্রেণি'), many: l('Classes', 'শ্রেণি') },
    answers: 'getClassConfigs',
    ...EDITED_LIST,
    fields: [
      { ...NAME, name: 'class_name', label: l('Class', 'শ্রেণি') },
      { name: 'section_name', kind: 'text', label: l('Section', 'শাখা'), bengali: true },
      { name: 'shift_name', kind: 'text', label: l('Shift', 'শিফট'), bengali: true },
      {
        name: 'group_name',
        kind: 'text',
        label: l('Group (classes by session)', 'বিভাগ (সেশনভিত্তিক শ্রেণি)'),
        bengali: true,
      },
    ],
    list: ['class_name', 'section_name', 'shift_name', 'group_name'],
    search: ['class_name', 'section_name', 'shift_name', 'group_name'],
  },
  {
    key: 'sessions',
    names: { one: 'AcademicSession', many: 'AcademicSessions' },
    label: { one: l('Session', 'সেশন'), many: l('Sessions', 'সেশন') },
    answers: 'getAcademicSessions',
    ...EDITED_LIST,
    fields: [
      {
        name: 'start_year',
        kind: 'number',
        label: l('First year', 'শুরুর বছর'),
        required: true,
        min: 1900,
        max: 2200,
      },
      {
        name: 'end_year',
        kind: 'number',
        label: l('Last year', 'শেষের বছর'),
        required: true,
        min: 1900,
        max: 2200,
      },
    ],
    list: ['start_year', 'end_year'],
    search: [],
  },
  {
    key: 'years',
    names: { one: 'AdmissionYear', many: 'AdmissionYears' },
    label: { one: l('Academic year', 'শিক্ষাবর্ষ'), many: l('Academic years', 'শিক্ষাবর্ষ') },
    answers: 'getAdmissionYears',
    ...EDITED_LIST,
    fields: [{ name: 'name', kind: 'text', label: l('Year', 'বছর'), required: true, max: 20 }],
    list: ['name'],
    search: ['name'],
  },
  {
    key: 'exams',
    names: { one: 'Exam', many: 'Exams' },
    label: { one: l('Exam', 'পরীক্ষা'), many: l('Exams', 'পরীক্ষা') },
    answers: 'getExams',
    ...EDITED_LIST,
    fields: [{ ...NAME, label: l('Exam', 'পরীক্ষা') }],
    list: ['name'],
    search: ['name'],
  },
  // Documents and colours ----------------------------------------------------------------------
  {
    key: 'downloads',
    names: { one: 'Download', many: 'Downloads' },
    label: { one: l('Document', 'নথি'), many: l('Documents', 'নথি') },
    answers: 'getDownloads',
    ...EDITED_LIST,
    fields: [
      { ...TITLE, required: true },
      {
        name: 'files',
        kind: 'upload',
        label: l('Document (PDF)', 'নথি (পিডিএফ)'),
        upload: 'document',
        required: true,
      },
      {
        name: 'download_type',
        kind: 'select',
        label: l('Kind of document', 'নথির ধরন'),
        required: true,
        options: DOWNLOAD_TYPES.map((value) => words(value, value, value)),
      },
      {
        name: 'class_id',
        kind: 'ref',
        label: l('Class', 'শ্রেণি'),
        required: true,
        entity: 'class-configs',
      },
      {
        name: 'admission_year_id',
        kind: 'ref',
        label: l('Academic year (classes by year)', 'শিক্ষাবর্ষ (বছরভিত্তিক শ্রেণি)'),
        entity: 'years',
      },
      {
        name: 'academic_session_id',
        kind: 'ref',
        label: l('Session (classes by session)', 'সেশন (সেশনভিত্তিক শ্রেণি)'),
        entity: 'sessions',
      },
      { name: 'updated_at', kind: 'date', label: l('Date', 'তারিখ'), required: true },
    ],
    list: ['title', 'download_type', 'updated_at'],
    search: ['title'],
  },
  // The school's facts (issue 24): public calls beyond the spec ------------------------------
  {
    key: 'fees',
    names: { one: 'Fee', many: 'Fees' },
    label: { one: l('Fees of a class', 'শ্রেণির ফি'), many: l('Fees', 'ফি') },
    answers: 'getFees',
    ...EDITED_LIST,
    fields: [
      CLASS,
      SESSION,
      {
        name: 'heads',
        kind: 'rows',
        label: l('Fees', 'ফি'),
        required: true,
        max: 30,
        columns: [
          {
            name: 'head',
            kind: 'text',
            label: l('Fee', 'ফি-এর নাম'),
            required: true,
            bengali: true,
          },
          {
            name: 'amount',
            kind: 'number',
            label: l('Amount (taka)', 'পরিমাণ (টাকা)'),
            required: true,
            min: 0,
            max: 10_000_000,
          },
          {
            name: 'per',
            kind: 'select',
            label: l('Paid', 'পরিশোধ'),
            required: true,
            options: FEE_PERIODS.map((value) =>
              words(value, FEE_PERIOD_WORDS[value][0], FEE_PERIOD_WORDS[value][1]),
            ),
          },
        ],
      },
      {
        name: 'note',
        kind: 'long-text',
        label: l('Note under the fees', 'ফি-এর নিচে টীকা'),
        bengali: true,
      },
    ],
    list: ['class_id', 'session'],
    search: ['session', 'note'],
  },
  {
    key: 'class-routines',
    names: { one: 'ClassRoutine', many: 'ClassRoutines' },
    label: { one: l('Class routine', 'ক্লাস রুটিন'), many: l('Class routines', 'ক্লাস রুটিন') },
    answers: 'getClassRoutines',
    ...EDITED_LIST,
    fields: [
      { ...CLASS, label: l('Class (its section and shift)', 'শ্রেণি (শাখা ও শিফট)') },
      SESSION,
      {
        name: 'periods',
        kind: 'rows',
        label: l('Periods', 'পিরিয়ড'),
        required: true,
        max: 12,
        columns: [
          PERIOD,
          { name: 'start', kind: 'time', label: l('Starts', 'শুরু'), required: true },
          { name: 'end', kind: 'time', label: l('Ends', 'শেষ'), required: true },
        ],
      },
      {
        name: 'classes',
        kind: 'rows',
        label: l('Classes of the week', 'সপ্তাহের ক্লাস'),
        required: true,
        max: 100,
        columns: [
          {
            name: 'day',
            kind: 'select',
            label: l('Day', 'বার'),
            required: true,
            options: WEEKDAYS.map((value) =>
              words(value, WEEKDAY_WORDS[value][0], WEEKDAY_WORDS[value][1]),
            ),
          },
          PERIOD,
          SUBJECT,
          { name: 'teacher', kind: 'text', label: l('Teacher', 'শিক্ষক'), bengali: true },
        ],
      },
    ],
    list: ['class_id', 'session'],
    search: ['session'],
  },
  {
    key: 'exam-routines',
    names: { one: 'ExamRoutine', many: 'ExamRoutines' },
    label: { one: l('Exam routine', 'পরীক্ষার রুটিন'), many: l('Exam routines', 'পরীক্ষার রুটিন') },
    answers: 'getExamRoutines',
    ...EDITED_LIST,
    fields: [
      EXAM,
      CLASS,
      SESSION,
      {
        name: 'papers',
        kind: 'rows',
        label: l('Papers', 'পত্র'),
        required: true,
        max: 40,
        columns: [
          { name: 'date', kind: 'date', label: l('Date', 'তারিখ'), required: true },
          { name: 'start', kind: 'time', label: l('Starts', 'শুরু'), required: true },
          { name: 'end', kind: 'time', label: l('Ends', 'শেষ'), required: true },
          SUBJECT,
          {
            name: 'full_marks',
            kind: 'number',
            label: l('Full marks', 'পূর্ণমান'),
            required: true,
            min: 0,
            max: 1000,
          },
        ],
      },
    ],
    list: ['exam_id', 'class_id', 'session'],
    search: ['session'],
  },
  {
    key: 'seat-plans',
    names: { one: 'SeatPlan', many: 'SeatPlans' },
    label: { one: l('Seat plan', 'আসন বিন্যাস'), many: l('Seat plans', 'আসন বিন্যাস') },
    answers: 'getSeatPlans',
    ...EDITED_LIST,
    fields: [
      EXAM,
      CLASS,
      SESSION,
      {
        name: 'rooms',
        kind: 'rows',
        label: l('Rooms', 'কক্ষ'),
        required: true,
        max: 50,
        columns: [
          { name: 'room', kind: 'text', label: l('Room', 'কক্ষ'), required: true, bengali: true },
          {
            name: 'roll_from',
            kind: 'number',
            label: l('From roll', 'রোল থেকে'),
            required: true,
            min: 0,
            max: 10_000_000,
          },
          {
            name: 'roll_to',
            kind: 'number',
            label: l('To roll', 'রোল পর্যন্ত'),
            required: true,
            min: 0,
            max: 10_000_000,
          },
        ],
      },
    ],
    list: ['exam_id', 'class_id', 'session'],
    search: ['session'],
  },
  {
    key: 'syllabi',
    names: { one: 'Syllabus', many: 'Syllabi' },
    label: { one: l('Syllabus', 'পাঠ্যসূচি'), many: l('Syllabi', 'পাঠ্যসূচি') },
    answers: 'getSyllabi',
    ...EDITED_LIST,
    fields: [
      CLASS,
      SESSION,
      {
        name: 'text',
        kind: 'long-text',
        label: l('Syllabus in short (a subject a line)', 'সংক্ষেপে পাঠ্যসূচি (প্রতি লাইনে একটি বিষয়)'),
        required: true,
        bengali: true,
      },
      {
        name: 'file',
        kind: 'upload',
        label: l('The whole syllabus (PDF)', 'পূর্ণ পাঠ্যসূচি (পিডিএফ)'),
        upload: 'document',
      },
    ],
    list: ['class_id', 'session'],
    search: ['session', 'text'],
  },
  {
    key: 'admission-info',
    names: { one: 'AdmissionInfo', many: 'AdmissionInfos' },
    label: {
      one: l('Admission information', 'ভর্তির তথ্য'),
      many: l('Admission information', 'ভর্তির তথ্য'),
    },
    answers: 'getAdmissionInfo',
    ...EDITED_LIST,
    fields: [
      { ...TITLE, required: true },
      {
        name: 'apply_from',
        kind: 'date',
        label: l('Applications open', 'আবেদন শুরু'),
        required: true,
      },
      {
        name: 'apply_until',
        kind: 'date',
        label: l('Last day to apply', 'আবেদনের শেষ দিন'),
        required: true,
      },
      { name: 'test_date', kind: 'date', label: l('Admission test', 'ভর্তি পরীক্ষা') },
      { name: 'result_date', kind: 'date', label: l('Result published', 'ফল প্রকাশ') },
      {
        name: 'application_fee',
        kind: 'number',
        label: l('Application fee (taka)', 'আবেদন ফি (টাকা)'),
        min: 0,
        max: 100_000,
      },
      {
        name: 'fees',
        kind: 'long-text',
        label: l('Fees on admission (one a line)', 'ভর্তির সময় ফি (প্রতি লাইনে একটি)'),
        required: true,
        bengali: true,
      },
      {
        name: 'documents',
        kind: 'long-text',
        label: l('Documents to bring (one a line)', 'যে কাগজপত্র আনতে হবে (প্রতি লাইনে একটি)'),
        required: true,
        bengali: true,
      },
      {
        name: 'after',
        kind: 'long-text',
        label: l('After applying (a step a line)', 'আবেদনের পর (প্রতি লাইনে একটি ধাপ)'),
        required: true,
        bengali: true,
      },
    ],
    list: ['title', 'apply_from', 'apply_until'],
    search: ['title', 'fees', 'documents', 'after'],
  },
] as const satisfies readonly ContentEntity[];

export type OfficeEntities = typeof OFFICE_ENTITIES;
export type OfficeEntity = OfficeEntities[number];
export type ContentKey = OfficeEntity['key'];

/** An entity by its key. */
export const entityOf = (key: string): ContentEntity | undefined =>
  (OFFICE_ENTITIES as readonly ContentEntity[]).find((entity) => entity.key === key);

// The calls --------------------------------------------------------------------------------

/** What a generated call does to its entity. */
export type ContentVerb =
  | 'list'
  | 'get'
  | 'create'
  | 'update'
  | 'hide'
  | 'unhide'
  | 'delete'
  | 'preview';

/** A generated call: its table half, and what it does to which entity (for the provider). */
export interface ContentCall extends OfficeCall {
  readonly entity: string;
  readonly verb: ContentVerb;
}

/** The query of a list: its page and its size, and words to look for. */
export const CONTENT_LIST_QUERY = ['page', 'page_size', 'q'] as const;

type Base<K extends string> = `/office/api/content/${K}`;

/** One generated call's table half, typed exactly (its path names its parameters). */
interface Made<
  E extends OfficeEntity,
  V extends ContentVerb,
  M extends OfficeCall['method'],
  P extends string,
> {
  readonly method: M;
  readonly path: P;
  readonly role: E['role'];
  readonly entity: E['key'];
  readonly verb: V;
}
type WithBody = { readonly body: true };

type ListCalls<E extends OfficeEntity, One extends string = E['names']['one']> = {
  readonly [K in `list${E['names']['many']}`]: Made<E, 'list', 'GET', Base<E['key']>> & {
    readonly query: typeof CONTENT_LIST_QUERY;
  };
} & { readonly [K in `get${One}`]: Made<E, 'get', 'GET', `${Base<E['key']>}/{id}`> } & {
  readonly [K in `create${One}`]: Made<E, 'create', 'POST', Base<E['key']>> & WithBody;
} & {
  readonly [K in `update${One}`]: Made<E, 'update', 'PATCH', `${Base<E['key']>}/{id}`> & WithBody;
} & {
  readonly [K in `delete${One}`]: Made<E, 'delete', 'DELETE', `${Base<E['key']>}/{id}`>;
} & {
  readonly [K in `preview${One}`]: Made<E, 'preview', 'POST', `${Base<E['key']>}/preview`> &
    WithBody;
} & (E['hides'] extends true
    ? { readonly [K in `hide${One}`]: Made<E, 'hide', 'POST', `${Base<E['key']>}/{id}/hide`> } & {
        readonly [K in `unhide${One}`]: Made<E, 'unhide', 'POST', `${Base<E['key']>}/{id}/unhide`>;
      }
    : unknown);

type SingleCalls<E extends OfficeEntity, One extends string = E['names']['one']> = {
  readonly [K in `get${One}`]: Made<E, 'get', 'GET', Base<E['key']>>;
} & {
  readonly [K in `update${One}`]: Made<E, 'update', 'PATCH', Base<E['key']>> & WithBody;
} & {
  readonly [K in `preview${One}`]: Made<E, 'preview', 'POST', `${Base<E['key']>}/preview`> &
    WithBody;
};

type CallsOf<E> = E extends OfficeEntity
  ? E['single'] extends true
    ? SingleCalls<E>
    : ListCalls<E>
  : never;
type Together<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void
  ? I
  : never;

/** Every generated call, by name: `listNotices`, `createNotice`, `getInstitute`… */
export type ContentCalls = Together<CallsOf<OfficeEntity>>;

function callsOf(entity: ContentEntity): Record<string, ContentCall> {
  const base = `/office/api/content/${entity.key}`;
  const { one, many } = entity.names;
  const of = (verb: ContentVerb, method: OfficeCall['method'], path: string, body = false) => ({
    method,
    path,
    role: entity.role,
    ...(body ? { body: true as const } : {}),
    ...(verb === 'list' ? { query: CONTENT_LIST_QUERY } : {}),
    entity: entity.key,
    verb,
  });
  if (entity.single) {
    return {
      [`get${one}`]: of('get', 'GET', base),
      [`update${one}`]: of('update', 'PATCH', base, true),
      [`preview${one}`]: of('preview', 'POST', `${base}/preview`, true),
    };
  }
  const row = `${base}/{id}`;
  return {
    [`list${many}`]: of('list', 'GET', base),
    [`get${one}`]: of('get', 'GET', row),
    [`create${one}`]: of('create', 'POST', base, true),
    [`update${one}`]: of('update', 'PATCH', row, true),
    ...(entity.hides
      ? {
          [`hide${one}`]: of('hide', 'POST', `${row}/hide`),
          [`unhide${one}`]: of('unhide', 'POST', `${row}/unhide`),
        }
      : {}),
    [`delete${one}`]: of('delete', 'DELETE', row),
    [`preview${one}`]: of('preview', 'POST', `${base}/preview`, true),
  };
}

/** The office's calls for every entity, generated from `OFFICE_ENTITIES`. */
export const CONTENT_CALLS = Object.assign(
  {},
  ...(OFFICE_ENTITIES as readonly ContentEntity[]).map(callsOf),
) as ContentCalls;

/** The publishing state of a row: a draft, on the site, or on the site from `publish_at`. */
export const PUBLISH_STATES = ['draft', 'published', 'scheduled'] as const;
export type PublishState = (typeof PUBLISH_STATES)[number];
