import type { AssignmentSettings, CourseModule } from '@contract';
import { Button, Checkbox, NativeSelect, Switch, Textarea, TextInput } from '@mantine/core';

import classes from '../shared/admin.module.css';
import authoring from '../shared/authoring.module.css';
import { ListEditor } from '../shared/list-editor';
import { NumberTextInput } from '../shared/number-text-input';
import { LessonWatching } from '../statistics/lesson-watching';

import styles from './courses.module.css';
import { MediaUrlInput } from './media-url-input';
import { newAssignment, newCriterion, rubricSummary, savedProcessedVideo, type Lesson } from './module-draft';
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

/**
 * What an assignment lesson asks of its submissions: the rubric its markers score, the pass mark,
 * how many hand-ins, by when, and how soon they are marked. `at` is its settings' path in the errors.
 */
function AssignmentFields({
  settings,
  at,
  onChange,
  errors,
}: {
  settings: AssignmentSettings;
  at: string;
  onChange: (settings: AssignmentSettings) => void;
  errors: Record<string, string>;
}) {
  const patch = (change: Partial<AssignmentSettings>) => onChange({ ...settings, ...change });
  return (
    <fieldset className={styles.assignment}>
      <legend>Assignment</legend>
      <p className={classes.muted}>{rubricSummary(settings)}</p>
      <div className={authoring.row}>
        <NumberTextInput
          label="Pass mark (%)"
          value={settings.passPercent}
          error={errors[`${at}.passPercent`]}
          onChange={(value) => patch({ passPercent: value })}
        />
        <NumberTextInput
          label="Submissions allowed"
          value={settings.maxSubmissions}
          error={errors[`${at}.maxSubmissions`]}
          onChange={(value) => patch({ maxSubmissions: value })}
        />
        <TextInput
          label="Due after (days)"
          description="From enrolment or cohort start; blank for no due date"
          inputMode="numeric"
          value={settings.dueDays === null ? '' : String(settings.dueDays)}
          error={errors[`${at}.dueDays`]}
          onChange={(e) => {
            const typed = e.currentTarget.value.trim();
            // Whole days only: a letter typed is not taken (it would have been saved as no due date).
            if (/^\d*$/.test(typed)) patch({ dueDays: typed === '' ? null : Number(typed) });
          }}
        />
        <NumberTextInput
          label="Marking turnaround (days)"
          value={settings.turnaroundDays}
          error={errors[`${at}.turnaroundDays`]}
          onChange={(value) => patch({ turnaroundDays: value })}
        />
      </div>
      <ListEditor
        title="Rubric"
        items={settings.rubric}
        onChange={(rubric) => patch({ rubric })}
        create={newCriterion}
        addLabel="Add criterion"
        removeLabel={(_, index) => `Remove criterion ${index + 1}`}
        moveLabel={(_, index, direction) => `Move criterion ${index + 1} ${direction}`}
      >
        {(criterion, { index, patch: patchCriterion }) => (
          <>
            <div className={styles.criterion}>
              <TextInput
                label={`Criterion ${index + 1} title *`}
                value={criterion.title}
                error={errors[`${at}.rubric.${index}.title`]}
                onChange={(e) => patchCriterion({ title: e.currentTarget.value })}
              />
              <NumberTextInput
                label={`Criterion ${index + 1} points *`}
                value={criterion.points}
                error={errors[`${at}.rubric.${index}.points`]}
                onChange={(value) => patchCriterion({ points: value })}
              />
            </div>
            <Textarea
              label={`Criterion ${index + 1} description`}
              description="What a marker looks for, as the learner will read it"
              autosize
              value={criterion.description}
              error={errors[`${at}.rubric.${index}.description`]}
              onChange={(e) => patchCriterion({ description: e.currentTarget.value })}
            />
          </>
        )}
      </ListEditor>
      {errors[`${at}.rubric`] && <p className={authoring.error}>{errors[`${at}.rubric`]}</p>}
    </fieldset>
  );
}

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
          onChange={(e) => {
            const type = e.currentTarget.value as Lesson['type'];
            patch(type === 'assignment' && !lesson.assignment ? { type, assignment: newAssignment() } : { type });
          }}
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
      {lesson.type === 'assignment' &&
        (lesson.assignment ? (
          <AssignmentFields
            settings={lesson.assignment}
            at={`lessons.${index}.assignment`}
            onChange={(assignment) => patch({ assignment })}
            errors={errors}
          />
        ) : (
          // Saved before assignments took submissions: learners mark it complete themselves until it has settings.
          <p className={classes.muted}>
            This assignment takes no submissions: learners mark it complete.{' '}
            <Button size="xs" variant="light" onClick={() => patch({ assignment: newAssignment() })}>
              Take submissions
            </Button>
          </p>
        ))}
      <Checkbox label="Required" checked={lesson.isRequired} onChange={(e) => patch({ isRequired: e.currentTarget.checked })} />
    </>
  );
}
