import { createApiClient } from '@school/api';
import { contractHandlers, fail, HANG, type Mocks } from '@school/api/msw';
import type { Decorator } from '@storybook/react-vite';
import { type ComponentType, createElement } from 'react';
import { asLang } from '../runtime/i18n.ts';
import * as ui from '../ui/ui.css.ts';

/**
 * Stories run against this made-up provider address; MSW (set up in .storybook/preview.tsx)
 * answers it from each story's `parameters.msw.handlers`, built from the contract table so a
 * story's data has the shape a real provider sends. Nothing here ships.
 */
export const STORY_API_BASE = 'https://provider.example';
export const storyApi = createApiClient({ baseURL: STORY_API_BASE });

/** A story's parameters: the provider answers these calls (a body, `HANG`, or `fail(…)`). */
export const provider = (mocks: Mocks) => ({
  msw: { handlers: contractHandlers(STORY_API_BASE, mocks) },
});

export { fail, HANG };

/** The error every "Error" story shows: what a busy provider answers. */
export const BUSY = fail(503, 'The school server is busy. Try again soon.');

/** Every call of `mocks`, answered the same way. */
const all = (mocks: Mocks, outcome: typeof HANG | typeof BUSY): Mocks =>
  Object.fromEntries(Object.keys(mocks).map((name) => [name, outcome]));

/**
 * The four faces every widget shows (spec §4): loading, `Error: {message}`, the empty text, and
 * loaded, from the calls the widget makes when loaded and when the provider has nothing.
 */
export function faces(loaded: Mocks, empty: Mocks) {
  return {
    Loading: { parameters: provider(all(loaded, HANG)) },
    Error: { name: 'Error', parameters: provider(all(loaded, BUSY)) },
    Empty: { parameters: provider(empty) },
    Loaded: { parameters: provider(loaded) },
  };
}

/**
 * The meta of a widget's stories: its view with the story provider's client, in the language of
 * the toolbar, and a description for the docs page.
 */
export function widgetMeta<P extends { api: unknown; lang?: unknown }>(
  title: string,
  component: ComponentType<P>,
  description: string,
) {
  return {
    title: `Widgets/${title}`,
    component,
    args: { api: storyApi } as Partial<P>,
    argTypes: { api: { table: { disable: true } } },
    render: (args: P, { globals }: { globals: Record<string, unknown> }) =>
      createElement(component, { ...args, lang: args.lang ?? asLang(String(globals.lang)) }),
    parameters: { docs: { description: { component: description } } },
  };
}

/** A ui primitive's stories draw it inside a widget's root, where it always lives. */
export const inRoot: Decorator = (Story) =>
  createElement('div', { className: ui.root }, createElement(Story));
