import { useEffect, useLayoutEffect, useRef, useState, type ComponentPropsWithoutRef } from 'react';

import classes from './fade-in.module.css';

type Visibility = 'unknown' | 'waiting' | 'seen';

/**
 * Whether the element has come within `margin` of the viewport (and stays true). The server's HTML
 * and the hydration of it know nothing of the viewport, so they show everything ('unknown': the
 * page works without JavaScript). Right after hydration, before the browser paints, an element
 * already in view counts as seen; one further down waits (`waited`) until it scrolls into view.
 */
export function useSeen<T extends Element>(margin = '100px') {
  const ref = useRef<T>(null);
  const [visibility, setVisibility] = useState<Visibility>('unknown');

  // Measured before the first paint after hydration, so nothing in view ever flickers out.
  /* eslint-disable react-hooks/set-state-in-effect -- layout is read here, before the browser paints */
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || visibility !== 'unknown') return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisibility('seen');
      return;
    }
    const px = Number.parseInt(margin, 10) || 0;
    const { top, bottom } = element.getBoundingClientRect();
    setVisibility(top < window.innerHeight + px && bottom > -px ? 'seen' : 'waiting');
  }, [margin, visibility]);
  /* eslint-enable react-hooks/set-state-in-effect */

  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || visibility !== 'waiting') return;
    setWaited(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisibility('seen');
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [margin, visibility]);

  return { ref, seen: visibility === 'seen', waiting: visibility === 'waiting', waited };
}

/** A page section that fades in when it comes within 100 px of the viewport (SPEC section 9). */
export function FadeInSection({ className, children, ...rest }: ComponentPropsWithoutRef<'section'>) {
  const { ref, waiting } = useSeen<HTMLElement>('100px');
  return (
    <section ref={ref} className={`${classes.section} ${className ?? ''}`} data-waiting={waiting || undefined} {...rest}>
      {children}
    </section>
  );
}
