import type { CohortInput, MemberView, SeatView } from '@contract';
import { Button, Checkbox, Select, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';

import type { ApiError } from '@/lib/api-client';
import { fieldErrorMap } from '@/lib/form-errors';
import { useFieldErrorsSubmit } from '@/lib/use-form-submit';

import { FormActions } from './form-actions';
import classes from './groups.module.css';

/** A member's row ('memberUids.3') speaks for the member list; a refusal naming no field, for the form. */
function cohortErrors(failure: ApiError): Record<string, string> {
  const found = fieldErrorMap(failure);
  const memberProblem = Object.entries(found).find(([path]) => path.startsWith('memberUids'))?.[1];
  return {
    ...found,
    ...(memberProblem ? { memberUids: memberProblem } : {}),
    ...(Object.keys(found).length ? {} : { form: failure.message }),
  };
}

/**
 * A cohort's name, course, dates (Indian calendar days) and members: only people holding a seat of
 * that course in the group can be ticked; the server checks the same and names any other.
 */
export function CohortForm({
  seats,
  members,
  initial,
  submitLabel,
  onSubmit,
  onClose,
}: {
  seats: SeatView[];
  members: MemberView[];
  initial?: CohortInput;
  submitLabel: string;
  onSubmit: (input: CohortInput) => Promise<void>;
  onClose: () => void;
}) {
  const [courseId, setCourseId] = useState(initial?.courseId ?? seats[0]?.courseId ?? '');
  const [name, setName] = useState(initial?.name ?? '');
  const [startsOn, setStartsOn] = useState(initial?.startsOn ?? '');
  const [endsOn, setEndsOn] = useState(initial?.endsOn ?? '');
  const [picked, setPicked] = useState<string[]>(initial?.memberUids ?? []);
  const { saving, errors, submit } = useFieldErrorsSubmit('Could not save the cohort', cohortErrors);
  const holders = useMemo(() => members.filter((member) => member.courseId === courseId), [members, courseId]);

  const save = submit(() =>
    onSubmit({
      courseId,
      name: name.trim(),
      startsOn,
      endsOn,
      memberUids: picked.filter((uid) => holders.some((m) => m.uid === uid)),
    }),
  );

  return (
    <form className={classes.form} onSubmit={(event) => void save(event)} noValidate>
      <TextInput
        label="Cohort name"
        placeholder="Umpires, January batch"
        required
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        error={errors.name}
        maxLength={120}
      />
      <Select
        label="Course"
        required
        disabled={Boolean(initial)}
        data={seats.map((seat) => ({ value: seat.courseId, label: seat.courseTitle }))}
        value={courseId}
        onChange={(value) => {
          setCourseId(value ?? '');
          setPicked([]);
        }}
        allowDeselect={false}
        error={errors.courseId}
      />
      <div className={classes.formRow}>
        <TextInput
          label="Starts on"
          type="date"
          required
          value={startsOn}
          onChange={(e) => setStartsOn(e.currentTarget.value)}
          error={errors.startsOn}
        />
        <TextInput
          label="Ends on"
          type="date"
          required
          value={endsOn}
          onChange={(e) => setEndsOn(e.currentTarget.value)}
          error={errors.endsOn}
        />
      </div>
      <Checkbox.Group
        label="Members"
        description={holders.length ? 'People holding a seat of this course in your group.' : undefined}
        value={picked}
        onChange={setPicked}
        error={errors.memberUids}
      >
        {holders.length === 0 ? (
          <p className={classes.muted}>Nobody holds a seat of this course yet: invite people first.</p>
        ) : (
          <ul className={classes.memberChecks}>
            {holders.map((member) => (
              <li key={member.uid}>
                <Checkbox
                  value={member.uid}
                  label={member.name || member.email}
                  description={member.name ? member.email : undefined}
                />
              </li>
            ))}
          </ul>
        )}
      </Checkbox.Group>
      {errors.form && (
        <p className={classes.rowProblem} role="alert">
          {errors.form}
        </p>
      )}
      <FormActions onCancel={onClose}>
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
      </FormActions>
    </form>
  );
}
