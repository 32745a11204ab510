import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';

/**
 * Reads the QR code of a sign-in cards PDF with one card (issue 27): renders page 1 with poppler's
 * pdftoppm (grey, 150 dpi) and decodes it with jsQR, as a tablet's camera would see the paper.
 * Returns the QR's text, or null when none is found.
 */
export function readCardQr(pdf: Buffer): string | null {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'card-qr-'));
  try {
    writeFileSync(path.join(dir, 'cards.pdf'), pdf);
    execFileSync('pdftoppm', ['-gray', '-r', '150', '-f', '1', '-l', '1', '-singlefile', path.join(dir, 'cards.pdf'), path.join(dir, 'page')]);
    const { width, height, pixels } = parsePgm(readFileSync(path.join(dir, 'page.pgm')));
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i += 1) rgba.set([pixels[i]!, pixels[i]!, pixels[i]!, 255], i * 4);
    return jsQR(rgba, width, height)?.data ?? null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A binary PGM (P5, 8 bits) as width, height and its grey bytes. */
export function parsePgm(file: Buffer): { width: number; height: number; pixels: Uint8Array } {
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(file.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('not a binary PGM');
  const [whole, width, height] = header;
  return { width: Number(width), height: Number(height), pixels: file.subarray(whole.length) };
}
