import r2wc from '@r2wc/react-to-web-component';
import { type ApiClient, createApiClient } from '@school/api';
import { type ComponentType, lazy, Suspense, useCallback, useEffect, useMemo } from 'react';
import themeCss from '../theme/theme.css.ts?inline';
import uiCss from '../ui/ui.css.ts?inline';
import { emit } from './emit.ts';
import { asLang, type Lang } from './i18n.ts';
import type { WidgetState } from './store.ts';
import { adopt, sheetFor } from './styles.ts';
import { ElementStateContext } from './use-widget-store.ts';

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
 * provider per page, however many elements it has. The colours arrive after a request anyway,
 * so the code that turns them into CSS comes with them, not with the first load.
 */
const siteColors = new Map<string, Promise<string | null>>();

function providerColorsCss(api: ApiClient, base: string): Promise<string | null> {
  let css = siteColors.get(base);
  if (!css) {
    css = Promise.all([api.getSiteColors(), import('../theme/site-colors.ts')]).then(
      ([colors, { siteColorsHostCss }]) => siteColorsHostCss(colors),
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

function hostOf(container: unknown): HTMLElement | null {
  if (container instanceof ShadowRoot) return container.host as HTMLElement;
  return container instanceof HTMLElement ? container : null;
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

  function ElementRoot(props: Record<string, unknown>) {
    const { container, apiBase, lang, ...own } = props;
    const host = hostOf(container);
    const given = typeof apiBase === 'string' ? apiBase.trim() : '';
    const base = given || defaultApiBase();
    const language = asLang(
      typeof lang === 'string' ? lang : host?.closest('[lang]')?.getAttribute('lang'),
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

  const Base = r2wc(ElementRoot, {
    shadow: 'open',
    props: { apiBase: 'string', lang: 'string', ...(spec.props as Record<string, AttributeType>) },
  }) as unknown as new () => HTMLElement & {
    connectedCallback(): void;
    disconnectedCallback(): void;
    attributeChangedCallback(name: string, old: string | null, value: string | null): void;
  };

  const styles = [HOST_CSS, themeCss, uiCss, ...spec.styles];
  const booleans = new Set(
    Object.entries((spec.props ?? {}) as Record<string, AttributeType>)
      .filter(([, type]) => type === 'boolean')
      .map(([prop]) => prop.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()),
  );
  class SchoolElement extends Base {
    #unmount: ReturnType<typeof setTimeout> | undefined;

    constructor() {
      super();
      if (this.shadowRoot) this.shadowRoot.adoptedStyleSheets = styles.map(sheetFor);
    }

    override connectedCallback() {
      if (this.#unmount !== undefined) {
        // Moved, not removed: the view is still mounted, with what the visitor typed and sees.
        clearTimeout(this.#unmount);
        this.#unmount = undefined;
        return;
      }
      super.connectedCallback();
    }

    /**
     * A boolean attribute written bare (`<school-contact-form compact>`) is true, as in HTML;
     * r2wc skips an empty value, so it would have no effect at all.
     */
    override attributeChangedCallback(name: string, old: string | null, value: string | null) {
      super.attributeChangedCallback(
        name,
        old,
        value === '' && booleans.has(name) ? 'true' : value,
      );
    }

    /**
     * r2wc unmounts the view at once; a page that moves the element (remove, then insert) would
     * get a fresh view that fetches again. The unmount waits for the next task instead.
     */
    override disconnectedCallback() {
      clearTimeout(this.#unmount);
      this.#unmount = setTimeout(() => {
        this.#unmount = undefined;
        if (!this.isConnected) super.disconnectedCallback();
      });
    }
  }
  customElements.define(tag, SchoolElement);
  return SchoolElement;
}
