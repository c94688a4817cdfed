// Whether an element is on screen or close to it (within `margin`), for work that only matters once
// seen: it stays true once it has been. Without IntersectionObserver it is true at once.
import { useCallback, useEffect, useState } from 'react';

export function useNearView<T extends Element>(margin = '200px'): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return [useCallback((node: T | null) => setElement(node), []), near];
}
