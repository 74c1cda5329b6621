import type { Highlight, Localised } from '@contract';
import { inLanguage, pageDataKeys } from '@contract/page-data';
import { Container } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';

import { msg } from '@/lib/i18n/message-id';
import { useFailureMessage } from '@/lib/i18n/use-failure-message';
import { itemLang } from '@/lib/i18n/content-language';
import { useLocale, useT } from '@/lib/i18n/use-t';
import { useApiData } from '@/lib/use-api-data';
import { useHydrated } from '@/lib/use-hydrated';
import { CardGridSkeleton, EmptyState, ErrorState } from '@/ui/content/data-states';
import { FadeInSection } from '@/ui/content/fade-in';
import { SectionHeading } from '@/ui/content/section-heading';
import { VideoPlayer } from '@/ui/video-player/video-player';

import { getHighlights } from '../api/get-highlights';

import classes from './highlights-section.module.css';

type ShownHighlight = Localised<Highlight>;

// The players load nothing (an MP4's metadata, hls.js and a highlight's playlist) before play is
// pressed: the home page weighs what it did before highlights streamed as HLS.

/** Desktop: one player and a playlist of thumbnails. */
function PlayerWithPlaylist({ highlights, className }: { highlights: ShownHighlight[]; className?: string }) {
  const t = useT();
  const locale = useLocale();
  const [selectedId, setSelectedId] = useState(highlights[0]._id);
  const selected = highlights.find((item) => item._id === selectedId) ?? highlights[0];
  return (
    <div className={`${classes.desktop} ${className ?? ''}`}>
      <div>
        <VideoPlayer
          key={selected._id}
          src={selected.videoUrl ?? ''}
          poster={selected.thumbnailUrl}
          title={selected.title}
          loadOnPlay
        />
        <div lang={itemLang(selected, locale)}>
          <h3 className={classes.title}>{selected.title}</h3>
          {selected.description && <p className={classes.description}>{selected.description}</p>}
        </div>
      </div>
      <ul className={classes.playlist} aria-label={t('home.highlights.playlist')}>
        {highlights.map((item) => (
          <li key={item._id}>
            <button
              type="button"
              className={classes.entry}
              aria-current={item._id === selected._id || undefined}
              onClick={() => setSelectedId(item._id)}
            >
              {item.thumbnailUrl ? (
                <img className={classes.thumb} src={item.thumbnailUrl} alt="" loading="lazy" width={128} height={72} />
              ) : (
                <span className={classes.thumb} aria-hidden="true" />
              )}
              <span className={classes.entryTitle} lang={itemLang(item, locale)}>
                {item.title}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Phone: every highlight as its own player, stacked. */
function StackedPlayers({ highlights, className }: { highlights: ShownHighlight[]; className?: string }) {
  const locale = useLocale();
  return (
    <div className={`${classes.stack} ${className ?? ''}`}>
      {highlights.map((item) => (
        <article key={item._id} lang={itemLang(item, locale)}>
          <VideoPlayer src={item.videoUrl ?? ''} poster={item.thumbnailUrl} title={item.title} loadOnPlay />
          <h3 className={classes.title}>{item.title}</h3>
          {item.description && <p className={classes.description}>{item.description}</p>}
        </article>
      ))}
    </div>
  );
}

export function HighlightsSection() {
  const t = useT();
  const failure = useFailureMessage();
  const locale = useLocale();
  const highlights = useApiData(
    (signal) => getHighlights(locale, signal),
    [locale],
    t('home.highlights.loadFailed'),
    inLanguage(pageDataKeys.highlights, locale),
  );
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  // The server knows no screen, so its HTML holds both layouts and the stylesheet shows the one that
  // fits; after hydration the browser keeps only that one. Had the server sent one layout, a desktop
  // visitor would see the section shrink by 2,700 px when it hydrated, and what they had scrolled to
  // jump away (issue 38).
  const hydrated = useHydrated();

  return (
    <FadeInSection id="highlights" className={classes.section} aria-labelledby="highlights-title">
      <Container>
        <SectionHeading eyebrow={t('home.highlights.eyebrow')} title={t('home.highlights.title')} id="highlights-title">
          {t('home.highlights.lead')}
        </SectionHeading>
        {highlights.status === 'loading' && <CardGridSkeleton count={3} />}
        {highlights.status === 'error' && (
          <ErrorState message={failure(msg('home.highlights.loadFailed'), highlights.message)} onRetry={highlights.reload} />
        )}
        {highlights.status === 'ready' &&
          (highlights.data.length === 0 ? (
            <EmptyState message={t('home.highlights.empty')} />
          ) : (
            // Both stay in the same places of the tree, so a tap that hydrated the playlist keeps its choice.
            <>
              {(!hydrated || wide) && <PlayerWithPlaylist highlights={highlights.data} className={classes.wideOnly} />}
              {(!hydrated || !wide) && <StackedPlayers highlights={highlights.data} className={classes.narrowOnly} />}
            </>
          ))}
      </Container>
    </FadeInSection>
  );
}
