import { useEffect, useState } from 'react';

/** spec §9 highlight fade: 3 seconds. */
export const HIGHLIGHT_MS = 3000;

/**
 * spec §2 `sc_el=student_{id}`: once the rows are on screen, scrolls the element with that id into
 * view and returns it as highlighted for 3 seconds (then null).
 */
export function useScrollHighlight(elementId: string | null, ready: boolean): string | null {
  const [highlighted, setHighlighted] = useState<string | null>(null);
  useEffect(() => {
    if (!elementId || !ready || !/^student_\d+$/.test(elementId)) return;
    const el = document.getElementById(elementId);
    if (!el) return;
    el.scrollIntoView({ block: 'center' });
    const on = window.setTimeout(() => setHighlighted(elementId), 0);
    const off = window.setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
    return () => {
      window.clearTimeout(on);
      window.clearTimeout(off);
    };
  }, [elementId, ready]);
  return highlighted;
}
