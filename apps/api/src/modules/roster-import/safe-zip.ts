import { Unzip, UnzipInflate, UnzipPassThrough } from 'fflate';

/** Most bytes an uploaded zip (.xlsx or OneRoster) may expand to: a 20,000-row roster is far below. */
export const ZIP_EXPANDED_MAX_BYTES = 100 * 1024 * 1024;
/** Most entries an uploaded zip may hold. */
export const ZIP_ENTRIES_MAX = 2_000;

/**
 * Zip-bomb guard (issue 13 "Bad input"): inflates every entry of `bytes` with fflate, counting the
 * real output (not the sizes the headers claim), and stops at `maxBytes`. Returns the entries
 * (name → bytes) when the archive is within the limits, 'too_large' for a bomb, or 'not_zip' when
 * the bytes are not a zip at all. Only then may exceljs or the OneRoster reader open it.
 */
export function inflateZipSafely(bytes: Uint8Array, maxBytes = ZIP_EXPANDED_MAX_BYTES): Map<string, Uint8Array> | 'too_large' | 'not_zip' {
  if (bytes.length < 4 || bytes[0] !== 0x50 || bytes[1] !== 0x4b) return 'not_zip';
  const files = new Map<string, Uint8Array[]>();
  let total = 0;
  let entries = 0;
  let over = false;
  const unzip = new Unzip((file) => {
    entries += 1;
    if (entries > ZIP_ENTRIES_MAX) over = true;
    if (over) return file.terminate();
    const chunks: Uint8Array[] = [];
    files.set(file.name, chunks);
    file.ondata = (err, chunk) => {
      if (err || over) return;
      total += chunk.length;
      if (total > maxBytes) {
        over = true;
        file.terminate();
        return;
      }
      chunks.push(chunk);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  unzip.register(UnzipPassThrough);
  try {
    // Feed in slices so a bomb is stopped after its first megabytes, not after inflating it all.
    const step = 64 * 1024;
    for (let i = 0; i < bytes.length && !over; i += step) unzip.push(bytes.subarray(i, i + step), i + step >= bytes.length);
  } catch {
    return over ? 'too_large' : 'not_zip';
  }
  if (over) return 'too_large';
  if (files.size === 0) return 'not_zip';
  const out = new Map<string, Uint8Array>();
  for (const [name, chunks] of files) out.set(name, Buffer.concat(chunks));
  return out;
}
