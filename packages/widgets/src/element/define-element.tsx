import { type ApiClient, createApiClient } from '@school/api';
import { type ComponentType, lazy, Suspense, useCallback, useEffect, useMemo } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { emit } from '../runtime/emit.ts';
import { asLang, type Lang } from '../runtime/i18n.ts';
import type { WidgetState } from '../runtime/store.ts';
import { adopt, sheetFor } from '../runtime/styles.ts';
import { ElementStateContext } from '../runtime/use-widget-store.ts';
import { siteColorsHostCss } from '../theme/site-colors.ts';
import themeCss from '../theme/theme.css.ts?inline';
import uiCss from '../ui/ui.css.ts?inline';
import { registerFonts } from './fonts.ts';

/** What every widget view takes besides its own props. */
export interface WidgetProps {
  /** The provider client; the element makes one from its `api-base` attribute. */
  api: ApiClient;
  lang?: Lang;
  /** Called with the widget's state; inside an element it is mirrored as `data-state`. */
  onStateChange?: (state: WidgetState) => void;
}

type AttributeType = 'string' | 'number' | 'boolean' | 'json';

/** The view's own props: what an element can set from attributes or dispatch as events. */
type Own<P> = Omit<P, keyof WidgetProps>;
// biome-ignore lint/suspicious/noExplicitAny: any function type, whatever its parameters
type Callback = (...args: any[]) => unknown;
type CallbackKeys<P> = {
  [K in keyof Own<P>]-?: NonNullable<Own<P>[K]> extends Callback ? K : never;
}[keyof Own<P>];
type ValueKeys<P> = Exclude<keyof Own<P>, CallbackKeys<P>>;

/**
 * How an element adapts a view `P` as tag `T`. Typed against the view's props: an attribute that
 * is not a prop, an event for a prop that is not a callback, or an event not named
 * `T-<verb>` does not compile.
 */
export interface ElementSpec<P, T extends string> {
  /** The view's own props that are attributes (kebab-case of the prop name), and their types. */
  props?: { [K in ValueKeys<P>]?: AttributeType };
  /** The view's callback props, each dispatched as this `<tag>-<verb>` event. */
  events?: { [K in CallbackKeys<P>]?: `${T}-${string}` };
  /** The widget's own CSS texts; the theme and the ui primitives' CSS are always adopted. */
  styles: string[];
  /** Props the element gives the view when their attribute is absent or empty. */
  defaults?: { [K in ValueKeys<P>]?: P[K] };
}

const NoApiBase = lazy(() => import('./no-api-base.tsx').then((m) => ({ default: m.NoApiBase })));

/** The element is a block unless the page says otherwise; `hidden` still hides it. */
const HOST_CSS = ':host { display: block; } :host([hidden]) { display: none; }';

/**
 * Without `api-base`, an element uses the page's `<meta name="school-api-base">` (the host site
 * sets it). There is no further guess: the origin the script came from is the school's site,
 * which is not where its provider answers.
 */
function defaultApiBase(): string | null {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="school-api-base"]');
  return meta?.content.trim() || null;
}

/**
 * One client per provider address per page, sharing identical GETs: two result checkers ask for
 * the option lists once, and a checker added a little later finds them already there.
 */
const clients = new Map<string, ApiClient>();

function clientFor(base: string): ApiClient {
  const key = base.replace(/\/+$/, '');
  let client = clients.get(key);
  if (!client) {
    client = createApiClient({ baseURL: key, shareGets: true });
    clients.set(key, client);
  }
  return client;
}

/**
 * The `:host` rules that put a provider's `/site-color` on its elements: one request per
 * provider per page, however many elements it has. The code that turns them into CSS is in the
 * first load: every element asks for the colours as it starts, so a chunk of its own was only
 * one more request before the element was ready.
 */
const siteColors = new Map<string, Promise<string | null>>();

function providerColorsCss(api: ApiClient, base: string): Promise<string | null> {
  let css = siteColors.get(base);
  if (!css) {
    css = api.getSiteColors().then(
      (colors) => siteColorsHostCss(colors),
      (error: unknown) => {
        console.warn('The school colours could not be loaded; using the defaults.', error);
        return null;
      },
    );
    siteColors.set(base, css);
  }
  return css;
}

/** An element wears its provider's `/site-color` colours, as the school's own site does. */
function useProviderColors(api: ApiClient, base: string, host: HTMLElement | null) {
  useEffect(() => {
    const root = host?.shadowRoot;
    if (!root) return;
    let live = true;
    void providerColorsCss(api, base).then((css) => {
      if (live && css) adopt(root, css);
    });
    return () => {
      live = false;
    };
  }, [api, base, host]);
}

const kebab = (prop: string) => prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** An attribute's value as the view's prop; an absent attribute is an absent prop. */
function parse(type: AttributeType, value: string | null): unknown {
  if (value === null) return undefined;
  switch (type) {
    case 'string':
      return value;
    case 'number':
      return value.trim() === '' ? undefined : Number(value);
    // As in HTML, a bare attribute (`<x compact>`) is true; `false`, `no` and `0` are false.
    case 'boolean':
      return value === '' || !/^(false|no|off|0)$/i.test(value.trim());
    case 'json':
      try {
        return JSON.parse(value);
      } catch {
        return undefined;
      }
    default:
      return type satisfies never;
  }
}

/**
 * Define `tag` as a custom element that renders `View` in an open shadow root with `spec.styles`
 * adopted into it. The only place that knows about custom elements.
 */
export function defineElement<P extends WidgetProps, const T extends `${string}-${string}`>(
  tag: T,
  View: ComponentType<P>,
  spec: ElementSpec<P, T>,
): CustomElementConstructor {
  const existing = customElements.get(tag);
  if (existing) return existing;
  // The Bengali font faces for the host page (a file downloads only once Bengali is drawn).
  registerFonts();

  function ElementRoot({
    host,
    apiBase,
    lang,
    ...own
  }: Record<string, unknown> & { host: HTMLElement }) {
    const given = typeof apiBase === 'string' ? apiBase.trim() : '';
    const base = given || defaultApiBase();
    const language = asLang(
      typeof lang === 'string' ? lang : host.closest('[lang]')?.getAttribute('lang'),
    );
    if (base === null) {
      return (
        <Suspense fallback={null}>
          <NoApiBase host={host} lang={language} tag={tag} />
        </Suspense>
      );
    }
    return <Widget {...own} host={host} base={base} lang={language} />;
  }

  function Widget({
    host,
    base,
    lang,
    ...attributes
  }: Record<string, unknown> & { host: HTMLElement | null; base: string; lang: Lang }) {
    const own = { ...attributes };
    for (const [prop, value] of Object.entries(spec.defaults ?? {})) {
      if (own[prop] === undefined || own[prop] === '') own[prop] = value;
    }
    const api = clientFor(base);
    useProviderColors(api, base, host);
    const callbacks = useMemo(
      () =>
        Object.fromEntries(
          Object.entries((spec.events ?? {}) as Record<string, string>).map(([prop, name]) => [
            prop,
            // Returns nothing: a view may call it from a useEffect, which must not get a value.
            (detail: unknown) => {
              if (host) emit(host, name, detail);
            },
          ]),
        ),
      [host],
    );
    const reportState = useCallback(
      (state: WidgetState) => host?.setAttribute('data-state', state),
      [host],
    );
    const viewProps = { ...own, ...callbacks, api, lang } as unknown as P;
    // A new api-base is a new provider: start over with fresh stores. The view's store reports
    // its state through the context (useWidgetStore), which the element mirrors as data-state.
    return (
      <ElementStateContext.Provider value={reportState}>
        <Suspense fallback={null}>
          <View key={base} {...viewProps} />
        </Suspense>
      </ElementStateContext.Provider>
    );
  }

  const types: Record<string, AttributeType> = {
    apiBase: 'string',
    lang: 'string',
    ...(spec.props as Record<string, AttributeType>),
  };
  const propOf = new Map(Object.keys(types).map((prop) => [kebab(prop), prop]));
  const styles = [HOST_CSS, themeCss, uiCss, ...spec.styles];

  /**
   * The element: attributes (and properties of the same names) become the view's props, rendered
   * by React into an open shadow root that wears the widget's styles.
   */
  class SchoolElement extends HTMLElement {
    static observedAttributes = [...propOf.keys()];
    readonly #shadow = this.attachShadow({ mode: 'open' });
    #props: Record<string, unknown> = {};
    #root: Root | null = null;
    #unmount: ReturnType<typeof setTimeout> | undefined;

    constructor() {
      super();
      this.#shadow.adoptedStyleSheets = styles.map(sheetFor);
      for (const [name, prop] of propOf) {
        this.#props[prop] = parse(types[prop] as AttributeType, this.getAttribute(name));
      }
    }

    connectedCallback() {
      // Moved, not removed: the view is still mounted, with what the visitor typed and sees.
      clearTimeout(this.#unmount);
      this.#unmount = undefined;
      this.#render();
    }

    /**
     * A page that moves the element removes it and inserts it again: the view waits for the
     * next task before it goes, so a move keeps its state and asks the provider nothing.
     */
    disconnectedCallback() {
      clearTimeout(this.#unmount);
      this.#unmount = setTimeout(() => {
        this.#unmount = undefined;
        if (this.isConnected) return;
        this.#root?.unmount();
        this.#root = null;
      });
    }

    attributeChangedCallback(name: string, _old: string | null, value: string | null) {
      const prop = propOf.get(name);
      if (!prop) return;
      this.#props[prop] = parse(types[prop] as AttributeType, value);
      this.#render();
    }

    #render() {
      if (!this.isConnected) return;
      this.#root ??= createRoot(this.#shadow);
      this.#root.render(<ElementRoot {...this.#props} host={this} />);
    }
  }
  // Each attribute is also a property, for pages that set values from script (`lang` is one
  // already, on every element).
  for (const prop of Object.keys(types).filter((name) => name !== 'lang')) {
    Object.defineProperty(SchoolElement.prototype, prop, {
      configurable: true,
      get(this: SchoolElement) {
        return this.getAttribute(kebab(prop));
      },
      set(this: SchoolElement, value: unknown) {
        if (value === null || value === undefined || value === false)
          this.removeAttribute(kebab(prop));
        else
          this.setAttribute(kebab(prop), typeof value === 'string' ? value : JSON.stringify(value));
      },
    });
  }
  customElements.define(tag, SchoolElement);
  return SchoolElement;
}
