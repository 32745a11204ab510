import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { parsePgm } from '../../apps/api/src/test/card-qr.ts';

/** The fake camera's picture (pixels) and how many frames the looped video has. */
const FRAME = { width: 640, height: 480, frames: 10 };

/**
 * A video of the first card of a sign-in cards PDF held up to a tablet's camera (issue 27): page 1
 * rendered with poppler's pdftoppm at 144 dpi in grey, its top-left 640 × 480 pixels (the first
 * card, QR code included) written as a Y4M file (4:2:0, still frames) for Chromium's
 * `--use-file-for-fake-video-capture`. Returns the file's path.
 */
export function cardVideo(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'card-camera-'));
  writeFileSync(path.join(dir, 'cards.pdf'), pdf);
  execFileSync('pdftoppm', ['-gray', '-r', '144', '-f', '1', '-l', '1', '-singlefile', path.join(dir, 'cards.pdf'), path.join(dir, 'page')]);
  const page = parsePgm(readFileSync(path.join(dir, 'page.pgm')));
  const { width, height, frames } = FRAME;
  const luma = Buffer.alloc(width * height, 255);
  for (let y = 0; y < Math.min(height, page.height); y += 1) {
    const row = page.pixels.subarray(y * page.width + 16, y * page.width + 16 + width);
    luma.set(row, y * width);
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const file = path.join(dir, 'card.y4m');
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), ...Array.from({ length: frames }, () => frame)]));
  return file;
}

/** A Chromium of its own whose camera shows `video` (permission granted without a prompt). */
export function browserWithCamera(video: string): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
}
