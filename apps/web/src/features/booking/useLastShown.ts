import { useState } from 'react';

/** The last non-null value, so a closing dialog keeps its content while it fades out. */
export function useLastShown<T>(value: T | null): T | null {
  const [shown, setShown] = useState(value);
  if (value !== null && value !== shown) setShown(value);
  return value ?? shown;
}
