import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Scrolls to the top on each navigation, or to the anchor of a /#section link once it has rendered. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    let attempts = 0;
    let timer: ReturnType<typeof setTimeout>;
    const scrollToAnchor = () => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) target.scrollIntoView({ behavior: 'smooth', block: 'start' });
      else if (attempts++ < 20) timer = setTimeout(scrollToAnchor, 100);
    };
    scrollToAnchor();
    return () => clearTimeout(timer);
  }, [pathname, hash]);
  return null;
}
