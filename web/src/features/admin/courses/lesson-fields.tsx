import type { CourseModule } from '@contract';
import { Checkbox, NativeSelect, Switch, Textarea, TextInput } from '@mantine/core';

import authoring from '../shared/authoring.module.css';
import { NumberTextInput } from '../shared/number-text-input';
import { LessonWatching } from '../statistics/lesson-watching';

import { MediaUrlInput } from './media-url-input';
import { savedProcessedVideo, type Lesson } from './module-draft';
import { LESSON_TYPE_OPTIONS } from './option-labels';

/**
 * The media a lesson of each type takes: a video lesson its video, a document or an assignment its
 * document (an assignment's brief). A field of another type still shows while it holds something,
 * since learners are shown whatever is saved.
 */
const TAKES: Record<Lesson['type'], { video: boolean; document: boolean }> = {
  video: { video: true, document: false },
  document: { video: false, document: true },
  quiz: { video: false, document: false },
  assignment: { video: false, document: true },
};

/** One lesson of a module's form: title, type, order, length, points, its type's media, watching and text. */
export function LessonFields({
  courseId,
  module,
  lesson,
  index,
  patch,
  errors,
  watching,
}: {
  courseId: string;
  /** The module as saved (null while adding one): a saved lesson's watching figures come from it. */
  module: CourseModule | null;
  lesson: Lesson;
  index: number;
  patch: (change: Partial<Lesson>) => void;
  errors: Record<string, string>;
  /** Whether the viewer may see who watched a saved video lesson. */
  watching: boolean;
}) {
  const showVideo = TAKES[lesson.type].video || Boolean(lesson.content.videoUrl);
  const showDocument = TAKES[lesson.type].document || Boolean(lesson.content.documentUrl);
  return (
    <>
      <div className={authoring.row}>
        <TextInput
          label={`Lesson ${index + 1} title *`}
          value={lesson.title}
          error={errors[`lessons.${index}.title`]}
          onChange={(e) => patch({ title: e.currentTarget.value })}
        />
        <NativeSelect
          label="Type"
          data={LESSON_TYPE_OPTIONS}
          value={lesson.type}
          onChange={(e) => patch({ type: e.currentTarget.value as Lesson['type'] })}
        />
        <NumberTextInput label="Order" value={lesson.order} onChange={(value) => patch({ order: value })} />
        <NumberTextInput
          label="Duration (minutes)"
          value={lesson.content.duration}
          onChange={(value) => patch({ content: { ...lesson.content, duration: value } })}
        />
        <NumberTextInput
          label="Points"
          value={lesson.points}
          error={errors[`lessons.${index}.points`]}
          onChange={(value) => patch({ points: value })}
        />
      </div>
      <Textarea
        label="Description"
        autosize
        value={lesson.description}
        onChange={(e) => patch({ description: e.currentTarget.value })}
      />
      {/* One under the other: a processed video's status and preview open below its field. */}
      {showVideo && (
        <MediaUrlInput
          label="Video URL"
          kind="video"
          value={lesson.content.videoUrl ?? ''}
          onChange={(url) => patch({ content: { ...lesson.content, videoUrl: url } })}
        />
      )}
      {showDocument && (
        <MediaUrlInput
          label="Document URL"
          kind="document"
          value={lesson.content.documentUrl ?? ''}
          onChange={(url) => patch({ content: { ...lesson.content, documentUrl: url } })}
        />
      )}
      {(showVideo || lesson.requireWatching) && (
        <Switch
          label="Require watching"
          description="Mark as Complete unlocks once the learner has played 90 % of the processed video."
          checked={lesson.requireWatching === true}
          error={errors[`lessons.${index}.requireWatching`]}
          onChange={(e) => patch({ requireWatching: e.currentTarget.checked })}
        />
      )}
      {watching && module && lesson.uid && savedProcessedVideo(module, lesson) && (
        <LessonWatching courseId={courseId} moduleId={module.uid} lessonId={lesson.uid} />
      )}
      <Textarea
        label="Text content"
        autosize
        minRows={2}
        value={lesson.content.content}
        onChange={(e) => patch({ content: { ...lesson.content, content: e.currentTarget.value } })}
      />
      <Checkbox label="Required" checked={lesson.isRequired} onChange={(e) => patch({ isRequired: e.currentTarget.checked })} />
    </>
  );
}
