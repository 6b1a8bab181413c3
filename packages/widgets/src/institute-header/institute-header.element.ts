import type { Institute } from '@school/api';
import type { HTMLAttributes } from 'react';
import { defineElement, lazyView } from '../runtime/define-element.tsx';
import css from './institute-header.css.ts?inline';
import type { InstituteHeaderProps } from './institute-header.tsx';

/**
 * `<school-institute-header>`: the institute's identity for the top of a page — logo, name,
 * EIIN (only when there is one), address, Facebook / YouTube / WhatsApp links and the
 * management Login (opens in a new tab). From the provider's `/api/institute` (first item).
 *
 * @attr api-base - Address of the provider; required unless the page has
 *   `<meta name="school-api-base">` (without either the element shows an error and logs it).
 * @attr lang - `en` (default) or `bn`; otherwise taken from the nearest `lang` attribute.
 * @attr heading-level - 1–6 makes the institute name a heading of that level; none by default
 *   (the page owns its h1).
 *
 * @event school-institute-header-load - The institute is in; `detail` is the provider's institute.
 *
 * @cssprop --school-color-primary - The header's background.
 * @cssprop --school-color-on-primary - Its text, icons and the Login button.
 *
 * @csspart base - The coloured header bar.
 * @csspart logo - The logo image.
 * @csspart name - The institute name.
 * @csspart eiin - The "EIIN: …" line.
 * @csspart address - The address.
 * @csspart social - The list of social links.
 * @csspart social-link - Each social link.
 * @csspart login - The Login link.
 *
 * `data-state` on the element: `loading`, `ready` or `error`.
 */
export const InstituteHeaderElement = defineElement(
  'school-institute-header',
  // Loaded when the tag first renders: a page with only the result checker never fetches it.
  lazyView<InstituteHeaderProps>(() =>
    import('./institute-header.tsx').then((m) => m.InstituteHeader),
  ),
  {
    props: { headingLevel: 'number' },
    events: { onLoad: 'school-institute-header-load' },
    styles: [css],
  },
);

/** The element's attributes, for JSX (`<school-institute-header api-base=… />` in React hosts). */
export interface InstituteHeaderAttributes extends HTMLAttributes<HTMLElement> {
  'api-base'?: string;
  'heading-level'?: number | string;
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'school-institute-header': InstituteHeaderAttributes;
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'school-institute-header': HTMLElement;
  }
  interface GlobalEventHandlersEventMap {
    'school-institute-header-load': CustomEvent<Institute>;
  }
}
