import type { CohortMemberView, LiveSessionInput, LiveSessionView } from '@contract';
import { Anchor, Badge, Button, Checkbox, Modal, NumberInput, TextInput } from '@mantine/core';
import { IconCalendarPlus, IconPencil, IconUserCheck, IconVideo, IconX } from '@tabler/icons-react';
import { useState } from 'react';

import { formatIndianDateTime, indianLocalToInstant, instantToIndianLocal } from '@/lib/format';
import { notifyApiError, notifySuccess } from '@/lib/notify';
import { useFieldErrorsSubmit } from '@/lib/use-form-submit';

import { cancelSession, editSession, saveAttendance, scheduleSession } from '../api/cohort-api';

import classes from './cohorts.module.css';
import { FormActions } from './form-actions';
import groupClasses from './groups.module.css';
import { Section } from './section';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The calendar tile of a session: its Indian day. */
function DateTile({ startsAt }: { startsAt: string }) {
  const ist = new Date(Date.parse(startsAt) + 5.5 * 3_600_000);
  return (
    <span className={classes.dateTile} aria-hidden>
      <span>{MONTHS[ist.getUTCMonth()]}</span>
      <span>{ist.getUTCDate()}</span>
    </span>
  );
}

/** Schedule or change a session: title, start in Indian time, duration, the https meeting link, later a recording. */
function SessionForm({
  initial,
  onSubmit,
  onClose,
}: {
  initial?: LiveSessionView;
  onSubmit: (input: LiveSessionInput) => Promise<void>;
  onClose: () => void;
}) {
  const [title, setTitle] = useState(initial?.title ?? '');
  const [startsAt, setStartsAt] = useState(initial ? instantToIndianLocal(initial.startsAt) : '');
  const [duration, setDuration] = useState<number | string>(initial?.durationMinutes ?? 60);
  const [meetingUrl, setMeetingUrl] = useState(initial?.meetingUrl ?? '');
  const [recordingUrl, setRecordingUrl] = useState(initial?.recordingUrl ?? '');
  const { saving, errors, submit } = useFieldErrorsSubmit('Could not save the session');

  const save = submit(() =>
    onSubmit({
      title: title.trim(),
      startsAt: startsAt ? indianLocalToInstant(startsAt) : '',
      durationMinutes: Number(duration),
      meetingUrl: meetingUrl.trim(),
      recordingUrl: recordingUrl.trim() || null,
    }),
  );

  return (
    <form className={groupClasses.form} onSubmit={(event) => void save(event)} noValidate>
      <TextInput
        label="Title"
        required
        value={title}
        onChange={(e) => setTitle(e.currentTarget.value)}
        error={errors.title}
        maxLength={120}
        data-autofocus
      />
      <div className={groupClasses.formRow}>
        <TextInput
          label="Starts at (IST)"
          type="datetime-local"
          required
          value={startsAt}
          onChange={(e) => setStartsAt(e.currentTarget.value)}
          error={errors.startsAt}
        />
        <NumberInput
          label="Duration (minutes)"
          required
          min={5}
          max={480}
          step={15}
          value={duration}
          onChange={setDuration}
          error={errors.durationMinutes}
        />
      </div>
      <TextInput
        label="Meeting link"
        description="Google Meet, Zoom, Teams or any https:// address"
        placeholder="https://meet.google.com/…"
        type="url"
        required
        value={meetingUrl}
        onChange={(e) => setMeetingUrl(e.currentTarget.value)}
        error={errors.meetingUrl}
      />
      {initial && (
        <TextInput
          label="Recording link"
          placeholder="https://…"
          type="url"
          value={recordingUrl}
          onChange={(e) => setRecordingUrl(e.currentTarget.value)}
          error={errors.recordingUrl}
        />
      )}
      <p className={groupClasses.muted}>Every member gets a mail with a calendar invitation{initial ? ' to the change' : ''}.</p>
      <FormActions onCancel={onClose}>
        <Button type="submit" loading={saving}>
          {initial ? 'Save and notify members' : 'Schedule and invite members'}
        </Button>
      </FormActions>
    </form>
  );
}

function AttendanceForm({
  session,
  members,
  onSubmit,
  onClose,
}: {
  session: LiveSessionView;
  members: CohortMemberView[];
  onSubmit: (attendance: Record<string, boolean>) => Promise<void>;
  onClose: () => void;
}) {
  const [present, setPresent] = useState<string[]>(members.filter((m) => session.attendance[m.uid]).map((m) => m.uid));
  const [saving, setSaving] = useState(false);
  return (
    <form
      className={groupClasses.form}
      onSubmit={(event) => {
        event.preventDefault();
        setSaving(true);
        void onSubmit(Object.fromEntries(members.map((m) => [m.uid, present.includes(m.uid)]))).finally(() => setSaving(false));
      }}
    >
      <Checkbox.Group label="Who attended" value={present} onChange={setPresent}>
        <ul className={groupClasses.memberChecks}>
          {members.map((member) => (
            <li key={member.uid}>
              <Checkbox value={member.uid} label={member.name || member.email} />
            </li>
          ))}
        </ul>
      </Checkbox.Group>
      <FormActions onCancel={onClose}>
        <Button type="submit" loading={saving}>
          Save attendance
        </Button>
      </FormActions>
    </form>
  );
}

type Editing =
  { kind: 'new' } | { kind: 'edit'; session: LiveSessionView } | { kind: 'attendance'; session: LiveSessionView } | null;

/** A cohort's live sessions: schedule one, change or cancel it (members are mailed an .ics each time), mark attendance. */
export function LiveSessionsPanel({
  groupId,
  cohortId,
  sessions,
  members,
  onChanged,
}: {
  groupId: string;
  cohortId: string;
  sessions: LiveSessionView[];
  members: CohortMemberView[];
  onChanged: () => void;
}) {
  const [editing, setEditing] = useState<Editing>(null);
  const [cancelling, setCancelling] = useState<string | null>(null);
  // The moment the list was loaded: upcoming and held are told apart as of then.
  const [now] = useState(() => Date.now());
  const upcoming = sessions
    .filter((s) => s.status === 'scheduled' && Date.parse(s.endsAt) > now)
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const past = sessions.filter((s) => !upcoming.includes(s));
  const done = (message: string) => {
    notifySuccess(message);
    setEditing(null);
    onChanged();
  };

  const row = (session: LiveSessionView) => {
    const cancelled = session.status === 'cancelled';
    const ended = !cancelled && Date.parse(session.endsAt) <= now;
    const attended = Object.values(session.attendance).filter(Boolean).length;
    return (
      <li key={session.id} className={`${classes.session} ${cancelled ? classes.sessionCancelled : ''}`}>
        <DateTile startsAt={session.startsAt} />
        <div>
          <p className={classes.sessionTitle}>
            {session.title}{' '}
            {cancelled && (
              <Badge color="gray.7" variant="light">
                Cancelled
              </Badge>
            )}
            {ended && (
              <Badge color="navy" variant="light">
                Held · {attended} of {members.length} attended
              </Badge>
            )}
          </p>
          <p className={classes.sessionMeta}>
            {formatIndianDateTime(session.startsAt)} · {session.durationMinutes} minutes
          </p>
          {!cancelled && (
            <p className={classes.sessionMeta}>
              <Anchor href={session.meetingUrl} target="_blank" rel="noopener noreferrer" size="sm">
                {session.meetingUrl}
              </Anchor>
              {session.recordingUrl && (
                <>
                  {' · '}
                  <Anchor href={session.recordingUrl} target="_blank" rel="noopener noreferrer" size="sm">
                    Recording
                  </Anchor>
                </>
              )}
            </p>
          )}
        </div>
        {!cancelled && (
          <div className={classes.sessionActions}>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPencil size={14} aria-hidden />}
              onClick={() => setEditing({ kind: 'edit', session })}
              aria-label={`Edit ${session.title}`}
            >
              Edit
            </Button>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconUserCheck size={14} aria-hidden />}
              onClick={() => setEditing({ kind: 'attendance', session })}
              aria-label={`Attendance of ${session.title}`}
            >
              Attendance
            </Button>
            {!ended && (
              <Button
                size="xs"
                variant="subtle"
                color="ball.7"
                leftSection={<IconX size={14} aria-hidden />}
                loading={cancelling === session.id}
                aria-label={`Cancel ${session.title}`}
                onClick={() => {
                  if (!window.confirm(`Cancel “${session.title}”? Every member is told by mail.`)) return;
                  setCancelling(session.id);
                  cancelSession(groupId, cohortId, session.id)
                    .then(done)
                    .catch((error: unknown) => notifyApiError(error, 'Could not cancel the session'))
                    .finally(() => setCancelling(null));
                }}
              >
                Cancel session
              </Button>
            )}
          </div>
        )}
      </li>
    );
  };

  return (
    <Section
      title="Live sessions"
      lead="Members get an invitation with a calendar file, an update or cancellation when it changes, and a reminder an hour before."
      actions={
        <Button
          leftSection={<IconCalendarPlus size={18} aria-hidden />}
          onClick={() => setEditing({ kind: 'new' })}
          disabled={members.length === 0}
        >
          Schedule a session
        </Button>
      }
    >
      {sessions.length === 0 ? (
        <p className={groupClasses.state}>
          <IconVideo size={18} aria-hidden /> No live sessions yet.
        </p>
      ) : (
        <ul className={classes.sessions}>
          {upcoming.map(row)}
          {past.map(row)}
        </ul>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing?.kind === 'new' ? 'Schedule a live session' : editing?.kind === 'edit' ? 'Change the session' : 'Attendance'
        }
        centered
        size="lg"
      >
        {editing?.kind === 'new' && (
          <SessionForm
            onClose={() => setEditing(null)}
            onSubmit={async (input) => done(await scheduleSession(groupId, cohortId, input))}
          />
        )}
        {editing?.kind === 'edit' && (
          <SessionForm
            initial={editing.session}
            onClose={() => setEditing(null)}
            onSubmit={async (input) => done(await editSession(groupId, cohortId, editing.session.id, input))}
          />
        )}
        {editing?.kind === 'attendance' && (
          <AttendanceForm
            session={editing.session}
            members={members}
            onClose={() => setEditing(null)}
            onSubmit={async (attendance) => {
              try {
                done(await saveAttendance(groupId, cohortId, editing.session.id, { attendance }));
              } catch (error) {
                notifyApiError(error, 'Could not save the attendance');
              }
            }}
          />
        )}
      </Modal>
    </Section>
  );
}
