import { Textarea, TextInput } from '@mantine/core';

import authoring from '../shared/authoring.module.css';
import { ListEditor } from '../shared/list-editor';

import type { CourseDraft } from './course-draft';
import { MediaUrlInput } from './media-url-input';

type FieldError = (path: string) => string | undefined;

/** Who teaches the course: name, bio and picture. */
export function InstructorFields({
  instructor,
  onChange,
  error,
}: {
  instructor: CourseDraft['instructor'];
  onChange: (instructor: CourseDraft['instructor']) => void;
  error: FieldError;
}) {
  return (
    <div className={authoring.section}>
      <h3>Instructor</h3>
      <TextInput
        label="Instructor name *"
        value={instructor.name}
        error={error('instructor.name')}
        onChange={(e) => onChange({ ...instructor, name: e.currentTarget.value })}
      />
      <Textarea
        label="Instructor bio *"
        autosize
        minRows={2}
        value={instructor.bio}
        error={error('instructor.bio')}
        onChange={(e) => onChange({ ...instructor, bio: e.currentTarget.value })}
      />
      <MediaUrlInput
        label="Instructor image URL"
        kind="image"
        value={instructor.image}
        onChange={(url) => onChange({ ...instructor, image: url })}
      />
    </div>
  );
}

/** The course's features: an icon, a title and a description each. */
export function FeaturesEditor({
  features,
  onChange,
  error,
}: {
  features: CourseDraft['features'];
  onChange: (features: CourseDraft['features']) => void;
  error: FieldError;
}) {
  return (
    <ListEditor
      title="Features"
      items={features}
      onChange={onChange}
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
  );
}

/** The curriculum, week by week: number, title, length and topics. */
export function CurriculumEditor({
  weeks,
  onChange,
  error,
}: {
  weeks: CourseDraft['curriculum'];
  onChange: (weeks: CourseDraft['curriculum']) => void;
  error: FieldError;
}) {
  return (
    <ListEditor
      title="Curriculum"
      items={weeks}
      onChange={onChange}
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
  );
}
