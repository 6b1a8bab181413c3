import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BulletinList } from '../components/static/bulletins.tsx';
import { formatTaka } from '../content/fees.ts';
import { currentPrincipal, exPrincipals } from '../content/principals.ts';
import { subjectsPage } from '../content/subjects.ts';
import { vicePrincipals } from '../content/vice-principals.ts';
import { type WingPage, wings } from '../content/wings.ts';
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
import { Component as Fees } from './fees.tsx';
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

const PAGES: [path: string, Page: ComponentType, h1: string][] = [
  ['/current-principal', CurrentPrincipal, 'Principal'],
  ['/ex-principals', ExPrincipals, 'Ex-Principals'],
  ['/vp-exam-control', VpExamControl, 'Vice Principal, Exam Control & Coordination'],
  ['/bm-ds', BmDs, 'Vice Principal, Bangla Medium Day Shift'],
  ['/bm-ms', BmMs, 'Vice Principal, Bangla Medium Morning Shift'],
  ['/em-ds', EmDs, 'Vice Principal, English Medium Day Shift'],
  ['/em-ms', EmMs, 'Vice Principal, English Medium Morning Shift'],
  ['/medical', Medical, 'Medical Centre'],
  ['/counseling', Counseling, 'Counseling'],
  ['/history', History, 'History'],
  ['/terms', Terms, 'Terms & Conditions'],
  ['/privacy', Privacy, 'Privacy Policy'],
  ['/subjects-taught', SubjectsTaught, 'Subjects Taught'],
  ['/fees', Fees, 'Academic Fees Structure'],
  ['/job-corner', JobCorner, 'Job Corner'],
  ['/resa', Resa, 'RESA'],
  ['/publications', Publications, 'Publications'],
  ['/career', Career, 'Career Guidance'],
  ['/accounts', Accounts, 'Accounts'],
  ['/library', Library, 'Library'],
  ['/admin', Admin, 'Admin'],
  ['/main-office', MainOffice, 'Main Office'],
  ['/security', Security, 'Security'],
  ['/store', Store, 'Store'],
  ['/maintenance', Maintenance, 'Maintenance'],
];

describe.each(PAGES)('%s', (path, Page, h1) => {
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
    expect(text(html)).not.toMatch(/coming soon/i);
  });

  it('gives every picture its size and a text alternative', () => {
    for (const [img] of html.matchAll(/<img\b[^>]*>/g)) {
      expect(img).toMatch(/\salt="[^"]*"/);
      expect(img).toMatch(/\swidth="\d+"/);
      expect(img).toMatch(/\sheight="\d+"/);
    }
  });

  it('gives every table a caption and scoped headers', () => {
    expect(count(html, /<table[\s>]/g)).toBe(count(html, /<caption[\s>]/g));
    expect(count(html, /<th(?![^>]*scope=)[\s>]/g)).toBe(0);
  });
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

  it.each(profiles)(
    '%s shows the portrait, name, biography and the career in order',
    (path, Page, profile) => {
      const html = render(path, Page);
      const page = text(html);
      expect(page).toContain(profile.name);
      expect(decode(html)).toContain(`src="${profile.portrait.src}"`);
      expect(page).toContain('Biography');
      expect(page).toContain(profile.biography[0]);
      const timeline = html.match(/<ol class="timeline">([\s\S]*?)<\/ol>/)?.[1] ?? '';
      expect(count(timeline, /<li[\s>]/g)).toBe(profile.timeline.length);
      expect(text(timeline)).toMatch(/present/);
      const starts = profile.timeline.map((step) => step.from);
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
    },
  );

  it('the principal has qualifications and a message', () => {
    const page = text(render('/current-principal', CurrentPrincipal));
    expect(page).toContain('Qualifications');
    expect(page).toContain('Message from the Principal');
  });
});

describe('/ex-principals', () => {
  const html = render('/ex-principals', ExPrincipals);

  it('lists 11 past principals with their years', () => {
    expect(count(html, /<th scope="row">/g)).toBe(11);
    expect(text(html)).toContain('1986–1989');
  });

  it('runs without gaps, oldest first, up to the present principal', () => {
    expect(exPrincipals).toHaveLength(11);
    exPrincipals.forEach((principal, i) => {
      expect(principal.to).toBeGreaterThan(principal.from);
      if (i > 0) expect(principal.from).toBe(exPrincipals[i - 1]?.to);
    });
    const present = currentPrincipal.timeline.at(-1);
    expect(present?.to).toBeUndefined();
    expect(exPrincipals.at(-1)?.to).toBe(present?.from);
  });
});

describe('/history', () => {
  const html = render('/history', History);

  it('shows a slideshow of 3 pictures with previous, next and Pause', () => {
    expect(count(html, /aria-roledescription="slide"/g)).toBe(3);
    expect(count(html, /<img\b/g)).toBe(3);
    const page = text(html);
    expect(page).toContain('Pause');
    expect(html).toContain('aria-label="Previous slides"');
    expect(html).toContain('aria-label="Next slides"');
    expect(page).toContain('1986');
  });
});

describe('/subjects-taught', () => {
  const html = render('/subjects-taught', SubjectsTaught);
  const tables = html.split('<table').slice(1);

  it('lists 14 subjects for classes IX–X and 15 for XI–XII, and says so', () => {
    expect(tables.map((table) => count(table, /<th scope="row">/g))).toEqual([14, 15]);
    const page = text(html);
    expect(page).toContain('Classes IX–X');
    expect(page).toContain('14 subjects');
    expect(page).toContain('Classes XI–XII');
    expect(page).toContain('15 subjects');
  });

  it('names no subject twice within a level', () => {
    for (const level of subjectsPage.levels) {
      const names = level.subjects.map((s) => s.name);
      expect(new Set(names).size).toBe(names.length);
    }
  });
});

describe('/fees', () => {
  const html = render('/fees', Fees);
  const page = text(html);

  it('gives class nine’s fees for session 2024-25 in taka', () => {
    expect(page).toContain('Session 2024-25');
    expect(page).toMatch(/Class Nine ৳3,000 ৳2,000/);
    expect(page).toContain('Tuition fee (per month)');
    expect(page).toContain('Exam fee (total)');
  });

  it('lists classes one to twelve and invents no other amounts', () => {
    expect(count(html, /<th scope="row">/g)).toBe(12);
    expect(page).toContain('Class One');
    expect(page).toContain('Class Twelve');
    expect(count(page, /৳\d/g)).toBe(2);
    expect(count(html, /colSpan="2"|colspan="2"/g)).toBe(11);
  });

  it('writes money one way', () => {
    expect(formatTaka(3000)).toBe('৳3,000');
    expect(formatTaka(125000)).toBe('৳125,000');
    expect(formatTaka(500)).toBe('৳500');
  });
});

describe('/terms', () => {
  const html = render('/terms', Terms);
  const page = text(html);

  it('keeps login, dashboard and payments to registered students, and names the facilities', () => {
    expect(page).toContain(
      'Only registered students of the college may use the login, the dashboard and the payment facilities.',
    );
    expect(page).toContain('Tuition and exam fee payment');
    expect(page).toContain('Access to academic results');
    expect(page).toContain('A personalised dashboard');
  });

  it('has the usual sections and links to the privacy policy', () => {
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

  it('the counseling service shows 1 picture', () => {
    expect(count(render('/counseling', Counseling), /<img\b/g)).toBe(1);
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

  it('/resa says what it will hold and links to what exists', () => {
    const html = render('/resa', Resa);
    expect(text(html)).toContain('results and education statistics archive');
    expect(html).toContain('href="/exam-result"');
    expect(html).toContain('href="/academic-documents-download"');
  });

  it('/career says what the desk offers, when and where', () => {
    const page = text(render('/career', Career));
    expect(page).toContain('What the desk offers');
    expect(page).toContain('Every Tuesday and Wednesday');
  });
});

describe('/publications', () => {
  it('lists 3 bulletins, none linked yet, and says where to ask', () => {
    const html = render('/publications', Publications);
    expect(count(html, /class="bulletin"/g)).toBe(3);
    expect(html).not.toContain('<a ');
    expect(count(text(html), /Not yet published online — ask the college office/g)).toBe(3);
  });

  it('links a bulletin that is online in a new tab and says so', () => {
    const html = renderToString(
      <BulletinList
        notOnline="Not online"
        bulletins={[
          { title: 'Online issue', year: '2025', href: 'https://files.example.org/b.pdf' },
          { title: 'Bad address', year: '2025', href: 'javascript:alert(1)' },
        ]}
      />,
    );
    const link = html.match(/<a [^>]*>[\s\S]*?<\/a>/)?.[0] ?? '';
    expect(link).toContain('href="https://files.example.org/b.pdf"');
    expect(link).toContain('target="_blank"');
    expect(link).toMatch(/rel="[^"]*noopener/);
    expect(text(link)).toBe('Online issue (opens in a new tab)');
    expect(count(html, /<a /g)).toBe(1);
    expect(count(html, /Not online/g)).toBe(1);
  });
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

  it.each(pages)('/%s says what, where, when and what to bring', (name, Page) => {
    const html = render(`/${name}`, Page);
    const page = text(html);
    for (const heading of [
      'What the office does for students and parents',
      'Where to find it',
      'Opening hours',
      'What to bring',
    ]) {
      expect(html).toContain(`<h2>${heading}</h2>`);
    }
    expect(page).toContain(wings[name].location);
    expect(page).toContain(wings[name].hours[0]);
  });
});
