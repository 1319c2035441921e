import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has come within `margin` of the screen, and stays true once it has. Work only
 * worth doing when it can be seen (drawing a chart, a long task on a phone) waits for it, so a page
 * whose chart is below the fold starts without it. Where the browser cannot tell, true at once.
 */
export function useNearViewport(element: RefObject<Element | null>, margin = '200px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = element.current;
    if (!target || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return near;
}
