import type { Decorator, Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { applySiteColors } from '../packages/widgets/src/theme/site-colors.ts';
// The `:root` defaults, so the plain React components have their variables too.
import '../packages/widgets/src/theme/theme.css.ts';

/** Storybook's own mark of a test runner, in the user agent. */
const UNDER_TEST_RUNNER = globalThis.navigator?.userAgent.includes('StorybookTestRunner') ?? false;

/** Theme controls → the provider's `/site-color` fields, with the theme's defaults. */
const SITE_COLORS = {
  primary: { field: 'primary_color', value: '#0b5d3b' },
  secondary: { field: 'secondary_color', value: '#c8102e' },
  background: { field: 'background_color', value: '#ffffff' },
  text: { field: 'text_color', value: '#1d2a24' },
  primaryLite: { field: 'primary_lite_color', value: '#e7f3ec' },
  menu: { field: 'menu_color', value: '#08472d' },
} as const;

const colorArg = (key: string) => `siteColor${key[0]?.toUpperCase()}${key.slice(1)}`;

const COLOR_ARGS = Object.entries(SITE_COLORS).map(([key, { field }]) => ({
  arg: colorArg(key),
  field,
}));

/**
 * An element's `:host` defaults beat variables it would inherit from the wrapper; a page themes
 * an element by setting them on it, so the frame makes every element inside inherit them.
 */
const INHERIT_CSS = `[data-school-theme] * { --school-focus-ring: inherit; ${[
  // Every colour the kit's palette sets (theme/contrast.ts), so elements in a story take the
  // story's palette rather than their own defaults.
  'primary',
  'secondary',
  'background',
  'text',
  'primary-lite',
  'menu',
  'on-primary',
  'on-menu',
  'surface',
  'muted',
  'danger',
  'success',
]
  .map((name) => `--school-color-${name}: inherit;`)
  .join(' ')} }`;

function ThemeFrame({
  colors,
  lang,
  children,
}: {
  colors: Record<string, string>;
  lang: string;
  children: ReactNode;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const key = JSON.stringify(colors);
  useLayoutEffect(() => {
    const target = frame.current;
    if (!target) return;
    target.removeAttribute('style');
    applySiteColors(JSON.parse(key), target);
  }, [key]);
  return (
    <div ref={frame} data-school-theme="" lang={lang}>
      <style>{INHERIT_CSS}</style>
      {children}
    </div>
  );
}

/** Applies the theme controls (and the language) around every story; the story never sees them. */
const withSiteTheme: Decorator = (Story, context) => {
  const args: Record<string, unknown> = { ...context.args };
  const colors: Record<string, string> = {};
  for (const { arg, field } of COLOR_ARGS) {
    const value = args[arg];
    if (typeof value === 'string') colors[field] = value;
    delete args[arg];
  }
  return (
    <ThemeFrame colors={colors} lang={String(context.globals.lang ?? 'en')}>
      <Story args={args} />
    </ThemeFrame>
  );
};

const preview: Preview = {
  // Stories answer from `parameters.msw.handlers`; anything else (assets, HMR) goes through.
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker();
      await worker.start({
        quiet: true,
        onUnhandledRequest: 'bypass',
        serviceWorker: { url: './mockServiceWorker.js' },
      });
      return worker;
    }),
  ],
  decorators: [withSiteTheme],
  args: Object.fromEntries(
    Object.entries(SITE_COLORS).map(([key, { value }]) => [colorArg(key), value]),
  ),
  argTypes: Object.fromEntries(
    COLOR_ARGS.map(({ arg, field }) => [
      arg,
      { control: 'color', name: field, table: { category: 'Theme (/site-color)' } },
    ]),
  ),
  globalTypes: {
    lang: {
      description: 'Language of the elements (their lang attribute comes from the page)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'bn', title: 'বাংলা' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { lang: 'en' },
  parameters: {
    // Violations fail the addon's checks (and the story's test, where stories run as tests).
    a11y: {
      test: 'error',
      // Under a test runner (tests/stories-axe.test.ts) only the violations are needed: axe then
      // skips gathering every passed node. The panel a designer opens still lists everything.
      ...(UNDER_TEST_RUNNER ? { options: { resultTypes: ['violations'] } } : {}),
    },
    controls: { matchers: { color: /(background|color)$/i } },
  },
};

export default preview;
