import type { MarkSubmissionBody, StaffSubmission } from '@contract';
import { Alert, Skeleton } from '@mantine/core';
import { Suspense, useState, type ComponentType } from 'react';
import { Link, useParams } from 'react-router-dom';

import { adminPaths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatIndianDateTime } from '@/lib/format';
import { notifySuccess } from '@/lib/notify';
import { useApiData } from '@/lib/use-api-data';

import { AdminFormPage } from '../shared/form-frame';

import { getStaffSubmission, markSubmission } from './assignments-api';
import card from '@/ui/assignment/assignment-card.module.css';

import classes from './assignments.module.css';
import { MarkForm } from './mark-form';
import { MarkResult } from './mark-result';
import { LateBadge, OverdueBadge, StatusBadge } from '@/ui/assignment/status-badge';
import { SubmissionWork } from '@/ui/assignment/submission-work';

/** Renders the lesson's brief, written in Markdown (the learner's lesson text renderer, passed in by app/). */
export type BriefRenderer = ComponentType<{ markdown: string }>;

/** Who handed in what, when, and by when it is to be marked. */
function SubmissionFacts({ submission, now }: { submission: StaffSubmission; now: number }) {
  const overdue = submission.status === 'submitted' && Date.parse(submission.markBy) < now;
  return (
    <div className={card.card}>
      <div className={classes.learner}>
        <p className={classes.learnerName}>
          {submission.learnerName}
          <a href={`mailto:${submission.learnerEmail}`} className={classes.learnerEmail}>
            {submission.learnerEmail}
          </a>
        </p>
        <StatusBadge status={submission.status} />
      </div>
      <dl className={classes.factList}>
        <div>
          <dt>Course</dt>
          <dd>{submission.courseTitle}</dd>
        </div>
        <div>
          <dt>Lesson</dt>
          <dd>{submission.lessonTitle}</dd>
        </div>
        <div>
          <dt>Attempt</dt>
          <dd>
            Attempt {submission.attempt} of {submission.settings.maxSubmissions}
          </dd>
        </div>
        <div>
          <dt>Handed in</dt>
          <dd className={classes.withBadge}>
            {formatIndianDateTime(submission.submittedAt)}
            {submission.late && <LateBadge />}
          </dd>
        </div>
        <div>
          <dt>Mark by</dt>
          <dd className={classes.withBadge} data-overdue={overdue || undefined}>
            {formatIndianDateTime(submission.markBy)}
            {overdue && <OverdueBadge />}
          </dd>
        </div>
      </dl>
    </div>
  );
}

function BriefFallback() {
  return (
    <div role="status" aria-label="Loading the brief">
      <Skeleton height={14} mb={10} />
      <Skeleton height={14} mb={10} />
      <Skeleton height={14} width="60%" />
    </div>
  );
}

interface MarkingProps {
  submission: StaffSubmission;
  /** Asks for the submission again, keeping this one on screen until the answer comes. */
  refresh: () => void;
  Brief: BriefRenderer;
}

/** The learner's work first; the rubric to mark it beside it (below it on a phone); the lesson's brief under the work. */
function Marking({ submission: loaded, refresh, Brief }: MarkingProps) {
  const [now] = useState(() => Date.now());
  const [saved, setSaved] = useState<StaffSubmission | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const submission = saved ?? loaded;

  const save = async (body: MarkSubmissionBody) => {
    try {
      const result = await markSubmission(submission.id, body);
      notifySuccess(result.message);
      setSaved(result.submission);
    } catch (error) {
      // Someone else marked it meanwhile: say so, and show their mark in place of the form.
      if (!(error instanceof ApiError) || error.status !== 409) throw error;
      setConflict(error.message);
      refresh();
    }
  };

  return (
    <div className={classes.page}>
      {saved && (
        <Alert color="teal" title="Mark saved">
          {submission.learnerName} will be told by mail.{' '}
          <Link to={adminPaths.assignments} className={classes.alertLink}>
            Back to the assignments
          </Link>
        </Alert>
      )}
      {conflict && !saved && (
        <Alert color="orange" title="Already marked" role="alert">
          {conflict}
          {submission.status !== 'submitted' && ' Their mark is shown here.'}{' '}
          <Link to={adminPaths.assignments} className={classes.alertLink}>
            Back to the assignments
          </Link>
        </Alert>
      )}
      <SubmissionFacts submission={submission} now={now} />
      <div className={classes.columns}>
        <div className={classes.workArea}>
          <SubmissionWork submission={submission} />
        </div>
        <div className={classes.markArea}>
          {submission.status === 'submitted' ? (
            <MarkForm settings={submission.settings} save={save} />
          ) : (
            <MarkResult mark={submission.mark} focus={saved !== null} />
          )}
        </div>
        <section className={`${card.card} ${classes.briefArea}`} aria-labelledby="submission-brief">
          <h3 id="submission-brief" className={card.cardTitle}>
            The brief
          </h3>
          {submission.brief.trim() ? (
            <Suspense fallback={<BriefFallback />}>
              <Brief markdown={submission.brief} />
            </Suspense>
          ) : (
            <p className={card.muted}>This lesson has no written brief.</p>
          )}
        </section>
      </div>
    </div>
  );
}

/**
 * /admin/assignments/{submissionId}: one learner's submission, to mark against the lesson's rubric,
 * or its mark once given. `Brief` renders the lesson's Markdown.
 */
export function MarkSubmissionPage({ Brief }: { Brief: BriefRenderer }) {
  const { submissionId = '' } = useParams();
  const loaded = useApiData(
    (signal) => getStaffSubmission(submissionId, signal),
    [submissionId],
    'Failed to load the submission',
  );
  return (
    <AdminFormPage
      title="Mark assignment"
      back={{ to: adminPaths.assignments, label: 'Back to assignments' }}
      loaded={loaded}
      loadFailure="Failed to load the submission"
      notFound="This submission does not exist, or is not in one of your courses."
    >
      {(submission) => <Marking key={submission.id} submission={submission} refresh={loaded.refresh} Brief={Brief} />}
    </AdminFormPage>
  );
}
