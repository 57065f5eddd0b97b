// Count of HTTP calls in flight; the global loader shows while it is above zero.
import { create } from 'zustand';

export interface LoaderState {
  count: number;
  start: () => void;
  stop: () => void;
}

export const useLoader = create<LoaderState>()((set) => ({
  count: 0,
  start: () => set((s) => ({ count: s.count + 1 })),
  stop: () => set((s) => ({ count: Math.max(0, s.count - 1) })),
}));

/** True while at least one call is in flight. */
export const useIsLoading = (): boolean => useLoader((s) => s.count > 0);
