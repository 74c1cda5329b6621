import { AccommodationBodySchema, type Accommodation, type CourseLearner, type CourseModule } from '@contract';
import { Alert, Button, NativeSelect, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router-dom';

import { ApiError } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import { useApiData } from '@/lib/use-api-data';

import { getAdminCourse } from '../courses/course-api';
import classes from '../shared/admin.module.css';
import authoring from '../shared/authoring.module.css';
import { AdminFormPage } from '../shared/form-frame';

import { getAccommodations, saveAccommodation } from './accommodations-api';
import { GivenAccommodations } from './given-accommodations';

type Extra = { extraAttempts: string; extraMinutes: string };

interface Form {
  timeMultiplier: string;
  note: string;
  extras: Record<string, Extra>;
}

const NO_EXTRA: Extra = { extraAttempts: '0', extraMinutes: '0' };

function formFor(existing: Accommodation | undefined): Form {
  return {
    timeMultiplier: String(existing?.timeMultiplier ?? 1),
    note: existing?.note ?? '',
    extras: Object.fromEntries(
      (existing?.checkpoints ?? []).map((item) => [
        item.checkpointUid,
        { extraAttempts: String(item.extraAttempts), extraMinutes: String(item.extraMinutes) },
      ]),
    ),
  };
}

/** What the course's learners have been given, and the form that gives one learner more time or attempts. */
function AccommodationEditor({
  courseId,
  modules,
  learners,
  accommodations,
  onSaved,
}: {
  courseId: string;
  modules: CourseModule[];
  learners: CourseLearner[];
  accommodations: Accommodation[];
  onSaved: () => void;
}) {
  const checkpoints = modules.flatMap((module) =>
    module.checkpoints.map((checkpoint) => ({ ...checkpoint, module: module.title })),
  );
  const titles = new Map(checkpoints.map((checkpoint) => [checkpoint.uid, checkpoint.title]));
  const [userId, setUserId] = useState('');
  const [form, setForm] = useState<Form>(() => formFor(undefined));
  const [problem, setProblem] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const pick = (uid: string) => {
    setUserId(uid);
    setForm(formFor(accommodations.find((item) => item.userId === uid)));
    setProblem(null);
    setErrors({});
  };
  const setExtra = (uid: string, patch: Partial<Extra>) =>
    setForm((f) => ({ ...f, extras: { ...f.extras, [uid]: { ...(f.extras[uid] ?? NO_EXTRA), ...patch } } }));

  const submit = async () => {
    const body = {
      timeMultiplier: Number(form.timeMultiplier),
      note: form.note,
      checkpoints: checkpoints
        .map((checkpoint) => ({ checkpointUid: checkpoint.uid, ...(form.extras[checkpoint.uid] ?? NO_EXTRA) }))
        .map((item) => ({
          checkpointUid: item.checkpointUid,
          extraAttempts: Number(item.extraAttempts),
          extraMinutes: Number(item.extraMinutes),
        }))
        .filter((item) => item.extraAttempts !== 0 || item.extraMinutes !== 0),
    };
    const parsed = AccommodationBodySchema.safeParse(body);
    if (!parsed.success) {
      const found = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.map(String).join('.'), issue.message]));
      setErrors(found);
      setProblem(`Error saving the accommodation: ${[...new Set(Object.values(found))].join(', ')}`);
      return;
    }
    setSaving(true);
    setProblem(null);
    setErrors({});
    try {
      notifySuccess(await saveAccommodation(courseId, userId, parsed.data));
      onSaved();
    } catch (err) {
      setProblem(`Error saving the accommodation: ${err instanceof ApiError ? err.message : 'Failed to save'}`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <GivenAccommodations accommodations={accommodations} titles={titles} />
      <div className={classes.form} style={{ maxWidth: '56rem' }}>
        <NativeSelect
          label="Learner"
          description={learners.length ? 'Learners enrolled in this course.' : 'No learner is enrolled in this course yet.'}
          data={[
            { value: '', label: 'Choose a learner' },
            ...learners.map((learner) => ({ value: learner.userId, label: `${learner.name} (${learner.email})` })),
          ]}
          value={userId}
          onChange={(e) => pick(e.currentTarget.value)}
        />
        {userId && (
          <>
            <TextInput
              label="Time multiplier"
              description="For every checkpoint of the course: 1.5 gives half as much time again (1 to 4)."
              inputMode="decimal"
              value={form.timeMultiplier}
              error={errors.timeMultiplier}
              onChange={(e) => setForm({ ...form, timeMultiplier: e.currentTarget.value })}
            />
            {checkpoints.map((checkpoint) => (
              <div key={checkpoint.uid} className={authoring.row}>
                <TextInput
                  label={`Extra attempts on ${checkpoint.title}`}
                  description={`${checkpoint.module} · ${checkpoint.maxAttempts} attempts`}
                  inputMode="numeric"
                  value={(form.extras[checkpoint.uid] ?? NO_EXTRA).extraAttempts}
                  onChange={(e) => setExtra(checkpoint.uid, { extraAttempts: e.currentTarget.value })}
                />
                <TextInput
                  label={`Extra minutes on ${checkpoint.title}`}
                  description="Added after the multiplier."
                  inputMode="numeric"
                  value={(form.extras[checkpoint.uid] ?? NO_EXTRA).extraMinutes}
                  onChange={(e) => setExtra(checkpoint.uid, { extraMinutes: e.currentTarget.value })}
                />
              </div>
            ))}
            {errors.checkpoints && <p className={authoring.error}>{errors.checkpoints}</p>}
            <Textarea
              label="Why"
              description="Recorded with the accommodation and in the activity feed."
              autosize
              minRows={2}
              value={form.note}
              error={errors.note}
              onChange={(e) => setForm({ ...form, note: e.currentTarget.value })}
            />
            {problem && (
              <Alert color="red" role="alert">
                {problem}
              </Alert>
            )}
            <div className={classes.formActions}>
              <Button onClick={() => void submit()} loading={saving} disabled={saving}>
                Save accommodation
              </Button>
            </div>
          </>
        )}
      </div>
    </>
  );
}

/** /admin/courses/{courseId}/accommodations: extra time and attempts for single learners. */
export function AccommodationsPage() {
  const { courseId = '' } = useParams();
  const loaded = useApiData(
    async (signal) => {
      const [course, given] = await Promise.all([getAdminCourse(courseId, signal), getAccommodations(courseId, signal)]);
      return { ...course, ...given };
    },
    [courseId],
    'Failed to load accommodations',
  );
  return (
    <AdminFormPage
      title={loaded.status === 'ready' ? `${loaded.data.course.title}: accommodations` : 'Accommodations'}
      back={{ to: `/admin/courses/${encodeURIComponent(courseId)}`, label: 'Back to the modules' }}
      loaded={loaded}
      loadFailure="Failed to load accommodations"
    >
      {(data) => (
        <AccommodationEditor
          courseId={courseId}
          modules={data.modules}
          learners={data.learners}
          accommodations={data.accommodations}
          onSaved={loaded.reload}
        />
      )}
    </AdminFormPage>
  );
}
