import { inLanguage, pageDataKeys } from '@contract/page-data';
import { Badge, Button, Container, Group, Skeleton, Title } from '@mantine/core';
import { IconBriefcase, IconMail, IconMapPin } from '@tabler/icons-react';
import { useParams } from 'react-router-dom';

import { careerPath, paths } from '@/config/paths';
import { SITE } from '@/config/site';
import { useLocale, useT } from '@/lib/i18n/use-t';
import { usePageMeta } from '@/lib/page-meta';
import { breadcrumbs, jobPosting } from '@/lib/structured-data';
import { useApiData } from '@/lib/use-api-data';
import { ItemErrorState } from '@/ui/content/data-states';
import { PlainText } from '@/ui/content/plain-text';
import { BackLink } from '@/ui/content/back-link';
import { ContentLanguage } from '@/ui/language/content-language';

import { getCareer } from '../api/get-career';

import classes from './career-page.module.css';
import { careerTypeMessage } from './career-types';

/** /careers/{id}: one job, in the page's language where it has a version in it (decision 0098), else the English under the note. */
export function CareerPage() {
  const t = useT();
  const locale = useLocale();
  const { careerId = '' } = useParams();
  const career = useApiData(
    (signal) => getCareer(careerId, locale, signal),
    [careerId, locale],
    'Failed to load job',
    inLanguage(pageDataKeys.career(careerId), locale),
  );
  const job = career.status === 'ready' ? career.data : null;
  usePageMeta(job?.title ?? (career.status === 'error' ? t('career.notFound') : t('nav.careers')), job?.shortDescription, {
    content: job ? { language: job.language, languages: job.languages } : undefined,
    structuredData: (origin) =>
      job
        ? [
            jobPosting(origin, job, careerPath(job.careerId)),
            breadcrumbs(origin, [
              { name: t('nav.careers'), path: paths.careers },
              { name: job.title, path: careerPath(job.careerId) },
            ]),
          ]
        : [],
  });

  const page = (
    <Container size="md" className={classes.page}>
      <BackLink to={paths.careers}>{t('career.back')}</BackLink>
      {career.status === 'loading' && (
        <div aria-busy="true" className={classes.article}>
          <Skeleton height={40} width="70%" />
          <Skeleton height={14} mt="xl" />
          <Skeleton height={14} mt="sm" />
        </div>
      )}
      {career.status === 'error' && <ItemErrorState failure={career} notFound={t('career.notFound')} />}
      {career.status === 'ready' && (
        <article className={classes.article}>
          <Group gap="xs">
            <Badge variant="light" color="navy" leftSection={<IconBriefcase size={12} aria-hidden />}>
              {t(careerTypeMessage(career.data.type))}
            </Badge>
            <Badge variant="light" color="ball" leftSection={<IconMapPin size={12} aria-hidden />}>
              {career.data.location}
            </Badge>
          </Group>
          <Title order={1} className={classes.title}>
            {career.data.title}
          </Title>
          <p className={classes.lead}>{career.data.shortDescription}</p>
          <PlainText text={career.data.fullDescription} className={classes.content} />
          <div className={classes.apply}>
            <div>
              <h2 className={classes.applyTitle}>{t('career.interested')}</h2>
              <p className={classes.applyText}>{t('career.applyText')}</p>
            </div>
            <Button
              component="a"
              href={`mailto:${SITE.contact.careersEmail}?subject=${encodeURIComponent(`Application: ${career.data.title}`)}`}
              size="md"
              leftSection={<IconMail size={18} aria-hidden />}
            >
              {t('career.apply')}
            </Button>
          </div>
        </article>
      )}
    </Container>
  );
  return job ? <ContentLanguage language={job.language}>{page}</ContentLanguage> : page;
}
