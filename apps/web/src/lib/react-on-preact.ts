/**
 * The browser build's module for `react` (an alias in vite.config.ts; decision 016): all of
 * preact/compat, plus the two React 19 exports our libraries import that preact/compat 11.2
 * lacks. Without them the build fails (a missing export), so both are needed even where they
 * never run. Remove each one once preact/compat exports it.
 */
import type { ComponentChildren } from 'preact';
import compat from 'preact/compat';

// @ts-expect-error -- preact/compat's types are `export =` (TS2498); the module itself is ESM with named exports. Nothing imports this file's types: the app's come from @types/react.
export * from 'preact/compat';

/**
 * React 19's `<Activity mode>`, imported by Mantine's Transition, Collapse, Tabs and Stepper for
 * `keepMounted` content (Combobox, so every Select dropdown, keeps its dropdown mounted by
 * default). React keeps a hidden subtree's state and DOM but hides it; Preact cannot hide a
 * subtree without adding an element around it, so hidden content is unmounted here, as Mantine
 * does itself with `keepMounted={false}`. A closed dropdown is therefore not in the DOM.
 */
export function Activity({ mode = 'visible', children }: { mode?: 'visible' | 'hidden'; children?: ComponentChildren }) {
  return mode === 'hidden' ? null : children;
}

/**
 * React 19's `useOptimistic`, which react-router's RouterProvider calls on every render; it only
 * sets an optimistic state with `useTransitions`, which we do not pass. Preact runs
 * `startTransition` synchronously, so an optimistic state would never be seen: the value is
 * always the passed-through state. The setter does nothing, as react-router's own fallback for
 * React 18 does.
 */
export function useOptimistic<S>(passthrough: S): [S, (action: unknown) => void] {
  return [passthrough, ignoreOptimisticUpdate];
}

function ignoreOptimisticUpdate(): void {
  // no optimistic state without concurrent rendering (see useOptimistic)
}

export default { ...compat, Activity, useOptimistic };
