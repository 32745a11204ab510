import { spawn } from 'node:child_process';

// Runs detached, so it outlives a bench process killed with SIGKILL (the tsx CLI does that when
// the script is slow to acknowledge Ctrl-C). Positional args: bench pid, postmaster pid or 0, dirs.
const SCRIPT = `
bench=$1; pm=$2; shift 2
while kill -0 "$bench" 2>/dev/null; do sleep 1; done
if [ "$pm" != 0 ] && kill -0 "$pm" 2>/dev/null; then
  kill -QUIT "$pm"
  i=0; while kill -0 "$pm" 2>/dev/null && [ $i -lt 50 ]; do sleep 0.2; i=$((i+1)); done
fi
rm -rf -- "$@"
`;

/**
 * Guards against leftovers: a detached shell that waits for this process to end, then stops a
 * PostgreSQL postmaster by pid (SIGQUIT = immediate shutdown) and removes `dirs`. Call the
 * returned function once cleanup has run normally; it ends the reaper.
 */
export function startReaper(opts: { postmasterPid: number | null; dirs: string[] }): () => void {
  const child = spawn('sh', ['-c', SCRIPT, 'bench-reaper', String(process.pid), String(opts.postmasterPid ?? 0), ...opts.dirs], {
    detached: true,
    stdio: 'ignore',
  });
  child.unref();
  return () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  };
}
