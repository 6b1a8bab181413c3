import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A link a thumb can hit (44 px tall) that reads as a link without colour (underlined). */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  color: vars.color.primary,
  fontWeight: 600,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': { outline: vars.focus, outlineOffset: '2px' },
  },
});
