import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its (lazily loaded) children once the spot comes near the screen, so content far below the fold does not
 * weigh on the page's first load. Without IntersectionObserver it renders at once.
 */
export function NearViewport({
  children,
  fallback,
  minHeight,
  rootMargin = '600px',
}: {
  children: ReactNode;
  fallback: ReactNode;
  minHeight: number;
  rootMargin?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin]);
  return (
    <div ref={ref} style={{ minHeight: near ? undefined : minHeight }}>
      {near ? <Suspense fallback={fallback}>{children}</Suspense> : fallback}
    </div>
  );
}
