/** See scratch-dir.mjs: the directory the test suites use as TMPDIR (RAM), or null. */
export function testScratchDir(): string | null;
/** See scratch-dir.mjs: points TMPDIR at testScratchDir() when there is one; returns it. */
export function useTestScratchDir(): string | null;
