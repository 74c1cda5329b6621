import { Container, Title } from '@mantine/core';

import { SITE } from '@/config/site';
import { msg, type MessageId } from '@/lib/i18n/message-id';
import { useT } from '@/lib/i18n/use-t';
import { PageHero } from '@/ui/content/page-hero';

import classes from './company-pages.module.css';

/** A stat is a figure, or a word that reads differently in each language. */
const STORY_STATS: { figure?: string; word?: MessageId; label: MessageId }[] = [
  { figure: '1000+', label: msg('story.stat.matches') },
  { figure: '8', label: msg('story.stat.angles') },
  { word: msg('story.stat.first'), label: msg('story.stat.provider') },
];

const CHAPTERS = [
  { year: '2020', title: msg('story.chapter.2020.title'), text: msg('story.chapter.2020.text') },
  { year: '2021', title: msg('story.chapter.2021.title'), text: msg('story.chapter.2021.text') },
  { year: '2023', title: msg('story.chapter.2023.title'), text: msg('story.chapter.2023.text') },
  { year: '2025', title: msg('story.chapter.2025.title'), text: msg('story.chapter.2025.text') },
];

/** Brand facts the chapters name. */
const FACTS = { site: SITE.name, parentDivision: SITE.parentDivision };

/** The story page's numbers and chapters; the products list follows it on the page. */
export function Story() {
  const t = useT();
  return (
    <>
      <PageHero eyebrow={t('story.eyebrow')} title={t('story.title')}>
        {t('story.lead')}
      </PageHero>
      <section className={classes.storyStats} aria-label={t('story.numbers')}>
        <Container>
          <dl className={classes.statsList}>
            {STORY_STATS.map((stat) => (
              <div key={stat.label}>
                <dt>{t(stat.label)}</dt>
                <dd>{stat.word ? t(stat.word) : stat.figure}</dd>
              </div>
            ))}
          </dl>
        </Container>
      </section>
      <section className={classes.section}>
        <Container size="md">
          <ol className={classes.chapters}>
            {CHAPTERS.map((chapter) => (
              <li key={chapter.year}>
                <span className={classes.chapterYear}>{chapter.year}</span>
                <div>
                  <Title order={2} className={classes.chapterTitle}>
                    {t(chapter.title)}
                  </Title>
                  <p>{t(chapter.text, FACTS)}</p>
                </div>
              </li>
            ))}
          </ol>
        </Container>
      </section>
    </>
  );
}
