import { describe, expect, it } from 'vitest';
import { EMBED_HEIGHTS } from './content/embed-heights.ts';
import { attributeHint, WIDGET_TEXT } from './content/widgets.ts';
import {
  elementHtml,
  embedPage,
  embedPath,
  iframeCode,
  reactCode,
  safeCssValue,
  scriptCode,
  WIDGETS,
  widgetBySlug,
} from './embed-code.ts';

const board = widgetBySlug('notice-board');
if (!board) throw new Error('no notice board in the manifest');
const SITE = 'https://school.example';
const API = 'https://api.school.example';

describe('the widgets of the embed page, from custom-elements.json', () => {
  it('are every element, each with its component, its words and its iframe height in both languages', () => {
    expect(WIDGETS).toHaveLength(34);
    expect(board.component).toBe('NoticeBoard');
    expect(widgetBySlug('history')?.component).toBe('SchoolHistory');
    for (const widget of WIDGETS) {
      for (const lang of ['en', 'bn'] as const) {
        expect(WIDGET_TEXT[lang][widget.slug]?.name, `${widget.slug} ${lang}`).toBeTruthy();
        for (const attribute of widget.attributes) {
          expect(
            attributeHint(lang, widget.slug, attribute.name),
            `${widget.tag} ${attribute.name} ${lang}`,
          ).toBeTruthy();
        }
      }
      expect(
        EMBED_HEIGHTS[widget.slug]?.every((h) => h > 0),
        widget.slug,
      ).toBe(true);
    }
  });

  it("takes the elements' own attributes, typed, and its own custom properties", () => {
    expect(board.attributes).toEqual([
      { name: 'limit', prop: 'limit', type: 'number' },
      { name: 'href', prop: 'href', type: 'string' },
      { name: 'heading-level', prop: 'headingLevel', type: 'number' },
    ]);
    expect(board.properties).toEqual(['--school-notice-board-scroll-margin']);
  });
});

describe('the code a partner copies', () => {
  const selection = {
    widget: board,
    lang: 'bn' as const,
    apiBase: API,
    attributes: { limit: '5', 'heading-level': ' ', unknown: 'x' },
    styles: {
      '--school-color-primary': '#0b5d3b',
      '--school-color-text': 'red; background: url(//x)',
    },
  };

  it('writes the element with its set attributes and safe colours only, escaped', () => {
    expect(elementHtml(selection)).toBe(
      `<school-notice-board api-base="${API}" lang="bn" limit="5" style="--school-color-primary: #0b5d3b"></school-notice-board>`,
    );
    expect(elementHtml({ ...selection, attributes: { href: '"><script>' } })).toContain(
      'href="&quot;&gt;&lt;script&gt;"',
    );
  });

  it('loads the newest elements.js, or the pinned version with its integrity hash', () => {
    expect(scriptCode(selection, SITE, { kind: 'evergreen' })).toMatch(
      /^<script type="module" src="https:\/\/school.example\/widgets\/elements.js"><\/script>\n\n<school-notice-board /,
    );
    const pinned = scriptCode(selection, SITE, {
      kind: 'pinned',
      latest: 'elements.AbC123.js',
      integrity: 'sha384-xyz',
    });
    expect(pinned).toContain(
      '<script type="module" src="https://school.example/widgets/elements.AbC123.js" integrity="sha384-xyz" crossorigin="anonymous"></script>',
    );
  });

  it('frames /embed/<widget> with its options and colours in the address, and the helper on request', () => {
    expect(embedPath(selection)).toBe(
      '/embed/notice-board?lang=bn&limit=5&school-color-primary=%230b5d3b',
    );
    const frame = iframeCode(selection, {
      siteUrl: SITE,
      title: 'নোটিশ বোর্ড',
      height: 900,
      helper: false,
    });
    expect(frame).toBe(
      '<iframe src="https://school.example/embed/notice-board?lang=bn&amp;limit=5&amp;school-color-primary=%230b5d3b" title="নোটিশ বোর্ড" width="100%" height="900" style="border: 0; width: 100%; height: 900px" loading="lazy"></iframe>',
    );
    expect(
      iframeCode(selection, { siteUrl: SITE, title: 'x', height: 900, helper: true }),
    ).toContain(
      '<script type="module" src="https://school.example/widgets/frame-height.js"></script>',
    );
  });

  it('writes the React component with typed props, the school site for its links and the theme around it', () => {
    const code = reactCode(selection, SITE);
    expect(code).toContain("import { NoticeBoard } from '@school/widgets';");
    expect(code).toContain('export function NoticeBoardWidget() {');
    expect(code).toContain(`const api = createApiClient({ baseURL: "${API}" });`);
    expect(code).toContain(
      `<div style={theme}><NoticeBoard api={api} lang="bn" siteUrl="${SITE}" limit={5} /></div>`,
    );
    expect(code).toContain(
      'const theme = { "--school-color-primary": "#0b5d3b" } as CSSProperties;',
    );
    const plain = reactCode(
      {
        ...selection,
        widget: widgetBySlug('contact-form') ?? board,
        attributes: { compact: 'true' },
        styles: {},
      },
      SITE,
    );
    expect(plain).toContain('return <ContactForm api={api} lang="bn" compact={true} />;');
    expect(plain).not.toContain('CSSProperties');
  });

  it('lets no declaration, address or string through as a colour', () => {
    for (const good of [
      '#0b5d3b',
      'rebeccapurple',
      'rgb(11 93 59 / 50%)',
      'calc(2rem + 4px)',
      '1.5',
    ]) {
      expect(safeCssValue(good), good).toBe(good);
    }
    for (const bad of [
      'red; color: blue',
      'url(https://x)',
      'image-set("x")',
      '"x"',
      'expression(alert(1))',
      '}',
      '',
    ]) {
      expect(safeCssValue(bad), bad).toBeNull();
    }
  });
});

describe("the iframe's page", () => {
  const title = () => 'Notice board — School';
  const page = (query: string) =>
    embedPage('notice-board', new URLSearchParams(query), { apiBase: API, title });

  it('holds the one element, on a transparent page, its links opening around the frame', () => {
    const html = page('lang=bn&limit=3&school-color-primary=%23aa0000')?.html ?? '';
    expect(html).toContain('<html lang="bn">');
    expect(html).toContain('<base target="_top">');
    expect(html).toContain('background: transparent');
    expect(html).toContain(
      `<body><school-notice-board api-base="${API}" lang="bn" limit="3" style="--school-color-primary: #aa0000"></school-notice-board></body>`,
    );
  });

  it('drops what is not the widget’s: other attributes, another provider, unsafe colours', () => {
    const html =
      page('api-base=https://evil.example&onload=x&school-color-text=red;x:url(y)')?.html ?? '';
    expect(html).toContain(
      `<school-notice-board api-base="${API}" lang="en"></school-notice-board>`,
    );
    expect(embedPage('no-such-widget', new URLSearchParams(), { apiBase: API, title })).toBeNull();
  });
});
