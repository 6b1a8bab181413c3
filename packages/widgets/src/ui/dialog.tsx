import {
  type PointerEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { Lang } from '../runtime/i18n.ts';
import { useShadowStyles } from '../runtime/styles.ts';
import { Button } from './button.tsx';
import * as styles from './dialog.css.ts';
import css from './dialog.css.ts?inline';
import { messages } from './dialog.messages.ts';
import { wrapTab } from './wrap-tab.ts';

export interface DialogProps {
  open: boolean;
  /** The heading; it names the dialog. */
  title: string;
  children?: ReactNode;
  /** The visitor closed it (OK, Escape) or it closed itself: set `open` to false. */
  onClose: () => void;
  /**
   * Close by itself after this many milliseconds (the spec's success dialog: 3000), but never
   * while the pointer is on it or after the visitor has moved focus or pressed a key in it.
   */
  autoCloseMs?: number | undefined;
  /** The button's text; default "OK". */
  closeLabel?: string;
  tone?: 'info' | 'success' | 'error';
  lang?: Lang;
}

/** The focused element, looking into open shadow roots (`document.activeElement` is their host). */
function focusedElement(): HTMLElement | null {
  let element = document.activeElement;
  while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
  return element instanceof HTMLElement && element !== document.body ? element : null;
}

const NOT_HELD = { pointer: false, visitor: false };

/**
 * A modal message on the platform's `<dialog>` (focus trapped inside, Escape closes, the page
 * behind inert) that gives focus back to what opened it: the success and error answers of the
 * contact and admission forms.
 */
export function Dialog({
  open,
  title,
  children,
  onClose,
  autoCloseMs,
  closeLabel,
  tone = 'info',
  lang = 'en',
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [held, setHeld] = useState(NOT_HELD);
  const latest = useRef({ open, onClose });
  latest.current = { open, onClose };
  // The focus that showModal() itself gives is not the visitor's.
  const opening = useRef(false);
  useShadowStyles(ref, css);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = focusedElement();
    opening.current = true;
    if (!dialog.open) dialog.showModal();
    opening.current = false;
    return () => {
      if (dialog.open) dialog.close();
      // Chromium gives focus back itself on close(); not every engine does, nor when the
      // dialog leaves the page while open.
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  useEffect(() => {
    if (!open || !autoCloseMs || held.pointer || held.visitor) return;
    const timer = setTimeout(() => ref.current?.close(), autoCloseMs);
    return () => clearTimeout(timer);
  }, [open, autoCloseMs, held.pointer, held.visitor]);

  // The backdrop belongs to the dialog element: only a pointer over its box is "on it".
  const pointerAt = (event: PointerEvent<HTMLDialogElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const on =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    setHeld((h) => (h.pointer === on ? h : { ...h, pointer: on }));
  };
  const holdForVisitor = () => setHeld((h) => (h.visitor ? h : { ...h, visitor: true }));

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      data-tone={tone}
      part="dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={children ? `${id}-body` : undefined}
      onClose={() => {
        setHeld(NOT_HELD);
        if (latest.current.open) latest.current.onClose();
      }}
      onPointerMove={pointerAt}
      onPointerDown={pointerAt}
      onPointerLeave={() => setHeld((h) => (h.pointer ? { ...h, pointer: false } : h))}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') holdForVisitor();
        wrapTab(event, ref.current);
      }}
      onFocus={() => {
        if (!opening.current) holdForVisitor();
      }}
    >
      <h2 id={`${id}-title`} className={styles.title}>
        {title}
      </h2>
      {children ? (
        <div id={`${id}-body`} className={styles.body}>
          {children}
        </div>
      ) : null}
      <div className={styles.actions}>
        <Button onClick={() => ref.current?.close()}>
          {closeLabel ?? messages('ok', {}, lang)}
        </Button>
      </div>
    </dialog>
  );
}
