import type { CourseModule } from '@contract';
import { Checkbox, NativeSelect, Textarea, TextInput } from '@mantine/core';
import { Link } from 'react-router-dom';

import classes from '../shared/admin.module.css';
import authoring from '../shared/authoring.module.css';
import { NumberTextInput } from '../shared/number-text-input';

import { modulePath } from './course-modules-page';
import type { Checkpoint } from './module-draft';
import { CHECKPOINT_TYPE_OPTIONS } from './option-labels';

/** One checkpoint of a module's form: title, type, passing score, attempts, order, and the way to its questions. */
export function CheckpointFields({
  courseId,
  module,
  checkpoint,
  index,
  patch,
  errors,
}: {
  courseId: string;
  /** The module as saved (null while adding one): questions are edited once it is. */
  module: CourseModule | null;
  checkpoint: Checkpoint;
  index: number;
  patch: (change: Partial<Checkpoint>) => void;
  errors: Record<string, string>;
}) {
  return (
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
  );
}
