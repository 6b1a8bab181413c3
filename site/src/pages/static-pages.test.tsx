import { formatTaka } from '@school/widgets';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BulletinList } from '../components/static/bulletins.tsx';
import { careerPage } from '../content/careers.ts';
import { opensInNewTab, profileLabels } from '../content/common.ts';
import { counselingPage } from '../content/counseling.ts';
import { feesPage } from '../content/fees.ts';
import { historyPage } from '../content/history.ts';
import { jobCornerPage } from '../content/job-corner.ts';
import { medicalPage } from '../content/medical.ts';
import { currentPrincipal, exPrincipalsPage } from '../content/principals.ts';
import { privacyPage } from '../content/privacy.ts';
import { publicationsPage } from '../content/publications.ts';
import { resaPage } from '../content/resa.ts';
import { subjectsPage } from '../content/subjects.ts';
import { registeredOnlyFacilities, termsPage } from '../content/terms.ts';
import { vicePrincipals } from '../content/vice-principals.ts';
import { type WingPage, wingLabels, wings } from '../content/wings.ts';
import type { Lang, Localized } from '../i18n.ts';
import { pageTitle } from '../paths.ts';
import { Sample as FeesSample } from '../samples/fees.tsx';
import { useLang } from '../use-lang.ts';
import { Component as Accounts } from './accounts.tsx';
import { Component as Admin } from './admin.tsx';
import { Component as BmDs } from './bm-ds.tsx';
import { Component as BmMs } from './bm-ms.tsx';
import { Component as Career } from './career.tsx';
import { Component as Counseling } from './counseling.tsx';
import { Component as CurrentPrincipal } from './current-principal.tsx';
import { Component as EmDs } from './em-ds.tsx';
import { Component as EmMs } from './em-ms.tsx';
import { Component as ExPrincipals } from './ex-principals.tsx';
import { Component as FeesPage } from './fees.tsx';
import { Component as History } from './history.tsx';
import { Component as JobCorner } from './job-corner.tsx';
import { Component as Library } from './library.tsx';
import { Component as MainOffice } from './main-office.tsx';
import { Component as Maintenance } from './maintenance.tsx';
import { Component as Medical } from './medical.tsx';
import { Component as Privacy } from './privacy.tsx';
import { Component as Publications } from './publications.tsx';
import { Component as Resa } from './resa.tsx';
import { Component as Security } from './security.tsx';
import { Component as Store } from './store.tsx';
import { Component as SubjectsTaught } from './subjects-taught.tsx';
import { Component as Terms } from './terms.tsx';
import { Component as VpExamControl } from './vp-exam-control.tsx';

/** Each page as the prerender draws it: on the server, at its own address. */
function render(path: string, Page: ComponentType): string {
  return renderToString(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );
}

/**
 * `/fees` as it shows when the provider does not publish the school's fees (no `/fees`): the
 * page's heading over the spec's figures, labelled as a sample (the widget's fallback, whose
 * drawing on a 404 the widget's own tests check).
 */
function Fees() {
  const lang = useLang();
  return (
    <div className="page static-page">
      <h1>{pageTitle('/fees', lang)}</h1>
      <FeesSample lang={lang} />
    </div>
  );
}

/** A page's address in a language: `/history`, `/bn/history`. */
const at = (path: string, lang: Lang) => (lang === 'bn' ? `/bn${path}` : path);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'" };

const decode = (html: string) =>
  html.replace(/&(amp|lt|gt|quot|#x27);/g, (_, name: string) => ENTITIES[name] ?? '');

/** What a visitor reads: the text without tags, entities decoded, spaces collapsed. */
function text(html: string): string {
  return decode(html.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

const h1Of = (html: string) => text(html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '');

/** What a screen reader reads besides the text: alternatives and names of pictures and regions. */
const attributes = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`\\s${name}="([^"]*)"`, 'g'))].map((m) => decode(m[1] ?? ''));

const BENGALI = /[\u0980-\u09FF]/;
/** Three English words in a row: a sentence or a phrase left untranslated. */
const ENGLISH_RUN = /[A-Za-z][A-Za-z'’.-]*(?:[\s,;:–—()]+[A-Za-z][A-Za-z'’.-]*){2,}/;

const PAGES: [path: string, Page: ComponentType, h1: Localized<string>][] = [
  ['/current-principal', CurrentPrincipal, { en: 'Principal', bn: 'অধ্যক্ষ' }],
  ['/ex-principals', ExPrincipals, { en: 'Ex-Principals', bn: 'সাবেক অধ্যক্ষবৃন্দ' }],
  [
    '/vp-exam-control',
    VpExamControl,
    {
      en: 'Vice Principal, Exam Control & Coordination',
      bn: 'উপাধ্যক্ষ, পরীক্ষা নিয়ন্ত্রণ ও সমন্বয়',
    },
  ],
  [
    '/bm-ds',
    BmDs,
    { en: 'Vice Principal, Bangla Medium Day Shift', bn: 'উপাধ্যক্ষ, বাংলা মাধ্যম দিবা শাখা' },
  ],
  [
    '/bm-ms',
    BmMs,
    {
      en: 'Vice Principal, Bangla Medium Morning Shift',
      bn: 'উপাধ্যক্ষ, বাংলা মাধ্যম প্রভাতি শাখা',
    },
  ],
  [
    '/em-ds',
    EmDs,
    { en: 'Vice Principal, English Medium Day Shift', bn: 'উপাধ্যক্ষ, ইংরেজি মাধ্যম দিবা শাখা' },
  ],
  [
    '/em-ms',
    EmMs,
    {
      en: 'Vice Principal, English Medium Morning Shift',
      bn: 'উপাধ্যক্ষ, ইংরেজি মাধ্যম প্রভাতি শাখা',
    },
  ],
  ['/medical', Medical, { en: 'Medical Centre', bn: 'মেডিক্যাল সেন্টার' }],
  ['/counseling', Counseling, { en: 'Counseling', bn: 'কাউন্সেলিং' }],
  ['/history', History, { en: 'History', bn: 'ইতিহাস' }],
  ['/terms', Terms, { en: 'Terms & Conditions', bn: 'শর্তাবলি' }],
  ['/privacy', Privacy, { en: 'Privacy Policy', bn: 'গোপনীয়তা নীতি' }],
  ['/subjects-taught', SubjectsTaught, { en: 'Subjects Taught', bn: 'পাঠদানকৃত বিষয়সমূহ' }],
  ['/fees', Fees, { en: 'Academic Fees Structure', bn: 'শিক্ষা ফি কাঠামো' }],
  ['/job-corner', JobCorner, { en: 'Job Corner', bn: 'চাকরি কর্নার' }],
  ['/resa', Resa, { en: 'Results Archive (RESA)', bn: 'ফলাফল আর্কাইভ (রেসা)' }],
  ['/publications', Publications, { en: 'Publications', bn: 'প্রকাশনা' }],
  ['/career', Career, { en: 'Career Guidance', bn: 'ক্যারিয়ার নির্দেশনা' }],
  ['/accounts', Accounts, { en: 'Accounts', bn: 'হিসাব শাখা' }],
  ['/library', Library, { en: 'Library', bn: 'গ্রন্থাগার' }],
  ['/admin', Admin, { en: 'Admin', bn: 'প্রশাসন শাখা' }],
  ['/main-office', MainOffice, { en: 'Main Office', bn: 'প্রধান কার্যালয়' }],
  ['/security', Security, { en: 'Security', bn: 'নিরাপত্তা' }],
  ['/store', Store, { en: 'Store', bn: 'স্টোর' }],
  ['/maintenance', Maintenance, { en: 'Maintenance', bn: 'রক্ষণাবেক্ষণ' }],
];

const LANGS: Lang[] = ['en', 'bn'];

describe.each(
  PAGES.flatMap(([path, Page, h1]) =>
    LANGS.map((lang) => [at(path, lang), Page, h1[lang]] as const),
  ),
)('%s', (path, Page, h1) => {
  const html = render(path, Page);

  it(`has one h1, "${h1}"`, () => {
    expect(count(html, /<h1[\s>]/g)).toBe(1);
    expect(h1Of(html)).toBe(h1);
  });

  it('has headings in order below the h1', () => {
    const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
    expect(levels[0]).toBe(1);
    levels.forEach((level, i) => {
      if (i > 0) expect(level).toBeLessThanOrEqual((levels[i - 1] ?? 1) + 1);
    });
  });

  it('says nothing is "coming soon"', () => {
    expect(text(html)).not.toMatch(/coming soon|শীঘ্রই আসছে/i);
  });

  it('gives every picture its size and a text alternative', () => {
    for (const [img] of html.matchAll(/<img\b[^>]*>/g)) {
      expect(img).toMatch(/\salt="[^"]+"/);
      expect(img).toMatch(/\swidth="\d+"/);
      expect(img).toMatch(/\sheight="\d+"/);
    }
  });

  it('gives every table a caption and scoped headers', () => {
    expect(count(html, /<table[\s>]/g)).toBe(count(html, /<caption[\s>]/g));
    expect(count(html, /<th(?![^>]*scope=)[\s>]/g)).toBe(0);
  });

  it('links to pages in its own language', () => {
    // Links only: React also puts each picture's preload in a `<link href>`.
    const links = [...html.matchAll(/<a\b[^>]*\shref="(\/[^"]*)"/g)].map((m) => m[1]);
    for (const href of links) {
      if (path.startsWith('/bn/')) expect(href).toMatch(/^\/bn\//);
      else expect(href).not.toMatch(/^\/bn(\/|$)/);
    }
  });
});

describe.each(PAGES)('%s in Bengali', (path, Page) => {
  const english = render(path, Page);
  const html = render(at(path, 'bn'), Page);
  const page = text(html);

  it('is written in Bengali, not the English page again', () => {
    expect(h1Of(html)).toMatch(BENGALI);
    expect(page).not.toBe(text(english));
    // Not even a single English word is needed: abbreviations are written as Bengali readers
    // know them (এসএসসি, এনসিটিবি), like the boards' own Bengali pages.
    expect(page).not.toMatch(/[A-Za-z]/);
  });

  it('leaves no English sentence or phrase, in the text or the alternatives', () => {
    expect(page).not.toMatch(ENGLISH_RUN);
    for (const said of [
      ...attributes(html, 'alt'),
      ...attributes(html, 'aria-label'),
      ...attributes(html, 'aria-roledescription'),
    ]) {
      expect(said).not.toMatch(ENGLISH_RUN);
    }
  });

  it('writes every figure in Bengali digits', () => {
    expect(page).not.toMatch(/[0-9]/);
  });
});

/**
 * Every field of the English content has its Bengali counterpart: the same lists of the same
 * length, the same numbers, the same pictures and links, and text in each language.
 */
function differences(en: unknown, bn: unknown, where = ''): string[] {
  if (typeof en === 'function' || typeof bn === 'function') return [];
  if (Array.isArray(en)) {
    if (!Array.isArray(bn) || bn.length !== en.length) return [`${where}: list differs`];
    return en.flatMap((item, i) => differences(item, bn[i], `${where}[${i}]`));
  }
  if (en && typeof en === 'object') {
    if (!bn || typeof bn !== 'object') return [`${where}: missing`];
    const keys = new Set([...Object.keys(en), ...Object.keys(bn)]);
    return [...keys].flatMap((key) =>
      differences(
        (en as Record<string, unknown>)[key],
        (bn as Record<string, unknown>)[key],
        `${where}.${key}`,
      ),
    );
  }
  const shared = /\.(src|to|href)$/.test(where) || typeof en === 'number';
  if (shared) return en === bn ? [] : [`${where}: ${String(en)} ≠ ${String(bn)}`];
  if (typeof en === 'string') {
    if (typeof bn !== 'string' || bn.length === 0) return [`${where}: not translated`];
    // A mark like the dash between years is the same in both; words are not.
    if (/[A-Za-z]/.test(en) && (!BENGALI.test(bn) || ENGLISH_RUN.test(bn))) {
      return [`${where}: "${bn}" is not Bengali`];
    }
    return [];
  }
  return en === bn ? [] : [`${where}: ${String(en)} ≠ ${String(bn)}`];
}

describe('content in both languages', () => {
  const modules: [string, Localized<unknown>][] = [
    ['careerPage', careerPage],
    ['counselingPage', counselingPage],
    ['feesPage', feesPage],
    ['historyPage', historyPage],
    ['jobCornerPage', jobCornerPage],
    ['medicalPage', medicalPage],
    ['currentPrincipal', currentPrincipal],
    ['exPrincipalsPage', exPrincipalsPage],
    ['privacyPage', privacyPage],
    ['publicationsPage', publicationsPage],
    ['resaPage', resaPage],
    ['subjectsPage', subjectsPage],
    ['termsPage', termsPage],
    ['registeredOnlyFacilities', registeredOnlyFacilities],
    ['profileLabels', profileLabels],
    ['opensInNewTab', opensInNewTab],
    ['wingLabels', wingLabels],
    ...Object.entries(vicePrincipals).map(
      ([name, profile]) => [`vicePrincipals.${name}`, profile] as [string, Localized<unknown>],
    ),
    ...Object.entries(wings).map(
      ([name, wing]) => [`wings.${name}`, wing] as [string, Localized<unknown>],
    ),
  ];

  it.each(modules)(
    '%s has the same shape, figures, pictures and links in Bengali',
    (_, content) => {
      expect(differences(content.en, content.bn)).toEqual([]);
    },
  );
});

describe('profiles', () => {
  const profiles = [
    ['/current-principal', CurrentPrincipal, currentPrincipal],
    ['/vp-exam-control', VpExamControl, vicePrincipals['vp-exam-control']],
    ['/bm-ds', BmDs, vicePrincipals['bm-ds']],
    ['/bm-ms', BmMs, vicePrincipals['bm-ms']],
    ['/em-ds', EmDs, vicePrincipals['em-ds']],
    ['/em-ms', EmMs, vicePrincipals['em-ms']],
  ] as const;
  const cases = profiles.flatMap(([path, Page, profile]) =>
    LANGS.map((lang) => [at(path, lang), Page, profile[lang], lang] as const),
  );

  it.each(cases)(
    '%s shows the portrait, name, biography and the career in order',
    (path, Page, profile, lang) => {
      const html = render(path, Page);
      const page = text(html);
      expect(page).toContain(profile.name);
      expect(decode(html)).toContain(`src="${profile.portrait.src}"`);
      expect(page).toContain(profileLabels[lang].biography);
      expect(page).toContain(profile.biography[0]);
      const timeline = html.match(/<ol class="timeline">([\s\S]*?)<\/ol>/)?.[1] ?? '';
      expect(count(timeline, /<li[\s>]/g)).toBe(profile.timeline.length);
      expect(text(timeline)).toMatch(lang === 'en' ? /\d{4}–present/ : /[০-৯]{4}–বর্তমান/);
      const starts = profile.timeline.map((step) => step.from);
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
    },
  );

  it('the principal has qualifications and a message', () => {
    const page = text(render('/current-principal', CurrentPrincipal));
    expect(page).toContain('Qualifications');
    expect(page).toContain('Message from the Principal');
  });

  it('the principal’s page in Bengali has them too, with Bengali years', () => {
    const page = text(render('/bn/current-principal', CurrentPrincipal));
    expect(page).toContain('শিক্ষাগত যোগ্যতা');
    expect(page).toContain('অধ্যক্ষের বাণী');
    expect(page).toContain('১৯৯১–১৯৯৪');
    expect(page).toContain('২০২০–বর্তমান');
  });
});

describe('/ex-principals', () => {
  const principals = exPrincipalsPage.en.principals;

  it('lists 11 past principals with their years', () => {
    const html = render('/ex-principals', ExPrincipals);
    expect(count(html, /<th scope="row">/g)).toBe(11);
    expect(text(html)).toContain('1986–1989');
  });

  it('lists the same 11 in Bengali, with Bengali years', () => {
    const html = render('/bn/ex-principals', ExPrincipals);
    expect(count(html, /<th scope="row">/g)).toBe(11);
    const page = text(html);
    expect(page).toContain('এগারোজন');
    expect(page).toContain('আলহাজ মো. নুরুল ইসলাম');
    expect(page).toContain('১৯৮৬–১৯৮৯');
    expect(page).toContain('২০১৭–২০২০');
  });

  it('runs without gaps, oldest first, up to the present principal', () => {
    expect(principals).toHaveLength(11);
    principals.forEach((principal, i) => {
      expect(principal.to).toBeGreaterThan(principal.from);
      if (i > 0) expect(principal.from).toBe(principals[i - 1]?.to);
    });
    const present = currentPrincipal.en.timeline.at(-1);
    expect(present?.to).toBeUndefined();
    expect(principals.at(-1)?.to).toBe(present?.from);
  });
});

describe('/history', () => {
  it('shows a slideshow of 3 pictures with previous, next and Pause', () => {
    const html = render('/history', History);
    expect(count(html, /aria-roledescription="slide"/g)).toBe(3);
    expect(count(html, /<img\b/g)).toBe(3);
    const page = text(html);
    expect(page).toContain('Pause');
    expect(html).toContain('aria-label="Previous slides"');
    expect(html).toContain('aria-label="Next slides"');
    expect(page).toContain('1986');
  });

  it('names the slideshow and its controls in Bengali on the Bengali page', () => {
    const html = render('/bn/history', History);
    expect(count(html, /<img\b/g)).toBe(3);
    expect(html).toContain(`aria-label="${historyPage.bn.slideshow.label}"`);
    expect(html).toContain('aria-label="আগের স্লাইড"');
    expect(html).toContain('aria-label="পরের স্লাইড"');
    const page = text(html);
    expect(page).toContain('থামান');
    expect(page).toContain('১৯৮৬');
    expect(page).toContain(historyPage.bn.slides[0]?.caption);
  });
});

describe('/subjects-taught', () => {
  const tables = (html: string) => html.split('<table').slice(1);

  it('lists 14 subjects for classes IX–X and 15 for XI–XII, and says so', () => {
    const html = render('/subjects-taught', SubjectsTaught);
    expect(tables(html).map((table) => count(table, /<th scope="row">/g))).toEqual([14, 15]);
    const page = text(html);
    expect(page).toContain('Classes IX–X');
    expect(page).toContain('14 subjects');
    expect(page).toContain('Classes XI–XII');
    expect(page).toContain('15 subjects');
  });

  it('lists the same in Bengali, numbered in Bengali digits', () => {
    const html = render('/bn/subjects-taught', SubjectsTaught);
    expect(tables(html).map((table) => count(table, /<th scope="row">/g))).toEqual([14, 15]);
    const page = text(html);
    expect(page).toContain('নবম–দশম শ্রেণি');
    expect(page).toContain('১৪টি বিষয়');
    expect(page).toContain('একাদশ–দ্বাদশ শ্রেণি');
    expect(page).toContain('১৫টি বিষয়');
    expect(text(tables(html)[1] ?? '')).toContain('১৫ সমাজবিজ্ঞান মানবিক বিভাগ');
  });

  it('names no subject twice within a level', () => {
    for (const lang of LANGS) {
      for (const level of subjectsPage[lang].levels) {
        const names = level.subjects.map((s) => s.name);
        expect(new Set(names).size).toBe(names.length);
      }
    }
  });
});

describe('/fees', () => {
  it('gives class nine’s fees for session 2024-25 in taka', () => {
    const page = text(render('/fees', Fees));
    expect(page).toContain('Session 2024-25');
    expect(page).toMatch(/Class Nine ৳3,000 ৳2,000/);
    expect(page).toContain('Tuition fee (per month)');
    expect(page).toContain('Exam fee (total)');
  });

  it('gives the same fees in Bengali, in Bengali digits', () => {
    const page = text(render('/bn/fees', Fees));
    expect(page).toContain('শিক্ষাবর্ষ ২০২৪-২৫');
    expect(page).toContain('নবম শ্রেণি ৳৩,০০০ ৳২,০০০');
    expect(page).toContain('টিউশন ফি (মাসিক)');
    expect(page).toContain('পরীক্ষার ফি (মোট)');
  });

  it.each(LANGS)('lists classes one to twelve and invents no other amounts (%s)', (lang) => {
    const html = render(at('/fees', lang), Fees);
    const page = text(html);
    expect(count(html, /<th scope="row">/g)).toBe(12);
    expect(page).toContain(feesPage[lang].classes[0]?.className);
    expect(page).toContain(feesPage[lang].classes[11]?.className);
    expect(count(page, /৳[0-9০-৯]/g)).toBe(2);
    expect(count(html, /colSpan="2"|colspan="2"/g)).toBe(11);
  });

  it('says it is a sample when it is one, and is the provider’s fees otherwise: prerendered, their place held', () => {
    expect(text(render('/fees', Fees))).toContain('Sample page');
    const page = render('/fees', FeesPage);
    expect(text(page)).toContain('Academic Fees Structure');
    expect(page).toContain('role="status"');
    expect(text(page)).not.toContain('2024-25');
  });

  it('writes money the kit’s way', () => {
    expect(formatTaka(3000, 'en')).toBe('৳3,000');
    expect(formatTaka(3000, 'bn')).toBe('৳৩,০০০');
    expect(formatTaka(500, 'en')).toBe('৳500');
  });
});

describe('/terms', () => {
  it('keeps login, dashboard and payments to registered students, and names the facilities', () => {
    const page = text(render('/terms', Terms));
    expect(page).toContain(
      'Only registered students of the college may use the login, the dashboard and the payment facilities.',
    );
    expect(page).toContain('Tuition and exam fee payment');
    expect(page).toContain('Access to academic results');
    expect(page).toContain('A personalised dashboard');
  });

  it('says the same in Bengali', () => {
    const page = text(render('/bn/terms', Terms));
    expect(page).toContain(
      'কেবল কলেজের নিবন্ধিত শিক্ষার্থীরাই লগইন, ড্যাশবোর্ড ও পেমেন্ট সুবিধা ব্যবহার করতে পারবে।',
    );
    for (const facility of registeredOnlyFacilities.bn) expect(page).toContain(facility);
    expect(page).toContain('সর্বশেষ হালনাগাদ: জুলাই ২০২৪');
  });

  it('has the usual sections and links to the privacy policy', () => {
    const html = render('/terms', Terms);
    for (const heading of [
      'Use of the site',
      'Content',
      'Privacy',
      'Changes to these terms',
      'Contact',
    ]) {
      expect(html).toContain(`<h2>${heading}</h2>`);
    }
    expect(html).toContain('href="/privacy"');
    expect(html).toContain('href="/contact-us"');
  });

  it('links to the Bengali privacy and contact pages from the Bengali terms', () => {
    const html = render('/bn/terms', Terms);
    expect(html).toContain('<h2>গোপনীয়তা</h2>');
    expect(html).toContain('href="/bn/privacy"');
    expect(html).toContain('href="/bn/contact-us"');
  });
});

describe('/privacy', () => {
  const page = text(render('/privacy', Privacy));

  it('says what is collected by each form and look-up', () => {
    expect(page).toMatch(
      /Contact form: your name, mobile number, email address, the subject and your message/,
    );
    expect(page).toMatch(/Admission form: .*photo.*parents/);
    expect(page).toMatch(/Result look-up: the roll number, academic year and exam/);
  });

  it('is honest about cookies and local storage', () => {
    expect(page).toContain('sets no tracking or advertising cookies');
    expect(page).toContain('local storage');
    expect(page).toContain('draft of the admission form');
    expect(page).toContain('theme colours');
  });

  it('says who sees it, how long it is kept, the choices and whom to ask', () => {
    for (const heading of [
      'Why we collect it',
      'Who sees it',
      'How long we keep it',
      'Your choices',
      'Contact',
    ]) {
      expect(page).toContain(heading);
    }
    expect(page).toContain('college office');
  });

  it('says the same in Bengali', () => {
    const bengali = text(render('/bn/privacy', Privacy));
    expect(bengali).toContain('যোগাযোগ ফরম: আপনার নাম, মোবাইল নম্বর');
    expect(bengali).toContain('কোনো ট্র্যাকিং বা বিজ্ঞাপনী কুকি বসায় না');
    expect(bengali).toContain('লোকাল স্টোরেজ');
    expect(bengali).toContain('সর্বশেষ হালনাগাদ: জুলাই ২০২৪ (শিক্ষাবর্ষ ২০২৪-২৫)।');
  });
});

describe('/medical and /counseling', () => {
  it('the medical centre shows services, hours and 2 pictures', () => {
    const html = render('/medical', Medical);
    expect(count(html, /<img\b/g)).toBe(2);
    expect(text(html)).toContain('Services');
    expect(text(html)).toMatch(/Sunday to Thursday, 7:30 am to 4:30 pm/);
    // The second picture is below the fold.
    expect(count(html, /loading="lazy"/g)).toBe(1);
  });

  it('the medical centre in Bengali shows the same hours and pictures', () => {
    const html = render('/bn/medical', Medical);
    expect(count(html, /<img\b/g)).toBe(2);
    expect(text(html)).toContain('সেবাসমূহ');
    expect(text(html)).toContain('রবিবার থেকে বৃহস্পতিবার, সকাল ৭:৩০ থেকে বিকেল ৪:৩০');
    for (const picture of medicalPage.bn.pictures ?? []) {
      expect(attributes(html, 'alt')).toContain(picture.alt);
    }
  });

  it.each(LANGS)('the counseling service shows 1 picture (%s)', (lang) => {
    expect(count(render(at('/counseling', lang), Counseling), /<img\b/g)).toBe(1);
  });
});

describe('honest placeholders', () => {
  it('/job-corner says no vacancy is open and points to the notice board', () => {
    const html = render('/job-corner', JobCorner);
    expect(text(html)).toContain('There is no vacancy open');
    expect(text(html)).toContain('national daily newspapers');
    expect(html).toContain('href="/notices-and-announcements"');
    expect(count(html, /<ol[\s>]/g)).toBe(1);
  });

  it('/bn/job-corner says so in Bengali and points to the Bengali notice board', () => {
    const html = render('/bn/job-corner', JobCorner);
    expect(text(html)).toContain(jobCornerPage.bn.intro[0]);
    expect(text(html)).toContain('জাতীয় দৈনিক পত্রিকায়');
    expect(html).toContain('href="/bn/notices-and-announcements"');
    expect(count(html, /<ol[\s>]/g)).toBe(1);
  });

  it('/resa says what it will hold and links to what exists', () => {
    const html = render('/resa', Resa);
    // RESA spelled out: the acronym alone means nothing to a parent.
    expect(text(html)).toContain('RESA, the Results and Education Statistics Archive');
    expect(html).toContain('href="/exam-result"');
    expect(html).toContain('href="/academic-documents-download"');
  });

  it('/bn/resa says so in Bengali and links to the Bengali pages', () => {
    const html = render('/bn/resa', Resa);
    expect(text(html)).toContain('ফলাফল ও শিক্ষা পরিসংখ্যান আর্কাইভ');
    expect(text(html)).toContain('জিপিএ ৫.০০');
    expect(html).toContain('href="/bn/exam-result"');
    expect(html).toContain('href="/bn/academic-documents-download"');
  });

  it('/career says what the desk offers, when and where', () => {
    const page = text(render('/career', Career));
    expect(page).toContain('What the desk offers');
    expect(page).toContain('Every Tuesday and Wednesday');
    const bengali = text(render('/bn/career', Career));
    expect(bengali).toContain('ডেস্ক যেসব সেবা দেয়');
    expect(bengali).toContain('প্রতি মঙ্গলবার ও বুধবার, সকাল ১১টা থেকে দুপুর ১টা');
  });
});

describe('/publications', () => {
  it('lists 3 bulletins, none linked yet, and says where to ask', () => {
    const html = render('/publications', Publications);
    expect(count(html, /class="bulletin"/g)).toBe(3);
    expect(html).not.toContain('<a ');
    expect(count(text(html), /Not yet published online — ask the college office/g)).toBe(3);
  });

  it('lists the same 3 in Bengali, with Bengali years', () => {
    const html = render('/bn/publications', Publications);
    expect(count(html, /class="bulletin"/g)).toBe(3);
    expect(html).not.toContain('<a ');
    const page = text(html);
    expect(count(page, new RegExp(publicationsPage.bn.notOnline, 'g'))).toBe(3);
    for (const year of ['২০২২', '২০২৩', '২০২৪']) expect(page).toContain(year);
  });

  it.each([
    ['en', 'Online issue', 'Online issue (opens in a new tab)'],
    ['bn', 'অনলাইন সংখ্যা', 'অনলাইন সংখ্যা (নতুন ট্যাবে খোলে)'],
  ] as const)(
    'links a bulletin that is online in a new tab and says so (%s)',
    (lang, title, said) => {
      const html = renderToString(
        <BulletinList
          lang={lang}
          notOnline="Not online"
          bulletins={[
            { title, year: 2025, href: 'https://files.example.org/b.pdf' },
            { title: 'Bad address', year: 2025, href: 'javascript:alert(1)' },
          ]}
        />,
      );
      const link = html.match(/<a [^>]*>[\s\S]*?<\/a>/)?.[0] ?? '';
      expect(link).toContain('href="https://files.example.org/b.pdf"');
      expect(link).toContain('target="_blank"');
      expect(link).toMatch(/rel="[^"]*noopener/);
      expect(text(link)).toBe(said);
      expect(count(html, /<a /g)).toBe(1);
      expect(count(html, /Not online/g)).toBe(1);
      expect(text(html)).toContain(lang === 'bn' ? '২০২৫' : '2025');
    },
  );
});

describe('wings', () => {
  const pages: [WingPage, ComponentType][] = [
    ['accounts', Accounts],
    ['library', Library],
    ['admin', Admin],
    ['main-office', MainOffice],
    ['security', Security],
    ['store', Store],
    ['maintenance', Maintenance],
  ];
  const cases = pages.flatMap(([name, Page]) => LANGS.map((lang) => [name, Page, lang] as const));

  it.each(cases)('/%s says what, where, when and what to bring (%s)', (name, Page, lang) => {
    const html = render(at(`/${name}`, lang), Page);
    const page = text(html);
    const labels = wingLabels[lang];
    for (const heading of [labels.services, labels.location, labels.hours, labels.bring]) {
      expect(html).toContain(`<h2>${heading}</h2>`);
    }
    expect(page).toContain(wings[name][lang].location);
    expect(page).toContain(wings[name][lang].hours[0]);
    expect(html).toContain(`href="${at('/contact-us', lang)}"`);
  });

  it('uses the English headings on the English pages', () => {
    expect(wingLabels.en.services).toBe('What the office does for students and parents');
    expect(wingLabels.en.location).toBe('Where to find it');
    expect(wingLabels.en.hours).toBe('Opening hours');
    expect(wingLabels.en.bring).toBe('What to bring');
  });
});
