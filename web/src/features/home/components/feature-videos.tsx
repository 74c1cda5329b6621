import { Container } from '@mantine/core';
import { useEffect } from 'react';

import { useInView } from '@/lib/use-in-view';
import { FadeInSection } from '@/ui/content/fade-in';
import { SectionHeading } from '@/ui/content/section-heading';

import classes from './feature-videos.module.css';

const FEATURES = [
  {
    video: '/uploads/media/features/feature-1.mp4',
    poster: '/uploads/media/features/feature-1.jpg',
    title: 'Multi-camera capture',
    text: 'Eight synchronised angles on every delivery, from the sight screen to square leg, recorded and timecoded together.',
  },
  {
    video: '/uploads/media/features/feature-2.mp4',
    poster: '/uploads/media/features/feature-2.jpg',
    title: 'Ball tracking and decision review',
    text: 'Pitching, impact and the predicted path to the stumps, rebuilt in 3D for LBW reviews within seconds of the appeal.',
  },
  {
    video: '/uploads/media/features/feature-3.mp4',
    poster: '/uploads/media/features/feature-3.jpg',
    title: 'Analytics that coaches use',
    text: 'Every ball tagged with line, length, shot and outcome, ready as clip reels and wagon wheels for the next team meeting.',
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
  return (
    <FadeInSection id="features" className={classes.section} aria-labelledby="features-title">
      <Container>
        <SectionHeading eyebrow="Features" title="See the game the way analysts do" id="features-title">
          From the first camera on the boundary to the last replay on the big screen, one system does the work.
        </SectionHeading>
        <div className={classes.grid}>
          {FEATURES.map((feature) => (
            <article key={feature.title} className={classes.card}>
              <LoopingVideo src={feature.video} poster={feature.poster} label={feature.title} />
              <div className={classes.body}>
                <h3 className={classes.title}>{feature.title}</h3>
                <p className={classes.text}>{feature.text}</p>
              </div>
            </article>
          ))}
        </div>
      </Container>
    </FadeInSection>
  );
}
