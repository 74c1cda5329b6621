import {
  type AssignmentSubmission,
  type LearnerAssignment,
  passMarkPoints,
  SUBMISSION_FILE_BYTES,
  SUBMISSION_FILE_FIELDS,
  SUBMISSION_FILE_MB,
  SUBMISSION_FILE_TYPES,
  SUBMISSION_FILES_MAX,
  SUBMISSION_LINKS_MAX,
  SUBMISSION_TEXT_MAX,
} from '@contract';
import { Alert, Button, Input, Skeleton, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { type ChangeEvent, useId, useState } from 'react';

import { fieldErrorMap } from '@/lib/form-errors';
import { formatDate, formatIndianDateTime } from '@/lib/format';
import { useLocale, useT } from '@/lib/i18n/use-t';
import { notifySuccess } from '@/lib/notify';
import { useApiData } from '@/lib/use-api-data';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useOnline } from '@/lib/use-online';
import { LateBadge, StatusBadge } from '@/ui/assignment/status-badge';
import { SubmissionWork } from '@/ui/assignment/submission-work';

import { getAssignment, submitAssignment } from '../api/assignments-api';

import classes from './lesson-assignment.module.css';

const ACCEPT = Object.keys(SUBMISSION_FILE_TYPES).join(',');

type Translate = ReturnType<typeof useT>;

/** What the learner picked that the server would refuse anyway, said before anything is sent. */
function pickedFilesProblem(files: File[], t: Translate): string | null {
  if (files.length > SUBMISSION_FILES_MAX) return t('assignment.tooManyFiles', { max: SUBMISSION_FILES_MAX });
  const large = files.find((file) => file.size > SUBMISSION_FILE_BYTES);
  if (large) return t('assignment.fileTooLarge', { name: large.name, mb: SUBMISSION_FILE_MB });
  const odd = files.find((file) => file.type && !(file.type in SUBMISSION_FILE_TYPES));
  if (odd) return t('assignment.fileType', { name: odd.name });
  return null;
}

const USED_ALL = /^You have used all (\d+) submissions this assignment allows\.$/;

/**
 * Why no more work can be handed in, as the server says it (in English), in the page's language;
 * words the catalogue does not know stay as the server wrote them.
 */
function closedText(reason: string, t: Translate): string {
  if (reason === 'Your submission is waiting for your instructor to mark it.') return t('assignment.closed.waiting');
  if (reason === 'Your submission passed: there is nothing more to hand in.') return t('assignment.closed.passed');
  const used = USED_ALL.exec(reason)?.[1];
  return used ? t('assignment.closed.used', { max: used }) : reason;
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
  const t = useT();
  const { saving, error, setError, submit } = useFormSubmit(t('assignment.handInFailed'));
  const filesId = useId();
  const problem = pickedFilesProblem(files, t);

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
      <h4 className={classes.subTitle}>{again ? t('assignment.handInAgain') : t('assignment.handInYourWork')}</h4>
      <Textarea
        label={t('assignment.answer')}
        description={t('assignment.answerHint')}
        autosize
        minRows={4}
        maxRows={16}
        maxLength={SUBMISSION_TEXT_MAX}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        error={fieldErrors.text}
      />
      <Textarea
        label={t('assignment.links')}
        description={t('assignment.linksHint', { max: SUBMISSION_LINKS_MAX })}
        placeholder="https://"
        autosize
        minRows={2}
        maxRows={6}
        value={links}
        onChange={(event) => setLinks(event.currentTarget.value)}
        error={fieldErrors.links ?? Object.entries(fieldErrors).find(([path]) => path.startsWith('links.'))?.[1]}
      />
      <Input.Wrapper
        label={t('assignment.files')}
        description={t('assignment.filesHint', { max: SUBMISSION_FILES_MAX, mb: SUBMISSION_FILE_MB })} error={fileError} id={filesId}>
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
        <Alert color="red" role="alert" title={t('assignment.notHandedIn')}>
          {closedText(error, t)}
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
          {again ? t('assignment.handInAgain') : t('assignment.handIn')}
        </Button>
      </div>
    </form>
  );
}

function SubmissionCard({ submission, maxSubmissions }: { submission: AssignmentSubmission; maxSubmissions: number }) {
  const t = useT();
  const locale = useLocale();
  const { mark } = submission;
  const attempt = t('assignment.attempt', { attempt: submission.attempt, max: maxSubmissions });
  return (
    <article className={classes.submission} aria-label={attempt}>
      <header className={classes.submissionHeader}>
        <span className={classes.attempt}>{attempt}</span>
        <StatusBadge status={submission.status} />
        {submission.late && <LateBadge />}
        <span className={classes.muted}>
          {t('assignment.handedIn', { when: formatIndianDateTime(submission.submittedAt, locale) })}
        </span>
      </header>
      {mark && (
        <div className={classes.mark}>
          <p className={classes.total}>
            {t('assignment.score', { total: mark.total, outOf: mark.outOf })}
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
            {t('assignment.markedBy', { name: mark.markedByName, date: formatDate(mark.markedAt, locale) })}
          </p>
        </div>
      )}
      <details className={classes.work}>
        <summary>{t('assignment.yourWork')}</summary>
        <SubmissionWork submission={submission} heading={t('assignment.whatYouHandedIn')} />
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
  const t = useT();
  const locale = useLocale();
  const headingId = useId();
  const online = useOnline();
  const loaded = useApiData(
    (signal) => getAssignment(courseId, moduleUid, lessonUid, signal),
    [courseId, moduleUid, lessonUid],
  );

  if (loaded.status === 'loading') return <Skeleton height={160} radius="md" />;
  if (loaded.status === 'error')
    return (
      <Alert color="gray" role="status" title={t('assignment.loadFailed')}>
        {online ? t('assignment.reopen') : t('assignment.offline')}
      </Alert>
    );
  const view: LearnerAssignment = loaded.data;

  const { settings } = view;
  const outOf = settings.rubric.reduce((sum, criterion) => sum + criterion.points, 0);
  const facts = [
    view.dueAt ? t('assignment.due', { when: formatIndianDateTime(view.dueAt, locale) }) : t('assignment.noDue'),
    t('assignment.passesAt', { pass: passMarkPoints(outOf, settings.passPercent), outOf }),
    t('assignment.markedWithin', { days: settings.turnaroundDays, n: String(settings.turnaroundDays) }),
    t('assignment.allowed', {
      count: settings.maxSubmissions,
      n: String(settings.maxSubmissions),
      left: view.submissionsLeft,
    }),
  ];

  return (
    <section className={classes.assignment} aria-labelledby={headingId}>
      <h3 id={headingId} className={classes.title}>
        {t('assignment.title')}
      </h3>
      <ul className={classes.facts}>
        {facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      <p className={classes.completes}>
        {view.requirePass ? t('assignment.completesOnPass') : t('assignment.completesOnHandIn')}
      </p>
      <h4 className={classes.subTitle}>{t('assignment.howMarked')}</h4>
      <ul className={classes.rubric}>
        {settings.rubric.map((criterion) => (
          <li key={criterion.title}>
            <span className={classes.criterion}>
              {criterion.title}
              {criterion.description && <span className={classes.muted}>{criterion.description}</span>}
            </span>
            <span className={classes.points}>{t('assignment.points', { points: criterion.points })}</span>
          </li>
        ))}
      </ul>
      {view.submissions.map((submission) => (
        <SubmissionCard key={submission.id} submission={submission} maxSubmissions={settings.maxSubmissions} />
      ))}
      {view.closedReason ? (
        <p className={classes.closed} role="status">
          {closedText(view.closedReason, t)}
        </p>
      ) : (
        <HandInForm
          courseId={courseId}
          moduleUid={moduleUid}
          lessonUid={lessonUid}
          again={view.submissions.length > 0}
          onHandedIn={() => {
            notifySuccess(t('assignment.handedInToast', { days: settings.turnaroundDays }));
            loaded.refresh();
            onSettled();
          }}
        />
      )}
    </section>
  );
}
