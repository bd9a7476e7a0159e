import { useEffect, useState } from 'react';

/** The current time, refreshed every `everyMs` (countdowns tick with it); pass 0 to read it once. */
export function useNow(everyMs = 1000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!everyMs) return;
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
