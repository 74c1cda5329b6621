import '@mantine/core/styles/Accordion.layer.css';

import { courseContents, GST_RATE_PERCENT, REFUND_WINDOW_DAYS, type LocalisedCourse, type ReviewsPage } from '@contract';
import { inLanguage, pageDataKeys } from '@contract/page-data';
import { Accordion, Badge, Container, Skeleton, Title } from '@mantine/core';
import {
  IconCertificate,
  IconChartBar,
  IconCheck,
  IconClock,
  IconInfinity,
  IconReceiptRefund,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';

import { coursePath, paths } from '@/config/paths';
import { discountPercent, formatRupees } from '@/lib/format';
import { useLocale, useT } from '@/lib/i18n/use-t';
import { usePageMeta } from '@/lib/page-meta';
import { breadcrumbs, course as courseData } from '@/lib/structured-data';
import { useApiData } from '@/lib/use-api-data';
import { useHydrated } from '@/lib/use-hydrated';
import { ContentLanguage } from '@/ui/language/content-language';
import { CourseNotFound } from '@/ui/status-page';
import { BackLink } from '@/ui/content/back-link';

import { getCourseReviews } from '../api/course-reviews';
import { getCourse, getCourseSeats } from '../api/get-course';

import classes from './course-page.module.css';
import { categoryLabel, levelLabel } from './course-labels';
import { CourseRating } from './course-rating';
import { CourseReviews } from './course-reviews';

/** The course page's way to enrol: Enroll Now, Continue Learning, or the way to /join (the route's). */
type EnrollAction = (course: LocalisedCourse) => ReactNode;

function PriceCard({ course, enrollAction }: { course: LocalisedCourse; enrollAction: EnrollAction }) {
  const t = useT();
  const discount = discountPercent(course.price, course.originalPrice);
  return (
    <aside className={classes.priceCard} aria-label={t('course.price')}>
      <div className={classes.price}>
        <span className={classes.amount}>{formatRupees(course.price)}</span>
        {discount !== null && (
          <>
            <s className={classes.original}>
              <span className="visually-hidden">{t('course.was')} </span>
              {formatRupees(course.originalPrice!)}
            </s>
            <Badge color="ball" variant="light" size="lg">
              {t('course.discount', { discount: String(discount) })}
            </Badge>
          </>
        )}
      </div>
      <p className={classes.gst}>{t('course.gst', { rate: String(GST_RATE_PERCENT) })}</p>
      {enrollAction(course)}
      <ul className={classes.promises}>
        <li>
          <IconInfinity size={18} aria-hidden /> {t('course.lifetime')}
        </li>
        <li>
          <IconCertificate size={18} aria-hidden /> {t('course.certificate')}
        </li>
        <li>
          <IconReceiptRefund size={18} aria-hidden /> {t('course.guarantee')}
        </li>
      </ul>
      <p className={classes.refundRule}>{t('course.refundRule', { days: REFUND_WINDOW_DAYS })}</p>
    </aside>
  );
}

/** "3 modules · 11 lessons · 3 timed checkpoints · 2 marked assignments", the last two only when there are any. */
function CourseContents({ course }: { course: LocalisedCourse }) {
  const t = useT();
  const counts = courseContents(course.modules ?? []);
  const parts = [
    t('course.contents.modules', { count: counts.modules }),
    t('course.contents.lessons', { count: counts.lessons }),
    counts.checkpoints > 0 ? t('course.contents.checkpoints', { count: counts.checkpoints }) : null,
    counts.assignments > 0 ? t('course.contents.assignments', { count: counts.assignments }) : null,
  ];
  return <p className={classes.contents}>{parts.filter(Boolean).join(' · ')}</p>;
}

interface Reviews {
  firstPage: ReviewsPage | null;
  signedIn: boolean;
}

function CourseDetails({
  course,
  enrollAction,
  reviews,
}: {
  course: LocalisedCourse;
  enrollAction: EnrollAction;
  reviews: Reviews;
}) {
  const t = useT();
  return (
    <>
      <section className={classes.hero}>
        <Container className={classes.heroInner}>
          <div className={classes.back}>
            <BackLink to={paths.courses} onDark>
              {t('course.back')}
            </BackLink>
          </div>
          <Badge color="ball" variant="filled">
            {categoryLabel(t, course.category)}
          </Badge>
          <Title order={1} className={classes.title}>
            {course.title}
          </Title>
          <p className={classes.lead}>{course.shortDescription}</p>
          <ul className={classes.facts}>
            <li>
              <IconClock size={18} aria-hidden /> {course.duration}
            </li>
            <li>
              <IconChartBar size={18} aria-hidden /> {levelLabel(t, course.level)}
            </li>
            <li>
              <IconUsers size={18} aria-hidden />{' '}
              {t('course.students', { current: String(course.currentStudents), max: String(course.maxStudents) })}
            </li>
            <li>
              <CourseRating rating={course.rating} starClassName={classes.star} />
            </li>
          </ul>
        </Container>
      </section>
      <Container className={classes.layout}>
        <div className={classes.main}>
          <section>
            <h2>{t('course.about')}</h2>
            {course.description.split(/\n\s*\n/).map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
          </section>
          {course.whatYouWillLearn.length > 0 && (
            <section>
              <h2>{t('course.learn')}</h2>
              <ul className={classes.learn}>
                {course.whatYouWillLearn.map((item) => (
                  <li key={item}>
                    <IconCheck size={18} aria-hidden /> {item}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {course.features.length > 0 && (
            <section>
              <h2>{t('course.features')}</h2>
              <ul className={classes.features}>
                {course.features.map((feature) => (
                  <li key={feature.title}>
                    <span className={classes.featureIcon} aria-hidden="true">
                      {feature.icon.length <= 2 ? feature.icon : <IconCheck size={18} />}
                    </span>
                    <h3>{feature.title}</h3>
                    <p>{feature.description}</p>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {(course.curriculum.length > 0 || Boolean(course.modules?.length)) && (
            <section>
              <h2>{t('course.curriculum')}</h2>
              {Boolean(course.modules?.length) && <CourseContents course={course} />}
              {course.curriculum.length > 0 && (
                <Accordion variant="separated" radius="md" multiple>
                  {course.curriculum.map((week) => (
                    <Accordion.Item key={week.week} value={String(week.week)}>
                      <Accordion.Control>
                        <span className={classes.week}>{t('course.week', { week: String(week.week) })}</span> {week.title}{' '}
                        <span className={classes.weekDuration}>· {week.duration}</span>
                      </Accordion.Control>
                      <Accordion.Panel>
                        <ul className={classes.topics}>
                          {week.topics.map((topic) => (
                            <li key={topic}>{topic}</li>
                          ))}
                        </ul>
                      </Accordion.Panel>
                    </Accordion.Item>
                  ))}
                </Accordion>
              )}
            </section>
          )}
          {course.requirements.length > 0 && (
            <section>
              <h2>{t('course.requirements')}</h2>
              <ul>
                {course.requirements.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          )}
          <section className={classes.instructor}>
            <h2>{t('course.instructor')}</h2>
            <div className={classes.instructorCard}>
              {course.instructor.image && <img src={course.instructor.image} alt="" width={88} height={88} loading="lazy" />}
              <div>
                <h3>{course.instructor.name}</h3>
                <p>{course.instructor.bio}</p>
              </div>
            </div>
          </section>
          {reviews.firstPage && <CourseReviews course={course} firstPage={reviews.firstPage} signedIn={reviews.signedIn} />}
          {course.tags.length > 0 && (
            <section>
              <h2 className="visually-hidden">{t('course.tags')}</h2>
              <div className={classes.tags}>
                {course.tags.map((tag) => (
                  <Badge key={tag} variant="light" color="navy">
                    {tag}
                  </Badge>
                ))}
              </div>
            </section>
          )}
        </div>
        <PriceCard course={course} enrollAction={enrollAction} />
      </Container>
    </>
  );
}

/**
 * /courses/{uid}: everything about one course, its reviews and the way to enrol. `signedIn` (after
 * hydration) offers the learner their review form.
 */
export function CoursePage({ enrollAction, signedIn }: { enrollAction: EnrollAction; signedIn: boolean }) {
  const t = useT();
  const locale = useLocale();
  const { uid = '' } = useParams();
  const course = useApiData(
    (signal) => getCourse(uid, locale, signal),
    [uid, locale],
    undefined,
    inLanguage(pageDataKeys.course(uid), locale),
  );
  // The page may come from the CDN, hours old: once hydrated, the students count is refreshed.
  const live = useHydrated() && course.status === 'ready';
  const seats = useApiData((signal) => (live ? getCourseSeats(uid, signal) : Promise.resolve(null)), [uid, live]);
  const reviews = useApiData((signal) => getCourseReviews(uid, null, signal), [uid], undefined, pageDataKeys.courseReviews(uid));
  const ready = course.status === 'ready' ? course.data : null;
  const firstPage = reviews.status === 'ready' ? reviews.data : null;
  usePageMeta(ready?.title ?? (course.status === 'error' ? t('course.notFound') : t('course.title')), ready?.shortDescription, {
    image: ready?.coverImage,
    // The course's own languages decide whether this page is its version here or a fallback (decision 0095).
    content: ready ? { language: ready.language, languages: ready.languages } : undefined,
    structuredData: (origin) =>
      ready
        ? [
            courseData(origin, ready, coursePath(ready.uid), firstPage?.items ?? []),
            breadcrumbs(origin, [
              { name: t('nav.courses'), path: paths.courses },
              { name: ready.title, path: coursePath(ready.uid) },
            ]),
          ]
        : [],
  });
  if (course.status === 'loading') {
    return (
      <Container className={classes.loading} aria-busy="true">
        <Skeleton height={48} width="60%" />
        <Skeleton height={16} mt="lg" />
        <Skeleton height={320} mt="xl" radius="lg" />
      </Container>
    );
  }
  if (course.status === 'error') {
    if (!course.notFound) console.error('Could not load the course:', course.message);
    return <CourseNotFound>{t('course.notOffered')}</CourseNotFound>;
  }
  const fresh = seats.status === 'ready' ? seats.data : null;
  return (
    <ContentLanguage language={course.data.language}>
      <CourseDetails
        course={fresh ? { ...course.data, ...fresh } : course.data}
        enrollAction={enrollAction}
        reviews={{ firstPage, signedIn }}
      />
    </ContentLanguage>
  );
}
