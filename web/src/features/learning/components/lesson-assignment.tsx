import {
  type AssignmentSubmission,
  type LearnerAssignment,
  passMarkPoints,
  SUBMISSION_FILE_BYTES,
  SUBMISSION_FILE_FIELDS,
  SUBMISSION_FILE_MB,
  SUBMISSION_FILE_TYPES,
  SUBMISSION_FILES_HINT,
  SUBMISSION_FILES_MAX,
  SUBMISSION_LINKS_MAX,
  SUBMISSION_TEXT_MAX,
} from '@contract';
import { Alert, Button, Input, Skeleton, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { type ChangeEvent, useId, useState } from 'react';

import { fieldErrorMap } from '@/lib/form-errors';
import { formatDate, formatIndianDateTime } from '@/lib/format';
import { notifySuccess } from '@/lib/notify';
import { useApiData } from '@/lib/use-api-data';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useOnline } from '@/lib/use-online';
import { LateBadge, StatusBadge } from '@/ui/assignment/status-badge';
import { SubmissionWork } from '@/ui/assignment/submission-work';

import { getAssignment, submitAssignment } from '../api/assignments-api';

import classes from './lesson-assignment.module.css';

const ACCEPT = Object.keys(SUBMISSION_FILE_TYPES).join(',');

/** What the learner picked that the server would refuse anyway, said before anything is sent. */
function pickedFilesProblem(files: File[]): string | null {
  if (files.length > SUBMISSION_FILES_MAX) return `Pick at most ${SUBMISSION_FILES_MAX} files.`;
  const large = files.find((file) => file.size > SUBMISSION_FILE_BYTES);
  if (large) return `${large.name} is larger than ${SUBMISSION_FILE_MB} MB.`;
  const odd = files.find((file) => file.type && !(file.type in SUBMISSION_FILE_TYPES));
  if (odd) return `${odd.name} is not a PDF or an image.`;
  return null;
}

function HandInForm({
  courseId,
  moduleUid,
  lessonUid,
  again,
  onHandedIn,
}: {
  courseId: string;
  moduleUid: string;
  lessonUid: string;
  again: boolean;
  onHandedIn: (submission: AssignmentSubmission) => void;
}) {
  const [text, setText] = useState('');
  const [links, setLinks] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const { saving, error, setError, submit } = useFormSubmit('Could not hand in your work');
  const filesId = useId();
  const problem = pickedFilesProblem(files);

  const pick = (event: ChangeEvent<HTMLInputElement>) => setFiles([...(event.currentTarget.files ?? [])]);

  const handIn = submit(async () => {
    setFieldErrors({});
    const form = new FormData();
    form.append('text', text);
    form.append('links', links);
    files.forEach((file, index) => form.append(SUBMISSION_FILE_FIELDS[index], file, file.name));
    try {
      onHandedIn(await submitAssignment(courseId, moduleUid, lessonUid, form));
    } catch (failure) {
      setFieldErrors(fieldErrorMap(failure));
      throw failure;
    }
  });

  const fileError = problem ?? (fieldErrors.file1 || fieldErrors.file2 || fieldErrors.file3);
  return (
    <form className={classes.form} onSubmit={(event) => void handIn(event)} noValidate>
      <h4 className={classes.subTitle}>{again ? 'Hand in again' : 'Hand in your work'}</h4>
      <Textarea
        label="Your answer"
        description="Write your answer here, or attach it as a file."
        autosize
        minRows={4}
        maxRows={16}
        maxLength={SUBMISSION_TEXT_MAX}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        error={fieldErrors.text}
      />
      <Textarea
        label="Links"
        description={`Video or document links, one a line (at most ${SUBMISSION_LINKS_MAX}).`}
        placeholder="https://"
        autosize
        minRows={2}
        maxRows={6}
        value={links}
        onChange={(event) => setLinks(event.currentTarget.value)}
        error={fieldErrors.links ?? Object.entries(fieldErrors).find(([path]) => path.startsWith('links.'))?.[1]}
      />
      <Input.Wrapper label="Files" description={SUBMISSION_FILES_HINT} error={fileError} id={filesId}>
        <input
          id={filesId}
          type="file"
          multiple
          accept={ACCEPT}
          onChange={pick}
          className={classes.fileInput}
          aria-invalid={Boolean(fileError)}
        />
      </Input.Wrapper>
      {error && (
        <Alert color="red" role="alert" title="Not handed in">
          {error}
        </Alert>
      )}
      <div className={classes.actions}>
        <Button
          type="submit"
          loading={saving}
          disabled={Boolean(problem)}
          leftSection={<IconSend size={18} aria-hidden />}
          onClick={() => setError(null)}
        >
          {again ? 'Hand in again' : 'Hand in'}
        </Button>
      </div>
    </form>
  );
}

function SubmissionCard({ submission, maxSubmissions }: { submission: AssignmentSubmission; maxSubmissions: number }) {
  const { mark } = submission;
  return (
    <article className={classes.submission} aria-label={`Attempt ${submission.attempt} of ${maxSubmissions}`}>
      <header className={classes.submissionHeader}>
        <span className={classes.attempt}>
          Attempt {submission.attempt} of {maxSubmissions}
        </span>
        <StatusBadge status={submission.status} />
        {submission.late && <LateBadge />}
        <span className={classes.muted}>Handed in {formatIndianDateTime(submission.submittedAt)}</span>
      </header>
      {mark && (
        <div className={classes.mark}>
          <p className={classes.total}>
            {mark.total} / {mark.outOf} points
          </p>
          <ul className={classes.scores}>
            {mark.scores.map((score) => (
              <li key={score.criterion}>
                <span>{score.criterion}</span>
                <span className={classes.points}>
                  {score.points} / {score.outOf}
                </span>
              </li>
            ))}
          </ul>
          <blockquote className={classes.feedback}>{mark.feedback}</blockquote>
          <p className={classes.muted}>
            Marked by {mark.markedByName} on {formatDate(mark.markedAt)}
          </p>
        </div>
      )}
      <details className={classes.work}>
        <summary>Your work</summary>
        <SubmissionWork submission={submission} heading="What you handed in" />
      </details>
    </article>
  );
}

/**
 * An assignment lesson's hand-in: what is asked and how it is marked, the learner's submissions with
 * their marks and feedback, and the form while one more is allowed. `onSettled` reloads the course
 * once a hand-in may have completed the lesson.
 */
export function LessonAssignment({
  courseId,
  moduleUid,
  lessonUid,
  onSettled,
}: {
  courseId: string;
  moduleUid: string;
  lessonUid: string;
  onSettled: () => void;
}) {
  const headingId = useId();
  const online = useOnline();
  const loaded = useApiData(
    (signal) => getAssignment(courseId, moduleUid, lessonUid, signal),
    [courseId, moduleUid, lessonUid],
  );

  if (loaded.status === 'loading') return <Skeleton height={160} radius="md" />;
  if (loaded.status === 'error')
    return (
      <Alert color="gray" role="status" title="The assignment could not be loaded">
        {online ? 'Reopen the lesson to try again.' : 'Handing in needs a connection.'}
      </Alert>
    );
  const view: LearnerAssignment = loaded.data;

  const { settings } = view;
  const outOf = settings.rubric.reduce((sum, criterion) => sum + criterion.points, 0);
  const facts = [
    view.dueAt ? `Due ${formatIndianDateTime(view.dueAt)}` : 'No due date',
    `Passes at ${passMarkPoints(outOf, settings.passPercent)} of ${outOf} points`,
    `Marked within ${settings.turnaroundDays} ${settings.turnaroundDays === 1 ? 'day' : 'days'}`,
    `${settings.maxSubmissions} ${settings.maxSubmissions === 1 ? 'submission' : 'submissions'} allowed, ${view.submissionsLeft} left`,
  ];

  return (
    <section className={classes.assignment} aria-labelledby={headingId}>
      <h3 id={headingId} className={classes.title}>
        Your assignment
      </h3>
      <ul className={classes.facts}>
        {facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      <p className={classes.completes}>
        {view.requirePass
          ? 'This lesson is complete once your work passes.'
          : 'Handing your work in completes this lesson; your instructor still marks it.'}
      </p>
      <h4 className={classes.subTitle}>How it is marked</h4>
      <ul className={classes.rubric}>
        {settings.rubric.map((criterion) => (
          <li key={criterion.title}>
            <span className={classes.criterion}>
              {criterion.title}
              {criterion.description && <span className={classes.muted}>{criterion.description}</span>}
            </span>
            <span className={classes.points}>{criterion.points} points</span>
          </li>
        ))}
      </ul>
      {view.submissions.map((submission) => (
        <SubmissionCard key={submission.id} submission={submission} maxSubmissions={settings.maxSubmissions} />
      ))}
      {view.closedReason ? (
        <p className={classes.closed} role="status">
          {view.closedReason}
        </p>
      ) : (
        <HandInForm
          courseId={courseId}
          moduleUid={moduleUid}
          lessonUid={lessonUid}
          again={view.submissions.length > 0}
          onHandedIn={() => {
            notifySuccess(`Your work is handed in. Your instructor marks it within ${settings.turnaroundDays} days.`);
            loaded.refresh();
            onSettled();
          }}
        />
      )}
    </section>
  );
}
