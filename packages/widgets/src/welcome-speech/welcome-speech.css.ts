import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import * as ui from '../ui/ui.css.ts';

/** The excerpt: a few lines in the home page's or the footer's column. */
export const text = style({});

/** The whole speech: lines a reader's eye can follow back. */
export const page = style({ maxWidth: '72ch' });

/** Plain text from the provider: a line break inside a paragraph is the author's. */
export const paragraph = style({
  margin: `0 0 ${vars.space.md}`,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  selectors: {
    [`${page} &`]: { fontSize: vars.font.sizeLarge },
    [`${page} &:last-child`]: { marginBottom: 0 },
  },
});

export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  color: vars.color.primary,
  fontWeight: 700,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': { outline: vars.focus, outlineOffset: '2px' },
  },
});

export const ghosts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const ghost = style([
  ui.pulse,
  {
    display: 'block',
    height: `calc(1em * ${vars.font.lineHeight} - ${vars.space.sm})`,
    borderRadius: vars.radius.sm,
    background: vars.color.primaryLite,
    selectors: {
      '&:last-child': { width: '60%' },
      [`${page} &`]: { fontSize: vars.font.sizeLarge },
    },
  },
]);
