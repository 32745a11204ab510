import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/** PGlite's compiled WebAssembly: the server (`pglite.wasm`) and initdb (`initdb.wasm`), as PGlite.create takes them. */
export interface PgliteModules {
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
}

let compiled: Promise<PgliteModules> | null = null;

/** Node's global WebAssembly (the project's TypeScript libs declare its types, not the value). */
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> } }).WebAssembly;

/**
 * PGlite's two WebAssembly modules, compiled once per process and kept for its lifetime (decision
 * 081 addendum). Every PGlite the process opens instantiates these instead of compiling its own:
 * the product opens one, but a test worker opens one per test file, and V8 once crashed (SIGILL in
 * `UnregisterWasmAllocation`) freeing the code of such a throw-away module. Compiling once also
 * saves each later open about a second of CPU. The files are PGlite's own, next to its entry point.
 */
export function pgliteModules(): Promise<PgliteModules> {
  compiled ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const compile = async (file: string) => wasm.compile(await readFile(path.join(dist, file)));
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all([compile('pglite.wasm'), compile('initdb.wasm')]);
    return { pgliteWasmModule, initdbWasmModule };
  })();
  return compiled;
}
