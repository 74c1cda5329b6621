import { useEffect, useRef, useState, type ComponentPropsWithoutRef } from 'react';

import classes from './fade-in.module.css';

type Visibility = 'unknown' | 'waiting' | 'seen';

/**
 * Whether the element has come within `margin` of the viewport (and stays true). The server's HTML
 * and the hydration of it know nothing of the viewport, so they show everything ('unknown': the
 * page works without JavaScript). After hydration an IntersectionObserver tells: an element already
 * in view counts as seen and never changes; one further down waits (`waited`) until it scrolls into
 * view. Its first answer comes after a paint, so an element in view could only flicker if it had
 * been hidden, and 'unknown' shows it. Nothing here reads the layout: measuring each section as it
 * hydrated forced a layout of the whole page for each, the longest task of the home page's start-up
 * (issue 27).
 */
export function useSeen<T extends Element>(margin = '100px') {
  const ref = useRef<T>(null);
  const [visibility, setVisibility] = useState<Visibility>('unknown');
  const [waited, setWaited] = useState(false);

  useEffect(() => {
    const element = ref.current;
    // Without an observer, 'unknown' stays: everything shows, as in the server's HTML.
    if (!element || visibility === 'seen' || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisibility('seen');
        else if (visibility === 'unknown') {
          setVisibility('waiting');
          setWaited(true);
        }
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
