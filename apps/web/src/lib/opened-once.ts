import { useState } from 'react';

/**
 * True from the first render in which `open` is true. A dialog loaded on demand mounts then and stays mounted, so it
 * still animates closed and opens at once the next time.
 */
export function useOpenedOnce(open: boolean) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
