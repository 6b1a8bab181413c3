import { SCHOOL } from '../seed/institute.ts';
import { chooser, escapeXml, gradient, svg, titleFromFile } from './draw.ts';

const GREEN = '#0b5d3b';
const GOLD = '#d4a017';

/** The crest: a shield with the red sun over an open book, and a ribbon with the year. */
export function logo(): string {
  return svg(
    512,
    512,
    `${SCHOOL.name} crest`,
    `<defs>${gradient('g', '#168a5c', GREEN, true)}</defs>` +
      `<path d="M256 24l200 60v150c0 130-90 220-200 258C146 454 56 364 56 234V84z" fill="url(#g)" stroke="${GOLD}" stroke-width="14"/>` +
      '<circle cx="256" cy="170" r="62" fill="#f42a41"/>' +
      '<path d="M256 250q-60-30-130-14v110q70-16 130 14zM256 250q60-30 130-14v110q-70-16-130 14z" fill="#fff"/>' +
      `<path d="M256 250v110" stroke="${GREEN}" stroke-width="4"/>` +
      `<path d="M110 396h292l-22 34 22 34H110l22-34z" fill="${GOLD}"/>` +
      `<text x="256" y="438" text-anchor="middle" font-family="Georgia, serif" font-size="30" font-weight="700" fill="${GREEN}">${escapeXml(`${SCHOOL.shortName} · ${SCHOOL.founded}`)}</text>`,
  );
}

const GLYPHS: Record<string, string> = {
  teacher: '<circle cx="22" cy="18" r="8"/><path d="M8 54V38q0-10 14-10t14 10v16M36 14h22v22H38"/>',
  flask: '<path d="M24 8h16M28 8v16L12 52q-2 4 3 4h34q5 0 3-4L36 24V8M18 42h28"/>',
  computer: '<rect x="8" y="12" width="48" height="30" rx="3"/><path d="M24 54h16M32 42v12"/>',
  book: '<path d="M32 16q-10-6-24-4v38q14-2 24 4 10-6 24-4V12q-14-2-24 4zM32 16v38"/>',
  trophy:
    '<path d="M20 8h24v14q0 14-12 14T20 22zM20 14H10q0 12 12 12M44 14h10q0 12-12 12M32 36v10M22 56h20l-3-10H25z"/>',
  shield: '<path d="M32 6l22 8v16q0 18-22 28Q10 48 10 30V14z"/><path d="M22 32l7 7 13-14"/>',
  link: '<path d="M26 38l12-12M22 30l-6 6a8 8 0 0011 11l6-6M42 34l6-6a8 8 0 00-11-11l-6 6"/>',
  star: '<path d="M32 8l7 15 16 2-12 11 3 16-14-8-14 8 3-16L9 25l16-2z"/>',
};

/** A line glyph by name (`/media/icons/flask.svg`); unknown names get a star. */
export function icon(file: string): string {
  const name = file.replace(/-\d+$/, '');
  const glyph = GLYPHS[name] ?? GLYPHS.star;
  return svg(
    128,
    128,
    `${titleFromFile(name)} icon`,
    `<g transform="scale(2)" fill="none" stroke="${GREEN}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round">${glyph}</g>`,
  );
}

/** A uniform on a hanger: shirt and trousers, or kameez and salwar, by the file name. */
export function dress(file: string): string {
  const girls = /girls/.test(file);
  const college = /college/.test(file);
  const top = college ? '#9ccbf0' : '#f8fafc';
  const bottom = girls && college ? '#f8fafc' : '#1e2a5a';
  const garment = girls
    ? `<path d="M220 150l-90 60 30 60 40-20v330h200V250l40 20 30-60-90-60q-30 30-80 0z" fill="${top}" stroke="#94a3b8" stroke-width="4"/>` +
      `<rect x="200" y="420" width="200" height="26" fill="${GREEN}"/>` +
      `<path d="M215 580h70l5 170h-80zM315 580h70l5 170h-80z" fill="${bottom}"/>`
    : `<path d="M220 150l-90 60 30 60 40-20v190h200V250l40 20 30-60-90-60q-30 30-80 0z" fill="${top}" stroke="#94a3b8" stroke-width="4"/>` +
      `<path d="M270 150l30 40 30-40" fill="none" stroke="#94a3b8" stroke-width="4"/>` +
      `<path d="M200 440h200l10 320h-90l-20-240-20 240h-90z" fill="${bottom}"/>` +
      (college ? `<path d="M292 190h16l8 120-16 20-16-20z" fill="${GREEN}"/>` : '');
  return svg(
    600,
    800,
    `Uniform: ${titleFromFile(file)}`,
    `<rect width="600" height="800" fill="#eef4f0"/><path d="M300 60v50M230 150q70-60 140 0" fill="none" stroke="#6b7280" stroke-width="8"/>${garment}`,
  );
}

/** A trophy, or a framed certificate for `…-certificate`. */
export function credential(file: string): string {
  const c = chooser(file);
  const [dark, light] = c.palette();
  const title = `Achievement ${titleFromFile(file)}`;
  const body = /certificate/.test(file)
    ? `<rect x="80" y="60" width="640" height="480" fill="#fffdf5" stroke="${GOLD}" stroke-width="16"/>` +
      `<text x="400" y="170" text-anchor="middle" font-family="Georgia, serif" font-size="44" fill="${dark}">Certificate of Merit</text>` +
      `<text x="400" y="240" text-anchor="middle" font-family="Georgia, serif" font-size="24" fill="#374151">${escapeXml(SCHOOL.name)}</text>` +
      '<path d="M200 330h400M200 380h400" stroke="#d1d5db" stroke-width="4"/>' +
      `<circle cx="620" cy="450" r="44" fill="${GOLD}"/><path d="M600 490l-10 50 30-18 30 18-10-50" fill="#b91c1c"/>`
    : `<rect width="800" height="600" fill="url(#g)"/>` +
      `<path d="M320 120h160v80q0 80-80 80t-80-80zM320 150h-50q0 60 60 70M480 150h50q0 60-60 70" fill="${GOLD}" stroke="#92400e" stroke-width="6"/>` +
      `<rect x="380" y="280" width="40" height="80" fill="${GOLD}"/><rect x="300" y="360" width="200" height="60" rx="8" fill="#92400e"/>` +
      `<text x="400" y="500" text-anchor="middle" font-family="system-ui, sans-serif" font-size="34" font-weight="600" fill="#fff">${escapeXml(title)}</text>`;
  return svg(800, 600, title, `<defs>${gradient('g', light, dark)}</defs>${body}`);
}
