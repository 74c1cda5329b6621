import type { LearnerModule, LessonVideo } from '@contract';
import { Alert, Button, Modal, Skeleton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconArrowRight, IconCircleCheck, IconFileText } from '@tabler/icons-react';
import { lazy, type Ref, Suspense, useEffect, useRef } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';

import { useT } from '@/lib/i18n/use-t';
import { useOnline } from '@/lib/use-online';
import type { PlayedRange } from '@/ui/video-player/use-watch-report';
import { LessonNotes, type LessonNotesHandle } from './lesson-notes';
import { LessonAssignment } from './lesson-assignment';
import { LessonQuestions } from './lesson-questions';
import { type PlayerControl, VideoPlayer } from '@/ui/video-player/video-player';

import { useLessonPosition } from '../hooks/use-lesson-position';
import { useWatching } from '../hooks/use-watching';

import classes from './learner-course-page.module.css';
import { SelfCheck } from './self-check';
import { WatchRequirement } from './watch-requirement';

type LearnerLesson = LearnerModule['lessons'][number];

// The Markdown renderer is fetched when the course page opens (see there), not with the outline's first paint.
const LessonText = lazy(() => import('./lesson-text'));

/**
 * The lesson's video in the analyst's player, offering to resume where the learner left it. A
 * processed video plays once it is ready; until then the learner is told why it is not there.
 */
function LessonVideoPlayer({
  src,
  video,
  title,
  courseId,
  moduleUid,
  lessonUid,
  onWatched,
  control,
  onAddNote,
}: {
  src: string;
  video: LessonVideo | null;
  title: string;
  courseId: string;
  moduleUid: string;
  lessonUid: string;
  onWatched?: (ranges: PlayedRange[], leaving: boolean) => void;
  control: Ref<PlayerControl>;
  onAddNote: () => void;
}) {
  const t = useT();
  const { resumeAt, save } = useLessonPosition(courseId, moduleUid, lessonUid);
  const online = useOnline();
  // A link to a moment (a note's, in 'My notes') opens the video there instead of offering where the learner left off.
  const linked = Number(useSearchParams()[0].get('t')) || null;
  if (video && video.status !== 'ready')
    return (
      <Alert color="gray" role="status" title={t('lesson.videoNotReady')}>
        {video.status === 'failed' ? t('lesson.videoFailed') : t('lesson.videoPreparing')}
      </Alert>
    );
  if (!online)
    return (
      <Alert color="gray" role="status" title={t('lesson.videoOffline')}>
        {t('lesson.videoOfflineText')}
      </Alert>
    );
  return (
    <VideoPlayer
      src={src}
      poster={video?.posterUrl}
      title={title}
      analyst
      resumeAt={linked ? null : resumeAt}
      startAt={linked}
      onPosition={save}
      captions={video?.captions}
      thumbnails={video?.thumbnailsUrl}
      onWatched={onWatched}
      control={control}
      onAddNote={onAddNote}
    />
  );
}

/** Where the lesson's Previous and Next go: a lesson opens in this modal, a checkpoint on its own page. */
export type LessonStep = { kind: 'lesson' | 'checkpoint'; title: string; to: string };

/** One lesson's content: its video, its document, its text and practice questions; Mark as Complete; Previous and Next. */
function LessonBody({
  courseId,
  moduleUid,
  lesson,
  completed,
  completedOffline,
  saving,
  previous,
  next,
  onComplete,
  onProgressChanged,
}: {
  courseId: string;
  moduleUid: string;
  lesson: LearnerLesson;
  completed: boolean;
  /** Marked complete without a connection: kept on this device until the server has it. */
  completedOffline: boolean;
  saving: boolean;
  previous: LessonStep | null;
  next: LessonStep | null;
  onComplete: () => void;
  /** The course's progress may have moved outside Mark as Complete (an assignment handed in): reload it. */
  onProgressChanged: () => void;
}) {
  const t = useT();
  const location = useLocation();
  // An assignment with settings completes by its hand-in (or its pass), never by Mark as Complete.
  const takesSubmissions = lesson.type === 'assignment' && Boolean(lesson.assignment);
  const { videoUrl, documentUrl, content } = lesson.content;
  // A processed video reports what was played (its author's figures); 'Require watching' also locks completion on it.
  const watching = useWatching(courseId, moduleUid, lesson.uid, lesson.watching);
  const countsWatching = Boolean(lesson.video?.durationSeconds);
  const mustWatch = lesson.requireWatching === true && !completed;
  const locked = mustWatch && !watching.status?.canComplete;
  const nextButton = useRef<HTMLAnchorElement>(null);
  const player = useRef<PlayerControl>(null);
  const notes = useRef<LessonNotesHandle>(null);
  const wasCompleted = useRef(completed);
  useEffect(() => {
    // Once the lesson is marked complete its button goes: the next step takes the focus it had.
    if (completed && !wasCompleted.current) nextButton.current?.focus();
    wasCompleted.current = completed;
  }, [completed]);

  const stepLink = (step: LessonStep, direction: 'previous' | 'next') => (
    <Button
      ref={direction === 'next' ? nextButton : undefined}
      component={Link}
      to={step.to}
      // Moving between lessons replaces the address, so Back still closes the lesson.
      replace={step.kind === 'lesson'}
      state={step.kind === 'lesson' ? location.state : undefined}
      preventScrollReset
      variant={direction === 'next' && completed ? 'filled' : 'default'}
      leftSection={direction === 'previous' ? <IconArrowLeft size={16} aria-hidden /> : undefined}
      rightSection={direction === 'next' ? <IconArrowRight size={16} aria-hidden /> : undefined}
      className={classes.stepButton}
      classNames={{ label: classes.stepLabel }}
    >
      <span className={classes.stepDirection}>{direction === 'previous' ? t('lesson.previous') : t('lesson.next')}</span>{' '}
      <span className={classes.stepTitle}>{step.title}</span>
    </Button>
  );

  // Notes and questions go under the video, where they are taken while it plays; after the text on a lesson without one.
  const lessonNotes = (
    <>
      <LessonNotes
        courseId={courseId}
        moduleUid={moduleUid}
        lessonUid={lesson.uid}
        player={videoUrl ? player : null}
        handle={notes}
      />
      <LessonQuestions courseId={courseId} moduleUid={moduleUid} lessonUid={lesson.uid} player={videoUrl ? player : null} />
    </>
  );

  return (
    <div className={classes.lessonBody}>
      {lesson.description && <p className={classes.lessonDescription}>{lesson.description}</p>}
      {videoUrl && (
        <LessonVideoPlayer
          src={videoUrl}
          video={lesson.video}
          title={lesson.title}
          courseId={courseId}
          moduleUid={moduleUid}
          lessonUid={lesson.uid}
          onWatched={countsWatching ? watching.report : undefined}
          control={player}
          onAddNote={() => notes.current?.startNote()}
        />
      )}
      {videoUrl && mustWatch && <WatchRequirement status={watching.status} />}
      {videoUrl && lessonNotes}
      {documentUrl && (
        <Button
          component="a"
          href={documentUrl}
          target="_blank"
          rel="noopener noreferrer"
          variant="light"
          leftSection={<IconFileText size={18} aria-hidden />}
          className={classes.documentButton}
        >
          {t('lesson.openDocument')}
        </Button>
      )}
      {content && (
        <Suspense fallback={<Skeleton height={64} radius="md" />}>
          <LessonText markdown={content} />
        </Suspense>
      )}
      {lesson.selfCheck && lesson.selfCheck.length > 0 && <SelfCheck questions={lesson.selfCheck} />}
      {takesSubmissions && (
        <LessonAssignment courseId={courseId} moduleUid={moduleUid} lessonUid={lesson.uid} onSettled={onProgressChanged} />
      )}
      {!videoUrl && lessonNotes}
      <div className={classes.lessonActions}>
        {completed ? (
          <p className={classes.done} role="status">
            <IconCircleCheck size={20} aria-hidden /> {t('learnerCourse.completed')}
            {completedOffline && <span className={classes.doneOffline}>{t('lesson.savedOffline')}</span>}
          </p>
        ) : (
          !takesSubmissions && (
            <Button onClick={onComplete} loading={saving} disabled={locked} leftSection={<IconCircleCheck size={18} aria-hidden />}>
              {t('lesson.markComplete')}
            </Button>
          )
        )}
      </div>
      {(previous || next) && (
        <nav className={classes.steps} aria-label={t('lesson.steps')}>
          {previous ? stepLink(previous, 'previous') : <span />}
          {next && stepLink(next, 'next')}
        </nav>
      )}
    </div>
  );
}

/** The lesson over the course outline; full screen on a phone, where the video needs the whole width. */
export function LessonModal({
  onClose,
  ...body
}: Parameters<typeof LessonBody>[0] & {
  onClose: () => void;
}) {
  const t = useT();
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  return (
    <Modal
      opened
      onClose={onClose}
      title={body.lesson.title}
      size="xl"
      centered
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('lesson.close') }}
      classNames={{ title: classes.lessonTitle }}
    >
      <LessonBody key={body.lesson.uid} {...body} />
    </Modal>
  );
}
