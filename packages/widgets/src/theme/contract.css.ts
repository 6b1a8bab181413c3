import { createGlobalThemeContract } from '@vanilla-extract/css';

/**
 * Every widget is styled from these variables only. Their names are stable (`--school-…`), so a
 * host page themes an element by setting them on it, and `applySiteColors` fills the colours
 * from the provider's `/site-color`.
 */
export const vars = createGlobalThemeContract(
  {
    color: {
      primary: 'color-primary',
      secondary: 'color-secondary',
      background: 'color-background',
      text: 'color-text',
      primaryLite: 'color-primary-lite',
      menu: 'color-menu',
      onPrimary: 'color-on-primary',
      surface: 'color-surface',
      border: 'color-border',
      muted: 'color-muted',
      danger: 'color-danger',
      success: 'color-success',
    },
    font: {
      body: 'font-body',
      sizeSmall: 'font-size-small',
      size: 'font-size',
      sizeLarge: 'font-size-large',
      sizeTitle: 'font-size-title',
      lineHeight: 'line-height',
    },
    space: {
      xs: 'space-xs',
      sm: 'space-sm',
      md: 'space-md',
      lg: 'space-lg',
      xl: 'space-xl',
    },
    radius: { sm: 'radius-sm', md: 'radius-md' },
    focus: 'focus-ring',
  },
  (value) => `school-${value}`,
);
