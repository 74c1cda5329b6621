import '@mantine/core/styles/Accordion.layer.css';
import '@mantine/core/styles/Progress.layer.css';

import type { LearnerCourseView } from '@contract';
import { Accordion, Badge, Button, Container, Progress, Skeleton, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconCertificate,
  IconCircleCheck,
  IconCircleDashed,
  IconListCheck,
  IconPlayerPlay,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';

import { checkpointPath, paths } from '@/config/paths';
import { notifyApiError } from '@/lib/notify';
import { usePageMeta } from '@/lib/page-meta';
import { useApiData } from '@/lib/use-api-data';
import { StatusPage } from '@/ui/status-page';
import { BackLink } from '@/ui/content/back-link';

import { getLearnerCourse } from '../api/get-learner-course';
import { updateLessonProgress } from '../api/update-lesson-progress';

import classes from './learner-course-page.module.css';
import { LessonModal } from './lesson-modal';
import { LiveSessions } from './live-sessions';
import { remainingText } from './remaining';

type Module = LearnerCourseView['modules'][number];
type Lesson = Module['lessons'][number];

function CourseContent({ view, courseId, reload }: { view: LearnerCourseView; courseId: string; reload: () => void }) {
  const [open, setOpen] = useState<{ module: Module; lesson: Lesson } | null>(null);
  const [saving, setSaving] = useState(false);
  const lessonState = new Map(view.progress.lessons.map((lesson) => [lesson.lessonUid, lesson]));
  const checkpointState = new Map(view.progress.checkpoints.map((checkpoint) => [checkpoint.checkpointUid, checkpoint]));
  const moduleState = new Map(view.progress.modules.map((module) => [module.moduleUid, module]));
  const remaining = view.certificate ? null : remainingText(view.progress.remaining);

  const openLesson = (module: Module, lesson: Lesson) => {
    setOpen({ module, lesson });
    if (!lessonState.has(lesson.uid)) {
      // Opening a lesson records zero progress (SPEC section 2); a failure here is only logged.
      updateLessonProgress(courseId, module.uid, lesson.uid, { progress: 0, completed: false, timeSpent: 0 }).catch(
        (error: unknown) => console.warn('Could not record lesson progress:', error),
      );
    }
  };

  const complete = async () => {
    if (!open) return;
    setSaving(true);
    try {
      await updateLessonProgress(courseId, open.module.uid, open.lesson.uid, {
        progress: 100,
        completed: true,
        timeSpent: open.lesson.content.duration ?? 0,
      });
      setOpen(null);
      reload();
    } catch (error) {
      notifyApiError(error, 'Could not save your progress. Please try again.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <section className={classes.hero}>
        <Container>
          <BackLink to={paths.myCourses} onDark>
            My courses
          </BackLink>
          <Title order={1} className={classes.title}>
            {view.course.title}
          </Title>
          <div className={classes.overall}>
            <Progress
              value={view.progress.overall}
              color="pitch.5"
              size="lg"
              radius="xl"
              className={classes.bar}
              aria-label="Overall progress"
            />
            <span className={classes.percent}>{view.progress.overall}% complete</span>
          </div>
          {remaining && (
            <p className={classes.remaining}>
              <IconCertificate size={18} aria-hidden /> Before your certificate: {remaining}
            </p>
          )}
          {view.certificate && (
            <Button
              component={Link}
              to={view.certificate.verificationUrl}
              mt="md"
              color="pitch.8"
              leftSection={<IconCertificate size={18} aria-hidden />}
            >
              View your certificate
            </Button>
          )}
        </Container>
      </section>
      <Container className={classes.body}>
        <LiveSessions sessions={view.liveSessions ?? []} />
        <Accordion variant="separated" radius="lg" multiple defaultValue={view.modules.slice(0, 1).map((module) => module.uid)}>
          {view.modules.map((module) => {
            const state = moduleState.get(module.uid);
            return (
              <Accordion.Item key={module.uid} value={module.uid}>
                <Accordion.Control>
                  <span className={classes.moduleHead}>
                    <span>
                      <span className={classes.moduleOrder}>Module {module.order}</span> {module.title}
                    </span>
                    {state?.completed ? (
                      <Badge color="pitch.8" variant="outline" leftSection={<IconCircleCheck size={12} aria-hidden />}>
                        Completed
                      </Badge>
                    ) : (
                      <Badge color="gray" variant="light">
                        {state?.lessonsCompleted ?? 0}/{module.lessons.length} lessons
                      </Badge>
                    )}
                  </span>
                </Accordion.Control>
                <Accordion.Panel>
                  {module.description && <p className={classes.moduleDescription}>{module.description}</p>}
                  <ul className={classes.items}>
                    {module.lessons.map((lesson) => {
                      const done = lessonState.get(lesson.uid)?.completed;
                      return (
                        <li key={lesson.uid}>
                          <button type="button" className={classes.item} onClick={() => openLesson(module, lesson)}>
                            {done ? (
                              <IconCircleCheck size={20} className={classes.doneIcon} aria-label="Completed" />
                            ) : (
                              <IconCircleDashed size={20} className={classes.todoIcon} aria-label="Not completed" />
                            )}
                            <span className={classes.itemTitle}>{lesson.title}</span>
                            <span className={classes.itemMeta}>
                              <IconPlayerPlay size={14} aria-hidden /> {lesson.type}
                              {lesson.content.duration ? ` · ${lesson.content.duration} min` : ''}
                            </span>
                          </button>
                        </li>
                      );
                    })}
                    {module.checkpoints.map((checkpoint) => {
                      const state = checkpointState.get(checkpoint.uid);
                      return (
                        <li key={checkpoint.uid}>
                          <Link to={checkpointPath(courseId, module.uid, checkpoint.uid)} className={classes.item}>
                            {state?.passed ? (
                              <IconCircleCheck size={20} className={classes.doneIcon} aria-label="Passed" />
                            ) : (
                              <IconListCheck size={20} className={classes.todoIcon} aria-hidden />
                            )}
                            <span className={classes.itemTitle}>{checkpoint.title}</span>
                            <span className={classes.itemMeta}>
                              {checkpoint.isRequired ? 'Checkpoint' : 'Optional checkpoint'} · {checkpoint.questionsCount}{' '}
                              questions · pass {checkpoint.passingScore}%
                              {state && state.attempts > 0 ? ` · best ${state.bestScore}%` : ''}
                              {state?.awaitingReview ? ' · awaiting review' : ''}
                            </span>
                          </Link>
                        </li>
                      );
                    })}
                  </ul>
                </Accordion.Panel>
              </Accordion.Item>
            );
          })}
        </Accordion>
      </Container>
      {open && (
        <LessonModal
          courseId={courseId}
          moduleUid={open.module.uid}
          lesson={open.lesson}
          completed={Boolean(lessonState.get(open.lesson.uid)?.completed)}
          saving={saving}
          onComplete={() => void complete()}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}

/** /user/courses/{courseId}: modules, lessons and checkpoints of an enrolled course. */
export function LearnerCoursePage() {
  const { courseId = '' } = useParams();
  const view = useApiData((signal) => getLearnerCourse(courseId, signal), [courseId]);
  usePageMeta(view.status === 'ready' ? view.data.course.title : 'My course');
  if (view.status === 'loading') {
    return (
      <Container className={classes.body} aria-busy="true">
        <Skeleton height={40} width="50%" />
        {[1, 2, 3].map((i) => (
          <Skeleton key={i} height={64} mt="md" radius="lg" />
        ))}
      </Container>
    );
  }
  if (view.status === 'error') {
    if (!view.notFound) console.error('Could not load the course:', view.message);
    return (
      <StatusPage
        code="404"
        title="Course Not Found"
        actions={
          <Button component={Link} to={paths.courses} size="md" leftSection={<IconArrowLeft size={18} aria-hidden />}>
            Back to Courses
          </Button>
        }
      >
        This course does not exist, or you are not enrolled in it.
      </StatusPage>
    );
  }
  return <CourseContent view={view.data} courseId={courseId} reload={view.reload} />;
}
