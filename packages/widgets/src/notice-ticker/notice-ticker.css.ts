import { createContainer, globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/** The spec's "ticker simply not displayed": an element with nothing to show takes no room. */
globalStyle(':host([data-state="error"]), :host([data-state="empty"])', { display: 'none' });

const scroll = keyframes({
  from: { transform: 'translateX(0)' },
  // The track holds the list twice, so half its width brings the copy exactly where the list began.
  to: { transform: 'translateX(-50%)' },
});

const ticker = createContainer();
/** On a phone the label and the button keep only their icons, leaving the room to the titles. */
const NARROW = `${ticker} (max-width: 40rem)`;

/** Out of sight but still read out: the label still names the region, the button's text stays. */
const hiddenText = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
} as const;

export const bar = style({
  containerName: ticker,
  containerType: 'inline-size',
  display: 'flex',
  alignItems: 'stretch',
  minHeight: '44px',
  background: vars.color.primaryLite,
  borderBlock: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});

export const label = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 700,
  whiteSpace: 'nowrap',
});

export const viewport = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  flex: '1 1 auto',
  minWidth: 0,
  overflow: 'hidden',
});

export const track = style({
  display: 'flex',
  flexShrink: 0,
  width: 'max-content',
  animationName: scroll,
  animationDuration: '40s',
  animationTimingFunction: 'linear',
  animationIterationCount: 'infinite',
  selectors: {
    [`${viewport}:hover &, ${viewport}:focus-within &, ${bar}[data-paused] &`]: {
      animationPlayState: 'paused',
    },
    [`${bar}[data-motion="static"] &`]: { animationName: 'none' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationName: 'none',
      flexWrap: 'wrap',
      width: 'auto',
      flexShrink: 1,
    },
  },
});

export const list = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    '(prefers-reduced-motion: reduce)': { flexWrap: 'wrap', flexShrink: 1 },
  },
});

/** The second copy exists only to close the loop; without motion it would repeat every title. */
export const copy = style([
  list,
  {
    selectors: { [`${bar}[data-motion="static"] &`]: { display: 'none' } },
    '@media': { '(prefers-reduced-motion: reduce)': { display: 'none' } },
  },
]);

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingInlineStart: vars.space.md,
  selectors: {
    // A dot before every title, the first included, so the end of one copy meets the next evenly.
    '&::before': {
      content: '""',
      flexShrink: 0,
      width: vars.space.sm,
      height: vars.space.sm,
      borderRadius: '50%',
      background: vars.color.secondary,
    },
  },
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.xs}`,
  color: vars.color.primary,
  fontSize: vars.font.size,
  fontWeight: 600,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: vars.focus, outlineOffset: `calc(${vars.space.xs} * -1)` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { whiteSpace: 'normal' } },
});

/** A provider's short category before the title ("Exam"), set apart by a rule. */
export const category = style({
  marginInlineEnd: vars.space.xs,
  paddingInlineEnd: vars.space.xs,
  borderInlineEnd: '1px solid currentColor',
  fontSize: vars.font.sizeSmall,
  fontWeight: 700,
});

export const loading = style({
  margin: 0,
  paddingInline: vars.space.md,
  color: vars.color.muted,
});

export const toggle = style({
  flexShrink: 0,
  borderRadius: 0,
  paddingInline: vars.space.md,
  selectors: { [`${bar}[data-motion="static"] &`]: { display: 'none' } },
  '@media': { '(prefers-reduced-motion: reduce)': { display: 'none' } },
});

export const icon = style({ width: '1em', height: '1em', flexShrink: 0 });

export const narrowHidden = style({ '@container': { [NARROW]: hiddenText } });
