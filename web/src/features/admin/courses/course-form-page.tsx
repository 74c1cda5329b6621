import { COURSE_CATEGORIES, COURSE_LEVELS, CourseInputSchema, PRICE_ADMIN_ONLY, PUBLISH_ADMIN_ONLY, type Course } from '@contract';
import { Checkbox, NativeSelect, Textarea, TextInput } from '@mantine/core';
import { useParams } from 'react-router-dom';

import { adminPaths } from '@/config/paths';
import { useApiData } from '@/lib/use-api-data';

import authoring from '../shared/authoring.module.css';
import { AdminForm, AdminFormPage } from '../shared/form-frame';
import { TextListEditor } from '../shared/list-editor';
import { useAuthoringSave } from '../shared/use-authoring-save';
import { useDraft } from '../shared/use-draft';

import { getAdminCourse, saveAdminCourse } from './course-api';
import { bodyOf, draftOf } from './course-draft';
import { CurriculumEditor, FeaturesEditor, InstructorFields } from './course-form-sections';
import { MediaUrlInput } from './media-url-input';

/**
 * A course's fields, instructor, outcomes, requirements, tags, features and curriculum. Without
 * `pricing` (a course author's form) the price and publication show as they are, not to be changed.
 */
function CourseForm({ id, course, pricing }: { id: string | null; course: Course | null; pricing: boolean }) {
  const {
    problem,
    errors: fieldErrors,
    saving,
    saved,
    save,
  } = useAuthoringSave({
    schema: CourseInputSchema,
    what: 'course',
    send: (body) => saveAdminCourse(id, body),
    returnTo: adminPaths.courses,
  });

  const { draft, set, bind } = useDraft(() => draftOf(course), fieldErrors);
  const error = (path: string) => fieldErrors[path];

  return (
    <AdminForm
      label={id ? 'Edit course' : 'Add course'}
      problem={problem}
      saving={saving}
      saved={saved}
      submitLabel={id ? 'Update Course' : 'Create Course'}
      cancelTo={adminPaths.courses}
      onSubmit={() => void save(bodyOf(draft))}
      wide
    >
      <TextInput label="Title *" {...bind('title')} />
      <div className={authoring.row}>
        <TextInput
          label="Price (₹) *"
          inputMode="numeric"
          disabled={!pricing}
          description={pricing ? undefined : PRICE_ADMIN_ONLY}
          {...bind('price')}
        />
        <TextInput label="Original price (₹)" inputMode="numeric" disabled={!pricing} {...bind('originalPrice')} />
        <TextInput label="Duration *" placeholder="8 weeks" {...bind('duration')} />
        <TextInput label="Max students" inputMode="numeric" {...bind('maxStudents')} />
      </div>
      <div className={authoring.row}>
        <NativeSelect label="Level *" data={[...COURSE_LEVELS]} {...bind('level')} />
        <NativeSelect label="Category *" data={[...COURSE_CATEGORIES]} {...bind('category')} />
      </div>
      <Textarea label="Short description *" autosize minRows={2} {...bind('shortDescription')} />
      <Textarea label="Full description *" autosize minRows={5} maxRows={16} {...bind('description')} />
      <MediaUrlInput
        label="Cover image URL"
        kind="image"
        value={draft.coverImage}
        error={error('coverImage')}
        onChange={(url) => set('coverImage', url)}
      />
      <Checkbox
        label="Active (visible in the catalogue)"
        disabled={!pricing}
        description={pricing ? undefined : PUBLISH_ADMIN_ONLY}
        checked={draft.isActive}
        onChange={(e) => set('isActive', e.currentTarget.checked)}
      />
      <Checkbox
        label="Require passed assignments for the certificate"
        description="Otherwise handing an assignment in completes its lesson."
        checked={draft.requirePassedAssignments}
        error={error('requirePassedAssignments')}
        onChange={(e) => set('requirePassedAssignments', e.currentTarget.checked)}
      />

      <InstructorFields instructor={draft.instructor} onChange={(instructor) => set('instructor', instructor)} error={error} />

      <TextListEditor
        label="Learning outcome"
        items={draft.whatYouWillLearn}
        onChange={(items) => set('whatYouWillLearn', items)}
      />
      <TextListEditor label="Requirement" items={draft.requirements} onChange={(items) => set('requirements', items)} />
      <TextListEditor label="Tag" items={draft.tags} onChange={(items) => set('tags', items)} />

      <FeaturesEditor features={draft.features} onChange={(items) => set('features', items)} error={error} />

      <CurriculumEditor weeks={draft.curriculum} onChange={(items) => set('curriculum', items)} error={error} />
    </AdminForm>
  );
}

/** /admin/courses/add and /admin/courses/edit/{courseId}; `pricing` is an admin's (decision 0073). */
export function CourseFormPage({ pricing = true }: { pricing?: boolean }) {
  const { courseId } = useParams();
  const loaded = useApiData(
    (signal) => (courseId ? getAdminCourse(courseId, signal).then((data) => data.course) : Promise.resolve(null)),
    [courseId ?? ''],
    'Failed to load course',
  );
  return (
    <AdminFormPage
      title={courseId ? 'Edit Course' : 'Add Course'}
      back={{ to: adminPaths.courses, label: 'Back to Courses' }}
      loaded={loaded}
      loadFailure="Failed to load course"
    >
      {(course) => <CourseForm key={courseId ?? 'new'} id={courseId ?? null} course={course} pricing={pricing} />}
    </AdminFormPage>
  );
}
