import { COURSE_CATEGORIES, COURSE_LEVELS, CourseInputSchema, type Course } from '@contract';
import { ActionIcon, Alert, Button, Checkbox, Loader, NativeSelect, Textarea, TextInput } from '@mantine/core';
import { IconArrowLeft, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';

import { useApiData } from '@/lib/use-api-data';

import classes from '../components/admin.module.css';

import { getAdminCourse, saveAdminCourse } from './course-api';
import styles from './courses.module.css';
import { MediaUrlInput } from './media-url-input';
import { useAuthoringSave } from './use-authoring-save';
import { useDraft } from './use-draft';

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

function TextList({ label, items, onChange }: { label: string; items: string[]; onChange: (items: string[]) => void }) {
  return (
    <div className={styles.section}>
      <h3>{label}s</h3>
      {items.map((item, index) => (
        <div key={index} className={styles.row} style={{ gridTemplateColumns: '1fr auto' }}>
          <TextInput
            aria-label={`${label} ${index + 1}`}
            value={item}
            onChange={(e) => onChange(items.map((old, i) => (i === index ? e.currentTarget.value : old)))}
          />
          <ActionIcon
            variant="subtle"
            color="ball"
            aria-label={`Remove ${label.toLowerCase()} ${index + 1}`}
            onClick={() => onChange(items.filter((_, i) => i !== index))}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </div>
      ))}
      <Button
        size="xs"
        variant="light"
        leftSection={<IconPlus size={14} aria-hidden />}
        onClick={() => onChange([...items, ''])}
        w="fit-content"
      >
        Add {label.toLowerCase()}
      </Button>
    </div>
  );
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
    returnTo: '/admin/courses',
  });

  const { draft, set, bind } = useDraft(() => draftOf(course), fieldErrors);
  const error = (path: string) => fieldErrors[path];

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    void save(bodyOf(draft));
  };

  return (
    <form
      className={classes.form}
      style={{ maxWidth: '64rem' }}
      onSubmit={submit}
      noValidate
      aria-label={id ? 'Edit course' : 'Add course'}
    >
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      <TextInput label="Title *" {...bind('title')} />
      <div className={styles.row}>
        <TextInput label="Price (₹) *" inputMode="numeric" {...bind('price')} />
        <TextInput label="Original price (₹)" inputMode="numeric" {...bind('originalPrice')} />
        <TextInput label="Duration *" placeholder="8 weeks" {...bind('duration')} />
        <TextInput label="Max students" inputMode="numeric" {...bind('maxStudents')} />
      </div>
      <div className={styles.row}>
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

      <div className={styles.section}>
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

      <TextList label="Learning outcome" items={draft.whatYouWillLearn} onChange={(items) => set('whatYouWillLearn', items)} />
      <TextList label="Requirement" items={draft.requirements} onChange={(items) => set('requirements', items)} />
      <TextList label="Tag" items={draft.tags} onChange={(items) => set('tags', items)} />

      <div className={styles.section}>
        <h3>Features</h3>
        {draft.features.map((feature, index) => {
          const update = (patch: Partial<Draft['features'][number]>) =>
            set(
              'features',
              draft.features.map((f, i) => (i === index ? { ...f, ...patch } : f)),
            );
          return (
            <div key={index} className={styles.item}>
              <div className={styles.row}>
                <TextInput label="Icon" value={feature.icon} onChange={(e) => update({ icon: e.currentTarget.value })} />
                <TextInput
                  label={`Feature ${index + 1} title *`}
                  value={feature.title}
                  error={error(`features.${index}.title`)}
                  onChange={(e) => update({ title: e.currentTarget.value })}
                />
              </div>
              <Textarea
                label={`Feature ${index + 1} description *`}
                autosize
                value={feature.description}
                error={error(`features.${index}.description`)}
                onChange={(e) => update({ description: e.currentTarget.value })}
              />
              <Button
                size="xs"
                variant="subtle"
                color="ball"
                w="fit-content"
                onClick={() =>
                  set(
                    'features',
                    draft.features.filter((_, i) => i !== index),
                  )
                }
              >
                Remove feature {index + 1}
              </Button>
            </div>
          );
        })}
        <Button
          size="xs"
          variant="light"
          w="fit-content"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => set('features', [...draft.features, { icon: 'star', title: '', description: '' }])}
        >
          Add feature
        </Button>
      </div>

      <div className={styles.section}>
        <h3>Curriculum</h3>
        {draft.curriculum.map((week, index) => {
          const update = (patch: Partial<Draft['curriculum'][number]>) =>
            set(
              'curriculum',
              draft.curriculum.map((w, i) => (i === index ? { ...w, ...patch } : w)),
            );
          return (
            <div key={index} className={styles.item}>
              <div className={styles.row}>
                <TextInput
                  label="Week *"
                  inputMode="numeric"
                  value={week.week}
                  error={error(`curriculum.${index}.week`)}
                  onChange={(e) => update({ week: e.currentTarget.value })}
                />
                <TextInput
                  label={`Week ${week.week} title *`}
                  value={week.title}
                  error={error(`curriculum.${index}.title`)}
                  onChange={(e) => update({ title: e.currentTarget.value })}
                />
                <TextInput
                  label={`Week ${week.week} duration *`}
                  placeholder="4 hours"
                  value={week.duration}
                  error={error(`curriculum.${index}.duration`)}
                  onChange={(e) => update({ duration: e.currentTarget.value })}
                />
              </div>
              <Textarea
                label="Topics (one per line)"
                autosize
                minRows={2}
                value={week.topics}
                onChange={(e) => update({ topics: e.currentTarget.value })}
              />
              <Button
                size="xs"
                variant="subtle"
                color="ball"
                w="fit-content"
                onClick={() =>
                  set(
                    'curriculum',
                    draft.curriculum.filter((_, i) => i !== index),
                  )
                }
              >
                Remove week {week.week}
              </Button>
            </div>
          );
        })}
        <Button
          size="xs"
          variant="light"
          w="fit-content"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => {
            // Week numbers count on from the last week (SPEC section 5).
            const next = draft.curriculum.reduce((max, w) => Math.max(max, Number(w.week) || 0), 0) + 1;
            set('curriculum', [...draft.curriculum, { week: String(next), title: '', duration: '', topics: '' }]);
          }}
        >
          Add week
        </Button>
      </div>

      <div className={classes.formActions}>
        <Button type="submit" loading={saving} disabled={saving || saved}>
          {id ? 'Update Course' : 'Create Course'}
        </Button>
        <Button variant="default" component={Link} to="/admin/courses">
          Cancel
        </Button>
      </div>
    </form>
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
    <>
      <div className={classes.header}>
        <h2>{courseId ? 'Edit Course' : 'Add Course'}</h2>
        <Button variant="subtle" component={Link} to="/admin/courses" leftSection={<IconArrowLeft size={16} aria-hidden />}>
          Back to Courses
        </Button>
      </div>
      {loaded.status === 'loading' && <Loader aria-label="Loading" />}
      {loaded.status === 'error' && (
        <Alert color="red" title="Failed to load course">
          {loaded.message}
        </Alert>
      )}
      {loaded.status === 'ready' && <CourseForm key={courseId ?? 'new'} id={courseId ?? null} course={loaded.data} />}
    </>
  );
}
