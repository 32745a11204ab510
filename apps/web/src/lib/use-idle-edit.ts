import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { IDLE_CHECK_INTERVAL_MS, idleEditState } from './idle-edit.ts';

/** What the user does that counts as "still editing". Pointer moves alone do not. */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'input', 'wheel', 'touchstart'] as const;

export interface IdleEdit {
  /** Minutes left before the edit is cancelled, while the spec §4 warning shows; else null. */
  minutesLeft: number | null;
  /** 続ける: dismisses the warning and starts the idle time again. */
  keepEditing: () => void;
}

/**
 * Watches an edit for inactivity (spec §4 edit session, §9): while `active`, any input restarts
 * the idle time; once a minute the time is checked, showing the warning from 2.5 h and calling
 * `onExpire` at 3 h (the caller cancels the edit). Timestamps, not counters, so a throttled
 * background tab still expires on time at its next check.
 */
export function useIdleEdit(active: boolean, onExpire: () => void, now: () => number = Date.now): IdleEdit {
  const lastActivity = useRef(0);
  const [minutesLeft, setMinutesLeft] = useState<number | null>(null);
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  }, [onExpire]);

  // A layout effect, so the idle time starts in the same task as the input that began the edit:
  // preact/compat, which runs this code in the browser, runs plain effects after the next frame
  // (decision 016), and time that passes before then would otherwise not count as idle.
  useLayoutEffect(() => {
    if (!active) return;
    lastActivity.current = now();
    const touch = () => {
      lastActivity.current = now();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, touch, { capture: true, passive: true });
    const timer = window.setInterval(() => {
      const state = idleEditState(now() - lastActivity.current);
      if (state.kind === 'expired') {
        setMinutesLeft(null);
        expire.current();
      } else {
        setMinutesLeft(state.kind === 'warning' ? state.minutesLeft : null);
      }
    }, IDLE_CHECK_INTERVAL_MS);
    return () => {
      window.clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, touch, { capture: true });
      setMinutesLeft(null);
    };
  }, [active, now]);

  const keepEditing = useCallback(() => {
    lastActivity.current = now();
    setMinutesLeft(null);
  }, [now]);

  return { minutesLeft: active ? minutesLeft : null, keepEditing };
}
