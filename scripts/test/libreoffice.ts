import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** LibreOffice's filters: `csv` is UTF-8 (76), comma (44) and double quotes (34), from line 1. */
const FILTERS = { csv: 'csv:Text - txt - csv (StarCalc):44,34,76,1', xlsx: 'xlsx' } as const;

/**
 * Opens `source` in LibreOffice headless (Debian's `soffice`) and saves it as `to` into `outDir`,
 * as a school's office PC would: the tests' proof that our Excel files open in LibreOffice and that
 * a roster LibreOffice saved again still imports. Uses its own profile under `outDir` so parallel
 * runs do not share one. Returns the written file's path (`outDir/<source's name>.<to>`); throws
 * when soffice fails or takes over 120 s.
 */
export async function convertWithLibreOffice(source: string, to: keyof typeof FILTERS, outDir: string): Promise<string> {
  await run('soffice', [`-env:UserInstallation=file://${outDir}/profile`, '--headless', '--convert-to', FILTERS[to], '--outdir', outDir, source], {
    timeout: 120_000,
  });
  return path.join(outDir, `${path.basename(source, path.extname(source))}.${to}`);
}
