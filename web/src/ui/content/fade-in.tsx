import { useEffect, useRef, useState, type ComponentPropsWithoutRef } from 'react';

import classes from './fade-in.module.css';

/** True once the element has come within `margin` of the viewport (and stays true). */
export function useSeen<T extends Element>(margin = '100px') {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || seen || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [margin, seen]);
  return { ref, seen: seen || typeof IntersectionObserver === 'undefined' };
}

/** A page section that fades in when it comes within 100 px of the viewport (SPEC section 9). */
export function FadeInSection({ className, children, ...rest }: ComponentPropsWithoutRef<'section'>) {
  const { ref, seen } = useSeen<HTMLElement>('100px');
  return (
    <section ref={ref} className={`${classes.section} ${className ?? ''}`} data-seen={seen || undefined} {...rest}>
      {children}
    </section>
  );
}
