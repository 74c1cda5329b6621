import type { LearnerLiveSession } from '@contract';
import { Button } from '@mantine/core';
import { IconCalendarPlus, IconVideo } from '@tabler/icons-react';
import { useState } from 'react';

import { formatIndianDateTime } from '@/lib/format';
import { notifyApiError } from '@/lib/notify';

import { downloadSessionCalendar } from '../api/live-session-calendar';

import classes from './learner-course-page.module.css';

function AddToCalendar({ session }: { session: LearnerLiveSession }) {
  const [saving, setSaving] = useState(false);
  return (
    <Button
      variant="light"
      size="sm"
      leftSection={<IconCalendarPlus size={16} aria-hidden />}
      loading={saving}
      aria-label={`Add ${session.title} to calendar`}
      onClick={() => {
        setSaving(true);
        downloadSessionCalendar(session.calendarPath)
          .catch((error: unknown) => notifyApiError(error, 'Could not download the calendar file'))
          .finally(() => setSaving(false));
      }}
    >
      Add to calendar
    </Button>
  );
}

/** The learner's upcoming live sessions of their cohort in this course: when, the join link and the .ics. */
export function LiveSessions({ sessions }: { sessions: LearnerLiveSession[] }) {
  if (sessions.length === 0) return null;
  return (
    <section className={classes.liveSessions} aria-labelledby="live-sessions-heading">
      <h2 id="live-sessions-heading" className={classes.liveHeading}>
        Upcoming live sessions
      </h2>
      <ul className={classes.liveList}>
        {sessions.map((session) => (
          <li key={session.id} className={classes.liveItem}>
            <div className={classes.liveText}>
              <p className={classes.liveTitle}>{session.title}</p>
              <p className={classes.liveMeta}>
                {formatIndianDateTime(session.startsAt)} · {session.durationMinutes} minutes · {session.cohortName}
              </p>
            </div>
            <div className={classes.liveActions}>
              <Button
                component="a"
                href={session.meetingUrl}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                leftSection={<IconVideo size={16} aria-hidden />}
                aria-label={`Join ${session.title}`}
              >
                Join
              </Button>
              <AddToCalendar session={session} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
