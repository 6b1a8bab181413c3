import { defineWords, type Localized } from '../i18n.ts';

/**
 * The words of the embed page (/widgets/) and of the iframe's page (/embed/<widget>): each
 * widget's name and what it shows, a short hint for every attribute the elements take, and the
 * steps for a WordPress page. The attributes themselves come from the elements' manifest
 * (embed-code.ts); a test holds every one of them to a hint here in both languages.
 */

interface WidgetText {
  name: string;
  summary: string;
}

/** By the tag without `school-`. */
export const WIDGET_TEXT: Localized<Record<string, WidgetText>> = {
  en: {
    'admission-form': {
      name: 'Admission form',
      summary: 'Apply for admission online, with a photo.',
    },
    'admission-info': {
      name: 'Admission information',
      summary: 'Dates, fees, documents to bring and what happens after applying.',
    },
    alumni: { name: 'Alumni', summary: 'Former students the school is proud of, in a carousel.' },
    committee: { name: 'Managing committee', summary: 'The members of the managing committee.' },
    'contact-details': {
      name: 'Contact details',
      summary: 'The address, phone numbers, email and map.',
    },
    'contact-form': { name: 'Contact form', summary: 'Send the school a message.' },
    'class-routine': { name: 'Class routine', summary: "Each class's periods, day by day." },
    credentials: { name: 'Credentials', summary: "The school's certificate and its recognitions." },
    'document-downloader': {
      name: 'Academic documents',
      summary: 'Find and download documents by class and session.',
    },
    'dress-code': { name: 'Dress code', summary: 'The uniforms of boys and girls.' },
    events: { name: 'Events', summary: 'The upcoming events, soonest first.' },
    'exam-routine': { name: 'Exam routine', summary: 'The exams’ papers, dates and times.' },
    features: { name: 'Features', summary: 'What the school offers.' },
    fees: { name: 'Fees', summary: 'The fees of each class, in taka.' },
    'head-messages': {
      name: 'Messages from the head',
      summary: "The head of the institution's message, and others'.",
    },
    'hero-slider': { name: 'Banner slider', summary: "The school's banners, one at a time." },
    history: { name: 'History', summary: "The school's history." },
    'important-links': { name: 'Important links', summary: 'The links the school points to.' },
    'institute-card': {
      name: 'Institute card',
      summary: 'The school at a glance: logo, name, EIIN and address.',
    },
    'institute-header': {
      name: 'Institute header',
      summary: "The school's logo and name, for the top of a page.",
    },
    'link-groups': { name: 'Link groups', summary: "The school's groups of page links." },
    'notice-board': {
      name: 'Notice board',
      summary: 'Every notice, newest first, with its attachment.',
    },
    'notice-ticker': { name: 'Notice ticker', summary: 'The current notices, scrolling by.' },
    'picture-gallery': { name: 'Picture gallery', summary: "The school's pictures." },
    'result-checker': {
      name: 'Result checker',
      summary: 'Look up an exam result by roll number and download the report card.',
    },
    'result-verifier': { name: 'Report card check', summary: "Check a report card's code." },
    'seat-info': { name: 'Seats', summary: 'The seats of each class.' },
    'seat-plan': { name: 'Seat plan', summary: 'Which rolls sit in which room for an exam.' },
    'staff-directory': {
      name: 'Staff and teachers',
      summary: 'The staff or the teachers, 20 to a page.',
    },
    'student-directory': { name: 'Students', summary: 'The students of a class.' },
    syllabus: {
      name: 'Syllabus',
      summary: 'What each class studies, with the whole syllabus to download.',
    },
    testimonials: {
      name: 'Testimonials',
      summary: 'What parents, guardians and former students say.',
    },
    'video-gallery': { name: 'Video gallery', summary: "The school's videos." },
    'welcome-speech': { name: 'Welcome speech', summary: "The school's welcome speech." },
  },
  bn: {
    'admission-form': { name: 'ভর্তি ফরম', summary: 'ছবিসহ অনলাইনে ভর্তির আবেদন।' },
    'admission-info': {
      name: 'ভর্তি তথ্য',
      summary: 'তারিখ, ফি, যে কাগজপত্র আনতে হবে ও আবেদনের পরে কী হয়।',
    },
    alumni: { name: 'প্রাক্তন শিক্ষার্থী', summary: 'বিদ্যালয়ের গর্বের প্রাক্তন শিক্ষার্থীরা, স্লাইডে।' },
    committee: { name: 'পরিচালনা পর্ষদ', summary: 'পরিচালনা পর্ষদের সদস্যরা।' },
    'contact-details': { name: 'যোগাযোগের তথ্য', summary: 'ঠিকানা, ফোন নম্বর, ইমেইল ও মানচিত্র।' },
    'contact-form': { name: 'যোগাযোগ ফরম', summary: 'বিদ্যালয়কে একটি বার্তা পাঠান।' },
    'class-routine': { name: 'ক্লাস রুটিন', summary: 'প্রতিটি শ্রেণির দিনভিত্তিক ক্লাসের সময়সূচি।' },
    credentials: { name: 'স্বীকৃতি', summary: 'বিদ্যালয়ের সনদ ও স্বীকৃতি।' },
    'document-downloader': {
      name: 'শিক্ষা বিষয়ক নথি',
      summary: 'শ্রেণি ও সেশন অনুযায়ী নথি খুঁজে ডাউনলোড করুন।',
    },
    'dress-code': { name: 'পোশাক বিধি', summary: 'ছাত্র ও ছাত্রীদের পোশাক।' },
    events: { name: 'অনুষ্ঠানসূচি', summary: 'আসন্ন অনুষ্ঠান, সবচেয়ে কাছেরটি আগে।' },
    'exam-routine': { name: 'পরীক্ষার রুটিন', summary: 'পরীক্ষার বিষয়, তারিখ ও সময়।' },
    features: { name: 'বৈশিষ্ট্য', summary: 'বিদ্যালয়ের সুযোগ-সুবিধা।' },
    fees: { name: 'ফি', summary: 'প্রতিটি শ্রেণির ফি, টাকায়।' },
    'head-messages': { name: 'প্রধানের বাণী', summary: 'প্রতিষ্ঠান প্রধানের ও অন্যদের বাণী।' },
    'hero-slider': { name: 'ব্যানার স্লাইডার', summary: 'বিদ্যালয়ের ব্যানার, একটির পর একটি।' },
    history: { name: 'ইতিহাস', summary: 'বিদ্যালয়ের ইতিহাস।' },
    'important-links': { name: 'গুরুত্বপূর্ণ লিংক', summary: 'বিদ্যালয়ের দেওয়া গুরুত্বপূর্ণ লিংক।' },
    'institute-card': {
      name: 'প্রতিষ্ঠান পরিচিতি',
      summary: 'এক নজরে বিদ্যালয়: লোগো, নাম, ইআইআইএন ও ঠিকানা।',
    },
    'institute-header': {
      name: 'প্রতিষ্ঠানের শিরোনাম',
      summary: 'পাতার উপরের অংশের জন্য বিদ্যালয়ের লোগো ও নাম।',
    },
    'link-groups': { name: 'লিংকের গুচ্ছ', summary: 'বিদ্যালয়ের পাতাগুলোর লিংক, গুচ্ছ করে।' },
    'notice-board': { name: 'নোটিশ বোর্ড', summary: 'সব নোটিশ, নতুনটি আগে, সংযুক্তিসহ।' },
    'notice-ticker': { name: 'নোটিশ টিকার', summary: 'চলমান সাম্প্রতিক নোটিশ।' },
    'picture-gallery': { name: 'ছবির গ্যালারি', summary: 'বিদ্যালয়ের ছবি।' },
    'result-checker': {
      name: 'ফলাফল অনুসন্ধান',
      summary: 'রোল নম্বর দিয়ে পরীক্ষার ফলাফল দেখুন ও রিপোর্ট কার্ড ডাউনলোড করুন।',
    },
    'result-verifier': { name: 'রিপোর্ট কার্ড যাচাই', summary: 'রিপোর্ট কার্ডের কোড যাচাই করুন।' },
    'seat-info': { name: 'আসন সংখ্যা', summary: 'প্রতিটি শ্রেণির আসন।' },
    'seat-plan': { name: 'আসন বিন্যাস', summary: 'পরীক্ষায় কোন রোল কোন কক্ষে বসবে।' },
    'staff-directory': {
      name: 'কর্মচারী ও শিক্ষক',
      summary: 'কর্মচারী বা শিক্ষকবৃন্দ, প্রতি পাতায় ২০ জন।',
    },
    'student-directory': { name: 'শিক্ষার্থী', summary: 'একটি শ্রেণির শিক্ষার্থীরা।' },
    syllabus: { name: 'পাঠ্যসূচি', summary: 'প্রতিটি শ্রেণির পাঠ্যসূচি, পুরোটা ডাউনলোডসহ।' },
    testimonials: { name: 'মতামত', summary: 'অভিভাবক ও প্রাক্তন শিক্ষার্থীদের মতামত।' },
    'video-gallery': { name: 'ভিডিও গ্যালারি', summary: 'বিদ্যালয়ের ভিডিও।' },
    'welcome-speech': { name: 'স্বাগত বক্তব্য', summary: 'বিদ্যালয়ের স্বাগত বক্তব্য।' },
  },
};

/**
 * What each attribute does, by its name, or by `<widget>:<name>` where a widget means something
 * of its own by it. Values an attribute takes literally (`page`, `include`) stay in Latin.
 */
const ATTRIBUTE_HINTS: Localized<Record<string, string>> = {
  en: {
    'heading-level': 'The level of its heading, 1 to 6 (default 2).',
    'institute-header:heading-level':
      "Makes the school's name a heading of this level, 1 to 6 (none by default).",
    map: 'Show the map (shown unless you choose No).',
    image: "Show the contact's side picture too.",
    compact: 'Only the name, mobile number and message.',
    'class-id': "A class's id: that search is shown at once.",
    session: "The session's start year (for example 2025), for a class with a group.",
    year: "The academic year's name (for example 2026), for a class without a group.",
    'result-checker:year': "The academic year's id, to look a result up at once.",
    type: 'The document type, for example Class Notes.',
    limit: 'Show only this many, with a link to all of them.',
    href: "Where its links lead (by default the school site's own page).",
    poster: 'A picture shown in the banners’ place while they load.',
    variant: '“page” shows the whole text; otherwise its start and “Read more”.',
    'site-url': "The school site's address, for its links to its own pages.",
    name: "The school's name, shown at once while the rest loads.",
    featured: 'Only the featured pictures.',
    layout: '“grid” (the default) or “carousel”.',
    roll: 'A roll number to look up at once, with the year and the exam.',
    exam: "The exam's id, to look a result up at once.",
    'school-name': "The school's name on the report card.",
    'result-verifier:school-name': "The school's name, when the provider cannot be read.",
    'verify-url': "The page a report card's QR code leads to.",
    token: "A report card's code to check at once.",
    keys: "The school's public keys (JSON), to check a code without the provider.",
    roles: '“exclude” (the default): the staff; “include”: the teachers.',
    page: 'The page to show, from 1.',
  },
  bn: {
    'heading-level': 'শিরোনামের স্তর, ১ থেকে ৬ (সাধারণত ২)।',
    'institute-header:heading-level':
      'বিদ্যালয়ের নামকে এই স্তরের শিরোনাম করে, ১ থেকে ৬ (সাধারণত শিরোনাম নয়)।',
    map: 'মানচিত্র দেখান (“না” না বাছলে দেখানো হয়)।',
    image: 'পাশের ছবিটিও দেখান।',
    compact: 'শুধু নাম, মোবাইল নম্বর ও বার্তা।',
    'class-id': 'একটি শ্রেণির আইডি: সেই অনুসন্ধান শুরুতেই দেখানো হয়।',
    session: 'সেশনের শুরুর বছর (যেমন ২০২৫), বিভাগসহ শ্রেণির জন্য।',
    year: 'শিক্ষাবর্ষের নাম (যেমন ২০২৬), বিভাগ ছাড়া শ্রেণির জন্য।',
    'result-checker:year': 'শিক্ষাবর্ষের আইডি, শুরুতেই ফলাফল দেখানোর জন্য।',
    type: 'নথির ধরন, যেমন Class Notes।',
    limit: 'শুধু এতগুলো দেখান, সবগুলোর একটি লিংকসহ।',
    href: 'লিংকগুলো কোথায় যাবে (সাধারণত বিদ্যালয়ের ওয়েবসাইটের পাতায়)।',
    poster: 'ব্যানার আসার আগে তাদের জায়গায় দেখানো ছবি।',
    variant: '“page” দিলে পুরো লেখা; না দিলে শুরুর অংশ ও “আরও পড়ুন”।',
    'site-url': 'বিদ্যালয়ের ওয়েবসাইটের ঠিকানা, তার নিজের পাতার লিংকের জন্য।',
    name: 'বিদ্যালয়ের নাম, বাকিটা আসার আগেই দেখানো হয়।',
    featured: 'শুধু বাছাই করা ছবি।',
    layout: '“grid” (সাধারণত) বা “carousel”।',
    roll: 'শুরুতেই দেখানোর রোল নম্বর, বছর ও পরীক্ষাসহ।',
    exam: 'পরীক্ষার আইডি, শুরুতেই ফলাফল দেখানোর জন্য।',
    'school-name': 'রিপোর্ট কার্ডে বিদ্যালয়ের নাম।',
    'result-verifier:school-name': 'সার্ভার থেকে পড়া না গেলে বিদ্যালয়ের নাম।',
    'verify-url': 'রিপোর্ট কার্ডের কিউআর কোড যে পাতায় নিয়ে যায়।',
    token: 'শুরুতেই যাচাইয়ের জন্য রিপোর্ট কার্ডের কোড।',
    keys: 'বিদ্যালয়ের পাবলিক কী (JSON), সার্ভার ছাড়াই কোড যাচাইয়ের জন্য।',
    roles: '“exclude” (সাধারণত): কর্মচারী; “include”: শিক্ষক।',
    page: 'যে পাতাটি দেখাবে, ১ থেকে।',
  },
};

/** An attribute's hint in a widget: its own meaning there, else the attribute's. */
export function attributeHint(lang: 'en' | 'bn', slug: string, name: string): string | undefined {
  const hints = ATTRIBUTE_HINTS[lang];
  return hints[`${slug}:${name}`] ?? hints[name];
}

/** The values a partner picks from instead of typing, where an attribute takes only a few. */
export const ATTRIBUTE_CHOICES: Readonly<Record<string, readonly string[]>> = {
  layout: ['grid', 'carousel'],
  roles: ['exclude', 'include'],
  variant: ['page'],
};

/** The theme's colours, by the name of their custom property after `--school-color-`. */
export const COLOUR_LABELS: Localized<Record<string, string>> = {
  en: {
    primary: 'Primary (headings, buttons)',
    'on-primary': 'Text on the primary colour',
    'primary-lite': 'Light primary (highlights)',
    secondary: 'Secondary (accents)',
    text: 'Text',
    background: 'Background',
    surface: 'Surface (cards, panels)',
    border: 'Borders',
    muted: 'Quiet text (dates, hints)',
  },
  bn: {
    primary: 'প্রধান রং (শিরোনাম, বোতাম)',
    'on-primary': 'প্রধান রঙের উপর লেখা',
    'primary-lite': 'হালকা প্রধান রং (বিশেষ অংশ)',
    secondary: 'দ্বিতীয় রং',
    text: 'লেখা',
    background: 'পটভূমি',
    surface: 'কার্ড ও প্যানেল',
    border: 'সীমানা',
    muted: 'হালকা লেখা (তারিখ, সংকেত)',
  },
};

export const EMBED_WORDS = defineWords({
  en: {
    intro:
      "Show the school's notices, results and more on your own website. Pick a widget, set its language, address and colours, see it below, and copy the code in the form your site takes.",
    pick: '1. Pick a widget',
    widget: 'Widget',
    settings: '2. Set it up',
    language: 'Language',
    english: 'English',
    bengali: 'Bengali',
    provider: "School server's address (api-base)",
    providerHint:
      "Where the widget asks for the school's data. The preview here can reach this school's server only.",
    options: 'Its own options',
    noOptions: 'This widget has no options of its own.',
    default: 'Default',
    yes: 'Yes',
    no: 'No',
    colours: 'Colours',
    coloursHint: 'Leave a colour as it is to keep the school’s own.',
    reset: 'Reset',
    resetColour: 'Reset {colour}',
    ownProperty: 'Its own setting',
    preview: '3. See it',
    previewHint: 'The widget as your visitors will see it, with this school’s data.',
    code: '4. Copy the code',
    codeIntro: 'Choose the form your site takes:',
    scriptTab: 'Script tag',
    scriptHint:
      'For any page that allows a script: paste both lines where the widget should appear.',
    evergreen: 'Always the newest version (elements.js)',
    pinned: 'This version, pinned, with its integrity hash',
    pinnedWaiting: 'The pinned version’s address is being read…',
    iframeTab: 'Iframe',
    iframeHint:
      'For a site that allows no script (many content systems and free site builders strip them). The widget uses this school’s server.',
    iframeHelper: 'Let the frame take its content’s height (adds one small script)',
    heightsTitle: 'How tall an iframe is',
    heights:
      'Without the script, the frame is as tall as the widget needs with the school’s data today, on a phone and on a wide screen:',
    heightsWidget: 'Widget',
    heightsPhone: 'Phone (375 px)',
    heightsDesktop: 'Desktop (1280 px)',
    reactTab: 'React',
    reactHint:
      'For a site built with React 19 and a bundler (Vite, Next.js): install the packages, then use the component.',
    copy: 'Copy the code',
    copied: 'Copied.',
    copyFailed: 'Could not copy: select the code and copy it yourself.',
    wordpress: 'On a WordPress page',
    wordpress1:
      'Open the page in the block editor and click + (Add block) where the widget should go.',
    wordpress2: 'Choose “Custom HTML” and paste the code into it.',
    wordpress3: 'Click “Preview” in the block to see the widget, then “Update” the page.',
    wordpress4:
      'If the widget does not show on the published page, your plan or a plugin removes scripts: use the iframe code instead.',
  },
  bn: {
    intro:
      'আপনার নিজের ওয়েবসাইটে বিদ্যালয়ের নোটিশ, ফলাফল ও আরও অনেক কিছু দেখান। একটি উইজেট বাছুন, তার ভাষা, ঠিকানা ও রং ঠিক করুন, নিচে দেখে নিন, তারপর আপনার সাইট যে রূপে নেয় সেই রূপে কোডটি কপি করুন।',
    pick: '১. একটি উইজেট বাছুন',
    widget: 'উইজেট',
    settings: '২. সাজিয়ে নিন',
    language: 'ভাষা',
    english: 'ইংরেজি',
    bengali: 'বাংলা',
    provider: 'বিদ্যালয়ের সার্ভারের ঠিকানা (api-base)',
    providerHint: 'উইজেট এখান থেকে বিদ্যালয়ের তথ্য আনে। এখানকার নমুনা শুধু এই বিদ্যালয়ের সার্ভারে পৌঁছাতে পারে।',
    options: 'এর নিজস্ব বিকল্প',
    noOptions: 'এই উইজেটের নিজস্ব কোনো বিকল্প নেই।',
    default: 'সাধারণ',
    yes: 'হ্যাঁ',
    no: 'না',
    colours: 'রং',
    coloursHint: 'বিদ্যালয়ের নিজের রং রাখতে রংটি যেমন আছে তেমন রাখুন।',
    reset: 'আগের মতো',
    resetColour: '{colour}: আগের মতো করুন',
    ownProperty: 'এর নিজস্ব মান',
    preview: '৩. দেখে নিন',
    previewHint: 'আপনার দর্শকেরা উইজেটটি যেমন দেখবেন, এই বিদ্যালয়ের তথ্যসহ।',
    code: '৪. কোড কপি করুন',
    codeIntro: 'আপনার সাইট যে রূপ নেয় তা বাছুন:',
    scriptTab: 'স্ক্রিপ্ট ট্যাগ',
    scriptHint: 'যে পাতায় স্ক্রিপ্ট চলে তার জন্য: উইজেট যেখানে দেখাবে সেখানে দুটি লাইনই বসিয়ে দিন।',
    evergreen: 'সবসময় নতুনতম সংস্করণ (elements.js)',
    pinned: 'এই সংস্করণটি, স্থির, তার ইন্টেগ্রিটি হ্যাশসহ',
    pinnedWaiting: 'স্থির সংস্করণের ঠিকানা পড়া হচ্ছে…',
    iframeTab: 'আইফ্রেম',
    iframeHint:
      'যে সাইটে স্ক্রিপ্ট চলে না তার জন্য (অনেক কনটেন্ট সিস্টেম ও বিনামূল্যের সাইট বিল্ডার স্ক্রিপ্ট মুছে দেয়)। উইজেটটি এই বিদ্যালয়ের সার্ভার ব্যবহার করে।',
    iframeHelper: 'ফ্রেমটি তার ভেতরের অংশের সমান উঁচু হোক (একটি ছোট স্ক্রিপ্ট যোগ হয়)',
    heightsTitle: 'আইফ্রেম কতটা উঁচু',
    heights: 'স্ক্রিপ্ট ছাড়া ফ্রেমটি ফোনে ও বড় পর্দায়, বিদ্যালয়ের আজকের তথ্যসহ, উইজেটের যতটা দরকার ততটা উঁচু:',
    heightsWidget: 'উইজেট',
    heightsPhone: 'ফোন (৩৭৫ পিক্সেল)',
    heightsDesktop: 'ডেস্কটপ (১২৮০ পিক্সেল)',
    reactTab: 'রিঅ্যাক্ট',
    reactHint:
      'রিঅ্যাক্ট ১৯ ও একটি বান্ডলার (Vite, Next.js) দিয়ে বানানো সাইটের জন্য: প্যাকেজগুলো ইনস্টল করুন, তারপর কম্পোনেন্টটি ব্যবহার করুন।',
    copy: 'কোড কপি করুন',
    copied: 'কপি হয়েছে।',
    copyFailed: 'কপি করা যায়নি: কোডটি নির্বাচন করে নিজেই কপি করুন।',
    wordpress: 'ওয়ার্ডপ্রেসের পাতায়',
    wordpress1: 'পাতাটি ব্লক এডিটরে খুলুন এবং উইজেট যেখানে বসবে সেখানে + (ব্লক যোগ করুন) চাপুন।',
    wordpress2: '“Custom HTML” বাছুন এবং তাতে কোডটি বসিয়ে দিন।',
    wordpress3: 'ব্লকের “Preview” চেপে উইজেটটি দেখুন, তারপর পাতাটি “Update” করুন।',
    wordpress4:
      'প্রকাশিত পাতায় উইজেট না দেখালে আপনার প্ল্যান বা কোনো প্লাগইন স্ক্রিপ্ট মুছে দিচ্ছে: তখন আইফ্রেমের কোড ব্যবহার করুন।',
  },
});
