import '../components/static-page.css';
import '../components/widgets-page.css';
import { formatNumber } from '@school/widgets';
import { palette } from '@school/widgets/theme';
import { createElement, useEffect, useId, useState } from 'react';
import { publicApiBase, siteUrl } from '../config.ts';
import { EMBED_HEIGHTS, embedHeight } from '../content/embed-heights.ts';
import {
  ATTRIBUTE_CHOICES,
  attributeHint,
  COLOUR_LABELS,
  EMBED_WORDS,
  WIDGET_TEXT,
} from '../content/widgets.ts';
import {
  type EmbedSelection,
  iframeCode,
  reactCode,
  type ScriptSource,
  scriptCode,
  THEME_COLOURS,
  WIDGETS,
  type WidgetAttribute,
  type WidgetEntry,
  widgetBySlug,
} from '../embed-code.ts';
import type { Lang } from '../i18n.ts';
import { pageTitle } from '../paths.ts';
import { useLang } from '../use-lang.ts';

type Form = 'script' | 'iframe' | 'react';
type Words = (typeof EMBED_WORDS)[Lang];

const FIRST = 'result-checker';

/** The theme's own colours, which the colour fields start from (the demo school's palette). */
const THEME = palette() as unknown as Record<string, string>;
const camel = (name: string) => name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
const themeColour = (name: string) => THEME[camel(name)] ?? '#b9c7bf';

/**
 * The embed bundle, loaded once the page is on screen, for the preview: the same elements.js a
 * partner's page loads. Through a name: Vite would bundle an import it can read.
 */
function useElements() {
  useEffect(() => {
    const address = `${window.location.origin}/widgets/elements.js`;
    import(/* @vite-ignore */ address).catch((error: unknown) => console.warn(error));
  }, []);
}

/** `/widgets/versions.json`: the pinned entry and its integrity hash, once read. */
function useVersions(): ScriptSource | null {
  const [pinned, setPinned] = useState<ScriptSource | null>(null);
  useEffect(() => {
    let live = true;
    fetch('/widgets/versions.json')
      .then((response) => response.json() as Promise<{ latest: string; integrity: string }>)
      .then(({ latest, integrity }) => {
        if (live) setPinned({ kind: 'pinned', latest, integrity });
      })
      .catch((error: unknown) => console.warn('versions.json could not be read', error));
    return () => {
      live = false;
    };
  }, []);
  return pinned;
}

function AttributeField({
  widget,
  attribute,
  value,
  words,
  lang,
  onChange,
}: {
  widget: WidgetEntry;
  attribute: WidgetAttribute;
  value: string;
  words: Words;
  lang: Lang;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const hint = attributeHint(lang, widget.slug, attribute.name);
  const choices =
    attribute.type === 'boolean'
      ? [
          ['true', words.yes],
          ['false', words.no],
        ]
      : ATTRIBUTE_CHOICES[attribute.name]?.map((choice) => [choice, choice]);
  const common = {
    id,
    value,
    'aria-describedby': hint ? `${id}-hint` : undefined,
    onChange: (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value),
  };
  return (
    <div className="embed-field">
      <label htmlFor={id}>
        <code>{attribute.name}</code>
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="embed-hint">
          {hint}
        </p>
      ) : null}
      {choices ? (
        <select {...common}>
          <option value="">{words.default}</option>
          {choices.map(([choice, label]) => (
            <option key={choice} value={choice}>
              {label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={attribute.type === 'number' ? 'number' : 'text'}
          inputMode={attribute.type === 'number' ? 'numeric' : undefined}
          autoComplete="off"
          spellCheck={false}
        />
      )}
    </div>
  );
}

function ColourField({
  name,
  label,
  value,
  words,
  onChange,
}: {
  name: string;
  label: string;
  value: string | undefined;
  words: Words;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="embed-colour">
      <input
        id={id}
        type="color"
        value={value ?? themeColour(name)}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <label htmlFor={id}>{label}</label>
      {value ? (
        <button
          type="button"
          className="embed-button embed-button--quiet"
          aria-label={words.resetColour.replace('{colour}', label)}
          onClick={() => onChange('')}
        >
          {words.reset}
        </button>
      ) : null}
    </div>
  );
}

/** The code in one form, with its Copy button and what became of the copy. */
function CodeBlock({ code, words }: { code: string; words: Words }) {
  // What became of the last copy, and of which code: a changed code says nothing yet.
  const [copy, setCopy] = useState<{ code: string; done: boolean } | null>(null);
  const copyCode = () =>
    navigator.clipboard.writeText(code).then(
      () => setCopy({ code, done: true }),
      () => setCopy({ code, done: false }),
    );
  const said = copy?.code === code ? (copy.done ? words.copied : words.copyFailed) : '';
  return (
    <div className="embed-code">
      <pre>
        <code>{code}</code>
      </pre>
      <div className="embed-code__actions">
        <button type="button" className="embed-button" onClick={() => void copyCode()}>
          {words.copy}
        </button>
        <p role="status" className="embed-hint">
          {said}
        </p>
      </div>
    </div>
  );
}

/** The code of a selection in one form. */
function codeFor(
  form: Form,
  selection: EmbedSelection,
  {
    site,
    source,
    title,
    helper,
  }: { site: string; source: ScriptSource; title: string; helper: boolean },
): string {
  switch (form) {
    case 'script':
      return scriptCode(selection, site, source);
    case 'iframe':
      return iframeCode(selection, {
        siteUrl: site,
        title,
        height: embedHeight(selection.widget.slug),
        helper,
      });
    case 'react':
      return reactCode(selection, site);
    default:
      return form satisfies never;
  }
}

function Heights({ words, lang }: { words: Words; lang: Lang }) {
  const number = (n: number) => formatNumber(n, lang, { grouping: false });
  return (
    <table className="embed-heights">
      <thead>
        <tr>
          <th scope="col">{words.heightsWidget}</th>
          <th scope="col">{words.heightsPhone}</th>
          <th scope="col">{words.heightsDesktop}</th>
        </tr>
      </thead>
      <tbody>
        {WIDGETS.map((widget) => {
          const [phone, desktop] = EMBED_HEIGHTS[widget.slug] ?? [0, 0];
          return (
            <tr key={widget.slug}>
              <th scope="row">{WIDGET_TEXT[lang][widget.slug]?.name ?? widget.tag}</th>
              <td>{number(phone)}</td>
              <td>{number(desktop)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * Widgets for your website: a partner picks a widget, sets its language, provider address, its
 * own options and colours, sees it live, and copies the code as a script tag (the newest or a
 * pinned version), an iframe (for hosts that allow no script) or a React component. Made from
 * the elements' manifest (embed-code.ts); the words are the site's (content/widgets.ts).
 */
export function Component() {
  const lang = useLang();
  const words = EMBED_WORDS[lang];
  useElements();
  const pinnedSource = useVersions();
  const [slug, setSlug] = useState(FIRST);
  const widget = widgetBySlug(slug) ?? (WIDGETS[0] as WidgetEntry);
  const [widgetLang, setWidgetLang] = useState<Lang>(lang);
  const [provider, setProvider] = useState(publicApiBase);
  /** Each widget's own options, kept while another is looked at. */
  const [options, setOptions] = useState<Record<string, Record<string, string>>>({});
  const [styles, setStyles] = useState<Record<string, string>>({});
  const [form, setForm] = useState<Form>('script');
  const [pinned, setPinned] = useState(false);
  const [helper, setHelper] = useState(false);
  const site = siteUrl();
  const ids = useId();

  const attributes = options[widget.slug] ?? {};
  const selection: EmbedSelection = {
    widget,
    lang: widgetLang,
    apiBase: provider,
    attributes,
    styles,
  };
  const code = codeFor(form, selection, {
    site,
    source: pinned && pinnedSource ? pinnedSource : { kind: 'evergreen' },
    title: WIDGET_TEXT[widgetLang][widget.slug]?.name ?? widget.tag,
    helper,
  });

  const setAttribute = (attribute: string, value: string) =>
    setOptions((all) => ({ ...all, [widget.slug]: { ...attributes, [attribute]: value } }));
  const setStyle = (property: string, value: string) =>
    setStyles((all) => ({ ...all, [property]: value }));

  // The preview is the element itself, as a partner's page has it; React sets a custom
  // property of a style object with setProperty.
  const previewProps: Record<string, unknown> = { 'api-base': provider, lang: widgetLang };
  for (const [attribute, value] of Object.entries(attributes)) {
    if (value.trim()) previewProps[attribute] = value.trim();
  }
  const style = Object.fromEntries(
    Object.entries(styles).flatMap(([property, value]) =>
      value.trim() ? [[property, value.trim()]] : [],
    ),
  );
  if (Object.keys(style).length) previewProps.style = style;

  return (
    <div className="page static-page embed-page">
      <h1>{pageTitle('/widgets', lang)}</h1>
      <p className="static-intro">{words.intro}</p>

      <section className="static-section" aria-labelledby={`${ids}-pick`}>
        <h2 id={`${ids}-pick`}>{words.pick}</h2>
        <div className="embed-field">
          <label htmlFor={`${ids}-widget`}>{words.widget}</label>
          <select
            id={`${ids}-widget`}
            value={widget.slug}
            aria-describedby={`${ids}-summary`}
            onChange={(event) => setSlug(event.currentTarget.value)}
          >
            {WIDGETS.map((each) => (
              <option key={each.slug} value={each.slug}>
                {WIDGET_TEXT[lang][each.slug]?.name ?? each.tag}
              </option>
            ))}
          </select>
          <p id={`${ids}-summary`} className="embed-hint">
            {WIDGET_TEXT[lang][widget.slug]?.summary} <code>&lt;{widget.tag}&gt;</code>
          </p>
        </div>
      </section>

      <section className="static-section" aria-labelledby={`${ids}-settings`}>
        <h2 id={`${ids}-settings`}>{words.settings}</h2>
        <fieldset className="embed-fieldset">
          <legend>{words.language}</legend>
          {(['en', 'bn'] as const).map((option) => (
            <label key={option} className="embed-choice">
              <input
                type="radio"
                name={`${ids}-lang`}
                value={option}
                checked={widgetLang === option}
                onChange={() => setWidgetLang(option)}
              />
              {option === 'en' ? words.english : words.bengali}
            </label>
          ))}
        </fieldset>
        <div className="embed-field">
          <label htmlFor={`${ids}-provider`}>{words.provider}</label>
          <p id={`${ids}-provider-hint`} className="embed-hint">
            {words.providerHint}
          </p>
          <input
            id={`${ids}-provider`}
            type="url"
            value={provider}
            aria-describedby={`${ids}-provider-hint`}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setProvider(event.currentTarget.value)}
          />
        </div>
        <fieldset className="embed-fieldset">
          <legend>{words.options}</legend>
          {widget.attributes.length === 0 ? <p className="embed-hint">{words.noOptions}</p> : null}
          {widget.attributes.map((attribute) => (
            <AttributeField
              key={`${widget.slug}:${attribute.name}`}
              widget={widget}
              attribute={attribute}
              value={attributes[attribute.name] ?? ''}
              words={words}
              lang={lang}
              onChange={(value) => setAttribute(attribute.name, value)}
            />
          ))}
        </fieldset>
        <fieldset className="embed-fieldset">
          <legend>{words.colours}</legend>
          <p className="embed-hint">{words.coloursHint}</p>
          <div className="embed-colours">
            {THEME_COLOURS.map((colour) => (
              <ColourField
                key={colour}
                name={colour}
                label={COLOUR_LABELS[lang][colour] ?? colour}
                value={styles[`--school-color-${colour}`] || undefined}
                words={words}
                onChange={(value) => setStyle(`--school-color-${colour}`, value)}
              />
            ))}
          </div>
          {widget.properties.map((property) => (
            <div key={property} className="embed-field">
              <label htmlFor={`${ids}${property}`}>
                <code>{property}</code>
              </label>
              <p id={`${ids}${property}-hint`} className="embed-hint">
                {words.ownProperty}
              </p>
              <input
                id={`${ids}${property}`}
                type="text"
                value={styles[property] ?? ''}
                aria-describedby={`${ids}${property}-hint`}
                autoComplete="off"
                spellCheck={false}
                onChange={(event) => setStyle(property, event.currentTarget.value)}
              />
            </div>
          ))}
        </fieldset>
      </section>

      <section className="static-section" aria-labelledby={`${ids}-preview`}>
        <h2 id={`${ids}-preview`}>{words.preview}</h2>
        <p className="embed-hint">{words.previewHint}</p>
        <div className="embed-preview">
          {/* A new element per widget and provider: as a partner's page would have it. */}
          {createElement(widget.tag, { key: `${widget.slug} ${provider}`, ...previewProps })}
        </div>
      </section>

      <section className="static-section" aria-labelledby={`${ids}-code`}>
        <h2 id={`${ids}-code`}>{words.code}</h2>
        <fieldset className="embed-fieldset">
          <legend>{words.codeIntro}</legend>
          {(
            [
              ['script', words.scriptTab],
              ['iframe', words.iframeTab],
              ['react', words.reactTab],
            ] as const
          ).map(([option, label]) => (
            <label key={option} className="embed-choice">
              <input
                type="radio"
                name={`${ids}-form`}
                value={option}
                checked={form === option}
                onChange={() => setForm(option)}
              />
              {label}
            </label>
          ))}
        </fieldset>
        {form === 'script' ? (
          <>
            <p className="embed-hint">{words.scriptHint}</p>
            <fieldset className="embed-fieldset">
              <legend className="visually-hidden">{words.scriptTab}</legend>
              <label className="embed-choice">
                <input
                  type="radio"
                  name={`${ids}-source`}
                  checked={!pinned}
                  onChange={() => setPinned(false)}
                />
                {words.evergreen}
              </label>
              <label className="embed-choice">
                <input
                  type="radio"
                  name={`${ids}-source`}
                  checked={pinned}
                  onChange={() => setPinned(true)}
                />
                {words.pinned}
              </label>
            </fieldset>
            {pinned && !pinnedSource ? <p className="embed-hint">{words.pinnedWaiting}</p> : null}
          </>
        ) : null}
        {form === 'iframe' ? (
          <>
            <p className="embed-hint">{words.iframeHint}</p>
            <label className="embed-choice">
              <input
                type="checkbox"
                checked={helper}
                onChange={(event) => setHelper(event.currentTarget.checked)}
              />
              {words.iframeHelper}
            </label>
          </>
        ) : null}
        {form === 'react' ? <p className="embed-hint">{words.reactHint}</p> : null}
        <CodeBlock code={code} words={words} />

        <h3 className="embed-subheading">{words.wordpress}</h3>
        <ol className="static-list">
          <li>{words.wordpress1}</li>
          <li>{words.wordpress2}</li>
          <li>{words.wordpress3}</li>
          <li>{words.wordpress4}</li>
        </ol>

        <h3 className="embed-subheading">{words.heightsTitle}</h3>
        <p>{words.heights}</p>
        <div className="embed-table">
          <Heights words={words} lang={lang} />
        </div>
      </section>
    </div>
  );
}
