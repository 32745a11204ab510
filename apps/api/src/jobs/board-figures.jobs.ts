import type { Database } from '@sukoyaka/db/client';
import { foldFigureDeltas } from '../modules/board-figures/board-figures.service.ts';

/** How often the worker folds the check-in deltas into the board's daily figures (decision 041). */
export const BOARD_FIGURES_FOLD_MS = 5_000;

/**
 * Folds the check-in deltas (board_figure_deltas, appended by the trigger on conditions) into
 * board_daily_figures and board_school_daily_figures every `intervalMs` (default 5 s), one fold
 * at a time, in the worker process (issue 14 speed, decision 041). Readers add the deltas not
 * yet folded, so the period changes only how many rows they add, never what they show. A failed
 * fold is logged and retried at the next tick (the deltas stay). Returns `stop`, which waits for a
 * running fold.
 */
export function foldBoardFigures(db: Database, opts: { intervalMs?: number; log?: (message: string) => void } = {}): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = foldFigureDeltas(db)
      .catch((error: unknown) => (opts.log ?? console.warn)(`board figures fold failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, opts.intervalMs ?? BOARD_FIGURES_FOLD_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
