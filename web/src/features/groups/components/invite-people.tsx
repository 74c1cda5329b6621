import type { SeatView } from '@contract';
import { Alert, Button, NativeSelect, Textarea } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useState } from 'react';

import { ApiError } from '@/lib/api-client';
import { notifyApiError, notifySuccess } from '@/lib/notify';

import { invite } from '../api/group-api';

import { FormActions } from './form-actions';
import classes from './groups.module.css';
import { inviteRows, tooMany } from './invite-rows';

interface InvitePeopleProps {
  groupId: string;
  /** The courses the group has seats of. */
  seats: SeatView[];
  onInvited: () => void;
  onClose: () => void;
}

/**
 * 'Invite people': addresses pasted one a line or separated by commas, checked row by row as they
 * are typed; the server's own objections (an address that already claimed a seat) land on their row.
 */
export function InvitePeople({ groupId, seats, onInvited, onClose }: InvitePeopleProps) {
  const [courseId, setCourseId] = useState(seats.length === 1 ? seats[0].courseId : '');
  const [text, setText] = useState('');
  const [courseError, setCourseError] = useState<string | null>(null);
  const [serverProblems, setServerProblems] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  const rows = inviteRows(text).map((row) => ({
    ...row,
    problem: row.problem ?? (row.email ? (serverProblems[row.email] ?? null) : null),
  }));
  const problems = rows.filter((row) => row.problem);
  const listProblem = tooMany(rows);
  const course = seats.find((seat) => seat.courseId === courseId);

  const send = async () => {
    if (!courseId) {
      setCourseError('Choose the course to invite them to');
      return;
    }
    if (rows.length === 0 || problems.length > 0 || listProblem) return;
    const emails = rows.map((row) => row.email!);
    setSending(true);
    try {
      const { invitations } = await invite(groupId, { courseId, emails });
      notifySuccess(`${invitations.length} ${invitations.length === 1 ? 'invitation' : 'invitations'} sent`);
      setText('');
      onInvited();
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.length) {
        const byRow: Record<string, string> = {};
        for (const { msg, path } of error.fieldErrors) {
          const index = /^emails\.(\d+)$/.exec(path ?? '')?.[1];
          if (index !== undefined && emails[Number(index)]) byRow[emails[Number(index)]] = msg;
          if (path === 'courseId') setCourseError(msg);
        }
        setServerProblems(byRow);
      }
      notifyApiError(error, 'Could not send the invitations');
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className={classes.form}
      noValidate
      aria-label="Invite people"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <NativeSelect
        size="md"
        label="Course"
        value={courseId}
        error={courseError}
        onChange={(event) => {
          setCourseId(event.currentTarget.value);
          setCourseError(null);
        }}
        data={[
          { value: '', label: 'Choose a course' },
          ...seats.map((seat) => ({ value: seat.courseId, label: `${seat.courseTitle} · ${seat.free} free` })),
        ]}
      />
      <Textarea
        label="Email addresses"
        description="One a line, or separated by commas. Each person gets their own link to claim a seat."
        placeholder={'coach.one@example.org\ncoach.two@example.org'}
        autosize
        minRows={4}
        maxRows={12}
        value={text}
        error={listProblem}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setServerProblems({});
        }}
      />
      {rows.length > 0 && (
        <div aria-live="polite">
          {problems.length > 0 ? (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={20} aria-hidden />}
              title={`Fix ${problems.length === 1 ? '1 row' : `${problems.length} rows`} before sending`}
            >
              <ul className={classes.rows} aria-label="Rows to fix">
                {problems.map((row, index) => (
                  <li key={`${row.text}-${index}`} className={classes.rowProblem}>
                    <strong>{row.text}</strong>: {row.problem}
                  </li>
                ))}
              </ul>
            </Alert>
          ) : (
            <p className={classes.rowOk} style={{ margin: 0, display: 'flex', gap: 6, alignItems: 'center' }}>
              <IconCircleCheck size={18} aria-hidden />
              {rows.length} {rows.length === 1 ? 'address' : 'addresses'} ready
              {course && rows.length > course.free && ` (more than the ${course.free} free seats: the first to claim get them)`}
            </p>
          )}
        </div>
      )}
      <FormActions onCancel={onClose}>
        <Button
          type="submit"
          leftSection={<IconSend size={16} aria-hidden />}
          loading={sending}
          disabled={rows.length === 0 || problems.length > 0 || listProblem !== null}
        >
          Send invitations
        </Button>
      </FormActions>
    </form>
  );
}
