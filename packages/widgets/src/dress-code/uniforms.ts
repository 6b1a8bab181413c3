import collegeBoys from './college-boys.svg?no-inline';
import collegeGirls from './college-girls.svg?no-inline';
import schoolBoys from './school-boys.svg?no-inline';
import schoolGirls from './school-girls.svg?no-inline';

/**
 * The four uniforms the widget ships itself (spec §2: "four static images"), drawn as small
 * SVG files. `?no-inline`: the embed bundle is built in library mode, which would otherwise
 * inline them into the element's code as data: URLs (about 2 KB gzip of a first load that has
 * 4 KB for the whole widget); as files they load lazily like any picture, from beside the
 * element's own chunk on the school's site (`new URL(…, import.meta.url)`), on a partner's page
 * too.
 */
export const UNIFORMS = [
  { key: 'schoolBoys', src: schoolBoys },
  { key: 'schoolGirls', src: schoolGirls },
  { key: 'collegeBoys', src: collegeBoys },
  { key: 'collegeGirls', src: collegeGirls },
] as const;

export type UniformKey = (typeof UNIFORMS)[number]['key'];
