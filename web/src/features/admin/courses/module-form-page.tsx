import { ModuleInputSchema, type CourseModule, type ModuleInput } from '@contract';
import { Checkbox, NativeSelect, Switch, Textarea, TextInput } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';

import { adminCoursePath } from '@/config/paths';
import { useApiData } from '@/lib/use-api-data';

import classes from '../shared/admin.module.css';
import authoring from '../shared/authoring.module.css';
import { AdminForm, AdminFormPage } from '../shared/form-frame';
import { ListEditor } from '../shared/list-editor';
import { NumberTextInput } from '../shared/number-text-input';
import { useAuthoringSave } from '../shared/use-authoring-save';
import { useDraft } from '../shared/use-draft';
import { LessonWatching } from '../statistics/lesson-watching';
import { processedVideoId } from '../video/video-api';

import { getAdminModule, saveAdminModule } from './course-api';
import { modulePath } from './course-modules-page';
import { MediaUrlInput } from './media-url-input';
import { CHECKPOINT_TYPE_OPTIONS, COMPLETION_OPTIONS, LESSON_TYPE_OPTIONS } from './option-labels';

type Lesson = CourseModule['lessons'][number] | ModuleInput['lessons'][number];
type Checkpoint = CourseModule['checkpoints'][number] | ModuleInput['checkpoints'][number];

interface Draft {
  title: string;
  description: string;
  order: string;
  duration: string;
  isActive: boolean;
  completionCriteria: string;
  lessonsRequired: string;
  checkpointsRequired: string;
  lessons: Lesson[];
  checkpoints: Checkpoint[];
}

const newLesson = (order: number): Lesson => ({
  title: '',
  description: '',
  type: 'video',
  content: { videoUrl: '', documentUrl: '', content: '', duration: 0 },
  order,
  isRequired: true,
  points: 10,
  requireWatching: false,
});

const newCheckpoint = (order: number): Checkpoint => ({
  title: '',
  description: '',
  type: 'quiz',
  passingScore: 70,
  maxAttempts: 3,
  order,
  isRequired: true,
  questions: [],
  questionsPerAttempt: null,
  drawByTag: [],
  shuffleQuestions: false,
  shuffleOptions: false,
});

function draftOf(module: CourseModule | null): Draft {
  return {
    title: module?.title ?? '',
    description: module?.description ?? '',
    order: String(module?.order ?? 1),
    duration: String(module?.duration ?? 60),
    isActive: module?.isActive ?? true,
    completionCriteria: module?.completionCriteria ?? 'all_lessons',
    lessonsRequired: String(module?.customCompletionRules.lessonsRequired ?? 0),
    checkpointsRequired: String(module?.customCompletionRules.checkpointsRequired ?? 0),
    lessons: module?.lessons ?? [],
    checkpoints: module?.checkpoints ?? [],
  };
}

/** The draft as the API takes it; lessons, checkpoints and questions keep their uids. */
function bodyOf(draft: Draft): Record<string, unknown> {
  const blankToNull = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);
  return {
    title: draft.title,
    description: draft.description,
    order: Number(draft.order),
    duration: Number(draft.duration),
    isActive: draft.isActive,
    completionCriteria: draft.completionCriteria,
    customCompletionRules: {
      lessonsRequired: Number(draft.lessonsRequired),
      checkpointsRequired: Number(draft.checkpointsRequired),
    },
    lessons: draft.lessons.map((lesson) => ({
      ...lesson,
      content: {
        ...lesson.content,
        videoUrl: blankToNull(lesson.content.videoUrl),
        documentUrl: blankToNull(lesson.content.documentUrl),
      },
    })),
    checkpoints: draft.checkpoints,
  };
}

/** The lesson's saved video is processed and still the one in the draft: its watching figures are its own. */
function savedProcessedVideo(module: CourseModule, lesson: Lesson): boolean {
  const saved = module.lessons.find((item) => item.uid === lesson.uid)?.content.videoUrl ?? '';
  return saved === lesson.content.videoUrl && processedVideoId(saved) !== null;
}

function ModuleForm({ courseId, module }: { courseId: string; module: CourseModule | null }) {
  const coursePage = adminCoursePath(courseId);
  const { problem, errors, saving, saved, save } = useAuthoringSave({
    schema: ModuleInputSchema,
    what: 'module',
    send: (body) => saveAdminModule(courseId, module?.uid ?? null, body),
    returnTo: coursePage,
  });

  const { draft, set, bind } = useDraft(() => draftOf(module), errors);
  return (
    <AdminForm
      label={module ? 'Edit module' : 'Add module'}
      problem={problem}
      saving={saving}
      saved={saved}
      submitLabel={module ? 'Update Module' : 'Create Module'}
      cancelTo={coursePage}
      onSubmit={() => void save(bodyOf(draft))}
      wide
    >
      <TextInput label="Title *" {...bind('title')} />
      <div className={authoring.row}>
        <TextInput label="Order *" inputMode="numeric" {...bind('order')} />
        <TextInput label="Duration (minutes) *" inputMode="numeric" {...bind('duration')} />
        <NativeSelect label="Completion criteria" data={COMPLETION_OPTIONS} {...bind('completionCriteria')} />
      </div>
      {draft.completionCriteria === 'custom' && (
        <div className={authoring.row}>
          <TextInput label="Lessons required" inputMode="numeric" {...bind('lessonsRequired')} />
          <TextInput label="Checkpoints required" inputMode="numeric" {...bind('checkpointsRequired')} />
        </div>
      )}
      <Textarea label="Description *" autosize minRows={3} {...bind('description')} />
      <Checkbox label="Active" checked={draft.isActive} onChange={(e) => set('isActive', e.currentTarget.checked)} />

      <ListEditor
        title="Lessons"
        items={draft.lessons}
        onChange={(items) => set('lessons', items)}
        create={(items) => newLesson(items.length + 1)}
        addLabel="Add lesson"
        removeLabel={(_, index) => `Remove lesson ${index + 1}`}
        itemKey={(item, index) => item.uid ?? `new-${index}`}
      >
        {(lesson, { index, patch }) => (
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
            <MediaUrlInput
              label="Video URL"
              kind="video"
              value={lesson.content.videoUrl ?? ''}
              onChange={(url) => patch({ content: { ...lesson.content, videoUrl: url } })}
            />
            <MediaUrlInput
              label="Document URL"
              kind="document"
              value={lesson.content.documentUrl ?? ''}
              onChange={(url) => patch({ content: { ...lesson.content, documentUrl: url } })}
            />
            <Switch
              label="Require watching"
              description="Mark as Complete unlocks once the learner has played 90 % of the processed video."
              checked={lesson.requireWatching === true}
              error={errors[`lessons.${index}.requireWatching`]}
              onChange={(e) => patch({ requireWatching: e.currentTarget.checked })}
            />
            {module && lesson.uid && savedProcessedVideo(module, lesson) && (
              <LessonWatching courseId={courseId} moduleId={module.uid} lessonId={lesson.uid} />
            )}
            <Textarea
              label="Text content"
              autosize
              minRows={2}
              value={lesson.content.content}
              onChange={(e) => patch({ content: { ...lesson.content, content: e.currentTarget.value } })}
            />
            <Checkbox
              label="Required"
              checked={lesson.isRequired}
              onChange={(e) => patch({ isRequired: e.currentTarget.checked })}
            />
          </>
        )}
      </ListEditor>

      <ListEditor
        title="Checkpoints"
        items={draft.checkpoints}
        onChange={(items) => set('checkpoints', items)}
        create={(items) => newCheckpoint(items.length + 1)}
        addLabel="Add checkpoint"
        removeLabel={(_, index) => `Remove checkpoint ${index + 1}`}
        itemKey={(item, index) => item.uid ?? `new-${index}`}
      >
        {(checkpoint, { index, patch }) => (
          <>
            <div className={authoring.row}>
              <TextInput
                label={`Checkpoint ${index + 1} title *`}
                value={checkpoint.title}
                error={errors[`checkpoints.${index}.title`]}
                onChange={(e) => patch({ title: e.currentTarget.value })}
              />
              <NativeSelect
                label="Type"
                data={CHECKPOINT_TYPE_OPTIONS}
                value={checkpoint.type}
                onChange={(e) => patch({ type: e.currentTarget.value as Checkpoint['type'] })}
              />
              <NumberTextInput
                label="Passing score (%)"
                value={checkpoint.passingScore}
                error={errors[`checkpoints.${index}.passingScore`]}
                onChange={(value) => patch({ passingScore: value })}
              />
              <NumberTextInput
                label="Max attempts"
                value={checkpoint.maxAttempts}
                onChange={(value) => patch({ maxAttempts: value })}
              />
              <NumberTextInput label="Order" value={checkpoint.order} onChange={(value) => patch({ order: value })} />
            </div>
            <Textarea
              label="Description"
              autosize
              value={checkpoint.description}
              onChange={(e) => patch({ description: e.currentTarget.value })}
            />
            <Checkbox
              label="Required"
              checked={checkpoint.isRequired}
              onChange={(e) => patch({ isRequired: e.currentTarget.checked })}
            />
            <p className={classes.muted}>
              {checkpoint.questions.length} question{checkpoint.questions.length === 1 ? '' : 's'}
              {module && checkpoint.uid ? (
                <>
                  {' · '}
                  <Link to={`${modulePath(courseId, module.uid)}/checkpoints/${encodeURIComponent(checkpoint.uid)}/questions`}>
                    Edit questions
                  </Link>
                </>
              ) : (
                ' · save the module to add questions'
              )}
            </p>
          </>
        )}
      </ListEditor>
    </AdminForm>
  );
}

/** …/modules/new and …/modules/{moduleId}. */
export function ModuleFormPage() {
  const { courseId = '', moduleId } = useParams();
  const isNew = !moduleId || moduleId === 'new';
  const loaded = useApiData(
    (signal) => (isNew ? Promise.resolve(null) : getAdminModule(moduleId, signal)),
    [moduleId ?? 'new'],
    'Failed to load module',
  );
  return (
    <AdminFormPage
      title={isNew ? 'Add Module' : 'Edit Module'}
      back={{ to: adminCoursePath(courseId), label: 'Back to the course' }}
      loaded={loaded}
      loadFailure="Failed to load module"
    >
      {(module) => <ModuleForm key={moduleId ?? 'new'} courseId={courseId} module={module} />}
    </AdminFormPage>
  );
}
