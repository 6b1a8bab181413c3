/**
 * WOFF 1.0 fonts (as @fontsource ships them) turned back into TrueType, which HarfBuzz and
 * jsPDF read. Plain platform code: the PDF's shaper uses it in the browser, the build's
 * label drawing (scripts/draw-label.ts) in Node.
 */

/** WOFF 1.0 is TrueType with each table zlib-compressed: undo that, table by table. */
export async function woffToTrueType(woff: Uint8Array): Promise<Uint8Array> {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== 0x774f4646) throw new Error('The Bengali font is not a WOFF file.');
  const count = view.getUint16(12);
  const tables = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const entry = 44 + i * 20;
      const offset = view.getUint32(entry + 4);
      const stored = woff.subarray(offset, offset + view.getUint32(entry + 8));
      const length = view.getUint32(entry + 12);
      return {
        tag: view.getUint32(entry),
        checksum: view.getUint32(entry + 16),
        data: stored.length < length ? await inflate(stored) : stored,
      };
    }),
  );
  const padded = (n: number) => (n + 3) & ~3;
  const size = tables.reduce((sum, t) => sum + padded(t.data.length), 12 + 16 * count);
  const out = new Uint8Array(size);
  const head = new DataView(out.buffer);
  const log2 = Math.floor(Math.log2(count));
  head.setUint32(0, view.getUint32(4));
  head.setUint16(4, count);
  head.setUint16(6, 16 << log2);
  head.setUint16(8, log2);
  head.setUint16(10, count * 16 - (16 << log2));
  let position = 12 + 16 * count;
  tables.forEach((table, i) => {
    out.set(table.data, position);
    head.setUint32(12 + i * 16, table.tag);
    head.setUint32(16 + i * 16, table.checksum);
    head.setUint32(20 + i * 16, position);
    head.setUint32(24 + i * 16, table.data.length);
    position += padded(table.data.length);
  });
  return out;
}

/** zlib data, inflated by the platform (every browser the kit supports has it, and Node). */
async function inflate(data: Uint8Array): Promise<Uint8Array> {
  const body = new Response(new Uint8Array(data)).body;
  if (!body) throw new Error('Could not read the Bengali font.');
  const stream = body.pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
