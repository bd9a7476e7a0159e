import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `delayMs` (compared by `keyOf`, so a new object with the same key waits no longer). */
export function useDebounced<T>(value: T, delayMs: number, keyOf: (value: T) => string) {
  const key = keyOf(value);
  const [settled, setSettled] = useState({ key, value });
  useEffect(() => {
    if (key === settled.key) return;
    const timer = setTimeout(() => setSettled({ key, value }), delayMs);
    return () => clearTimeout(timer);
    // The key stands for the value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, delayMs, settled.key]);
  return { value: settled.value, settled: key === settled.key };
}
