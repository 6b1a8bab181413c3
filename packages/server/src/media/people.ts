import { chooser, escapeXml, gradient, nameFromFile, svg } from './draw.ts';

const SKIN = ['#f1c27d', '#e0ac69', '#c68642', '#a5693a', '#8d5524'];
const HAIR = ['#1b1b1b', '#2e1d12', '#3b2a1a', '#4a4a4a'];
const CLOTHES = ['#1e3a8a', '#f8fafc', '#0b5d3b', '#7c2d12', '#374151', '#9d174d'];
const KINDS = ['student', 'staff', 'committee', 'alumni', 'testimonial', 'principal', 'chairman'];

/** The head-and-shoulders figure shared by avatars without initials and portraits. */
function figure(pick: <T>(items: readonly T[]) => T, size: number): string {
  const s = size / 400;
  const skin = pick(SKIN);
  const hair = pick(HAIR);
  const long = pick([false, false, true]);
  const hairShape = long
    ? `<path d="M${128 * s} ${180 * s}q0-${110 * s} ${72 * s}-${110 * s}t${72 * s} ${110 * s}v${90 * s}h-${144 * s}z" fill="${hair}"/>`
    : `<path d="M${134 * s} ${160 * s}q0-${80 * s} ${66 * s}-${80 * s}t${66 * s} ${80 * s}q-${66 * s}-${40 * s}-${132 * s} 0z" fill="${hair}"/>`;
  return (
    `<path d="M${60 * s} ${400 * s}q0-${110 * s} ${140 * s}-${110 * s}t${140 * s} ${110 * s}z" fill="${pick(CLOTHES)}" stroke="#000" stroke-opacity=".12"/>` +
    `<rect x="${182 * s}" y="${230 * s}" width="${36 * s}" height="${60 * s}" fill="${skin}"/>` +
    (long ? hairShape : '') +
    `<circle cx="${200 * s}" cy="${175 * s}" r="${64 * s}" fill="${skin}"/>` +
    (long ? '' : hairShape)
  );
}

/** A round avatar: initials on a colour from the name, or a figure when there is no name. */
export function avatar(file: string): string {
  const c = chooser(file);
  const { words, initials } = nameFromFile(file, KINDS);
  const [dark, light] = c.palette();
  const body = initials
    ? `<text x="128" y="128" dy=".35em" text-anchor="middle" font-family="system-ui, 'Segoe UI', sans-serif" font-size="100" font-weight="600" fill="#fff">${escapeXml(initials)}</text>`
    : `<clipPath id="c"><circle cx="128" cy="128" r="128"/></clipPath><g clip-path="url(#c)">${figure(c.pick, 256)}</g>`;
  return svg(
    256,
    256,
    words ? `Avatar of ${words}` : 'Avatar',
    `<defs>${gradient('g', light, dark)}</defs><circle cx="128" cy="128" r="128" fill="url(#g)"/>${body}`,
  );
}

/** A square portrait for committee members, alumni, testimonials and messages. */
export function portrait(file: string): string {
  const c = chooser(file);
  const { words, initials } = nameFromFile(file, KINDS);
  const [dark, light] = c.palette();
  const badge = initials
    ? `<circle cx="352" cy="352" r="36" fill="#fff" opacity=".92"/><text x="352" y="352" dy=".35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="28" font-weight="700" fill="${dark}">${escapeXml(initials)}</text>`
    : '';
  return svg(
    400,
    400,
    words ? `Portrait of ${words}` : 'Portrait',
    `<defs>${gradient('g', light, dark, true)}</defs><rect width="400" height="400" fill="url(#g)"/>` +
      `<circle cx="200" cy="175" r="120" fill="#fff" opacity=".08"/>${figure(c.pick, 400)}${badge}`,
  );
}
