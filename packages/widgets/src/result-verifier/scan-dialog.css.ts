import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/** The camera dialog's styles: they come with its code, when the visitor first asks for it. */

export const scanHelp = style({ margin: `0 0 ${vars.space.sm}` });

export const cameraFailed = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });

export const camera = style({
  display: 'block',
  width: '100%',
  maxHeight: '60vh',
  borderRadius: vars.radius.sm,
  background: vars.color.text,
  selectors: { '&[hidden]': { display: 'none' } },
});
