import type { SubmissionStatus } from '@contract';
import { Badge } from '@mantine/core';

import { useT } from '@/lib/i18n/use-t';

const COLOR: Record<SubmissionStatus, string> = {
  submitted: 'navy.7',
  passed: 'pitch.8',
  needs_work: 'ball.8',
};

/** A submission's state in one word or two, the same in the queue and on the marking page. */
export function StatusBadge({ status }: { status: SubmissionStatus }) {
  const t = useT();
  return (
    <Badge variant="outline" color={COLOR[status]}>
      {t('assignment.status', { status })}
    </Badge>
  );
}

/** Handed in after its due date. */
export function LateBadge() {
  const t = useT();
  return (
    <Badge variant="light" color="#8a4b00">
      {t('assignment.late')}
    </Badge>
  );
}

/** Not marked by the date the course promised. */
export function OverdueBadge() {
  const t = useT();
  return (
    <Badge variant="filled" color="ball.7">
      {t('assignment.overdue')}
    </Badge>
  );
}
