import { pageDataKeys } from '@contract/page-data';
import { Badge, Button, Container, Group, Skeleton, Title } from '@mantine/core';
import { IconBriefcase, IconMail, IconMapPin } from '@tabler/icons-react';
import { useParams } from 'react-router-dom';

import { careerPath, paths } from '@/config/paths';
import { SITE } from '@/config/site';
import { usePageMeta } from '@/lib/page-meta';
import { breadcrumbs, jobPosting } from '@/lib/structured-data';
import { useApiData } from '@/lib/use-api-data';
import { ItemErrorState } from '@/ui/content/data-states';
import { PlainText } from '@/ui/content/plain-text';
import { BackLink } from '@/ui/content/back-link';

import { getCareer } from '../api/get-career';

import classes from './career-page.module.css';

export function CareerPage() {
  const { careerId = '' } = useParams();
  const career = useApiData(
    (signal) => getCareer(careerId, signal),
    [careerId],
    'Failed to load job',
    pageDataKeys.career(careerId),
  );
  const job = career.status === 'ready' ? career.data : null;
  usePageMeta(job?.title ?? (career.status === 'error' ? 'Job not found' : 'Careers'), job?.shortDescription, {
    structuredData: (origin) =>
      job
        ? [
            jobPosting(origin, job, careerPath(job.careerId)),
            breadcrumbs(origin, [
              { name: 'Careers', path: paths.careers },
              { name: job.title, path: careerPath(job.careerId) },
            ]),
          ]
        : [],
  });

  return (
    <Container size="md" className={classes.page}>
      <BackLink to={paths.careers}>Back to Careers</BackLink>
      {career.status === 'loading' && (
        <div aria-busy="true" className={classes.article}>
          <Skeleton height={40} width="70%" />
          <Skeleton height={14} mt="xl" />
          <Skeleton height={14} mt="sm" />
        </div>
      )}
      {career.status === 'error' && <ItemErrorState failure={career} notFound="Job not found" />}
      {career.status === 'ready' && (
        <article className={classes.article}>
          <Group gap="xs">
            <Badge variant="light" color="navy" leftSection={<IconBriefcase size={12} aria-hidden />}>
              {career.data.type}
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
              <h2 className={classes.applyTitle}>Interested?</h2>
              <p className={classes.applyText}>Send your CV and a few lines about a match you would love to have worked on.</p>
            </div>
            <Button
              component="a"
              href={`mailto:${SITE.contact.careersEmail}?subject=${encodeURIComponent(`Application: ${career.data.title}`)}`}
              size="md"
              leftSection={<IconMail size={18} aria-hidden />}
            >
              Apply by email
            </Button>
          </div>
        </article>
      )}
    </Container>
  );
}
