/** Scrolls the window to the top whenever the path changes (spec §2); a change of query or hash alone does not. */
import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

export function ScrollToTop() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);

  return null;
}
