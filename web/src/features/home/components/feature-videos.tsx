import { Container } from '@mantine/core';
import { useEffect } from 'react';

import { useInView } from '@/lib/use-in-view';
import { FadeInSection } from '@/ui/content/fade-in';
import { SectionHeading } from '@/ui/content/section-heading';

import { msg } from '@/lib/i18n/message-id';
import { useT } from '@/lib/i18n/use-t';
import classes from './feature-videos.module.css';

const FEATURES = [
  {
    video: '/uploads/media/features/feature-1.mp4',
    poster: '/uploads/media/features/feature-1.jpg',
    title: msg('home.features.capture.title'),
    text: msg('home.features.capture.text'),
  },
  {
    video: '/uploads/media/features/feature-2.mp4',
    poster: '/uploads/media/features/feature-2.jpg',
    title: msg('home.features.tracking.title'),
    text: msg('home.features.tracking.text'),
  },
  {
    video: '/uploads/media/features/feature-3.mp4',
    poster: '/uploads/media/features/feature-3.jpg',
    title: msg('home.features.analytics.title'),
    text: msg('home.features.analytics.text'),
  },
];

/**
 * A muted clip that loops while it is in view, and stops when it leaves. Its poster is a lazy image
 * under the video (a video's own poster loads at once, however far down the page), so nothing of
 * it loads before it nears the screen. A refused autoplay is only logged (SPEC section 8).
 */
function LoopingVideo({ src, poster, label }: { src: string; poster: string; label: string }) {
  const { ref, element: video, inView } = useInView<HTMLVideoElement>(0.25);
  useEffect(() => {
    if (!video) return;
    if (inView) video.play().catch((error: unknown) => console.info('Feature video did not autoplay:', error));
    else video.pause();
  }, [inView, video]);
  return (
    <div className={classes.media}>
      <img className={classes.poster} src={poster} alt="" loading="lazy" decoding="async" width={480} height={270} />
      {/* Muted, with no caption file: no track element (one without `src` is invalid HTML). */}
      <video ref={ref} className={classes.video} src={src} muted loop playsInline preload="none" aria-label={label} />
    </div>
  );
}

export function FeatureVideos() {
  const t = useT();
  return (
    <FadeInSection id="features" className={classes.section} aria-labelledby="features-title">
      <Container>
        <SectionHeading eyebrow={t('home.features.eyebrow')} title={t('home.features.title')} id="features-title">
          {t('home.features.lead')}
        </SectionHeading>
        <div className={classes.grid}>
          {FEATURES.map((feature) => (
            <article key={feature.title} className={classes.card}>
              <LoopingVideo src={feature.video} poster={feature.poster} label={t(feature.title)} />
              <div className={classes.body}>
                <h3 className={classes.title}>{t(feature.title)}</h3>
                <p className={classes.text}>{t(feature.text)}</p>
              </div>
            </article>
          ))}
        </div>
      </Container>
    </FadeInSection>
  );
}
