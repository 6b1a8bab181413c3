import { useSignals } from '@preact/signals-react/runtime';
import type { ResultKey, ResultKeys } from '@school/api';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { WidgetProps } from '../element/define-element.tsx';
import { type HeadingLevel, headingTag } from '../runtime/heading.ts';
import { lazyPart } from '../runtime/lazy-part.ts';
import { useLatest } from '../runtime/use-latest.ts';
import { useWidgetStore } from '../runtime/use-widget-store.ts';
import { Button } from '../ui/button.tsx';
import * as controls from '../ui/field.css.ts';
import { Field } from '../ui/field.tsx';
import { Status } from '../ui/status.tsx';
import * as ui from '../ui/ui.css.ts';
import { readerClass, useCanScan } from './can-scan.ts';
import * as styles from './result-verifier.css.ts';
import { t } from './result-verifier.messages.ts';
import {
  createResultVerifierStore,
  type Outcome,
  type OutcomeKind,
} from './result-verifier.store.ts';

/** An outcome's view and words: fetched beside each check (the store waits for both). */
const outcomePart = lazyPart(() => import('./outcome.tsx'));

/** The camera's dialog: only browsers that read QR codes offer it, and only a tap loads it. */
const scanPart = lazyPart(() => import('./scan-dialog.tsx').then((m) => m.ScanDialog));

export interface ResultVerifyDetail {
  /** What the check found. */
  outcome: OutcomeKind;
  /** The result's roll number, when the code is the school's; null otherwise. */
  roll: number | null;
}

export interface ResultVerifierProps extends WidgetProps {
  /**
   * A code to check on load, or the whole verification address (`…/verify/<code>`): the page's
   * address, say. Spaces and line breaks are ignored.
   */
  token?: string | undefined;
  /**
   * The school's public keys (a JWK Set, a list of keys, or either as JSON), so the signature
   * is checked without the provider; without them they are asked of `/.well-known/result-keys.json`.
   */
  keys?: ResultKeys | readonly ResultKey[] | string | undefined;
  /** The school's name, when the provider's `/api/institute` cannot be read. */
  schoolName?: string | undefined;
  /** The level of the verifier's heading, 1–6 (default 2); each outcome's is one deeper. */
  headingLevel?: HeadingLevel | undefined;
  /** The visitor checked a code (the form, or the camera); once the outcome is on screen. */
  onVerify?: (detail: ResultVerifyDetail) => void;
}

function rollOf(outcome: Outcome): number | null {
  switch (outcome.kind) {
    case 'genuine':
    case 'genuine-offline':
      return outcome.result.payload.roll;
    case 'corrected':
    case 'withdrawn':
      return outcome.was.roll;
    case 'not-genuine':
    case 'unchecked':
      return null;
    default:
      return outcome satisfies never;
  }
}

/**
 * Checks a report card's code (its QR code, or the address printed under it): whether the
 * school signed it, and whether the school still publishes those figures. A genuine code shows
 * the figures a reader compares with the paper; a changed one says so, and never shows what it
 * claims.
 */
export function ResultVerifier(props: ResultVerifierProps) {
  useSignals();
  const { api, lang = 'en', token, keys, schoolName, headingLevel } = props;
  const store = useWidgetStore(
    () => createResultVerifierStore(api, { keys, prepare: () => outcomePart.load(lang) }),
    props.onStateChange,
  );
  const id = useId();
  const canScan = useCanScan();
  const reader = canScan ? readerClass() : null;
  const [scanning, setScanning] = useState(false);
  /** The camera's code could not be fetched: the kit's sentence, with Retry. */
  const [scanFailed, setScanFailed] = useState<string | null>(null);
  const ScanDialog = scanPart.current;
  const openScan = () => {
    setScanFailed(null);
    scanPart.load(lang).then(
      () => setScanning(true),
      (error: Error) => setScanFailed(error.message),
    );
  };
  /** A check the visitor asked for, until its answer is on screen. */
  const [asked, setAsked] = useState<Outcome | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const liveRef = useRef<HTMLDivElement>(null);
  const handlers = useLatest(props);

  // Keys first: a token given with them is checked against them.
  useEffect(() => {
    store.pinKeys(keys);
  }, [store, keys]);
  useEffect(() => {
    if (token?.trim()) void store.fill(token);
  }, [store, token]);

  const state = store.state.value;
  const outcome = store.outcome.value;
  const school = store.school.value ?? (schoolName?.trim() || t('theSchool', {}, lang));
  const says = (key: Parameters<typeof t>[0]) => t(key, {}, lang);
  // What a check found, once it is on screen (a failed one is the error state's message). Its
  // view came with it: the store is ready only once the outcome's code is in.
  const view = outcomePart.current;
  const shown =
    state === 'ready' && view && outcome && outcome.kind !== 'unchecked' ? outcome : null;
  const Heading = headingTag(headingLevel);
  const level = headingLevel && Number.isInteger(headingLevel) ? headingLevel : 2;
  const OutcomeHeading = headingTag(level + 1, 'h3');
  const unchecked = store.unchecked.value;
  const message = unchecked
    ? says(unchecked === 'unreachable' ? 'uncheckedUnreachable' : 'uncheckedNotOffered')
    : store.error.value;

  /** The visitor's own check: once its answer is on screen, it takes the focus, and the host hears of it. */
  async function check(run: () => Promise<Outcome | null>) {
    const found = await run();
    if (found) setAsked(found);
    else if (store.codeError.peek()) field.current?.focus();
  }
  useEffect(() => {
    if (!asked) return;
    const onScreen = asked.kind === 'unchecked' ? state === 'error' : shown === asked;
    if (!onScreen) return;
    setAsked(null);
    (asked.kind === 'unchecked' ? liveRef.current : titleRef.current)?.focus();
    handlers.current.onVerify?.({ outcome: asked.kind, roll: rollOf(asked) });
  }, [asked, shown, state, handlers]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void check(() => store.submit());
  }

  // The code is one long word: Enter checks it, as in a one-line field.
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  }

  const codeError = store.codeError.value;
  return (
    <div className={`${ui.root} ${styles.root}`} lang={lang}>
      <Heading className={ui.heading} id={`${id}-heading`} part="heading">
        {says('heading')}
      </Heading>
      <form
        part="form"
        className={styles.form}
        noValidate
        aria-labelledby={`${id}-heading`}
        onSubmit={onSubmit}
      >
        <Field
          label={says('code')}
          hint={says('codeHint')}
          error={codeError ? says(codeError) : null}
        >
          <textarea
            ref={field}
            className={`${controls.input} ${styles.code}`}
            name="code"
            rows={3}
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            value={store.code.value}
            onFocus={() => store.prepare()}
            onChange={(e) => store.setCode(e.currentTarget.value)}
            onKeyDown={onKeyDown}
          />
        </Field>
        <div className={styles.actions}>
          <Button type="submit" part="verify">
            {says('verify')}
          </Button>
          {canScan ? (
            <Button part="scan" className={styles.scan} onClick={openScan}>
              {says('scan')}
            </Button>
          ) : null}
        </div>
      </form>
      {scanning && reader && ScanDialog ? (
        <ScanDialog
          reader={reader}
          lang={lang}
          onClose={() => setScanning(false)}
          onRead={(text) => {
            setScanning(false);
            store.setCode(text);
            void check(() => store.submit());
          }}
        />
      ) : scanFailed ? (
        <Status state="error" error={scanFailed} onRetry={openScan} lang={lang} />
      ) : null}

      <section
        part="result"
        className={styles.result}
        data-state={state}
        data-outcome={shown?.kind}
        aria-labelledby={shown ? `${id}-verdict` : undefined}
      >
        {/* Always in the page, so that what appears in it is announced. */}
        <div aria-live="polite" ref={liveRef} tabIndex={-1} className={styles.live}>
          {state === 'loading' || state === 'error' ? (
            <Status state={state} error={message} onRetry={() => void store.start()} lang={lang} />
          ) : null}
          {shown ? (
            <OutcomeHeading
              id={`${id}-verdict`}
              ref={titleRef}
              tabIndex={-1}
              className={styles.title}
              part="verdict"
            >
              {view?.outcomeTitle(shown, school, lang)}
            </OutcomeHeading>
          ) : null}
        </div>
        {shown && view ? (
          <view.OutcomeBody
            outcome={shown}
            school={school}
            lang={lang}
            onRecheck={() => void check(() => store.recheck())}
          />
        ) : null}
      </section>
    </div>
  );
}
