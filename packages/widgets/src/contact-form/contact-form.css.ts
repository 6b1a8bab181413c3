import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

const contact = createContainer();
// A container query: a partner page may put the form in a narrow column.
const WIDE = `${contact} (min-width: 36rem)`;

export const root = style({
  containerName: contact,
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const form = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  '@container': {
    [WIDE]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', padding: vars.space.lg },
  },
});

/** The heading, the error summary, the message and the button take the whole width. */
export const wide = style({ gridColumn: '1 / -1' });

export const heading = style({ margin: 0 });

export const summary = style([wide, { selectors: { '&:empty': { display: 'none' } } }]);

export const message = style({ resize: 'vertical' });

export const submit = style([
  wide,
  {
    justifySelf: 'start',
    minWidth: '8rem',
    // Still focusable while it sends (the dialog gives focus back to it), but it says so.
    selectors: { '&[aria-disabled="true"]': { cursor: 'progress' } },
  },
]);

/** What stays in the page once the message is stored: its reference, and when to expect a reply. */
export const receipt = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `4px solid ${vars.color.success}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const receiptTitle = style({ margin: 0, fontSize: vars.font.sizeLarge });

export const receiptLine = style({ margin: 0 });

/** The reference, on one line, as a parent copies it down. */
export const reference = style({ whiteSpace: 'nowrap', fontSize: vars.font.sizeLarge });
