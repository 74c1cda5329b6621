import type { LearnerModule, LessonVideo } from '@contract';
import { Alert, Button, Modal } from '@mantine/core';
import { IconCircleCheck, IconFileText } from '@tabler/icons-react';

import type { PlayedRange } from '@/ui/video-player/use-watch-report';
import { VideoPlayer } from '@/ui/video-player/video-player';

import { useLessonPosition } from '../hooks/use-lesson-position';
import { useWatching } from '../hooks/use-watching';

import classes from './learner-course-page.module.css';
import { WatchRequirement } from './watch-requirement';

type LearnerLesson = LearnerModule['lessons'][number];

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
}: {
  src: string;
  video: LessonVideo | null;
  title: string;
  courseId: string;
  moduleUid: string;
  lessonUid: string;
  onWatched?: (ranges: PlayedRange[], leaving: boolean) => void;
}) {
  const { resumeAt, save } = useLessonPosition(courseId, moduleUid, lessonUid);
  if (video && video.status !== 'ready')
    return (
      <Alert color="gray" role="status" title="This video is not available yet">
        {video.status === 'failed'
          ? 'The video could not be prepared for streaming. Please check back later, or ask your instructor about it.'
          : 'The video is being prepared for streaming. Please check back in a few minutes.'}
      </Alert>
    );
  return (
    <VideoPlayer
      src={src}
      poster={video?.posterUrl}
      title={title}
      analyst
      resumeAt={resumeAt}
      onPosition={save}
      captions={video?.captions}
      thumbnails={video?.thumbnailsUrl}
      onWatched={onWatched}
    />
  );
}

/** One lesson's content: its video, its document, or its text; and Mark as Complete. */
export function LessonModal({
  courseId,
  moduleUid,
  lesson,
  completed,
  saving,
  onComplete,
  onClose,
}: {
  courseId: string;
  moduleUid: string;
  lesson: LearnerLesson;
  completed: boolean;
  saving: boolean;
  onComplete: () => void;
  onClose: () => void;
}) {
  const { videoUrl, documentUrl, content } = lesson.content;
  // A processed video reports what was played (its author's figures); 'Require watching' also locks completion on it.
  const watching = useWatching(courseId, moduleUid, lesson.uid, lesson.watching);
  const countsWatching = Boolean(lesson.video?.durationSeconds);
  const mustWatch = lesson.requireWatching === true && !completed;
  const locked = mustWatch && !watching.status?.canComplete;
  return (
    <Modal opened onClose={onClose} title={lesson.title} size="xl" centered closeButtonProps={{ 'aria-label': 'Close lesson' }}>
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
          />
        )}
        {videoUrl && mustWatch && <WatchRequirement status={watching.status} />}
        {documentUrl && (
          <Button
            component="a"
            href={documentUrl}
            target="_blank"
            rel="noopener noreferrer"
            variant="light"
            leftSection={<IconFileText size={18} aria-hidden />}
          >
            Open the document
          </Button>
        )}
        {content && (
          <div className={classes.lessonText}>
            {content.split(/\n\s*\n/).map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
          </div>
        )}
        <div className={classes.lessonActions}>
          {completed ? (
            <p className={classes.done}>
              <IconCircleCheck size={20} aria-hidden /> Completed
            </p>
          ) : (
            <Button
              onClick={onComplete}
              loading={saving}
              disabled={locked}
              leftSection={<IconCircleCheck size={18} aria-hidden />}
            >
              Mark as Complete
            </Button>
          )}
        </div>
      </div>
    </Modal>
  );
}
