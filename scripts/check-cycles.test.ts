import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkCycles } from './check-cycles.ts';

/** A throwaway git repository holding `files` (path → text). */
function repo(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'check-cycles-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  execFileSync('git', ['init', '-q'], { cwd: root });
  return root;
}

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});
const check = (files: Record<string, string>) => {
  const root = repo(files);
  roots.push(root);
  return checkCycles(root);
};

describe('the import cycle check (npm run lint, decision 047)', () => {
  it('finds a cycle that only a type-only import closes (eslint import-x/no-cycle skips those)', () => {
    const report = check({
      'apps/web/src/form.tsx': "import { saveDraft } from './draft.ts';\nexport type Values = { a: string };\nexport const x = saveDraft;\n",
      'apps/web/src/draft.ts': "import type { Values } from './form.tsx';\nexport function saveDraft(v: Values) { return v; }\n",
    });
    expect(report.fileCycles).toEqual([['apps/web/src/draft.ts', 'apps/web/src/form.tsx']]);
    expect(report.lines.join('\n')).toContain('apps/web/src/draft.ts -> apps/web/src/form.tsx');
  });

  it('follows re-exports: a barrel that hands on another file closes the loop', () => {
    const report = check({
      'src/a/a.service.ts': "export { b } from '../b/b-helper.ts';\nexport const a = 1;\n",
      'src/b/b-helper.ts': "import { a } from '../a/a.service.ts';\nexport const b = a + 1;\n",
    });
    expect(report.fileCycles).toHaveLength(1);
  });

  it('finds API modules that use each other through different files, with the files that tie them', () => {
    const report = check({
      'apps/api/src/modules/reports/reports.service.ts': "import { figures } from '../figures/figures.service.ts';\nexport const report = () => figures();\n",
      'apps/api/src/modules/figures/figures.service.ts': 'export const figures = () => 1;\n',
      'apps/api/src/modules/figures/settings.service.ts': "import { report } from '../reports/reports.service.ts';\nexport const settings = () => report();\n",
    });
    expect(report.fileCycles).toEqual([]);
    expect(report.moduleCycles).toEqual([['figures', 'reports']]);
    expect(report.lines.join('\n')).toContain('figures -> reports  (settings.service.ts -> reports.service.ts)');
  });

  it('passes a tree without cycles, and a test file may use its module freely', () => {
    const report = check({
      'apps/api/src/modules/a/a.service.ts': "import { b } from '../b/b.service.ts';\nexport const a = () => b();\n",
      'apps/api/src/modules/b/b.service.ts': 'export const b = () => 2;\n',
      'apps/api/src/modules/b/b.test.ts': "import { a } from '../a/a.service.ts';\nexport const t = a;\n",
    });
    expect(report).toMatchObject({ files: 3, fileCycles: [], moduleCycles: [], lines: [] });
  });
});
