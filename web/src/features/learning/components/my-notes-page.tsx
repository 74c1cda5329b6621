import type { LearnerCourseView, LessonNote } from '@contract';
import { noteMoment } from '@contract/lesson-notes';
import { Button, Container, Skeleton } from '@mantine/core';
import { IconFileSpreadsheet, IconMarkdown } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';

import { learnerCoursePath, lessonPath } from '@/config/paths';
import { useFailureMessage, useNotifyFailure } from '@/lib/i18n/use-failure-message';
import { msg } from '@/lib/i18n/message-id';
import { useLocale, useT } from '@/lib/i18n/use-t';
import { usePageMeta } from '@/lib/page-meta';
import { useApiData } from '@/lib/use-api-data';
import { BackLink } from '@/ui/content/back-link';
import { EmptyState, ErrorState } from '@/ui/content/data-states';
import { PageHero } from '@/ui/content/page-hero';

import { getLearnerCourse } from '../api/get-learner-course';
import { downloadNotes, listCourseNotes } from '../api/notes-api';

import classes from './notes.module.css';

/** The notes grouped as the course is: by module, then lesson, in the course's order (as the API lists them). */
function byLesson(view: LearnerCourseView, notes: LessonNote[]) {
  return [...view.modules]
    .sort((a, b) => a.order - b.order)
    .map((module) => ({
      module,
      lessons: module.lessons
        .map((lesson) => ({ lesson, notes: notes.filter((note) => note.lessonUid === lesson.uid) }))
        .filter((entry) => entry.notes.length > 0),
    }))
    .filter((entry) => entry.lessons.length > 0);
}

function ExportButton({ courseId, format }: { courseId: string; format: 'md' | 'csv' }) {
  const [busy, setBusy] = useState(false);
  const t = useT();
  const notifyFailure = useNotifyFailure();
  const run = async () => {
    setBusy(true);
    try {
      await downloadNotes(courseId, format);
    } catch (error) {
      notifyFailure(error, t('notes.exportFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="light"
      loading={busy}
      onClick={() => void run()}
      leftSection={format === 'md' ? <IconMarkdown size={18} aria-hidden /> : <IconFileSpreadsheet size={18} aria-hidden />}
    >
      {format === 'md' ? t('notes.exportMarkdown') : t('notes.exportCsv')}
    </Button>
  );
}

/** /user/courses/:courseId/notes: every note the learner kept in a course, each a link back to its lesson and moment. */
export function MyNotesPage() {
  const { courseId = '' } = useParams();
  const locale = useLocale();
  const data = useApiData(
    async (signal) => {
      const [view, notes] = await Promise.all([getLearnerCourse(courseId, locale, signal), listCourseNotes(courseId, signal)]);
      return { view, notes };
    },
    [courseId, locale],
  );
  const t = useT();
  const failure = useFailureMessage();
  usePageMeta(data.status === 'ready' ? t('notes.metaTitle', { course: data.data.view.course.title }) : t('notes.title'));
  return (
    <>
      <PageHero
        eyebrow={data.status === 'ready' ? data.data.view.course.title : t('learning.myCourses.eyebrow')}
        title={t('notes.title')}
      />
      <Container className={classes.page}>
        <BackLink to={learnerCoursePath(courseId)}>{t('notes.back')}</BackLink>
        {data.status === 'loading' && <Skeleton height={160} radius="md" aria-label={t('notes.loading')} />}
        {data.status === 'error' && <ErrorState message={failure(msg('notes.loadFailed'), data.message)} onRetry={data.reload} />}
        {data.status === 'ready' &&
          (data.data.notes.length === 0 ? (
            <EmptyState message={t('notes.empty')}>
              <Button component={Link} to={learnerCoursePath(courseId)}>
                {t('notes.goToCourse')}
              </Button>
            </EmptyState>
          ) : (
            <>
              <div className={classes.pageActions}>
                <p className={classes.empty}>
                  {t('notes.count', { count: data.data.notes.length, n: String(data.data.notes.length) })}
                </p>
                <ExportButton courseId={courseId} format="md" />
                <ExportButton courseId={courseId} format="csv" />
              </div>
              {byLesson(data.data.view, data.data.notes).map(({ module, lessons }) => (
                <section key={module.uid} className={classes.module} aria-labelledby={`notes-${module.uid}`}>
                  <h2 id={`notes-${module.uid}`} className={classes.moduleTitle}>
                    {module.title}
                  </h2>
                  {lessons.map(({ lesson, notes }) => (
                    <div key={lesson.uid} className={classes.notes}>
                      <h3 className={classes.notesTitle}>
                        <Link to={lessonPath(courseId, module.uid, lesson.uid)}>{lesson.title}</Link>
                      </h3>
                      <ul className={classes.noteList}>
                        {notes.map((note) => (
                          <li key={note.id} className={classes.note}>
                            {note.atSeconds !== null && (
                              <Link
                                className={classes.moment}
                                to={`${lessonPath(courseId, module.uid, lesson.uid)}?t=${note.atSeconds}`}
                                aria-label={t('notes.moment', { lesson: lesson.title, moment: noteMoment(note.atSeconds) })}
                              >
                                {noteMoment(note.atSeconds)}
                              </Link>
                            )}
                            <span className={classes.noteText}>{note.text}</span>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </section>
              ))}
            </>
          ))}
      </Container>
    </>
  );
}
