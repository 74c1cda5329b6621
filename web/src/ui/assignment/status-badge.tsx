import type { SubmissionStatus } from '@contract';
import { Badge } from '@mantine/core';

const STATUS: Record<SubmissionStatus, { label: string; color: string }> = {
  submitted: { label: 'Awaiting mark', color: 'navy.7' },
  passed: { label: 'Passed', color: 'pitch.8' },
  needs_work: { label: 'Needs work', color: 'ball.8' },
};

/** A submission's state in one word or two, the same in the queue and on the marking page. */
export function StatusBadge({ status }: { status: SubmissionStatus }) {
  return (
    <Badge variant="outline" color={STATUS[status].color}>
      {STATUS[status].label}
    </Badge>
  );
}

/** Handed in after its due date. */
export function LateBadge() {
  return (
    <Badge variant="light" color="#8a4b00">
      Late
    </Badge>
  );
}

/** Not marked by the date the course promised. */
export function OverdueBadge() {
  return (
    <Badge variant="filled" color="ball.7">
      Overdue
    </Badge>
  );
}
