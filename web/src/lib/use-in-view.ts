import { useEffect, useState } from 'react';

/**
 * Whether the element is in the viewport now (false until the browser knows). Used to run
 * media and endless animations only while someone can see them. `ref` is a callback ref, so an
 * element that mounts later (after its data) is watched too.
 */
export function useInView<T extends Element>(threshold = 0) {
  const [element, ref] = useState<T | null>(null);
  const [inView, setInView] = useState(false);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry.isIntersecting), { threshold });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, threshold]);
  return { ref, element, inView };
}
