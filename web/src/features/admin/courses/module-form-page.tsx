import { ModuleInputSchema, type CourseModule } from '@contract';
import { Checkbox, NativeSelect, Textarea, TextInput } from '@mantine/core';
import { useParams } from 'react-router-dom';

import { adminCoursePath } from '@/config/paths';
import { useApiData } from '@/lib/use-api-data';

import authoring from '../shared/authoring.module.css';
import { AdminForm, AdminFormPage } from '../shared/form-frame';
import { ListEditor } from '../shared/list-editor';
import { useAuthoringSave } from '../shared/use-authoring-save';
import { useDraft } from '../shared/use-draft';

import { CheckpointFields } from './checkpoint-fields';
import { getAdminModule, saveAdminModule } from './course-api';
import { LessonFields } from './lesson-fields';
import { bodyOf, draftOf, type Lesson, newCheckpoint, newLesson } from './module-draft';
import { COMPLETION_OPTIONS, LESSON_TYPE_OPTIONS } from './option-labels';

/** A closed lesson's line: its place, its type and its title. */
const lessonSummary = (lesson: Lesson, index: number) =>
  `Lesson ${index + 1} · ${LESSON_TYPE_OPTIONS.find((option) => option.value === lesson.type)?.label ?? lesson.type} · ${lesson.title.trim() || 'Untitled'}`;

/** A module's fields, its lessons and its checkpoints. */
function ModuleForm({ courseId, module, watching }: { courseId: string; module: CourseModule | null; watching: boolean }) {
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
        summary={(lesson, index) => lessonSummary(lesson, index)}
        invalid={(index) => Object.keys(errors).some((path) => path.startsWith(`lessons.${index}.`))}
      >
        {(lesson, { index, patch }) => (
          <LessonFields
            courseId={courseId}
            module={module}
            lesson={lesson}
            index={index}
            patch={patch}
            errors={errors}
            watching={watching}
          />
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
          <CheckpointFields
            courseId={courseId}
            module={module}
            checkpoint={checkpoint}
            index={index}
            patch={patch}
            errors={errors}
          />
        )}
      </ListEditor>
    </AdminForm>
  );
}

/**
 * …/modules/new and …/modules/{moduleId}. `watching` (an admin's) shows each video lesson's viewers,
 * learners' data that a course author does not see (decision 0073).
 */
export function ModuleFormPage({ watching = true }: { watching?: boolean }) {
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
      {(module) => <ModuleForm key={moduleId ?? 'new'} courseId={courseId} module={module} watching={watching} />}
    </AdminFormPage>
  );
}
