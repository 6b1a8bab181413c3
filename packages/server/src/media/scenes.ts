import { SCHOOL } from '../seed/institute.ts';
import { chooser, escapeXml, gradient, svg, titleFromFile } from './draw.ts';

const SKIES: readonly [string, string][] = [
  ['#7cc4ef', '#e8f6ff'],
  ['#f6a55c', '#ffe7c2'],
  ['#5b8def', '#d9e6ff'],
  ['#9ad0c2', '#f0fbf7'],
];

/** Windows as a pattern keep a many-windowed building to a few hundred bytes. */
const WINDOWS =
  '<pattern id="w" width="56" height="64" patternUnits="userSpaceOnUse">' +
  '<rect x="14" y="14" width="28" height="36" rx="2" fill="#dbeafe"/></pattern>';

function building(x: number, y: number, w: number, h: number, colour: string): string {
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${colour}"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#w)"/>` +
    `<rect x="${x - 10}" y="${y - 16}" width="${w + 20}" height="18" fill="#7f1d1d"/>` +
    `<rect x="${x + w / 2 - 30}" y="${y + h - 80}" width="60" height="80" fill="#78350f"/>`
  );
}

function tree(x: number, y: number, r: number): string {
  return (
    `<rect x="${x - 6}" y="${y}" width="12" height="${r * 1.4}" fill="#6b4423"/>` +
    `<circle cx="${x}" cy="${y}" r="${r}" fill="#2f7d32"/><circle cx="${x - r * 0.5}" cy="${y + r * 0.3}" r="${r * 0.7}" fill="#3f9142"/>`
  );
}

/** The national flag on a pole: bottle green with a red disc set a little towards the hoist. */
function flag(x: number, y: number): string {
  return (
    `<rect x="${x}" y="${y}" width="6" height="190" fill="#9ca3af"/>` +
    `<rect x="${x + 6}" y="${y}" width="100" height="60" fill="#006a4e"/>` +
    `<circle cx="${x + 51}" cy="${y + 30}" r="20" fill="#f42a41"/>`
  );
}

function caption(x: number, y: number, size: number, text: string): string {
  // Bold text is about 0.6 em per character in the common sans-serif fonts.
  const width = Math.round(text.length * size * 0.62) + size * 1.2;
  return (
    `<rect x="${x}" y="${y - size * 1.1}" width="${width}" height="${size * 1.7}" rx="${size * 0.4}" fill="#000" opacity=".45"/>` +
    `<text x="${x + size * 0.6}" y="${y}" font-family="system-ui, 'Segoe UI', sans-serif" font-size="${size}" font-weight="600" fill="#fff">${escapeXml(text)}</text>`
  );
}

function clouds(c: ReturnType<typeof chooser>, count: number, width: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = c.int(40, width - 200);
    const y = c.int(50, 200);
    out += `<g fill="#fff" opacity=".85"><ellipse cx="${x}" cy="${y}" rx="70" ry="26"/><ellipse cx="${x + 50}" cy="${y - 16}" rx="46" ry="30"/></g>`;
  }
  return out;
}

const BANNER_LINES = [
  'Learning with discipline since 1986',
  'Admission open: classes Six and XI',
  'Excellent results in SSC and HSC',
  'Annual Sports Day on our own field',
  'Science and ICT labs for every student',
];

/** A wide hero picture: sky, hills, the campus, the flag and the school's name. */
export function banner(file: string): string {
  const c = chooser(`banner:${file}`);
  const n = Number.parseInt(file, 10);
  const [top, bottom] = SKIES[(Number.isNaN(n) ? c.int(0, 3) : n) % SKIES.length] as [
    string,
    string,
  ];
  const line = BANNER_LINES[(Number.isNaN(n) ? 0 : n - 1) % BANNER_LINES.length] ?? '';
  return svg(
    1600,
    600,
    `${SCHOOL.name}: ${line}`,
    `<defs>${gradient('s', top, bottom, true)}${WINDOWS}</defs>` +
      `<rect width="1600" height="600" fill="url(#s)"/><circle cx="${c.int(1150, 1450)}" cy="110" r="60" fill="#fde68a"/>` +
      clouds(c, 2, 1600) +
      '<path d="M0 420q200-90 420-20t460-10 420 0 300 20v190H0z" fill="#86c06c"/>' +
      `${building(1100, 250, 420, 250, '#f3e8d2')}${flag(1010, 310)}${tree(1560, 430, 40)}` +
      '<rect y="500" width="1600" height="100" fill="#4d8b3f"/>' +
      caption(70, 250, 56, SCHOOL.name) +
      caption(70, 350, 34, line),
  );
}

export type Scene = 'campus' | 'river' | 'field' | 'classroom';

function scene(kind: Scene, c: ReturnType<typeof chooser>): string {
  switch (kind) {
    case 'campus':
      return (
        '<rect y="560" width="1200" height="240" fill="#6aa84f"/>' +
        `${building(c.int(220, 380), 280, 600, 300, c.pick(['#efe3c8', '#f3d9c4', '#e7e5e4']))}` +
        `${tree(c.int(80, 180), 520, 70)}${tree(c.int(1020, 1120), 520, c.int(60, 90))}${flag(1000, 350)}`
      );
    case 'river':
      return (
        '<path d="M0 470q300-60 600 0t600 0v330H0z" fill="#3b82c4"/>' +
        '<path d="M0 520q150 20 300 0t300 0 300 0 300 0M0 600q150 20 300 0t300 0 300 0 300 0" stroke="#bfdbfe" stroke-width="6" fill="none"/>' +
        `<path d="M${c.int(300, 600)} 560h260l-50 50h-160z" fill="#7c4a1e"/><path d="M${c.int(620, 700)} 560v-130l70 120z" fill="#f8fafc"/>` +
        `${tree(120, 420, 60)}${tree(1080, 400, 70)}<path d="M0 470h1200v-40q-300-40-600 0t-600 0z" fill="#6aa84f"/>`
      );
    case 'field':
      return (
        '<rect y="420" width="1200" height="380" fill="#4f9a3a"/>' +
        '<path d="M0 520h1200M0 640h1200" stroke="#5fae48" stroke-width="60"/>' +
        '<path d="M150 600v-150h140v150M910 600v-150h140v150" stroke="#fff" stroke-width="10" fill="none"/>' +
        `<circle cx="${c.int(450, 750)}" cy="660" r="22" fill="#fff" stroke="#111" stroke-width="4"/>${tree(600, 360, 60)}`
      );
    case 'classroom':
      return (
        '<rect width="1200" height="800" fill="#f5efe0"/><rect x="200" y="120" width="800" height="360" rx="10" fill="#1f4d3a" stroke="#8b5a2b" stroke-width="18"/>' +
        '<path d="M260 200h420M260 260h520M260 320h300" stroke="#e5e7eb" stroke-width="8" stroke-linecap="round"/>' +
        '<rect y="620" width="1200" height="180" fill="#b08457"/>' +
        '<path d="M120 640h260v30H120zM470 640h260v30H470zM820 640h260v30H820z" fill="#7c5230"/>'
      );
    default:
      return kind satisfies never;
  }
}

/** A landscape picture for the gallery, history, events and the contact card. */
/** What a demo picture shows, as it is drawn: the seed captions it from this. */
export function sceneOf(folder: string, file: string): Scene {
  return chooser(`${folder}/${file}`).pick<Scene>(SCENES);
}

const SCENES: Scene[] = ['campus', 'river', 'field', 'classroom'];

export function landscape(folder: string, file: string): string {
  const c = chooser(`${folder}/${file}`);
  const kind = c.pick<Scene>(SCENES);
  const [top, bottom] = c.pick(SKIES);
  const label = `${titleFromFile(folder)} ${titleFromFile(file)}`;
  return svg(
    1200,
    800,
    `${label}: ${kind} picture`,
    `<defs>${gradient('s', top, bottom, true)}${WINDOWS}</defs><rect width="1200" height="800" fill="url(#s)"/>` +
      `<circle cx="${c.int(150, 1050)}" cy="${c.int(90, 160)}" r="55" fill="#fde68a"/>` +
      `${clouds(c, c.int(0, 3), 1200)}${scene(kind, c)}` +
      caption(40, 760, 34, label),
  );
}
