import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

/**
 * Defaults on both `:host` (inside an element's shadow root) and `:root` (the React components
 * on a plain page). The colours match the demo provider's `/site-color` and pass WCAG AA.
 */
createGlobalTheme(':host, :root', vars, {
  color: {
    primary: '#0b5d3b',
    secondary: '#c8102e',
    background: '#ffffff',
    text: '#1d2a24',
    primaryLite: '#e7f3ec',
    menu: '#08472d',
    onPrimary: '#ffffff',
    surface: '#f6f8f7',
    border: '#b9c7bf',
    muted: '#4d5b54',
    danger: '#a4161a',
    success: '#1b6e3c',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans Bengali", "Noto Sans", sans-serif',
    sizeSmall: '0.875rem',
    size: '1rem',
    sizeLarge: '1.125rem',
    sizeTitle: '1.5rem',
    lineHeight: '1.5',
  },
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2rem' },
  radius: { sm: '4px', md: '8px' },
  focus: '3px solid #1a73e8',
});
