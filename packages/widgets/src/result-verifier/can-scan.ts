import { useEffect, useState } from 'react';

/** The Shape Detection API's barcode reader, where a browser has it (not in TypeScript's DOM). */
export interface BarcodeReader {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
export interface BarcodeReaderClass {
  new (options: { formats: string[] }): BarcodeReader;
  getSupportedFormats?(): Promise<string[]>;
}

export const readerClass = () =>
  (globalThis as { BarcodeDetector?: BarcodeReaderClass }).BarcodeDetector ?? null;

/**
 * The browser reads QR codes from a camera: `BarcodeDetector` that knows `qr_code`, and
 * `getUserMedia`. Asked after the first render, so a prerendered page and its first client
 * render agree; most desktop browsers say no, and show no scan button.
 */
export function useCanScan(): boolean {
  const [can, setCan] = useState(false);
  useEffect(() => {
    const Reader = readerClass();
    if (!Reader || typeof navigator.mediaDevices?.getUserMedia !== 'function') return;
    let live = true;
    Promise.resolve(Reader.getSupportedFormats?.() ?? ['qr_code']).then(
      (formats) => {
        if (live && formats.includes('qr_code')) setCan(true);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  return can;
}
