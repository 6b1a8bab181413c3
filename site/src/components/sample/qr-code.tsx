import QRCode from 'qrcode';
import { useMemo } from 'react';
import type { Text } from '../../content/sample-types.ts';

/** The blank border a reader needs around the code, in modules (the standard's minimum). */
const quietZone = 4;

/**
 * The dark modules of a QR code as one SVG path: each run of dark modules in a row is one
 * rectangle, `M x y h length v 1 h -length z`. Built synchronously, so a prerender draws it.
 */
function qrPath(text: string): { path: string; size: number } {
  const { size, data } = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
  let path = '';
  for (let row = 0; row < size; row += 1) {
    let col = 0;
    while (col < size) {
      if (!data[row * size + col]) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < size && data[row * size + col]) col += 1;
      const length = col - start;
      path += `M${start + quietZone} ${row + quietZone}h${length}v1h-${length}z`;
    }
  }
  return { path, size: size + 2 * quietZone };
}

interface QrCodeProps {
  text: string;
  /** What the code holds, in words: the image's accessible name. */
  label: Text;
  /** The drawn width and height, in CSS pixels. */
  pixels?: number;
}

/** A QR code of `text`, drawn as an SVG: dark modules on a white ground with its quiet zone. */
export function QrCode({ text, label, pixels = 144 }: QrCodeProps) {
  const { path, size } = useMemo(() => qrPath(text), [text]);
  return (
    <svg
      className="sample-qr"
      role="img"
      aria-label={label}
      width={pixels}
      height={pixels}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
