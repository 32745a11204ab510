// `npm run lint` (and `npm test`'s lint stage): no import cycles in the repository, type-only
// imports, re-exports and dynamic import() included, and none between the API's modules
// (apps/api/src/modules/<module>: a module may use another only if that one does not use it back,
// however indirectly). Decision 047.
//
// eslint's import-x/no-cycle skips `import type`, so a cycle of types (harmless at run time, but a
// knot all the same: neither side can be read or moved without the other) is found here instead.
// Imports are read with TypeScript's own scanner and resolved as tsc resolves them.
import { execFileSync } from 'node:child_process';
import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const MODULES = 'apps/api/src/modules/';

/** The repository's TypeScript files as git sees them (tracked, or new and not ignored). */
function sourceFiles(root: string): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', '*.ts', '*.tsx', '*.mts'], { cwd: root, encoding: 'utf8' });
  return out
    .split('\n')
    .filter((f) => f && !f.endsWith('.d.ts'))
    .filter((f) => {
      try {
        readFileSync(path.join(root, f));
        return true;
      } catch {
        return false; // deleted in the working tree
      }
    });
}

const options: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  resolveJsonModule: true,
  jsx: ts.JsxEmit.ReactJSX,
};

/** The repository files `file` imports (relative paths), whatever kind of import. */
function importsOf(root: string, file: string, cache: ts.ModuleResolutionCache): string[] {
  const abs = path.join(root, file);
  const { importedFiles } = ts.preProcessFile(readFileSync(abs, 'utf8'), true, true);
  const found = new Set<string>();
  for (const { fileName } of importedFiles) {
    const resolved = ts.resolveModuleName(fileName, abs, options, ts.sys, cache).resolvedModule?.resolvedFileName;
    if (!resolved) continue;
    const real = realpathSync(resolved);
    if (real.includes('/node_modules/') || !real.startsWith(root + path.sep)) continue;
    found.add(path.relative(root, real));
  }
  return [...found];
}

/** Strongly connected components with more than one node, or a node that imports itself (Tarjan). */
function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index);
    index += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || graph.get(v)?.includes(v)) found.push(component.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!idx.has(v)) visit(v);
  return found;
}

/** Each cycle as lines: its members and the imports that tie them. */
function describe(kind: string, components: string[][], graph: Map<string, string[]>, via?: Map<string, string[]>): string[] {
  return components.flatMap((members, i) => {
    const inside = new Set(members);
    return [
      `${kind} cycle ${i + 1} (${members.length}): ${members.join(', ')}`,
      ...members.flatMap((from) =>
        (graph.get(from) ?? [])
          .filter((to) => inside.has(to))
          .map((to) => `  ${from} -> ${to}${via ? `  (${(via.get(`${from}|${to}`) ?? []).join(', ')})` : ''}`),
      ),
    ];
  });
}

/** What checkCycles found: the import cycles and the module cycles, each as lines a person can act on. */
export interface CycleReport {
  files: number;
  modules: number;
  fileCycles: string[][];
  moduleCycles: string[][];
  lines: string[];
}

/**
 * The import cycles of the TypeScript files git lists under `root` (type-only imports, re-exports
 * and dynamic import() included), and the cycles between the API's modules (apps/api/src/modules/*,
 * tests left out: a module may use another only if that one does not use it back).
 */
export function checkCycles(root: string): CycleReport {
  const cache = ts.createModuleResolutionCache(root, (f) => f, options);
  const files = sourceFiles(root);
  const fileGraph = new Map(files.map((f) => [f, importsOf(root, f, cache)]));

  // The module graph: one node per API module, an edge per file import that crosses modules.
  const moduleOf = (f: string) => (f.startsWith(MODULES) ? f.slice(MODULES.length).split('/')[0]! : null);
  const moduleGraph = new Map<string, string[]>();
  const via = new Map<string, string[]>();
  for (const [from, targets] of fileGraph) {
    const a = moduleOf(from);
    if (!a || /\.test\.tsx?$/.test(from)) continue;
    if (!moduleGraph.has(a)) moduleGraph.set(a, []);
    for (const to of targets) {
      const b = moduleOf(to);
      if (!b || b === a) continue;
      if (!moduleGraph.get(a)!.includes(b)) moduleGraph.get(a)!.push(b);
      via.set(`${a}|${b}`, [...(via.get(`${a}|${b}`) ?? []), `${path.basename(from)} -> ${path.basename(to)}`]);
    }
  }
  const fileCycles = cycles(fileGraph);
  const moduleCycles = cycles(moduleGraph);
  const lines = [...describe('import', fileCycles, fileGraph), ...describe('module', moduleCycles, moduleGraph, via)];
  return { files: files.length, modules: moduleGraph.size, fileCycles, moduleCycles, lines };
}

if (import.meta.main) {
  const report = checkCycles(path.resolve(import.meta.dirname, '..'));
  if (report.lines.length > 0) {
    console.error(report.lines.join('\n'));
    console.error(`\n${report.fileCycles.length} import cycle(s), ${report.moduleCycles.length} module cycle(s): break them (decision 047).`);
    process.exit(1);
  }
  console.log(`no import cycles (${report.files} files, ${report.modules} API modules)`);
}
