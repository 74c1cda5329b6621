import type { Lesson } from '@contract';
import { Button, Modal } from '@mantine/core';
import { IconCircleCheck, IconFileText } from '@tabler/icons-react';

import { VideoPlayer } from '@/ui/video-player/video-player';

import { useLessonPosition } from '../hooks/use-lesson-position';

import classes from './learner-course-page.module.css';

/** The lesson's video in the analyst's player, offering to resume where the learner left it. */
function LessonVideo({
  src,
  title,
  courseId,
  moduleUid,
  lessonUid,
}: {
  src: string;
  title: string;
  courseId: string;
  moduleUid: string;
  lessonUid: string;
}) {
  const { resumeAt, save } = useLessonPosition(courseId, moduleUid, lessonUid);
  return <VideoPlayer src={src} title={title} analyst resumeAt={resumeAt} onPosition={save} />;
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
  lesson: Lesson & { uid: string };
  completed: boolean;
  saving: boolean;
  onComplete: () => void;
  onClose: () => void;
}) {
  const { videoUrl, documentUrl, content } = lesson.content;
  return (
    <Modal opened onClose={onClose} title={lesson.title} size="xl" centered closeButtonProps={{ 'aria-label': 'Close lesson' }}>
      <div className={classes.lessonBody}>
        {lesson.description && <p className={classes.lessonDescription}>{lesson.description}</p>}
        {videoUrl && (
          <LessonVideo src={videoUrl} title={lesson.title} courseId={courseId} moduleUid={moduleUid} lessonUid={lesson.uid} />
        )}
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
            <Button onClick={onComplete} loading={saving} leftSection={<IconCircleCheck size={18} aria-hidden />}>
              Mark as Complete
            </Button>
          )}
        </div>
      </div>
    </Modal>
  );
}
