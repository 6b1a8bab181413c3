import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { palette } from './contrast.ts';

// On-menu is the host site's (its menu bar); no widget draws on the menu colour.
const { focus, onMenu: _onMenu, ...color } = palette();

/**
 * Defaults on both `:host` (inside an element's shadow root) and `:root` (the React components
 * on a plain page). The colours are the palette of the demo provider's `/site-color`, which
 * passes WCAG AA as it is.
 */
createGlobalTheme(':host, :root', vars, {
  color: { ...color, border: '#b9c7bf' },
  font: {
    // Bengali first: its faces cover Bengali only (element/fonts.ts), so Latin text falls to the
    // system font; after system-ui, Chromium could keep Bengali laid out before the font arrived
    // in the system font's empty boxes.
    body: '"Noto Sans Bengali", system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
    sizeSmall: '0.875rem',
    size: '1rem',
    sizeLarge: '1.125rem',
    sizeTitle: '1.5rem',
    lineHeight: '1.5',
  },
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2rem' },
  radius: { sm: '4px', md: '8px' },
  focus: `3px solid ${focus}`,
});
