import { inLanguage, pageDataKeys } from '@contract/page-data';
import '@mantine/core/styles/Accordion.layer.css';
import '@mantine/core/styles/Progress.layer.css';

import type { LearnerCourseView } from '@contract';
import { Accordion, Alert, Badge, Button, Container, Progress, Skeleton, Title } from '@mantine/core';
import {
  IconCertificate,
  IconCircleCheck,
  IconCircleDashed,
  IconListCheck,
  IconNotes,
  IconPlayerPlay,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';

import { checkpointPath, learnerCoursePath, lessonPath, notesPagePath, paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useNotifyFailure } from '@/lib/i18n/use-failure-message';
import { useLocale, useT } from '@/lib/i18n/use-t';
import { usePageMeta } from '@/lib/page-meta';
import { useApiData } from '@/lib/use-api-data';
import { useOnline } from '@/lib/use-online';
import { whenIdle } from '@/lib/when-idle';
import { CourseNotFound } from '@/ui/status-page';
import { isHlsSource, preloadHls, preloadStream } from '@/ui/video-player/use-hls';
import { BackLink } from '@/ui/content/back-link';

import { getLearnerCourse, learnerCourseCopy } from '../api/get-learner-course';
import { updateLessonProgress } from '../api/update-lesson-progress';
import { COMPLETIONS_SENT_EVENT, keepCompletion, pendingCompletionsOf } from '../offline/completion-queue';

import classes from './learner-course-page.module.css';
import { LessonModal, type LessonStep } from './lesson-modal';
import { LiveSessions } from './live-sessions';
import { useRemainingText } from './remaining';

type Module = LearnerCourseView['modules'][number];
type Lesson = Module['lessons'][number];

/** The outline in reading order: each module's lessons, then its checkpoints. */
function outlineSteps(view: LearnerCourseView, courseId: string): Array<LessonStep & { moduleUid: string; uid: string }> {
  return view.modules.flatMap((module) => [
    ...module.lessons.map((lesson) => ({
      kind: 'lesson' as const,
      moduleUid: module.uid,
      uid: lesson.uid,
      title: lesson.title,
      to: lessonPath(courseId, module.uid, lesson.uid),
    })),
    ...module.checkpoints.map((checkpoint) => ({
      kind: 'checkpoint' as const,
      moduleUid: module.uid,
      uid: checkpoint.uid,
      title: checkpoint.title,
      to: checkpointPath(courseId, module.uid, checkpoint.uid),
    })),
  ]);
}

/** Set on the way in from the outline: closing the lesson is then the browser's Back. */
type OpenedFrom = { fromOutline?: boolean } | null;

function CourseContent({ initial, courseId }: { initial: LearnerCourseView; courseId: string }) {
  const [view, setView] = useState(initial);
  const locale = useLocale();
  const t = useT();
  const notifyFailure = useNotifyFailure();
  // The kept copy first, then the fresh view: shown in place, the outline as the learner left it.
  const [shownInitial, setShownInitial] = useState(initial);
  if (initial !== shownInitial) {
    setShownInitial(initial);
    setView(initial);
  }
  const [saving, setSaving] = useState(false);
  // Lessons marked complete offline, shown as done until the server has them (then it counts them).
  const [keptOffline, setKeptOffline] = useState(() => pendingCompletionsOf(courseId));
  const online = useOnline();
  const { moduleId, lessonId } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const lessonState = new Map(view.progress.lessons.map((lesson) => [lesson.lessonUid, lesson]));
  const completedOnServer = (lessonUid: string) => Boolean(lessonState.get(lessonUid)?.completed);
  const checkpointState = new Map(view.progress.checkpoints.map((checkpoint) => [checkpoint.checkpointUid, checkpoint]));
  const moduleState = new Map(view.progress.modules.map((module) => [module.moduleUid, module]));
  const remainingText = useRemainingText();
  const remaining = view.certificate ? null : remainingText(view.progress.remaining);

  const steps = outlineSteps(view, courseId);
  const at = lessonId
    ? steps.findIndex((step) => step.kind === 'lesson' && step.moduleUid === moduleId && step.uid === lessonId)
    : -1;
  const openModule = at >= 0 ? view.modules.find((module) => module.uid === moduleId) : undefined;
  const openLesson = openModule?.lessons.find((lesson) => lesson.uid === lessonId);
  const [expanded, setExpanded] = useState<string[]>(() =>
    [...new Set([view.modules[0]?.uid, openModule?.uid])].filter((uid): uid is string => Boolean(uid)),
  );

  // The outline behind a lesson (opened by its address, or reached by Next) shows where that lesson is.
  const [shownModule, setShownModule] = useState(openModule?.uid);
  if (openModule && openModule.uid !== shownModule) {
    setShownModule(openModule.uid);
    if (!expanded.includes(openModule.uid)) setExpanded([...expanded, openModule.uid]);
  }

  const openUid = openLesson?.uid;
  const recorded = openUid ? lessonState.has(openUid) : true;
  useEffect(() => {
    if (!openModule || !openUid) return;
    if (!recorded) {
      // Opening a lesson records zero progress (SPEC section 2); a failure here is only logged.
      updateLessonProgress(courseId, openModule.uid, openUid, { progress: 0, completed: false, timeSpent: 0 }).catch(
        (error: unknown) => console.warn('Could not record lesson progress:', error),
      );
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per lesson opened, not on every progress change
  }, [courseId, openModule?.uid, openUid]);

  useEffect(() => {
    const reloadOnceSent = (event: Event) => {
      if (!(event as CustomEvent<string[]>).detail.includes(courseId)) return;
      getLearnerCourse(courseId, locale).then(
        (fresh) => {
          setView(fresh);
          setKeptOffline(pendingCompletionsOf(courseId));
        },
        (error: unknown) => console.error('Could not reload the course:', error),
      );
    };
    window.addEventListener(COMPLETIONS_SENT_EVENT, reloadOnceSent);
    return () => window.removeEventListener(COMPLETIONS_SENT_EVENT, reloadOnceSent);
  }, [courseId, locale]);

  const streams = view.modules.some((module) => module.lessons.some((lesson) => isHlsSource(lesson.content.videoUrl ?? '')));
  useEffect(
    () =>
      // Lessons' text needs the Markdown renderer, and a streamed video hls.js: fetched while the learner
      // reads the outline, once the outline has painted, so neither competes with it (issue 35).
      whenIdle(() => {
        import('./lesson-text').catch((error: unknown) => console.warn('Could not load the lesson text renderer:', error));
        if (streams) preloadHls();
      }, 2000),
    [streams],
  );

  // A ready streamed video starts loading as its lesson is opened, before the lesson renders: its
  // playlists when the row is pointed at or focused, its first segment once it is opened (issue 35).
  const preloadVideo = (lesson: Lesson, firstSegment: boolean) => {
    const src = lesson.content.videoUrl;
    if (src && lesson.video?.status === 'ready' && online) preloadStream(src, { firstSegment });
  };

  const show = (module: Module, lesson: Lesson) => {
    preloadVideo(lesson, true);
    void navigate(lessonPath(courseId, module.uid, lesson.uid), { state: { fromOutline: true }, preventScrollReset: true });
  };

  const close = () => {
    if ((location.state as OpenedFrom)?.fromOutline) void navigate(-1);
    else void navigate(learnerCoursePath(courseId), { replace: true, preventScrollReset: true });
  };

  // Reloaded in place (SPEC section 4): the outline keeps its open modules and scroll, the lesson stays open.
  const reload = async () => {
    try {
      setView(await getLearnerCourse(courseId, locale));
    } catch (error) {
      console.error('Could not reload the course:', error);
    }
  };

  const complete = async () => {
    if (!openModule || !openLesson) return;
    setSaving(true);
    const timeSpent = openLesson.content.duration ?? 0;
    try {
      await updateLessonProgress(courseId, openModule.uid, openLesson.uid, { progress: 100, completed: true, timeSpent });
    } catch (error) {
      if (error instanceof ApiError && error.status === 0) {
        // No connection: kept on this device and sent when it returns (offline/completion-queue).
        keepCompletion({ courseId, moduleUid: openModule.uid, lessonUid: openLesson.uid, timeSpent });
        setKeptOffline(pendingCompletionsOf(courseId));
        setSaving(false);
        return;
      }
      notifyFailure(error, t('learnerCourse.saveFailed'));
      setSaving(false);
      return;
    }
    await reload();
    setSaving(false);
  };

  return (
    <>
      <section className={classes.hero}>
        <Container>
          <BackLink to={paths.myCourses} onDark>
            {t('learning.myCourses.title')}
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
              aria-label={t('learnerCourse.progress')}
            />
            <span className={classes.percent}>{t('learning.myCourses.percent', { percent: view.progress.overall })}</span>
          </div>
          {remaining && (
            <p className={classes.remaining}>
              <IconCertificate size={18} aria-hidden /> {t('learnerCourse.beforeCertificate', { remaining })}
            </p>
          )}
          <div className={classes.heroActions}>
            {view.certificate && (
              <Button
                component={Link}
                to={view.certificate.verificationUrl}
                color="pitch.8"
                leftSection={<IconCertificate size={18} aria-hidden />}
              >
                {t('learnerCourse.viewCertificate')}
              </Button>
            )}
            <Button
              component={Link}
              to={notesPagePath(courseId)}
              variant="white"
              leftSection={<IconNotes size={18} aria-hidden />}
            >
              {t('notes.title')}
            </Button>
          </div>
        </Container>
      </section>
      <Container className={classes.body}>
        <LiveSessions sessions={view.liveSessions ?? []} />
        {lessonId && !openLesson && (
          <Alert color="gray" role="status" mb="lg" title={t('learnerCourse.lessonNotFound')}>
            {t('learnerCourse.lessonNotFoundText')}
          </Alert>
        )}
        <Accordion variant="separated" radius="lg" multiple value={expanded} onChange={setExpanded}>
          {view.modules.map((module) => {
            const state = moduleState.get(module.uid);
            return (
              <Accordion.Item key={module.uid} value={module.uid}>
                <Accordion.Control>
                  <span className={classes.moduleHead}>
                    <span>
                      <span className={classes.moduleOrder}>{t('learnerCourse.module', { order: module.order })}</span>{' '}
                      {module.title}
                    </span>
                    {state?.completed ? (
                      <Badge color="pitch.8" variant="outline" leftSection={<IconCircleCheck size={12} aria-hidden />}>
                        {t('learnerCourse.completed')}
                      </Badge>
                    ) : (
                      <Badge color="gray" variant="light">
                        {t('learnerCourse.lessonsDone', { done: state?.lessonsCompleted ?? 0, total: module.lessons.length })}
                      </Badge>
                    )}
                  </span>
                </Accordion.Control>
                <Accordion.Panel>
                  {module.description && <p className={classes.moduleDescription}>{module.description}</p>}
                  <ul className={classes.items}>
                    {module.lessons.map((lesson) => {
                      const done = completedOnServer(lesson.uid) || keptOffline.has(lesson.uid);
                      return (
                        <li key={lesson.uid}>
                          <button
                            type="button"
                            className={classes.item}
                            onClick={() => show(module, lesson)}
                            onPointerEnter={() => preloadVideo(lesson, false)}
                            onFocus={() => preloadVideo(lesson, false)}
                          >
                            {done ? (
                              <IconCircleCheck size={20} className={classes.doneIcon} aria-label={t('learnerCourse.completed')} />
                            ) : (
                              <IconCircleDashed
                                size={20}
                                className={classes.todoIcon}
                                aria-label={t('learnerCourse.notCompleted')}
                              />
                            )}
                            <span className={classes.itemTitle}>{lesson.title}</span>
                            <span className={classes.itemMeta}>
                              <IconPlayerPlay size={14} aria-hidden /> {t('learnerCourse.lessonType', { type: lesson.type })}
                              {lesson.content.duration
                                ? ` · ${t('learnerCourse.minutes', { minutes: lesson.content.duration })}`
                                : ''}
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
                              <IconCircleCheck size={20} className={classes.doneIcon} aria-label={t('learnerCourse.passed')} />
                            ) : (
                              <IconListCheck size={20} className={classes.todoIcon} aria-hidden />
                            )}
                            <span className={classes.itemTitle}>{checkpoint.title}</span>
                            <span className={classes.itemMeta}>
                              {t('learnerCourse.checkpoint', {
                                required: checkpoint.isRequired ? 'yes' : 'no',
                                questions: checkpoint.questionsCount,
                                passing: checkpoint.passingScore,
                              })}
                              {state && state.attempts > 0 ? t('learnerCourse.best', { score: state.bestScore }) : ''}
                              {state?.awaitingReview ? t('learnerCourse.awaitingReview') : ''}
                              {online ? '' : t('learnerCourse.needsConnection')}
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
      {openModule && openLesson && (
        <LessonModal
          courseId={courseId}
          moduleUid={openModule.uid}
          lesson={openLesson}
          completed={completedOnServer(openLesson.uid) || keptOffline.has(openLesson.uid)}
          completedOffline={!completedOnServer(openLesson.uid) && keptOffline.has(openLesson.uid)}
          saving={saving}
          previous={steps[at - 1] ?? null}
          next={steps[at + 1] ?? null}
          onComplete={() => void complete()}
          onProgressChanged={() => void reload()}
          onClose={close}
        />
      )}
    </>
  );
}

/** /user/courses/{courseId}: modules, lessons and checkpoints of an enrolled course. */
export function LearnerCoursePage() {
  const { courseId = '' } = useParams();
  // A returning learner sees the course at once (the copy kept on this device), then the fresh view.
  const locale = useLocale();
  const t = useT();
  const view = useApiData(
    (signal) => getLearnerCourse(courseId, locale, signal),
    [courseId, locale],
    undefined,
    inLanguage(pageDataKeys.learnerCourse(courseId), locale),
    inLanguage(learnerCourseCopy(courseId), locale),
  );
  usePageMeta(view.status === 'ready' ? view.data.course.title : t('learnerCourse.metaLoading'));
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
    return <CourseNotFound>{t('learnerCourse.notFound')}</CourseNotFound>;
  }
  return <CourseContent key={courseId} initial={view.data} courseId={courseId} />;
}
