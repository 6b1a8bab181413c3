import { useEffect, useRef, useState } from 'react';
import type { Lang } from '../runtime/i18n.ts';
import { useShadowStyles } from '../runtime/styles.ts';
import { useLatest } from '../runtime/use-latest.ts';
import { Dialog } from '../ui/dialog.tsx';
import type { BarcodeReaderClass } from './can-scan.ts';
import * as styles from './scan-dialog.css.ts';
import css from './scan-dialog.css.ts?inline';
import { t } from './scan-dialog.messages.ts';

/** How often the camera's picture is read: often enough to feel instant, rarely enough to idle. */
const READ_EVERY_MS = 200;

interface ScanDialogProps {
  /** The browser's `BarcodeDetector` (see can-scan.ts). */
  reader: BarcodeReaderClass;
  lang: Lang;
  onClose: () => void;
  /** A QR code was read: its text (the verification address). */
  onRead: (text: string) => void;
}

/**
 * The camera in the kit's Dialog, reading until it finds a QR code. Open while it is on the page:
 * the camera is on only then, and closing it, or a code read, stops every track. Its code loads
 * when the visitor first asks for the camera.
 */
export function ScanDialog({ reader: Reader, lang, onClose, onRead }: ScanDialogProps) {
  const video = useRef<HTMLVideoElement>(null);
  useShadowStyles(video, css);
  const [failed, setFailed] = useState(false);
  const read = useLatest(onRead);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
        const view = video.current;
        if (stopped || !view) return stop();
        view.srcObject = stream;
        await view.play();
        const reader = new Reader({ formats: ['qr_code'] });
        const look = async () => {
          if (stopped) return;
          const found = await reader.detect(view).catch(() => []);
          const text = found.find((code) => code.rawValue)?.rawValue;
          if (text && !stopped) {
            stop();
            read.current(text);
            return;
          }
          timer = setTimeout(() => void look(), READ_EVERY_MS);
        };
        await look();
      } catch (error) {
        if (stopped) return;
        console.warn('The camera could not be opened for scanning.', error);
        stop();
        setFailed(true);
      }
    })();
    return stop;
  }, [Reader, read]);

  const says = (key: Parameters<typeof t>[0]) => t(key, {}, lang);
  return (
    <Dialog
      open
      title={says('scanTitle')}
      closeLabel={says('cancel')}
      onClose={onClose}
      lang={lang}
    >
      {failed ? (
        <p role="alert" className={styles.cameraFailed}>
          {says('cameraFailed')}
        </p>
      ) : (
        <p className={styles.scanHelp}>{says('scanHelp')}</p>
      )}
      <video
        ref={video}
        className={styles.camera}
        part="camera"
        aria-label={says('camera')}
        muted
        playsInline
        hidden={failed}
      />
    </Dialog>
  );
}
