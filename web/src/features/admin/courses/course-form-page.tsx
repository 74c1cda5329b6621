import { COURSE_CATEGORIES, COURSE_LEVELS, CourseInputSchema, type Course } from '@contract';
import { Checkbox, NativeSelect, Textarea, TextInput } from '@mantine/core';
import { useParams } from 'react-router-dom';

import { adminPaths } from '@/config/paths';
import { useApiData } from '@/lib/use-api-data';

import authoring from '../shared/authoring.module.css';
import { AdminForm, AdminFormPage } from '../shared/form-frame';
import { ListEditor, TextListEditor } from '../shared/list-editor';
import { useAuthoringSave } from '../shared/use-authoring-save';
import { useDraft } from '../shared/use-draft';

import { getAdminCourse, saveAdminCourse } from './course-api';
import { MediaUrlInput } from './media-url-input';

interface Draft {
  title: string;
  price: string;
  originalPrice: string;
  duration: string;
  level: string;
  category: string;
  shortDescription: string;
  description: string;
  maxStudents: string;
  isActive: boolean;
  coverImage: string;
  instructor: { name: string; bio: string; image: string };
  whatYouWillLearn: string[];
  requirements: string[];
  tags: string[];
  features: { icon: string; title: string; description: string }[];
  curriculum: { week: string; title: string; duration: string; topics: string }[];
}

function draftOf(course: Course | null): Draft {
  return {
    title: course?.title ?? '',
    price: course ? String(course.price) : '',
    originalPrice: course?.originalPrice != null ? String(course.originalPrice) : '',
    duration: course?.duration ?? '',
    level: course?.level ?? 'Beginner',
    category: course?.category ?? COURSE_CATEGORIES[0],
    shortDescription: course?.shortDescription ?? '',
    description: course?.description ?? '',
    maxStudents: String(course?.maxStudents ?? 50),
    isActive: course?.isActive ?? true,
    coverImage: course?.coverImage ?? '',
    instructor: { name: course?.instructor.name ?? '', bio: course?.instructor.bio ?? '', image: course?.instructor.image ?? '' },
    whatYouWillLearn: course?.whatYouWillLearn ?? [],
    requirements: course?.requirements ?? [],
    tags: course?.tags ?? [],
    features: course?.features.map((f) => ({ icon: f.icon, title: f.title, description: f.description })) ?? [],
    curriculum:
      course?.curriculum.map((w) => ({
        week: String(w.week),
        title: w.title,
        duration: w.duration,
        topics: w.topics.join('\n'),
      })) ?? [],
  };
}

/** The draft as the API takes it: numbers as numbers, blanks as absent, topics one per line. */
function bodyOf(draft: Draft): Record<string, unknown> {
  return {
    ...draft,
    price: draft.price.trim() === '' ? undefined : Number(draft.price),
    originalPrice: draft.originalPrice.trim() === '' ? null : Number(draft.originalPrice),
    maxStudents: draft.maxStudents.trim() === '' ? 50 : Number(draft.maxStudents),
    coverImage: draft.coverImage.trim() || null,
    instructor: { ...draft.instructor, image: draft.instructor.image.trim() || null },
    curriculum: draft.curriculum.map((week) => ({
      ...week,
      week: Number(week.week),
      topics: week.topics
        .split('\n')
        .map((topic) => topic.trim())
        .filter(Boolean),
    })),
  };
}

function CourseForm({ id, course }: { id: string | null; course: Course | null }) {
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
        <TextInput label="Price (₹) *" inputMode="numeric" {...bind('price')} />
        <TextInput label="Original price (₹)" inputMode="numeric" {...bind('originalPrice')} />
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
        checked={draft.isActive}
        onChange={(e) => set('isActive', e.currentTarget.checked)}
      />

      <div className={authoring.section}>
        <h3>Instructor</h3>
        <TextInput
          label="Instructor name *"
          value={draft.instructor.name}
          error={error('instructor.name')}
          onChange={(e) => set('instructor', { ...draft.instructor, name: e.currentTarget.value })}
        />
        <Textarea
          label="Instructor bio *"
          autosize
          minRows={2}
          value={draft.instructor.bio}
          error={error('instructor.bio')}
          onChange={(e) => set('instructor', { ...draft.instructor, bio: e.currentTarget.value })}
        />
        <MediaUrlInput
          label="Instructor image URL"
          kind="image"
          value={draft.instructor.image}
          onChange={(url) => set('instructor', { ...draft.instructor, image: url })}
        />
      </div>

      <TextListEditor
        label="Learning outcome"
        items={draft.whatYouWillLearn}
        onChange={(items) => set('whatYouWillLearn', items)}
      />
      <TextListEditor label="Requirement" items={draft.requirements} onChange={(items) => set('requirements', items)} />
      <TextListEditor label="Tag" items={draft.tags} onChange={(items) => set('tags', items)} />

      <ListEditor
        title="Features"
        items={draft.features}
        onChange={(items) => set('features', items)}
        create={() => ({ icon: 'star', title: '', description: '' })}
        addLabel="Add feature"
        removeLabel={(_, index) => `Remove feature ${index + 1}`}
      >
        {(feature, { index, patch }) => (
          <>
            <div className={authoring.row}>
              <TextInput label="Icon" value={feature.icon} onChange={(e) => patch({ icon: e.currentTarget.value })} />
              <TextInput
                label={`Feature ${index + 1} title *`}
                value={feature.title}
                error={error(`features.${index}.title`)}
                onChange={(e) => patch({ title: e.currentTarget.value })}
              />
            </div>
            <Textarea
              label={`Feature ${index + 1} description *`}
              autosize
              value={feature.description}
              error={error(`features.${index}.description`)}
              onChange={(e) => patch({ description: e.currentTarget.value })}
            />
          </>
        )}
      </ListEditor>

      <ListEditor
        title="Curriculum"
        items={draft.curriculum}
        onChange={(items) => set('curriculum', items)}
        create={(weeks) => {
          // Week numbers count on from the last week (SPEC section 5).
          const next = weeks.reduce((max, w) => Math.max(max, Number(w.week) || 0), 0) + 1;
          return { week: String(next), title: '', duration: '', topics: '' };
        }}
        addLabel="Add week"
        removeLabel={(week) => `Remove week ${week.week}`}
      >
        {(week, { index, patch }) => (
          <>
            <div className={authoring.row}>
              <TextInput
                label="Week *"
                inputMode="numeric"
                value={week.week}
                error={error(`curriculum.${index}.week`)}
                onChange={(e) => patch({ week: e.currentTarget.value })}
              />
              <TextInput
                label={`Week ${week.week} title *`}
                value={week.title}
                error={error(`curriculum.${index}.title`)}
                onChange={(e) => patch({ title: e.currentTarget.value })}
              />
              <TextInput
                label={`Week ${week.week} duration *`}
                placeholder="4 hours"
                value={week.duration}
                error={error(`curriculum.${index}.duration`)}
                onChange={(e) => patch({ duration: e.currentTarget.value })}
              />
            </div>
            <Textarea
              label="Topics (one per line)"
              autosize
              minRows={2}
              value={week.topics}
              onChange={(e) => patch({ topics: e.currentTarget.value })}
            />
          </>
        )}
      </ListEditor>
    </AdminForm>
  );
}

/** /admin/courses/add and /admin/courses/edit/{courseId}. */
export function CourseFormPage() {
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
      {(course) => <CourseForm key={courseId ?? 'new'} id={courseId ?? null} course={course} />}
    </AdminFormPage>
  );
}
