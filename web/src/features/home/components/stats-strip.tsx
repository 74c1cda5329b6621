import { Container } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useState } from 'react';

import { SITE } from '@/config/site';
import { msg } from '@/lib/i18n/message-id';
import { useT } from '@/lib/i18n/use-t';
import { useSeen } from '@/ui/content/fade-in';

import classes from './stats-strip.module.css';

/** The count-up runs this long once the strip is in view (SPEC section 9). */
export const COUNT_UP_MS = 2000;

/** `spoken` is what a screen reader hears: the shown figure counts up, so it is hidden from them. */
const STATS = [
  {
    value: 1000,
    format: (n: number) => `${Math.round(n)}+`,
    spoken: msg('home.stats.matchesSpoken'),
    label: msg('home.stats.matches'),
  },
  {
    value: 4000,
    format: (n: number) => `${Math.round(n)}+`,
    spoken: msg('home.stats.hoursSpoken'),
    label: msg('home.stats.hours'),
  },
  {
    value: 6,
    format: (n: number) => `${Math.round(n)}k+`,
    spoken: msg('home.stats.decisionsSpoken'),
    label: msg('home.stats.decisions'),
  },
  {
    value: 1.2,
    format: (n: number) => `${n.toFixed(1)}M+`,
    spoken: msg('home.stats.dataPointsSpoken'),
    label: msg('home.stats.dataPoints'),
  },
];

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/** 0 to 1 over `duration` once `running` turns true, eased. */
function useProgress(running: boolean, duration: number): number {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    if (!running) return;
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const t = Math.min(1, (now - start) / duration);
      setProgress(easeOutCubic(t));
      if (t < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [running, duration]);
  return progress;
}

export function StatsStrip() {
  const t = useT();
  const { ref, seen, waited } = useSeen<HTMLElement>('0px');
  const reducedMotion = useReducedMotion();
  // The figures count up when the strip scrolls into view; on the first screen (and in the
  // server's HTML) they simply show.
  const counting = waited && !reducedMotion;
  const animated = useProgress(counting && seen, COUNT_UP_MS);
  const progress = counting ? animated : 1;
  return (
    <section id="stats" ref={ref} className={classes.strip} aria-label={t('home.stats.label', { site: SITE.name })}>
      <Container>
        <dl className={classes.list}>
          {STATS.map((stat) => (
            <div key={stat.label} className={classes.item}>
              <dt className={classes.label}>{t(stat.label)}</dt>
              <dd className={classes.value}>
                <span className="visually-hidden">{t(stat.spoken)}</span>
                <span aria-hidden="true">{stat.format(stat.value * progress)}</span>
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
