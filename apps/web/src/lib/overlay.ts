import { createStore, useStore } from './store.ts';

/** Counts calls that show the full-screen loading overlay (changes; reads show their own placeholders). */
const pendingCalls = createStore(0);

export async function withOverlay<T>(work: () => Promise<T>): Promise<T> {
  pendingCalls.set((count) => count + 1);
  try {
    return await work();
  } finally {
    pendingCalls.set((count) => count - 1);
  }
}

export const useOverlayVisible = () => useStore(pendingCalls) > 0;
