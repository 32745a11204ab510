import { useSyncExternalStore } from 'react';
import { ApiError } from './api-error.ts';
import { queryClient } from './query-client.ts';

/**
 * Whether the device can reach the API (spec §8 "Offline status is tracked"). Two facts:
 * `online` is the browser's own view (navigator.onLine and its online/offline events); `reachable`
 * turns false when a call got no HTTP answer at all (a school Wi-Fi that is up but cut off from
 * the server) and true again with the next answer of any status.
 */
export interface NetworkStatus {
  online: boolean;
  reachable: boolean;
}

const listeners = new Set<() => void>();
let status: NetworkStatus = {
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  reachable: true,
};

function set(next: Partial<NetworkStatus>): void {
  const merged = { ...status, ...next };
  if (merged.online === status.online && merged.reachable === status.reachable) return;
  status = merged;
  for (const listener of listeners) listener();
}

/** Records the outcome of a call: `false` when no answer arrived, `true` for any HTTP answer. */
export function reportReachability(reached: boolean): void {
  set({ reachable: reached });
}

/** The current status (a stable object between changes). */
export function readNetworkStatus(): NetworkStatus {
  return status;
}

/** Calls `listener` after every change of the status; returns the unsubscribe function. */
export function subscribeNetworkStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  // Coming back online says nothing yet about the server: the next call decides `reachable`.
  window.addEventListener('online', () => set({ online: true, reachable: true }));
  window.addEventListener('offline', () => set({ online: false }));
  // Every query and mutation of the app reports through the cache: a failed fetch (status 0)
  // marks the server unreachable, any answer marks it reachable again.
  const fromResult = (error: unknown, succeeded: boolean) => {
    if (succeeded) reportReachability(true);
    else if (error instanceof ApiError) reportReachability(!error.isNetworkError);
  };
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    if (event.action.type === 'success') fromResult(null, true);
    else if (event.action.type === 'error') fromResult(event.action.error, false);
  });
  queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    if (event.action.type === 'success') fromResult(null, true);
    else if (event.action.type === 'error') fromResult(event.action.error, false);
  });
}

/** React hook: the network status, re-rendering on every change. */
export function useNetworkStatus(): NetworkStatus {
  return useSyncExternalStore(subscribeNetworkStatus, readNetworkStatus, readNetworkStatus);
}
