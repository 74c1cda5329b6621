import type { LearnerLiveSession } from '@contract';
import { Button } from '@mantine/core';
import { IconCalendarPlus, IconVideo } from '@tabler/icons-react';
import { useState } from 'react';

import { formatIndianDateTime } from '@/lib/format';
import { useNotifyFailure } from '@/lib/i18n/use-failure-message';
import { useLocale, useT } from '@/lib/i18n/use-t';

import { downloadSessionCalendar } from '../api/live-session-calendar';

import classes from './learner-course-page.module.css';

function AddToCalendar({ session }: { session: LearnerLiveSession }) {
  const t = useT();
  const notifyFailure = useNotifyFailure();
  const [saving, setSaving] = useState(false);
  return (
    <Button
      variant="light"
      size="sm"
      leftSection={<IconCalendarPlus size={16} aria-hidden />}
      loading={saving}
      aria-label={t('liveSessions.addToCalendarLabel', { title: session.title })}
      onClick={() => {
        setSaving(true);
        downloadSessionCalendar(session.calendarPath)
          .catch((error: unknown) => notifyFailure(error, t('liveSessions.calendarFailed')))
          .finally(() => setSaving(false));
      }}
    >
      {t('liveSessions.addToCalendar')}
    </Button>
  );
}

/** The learner's upcoming live sessions of their cohort in this course: when, the join link and the .ics. */
export function LiveSessions({ sessions }: { sessions: LearnerLiveSession[] }) {
  const t = useT();
  const locale = useLocale();
  if (sessions.length === 0) return null;
  return (
    <section className={classes.liveSessions} aria-labelledby="live-sessions-heading">
      <h2 id="live-sessions-heading" className={classes.liveHeading}>
        {t('liveSessions.title')}
      </h2>
      <ul className={classes.liveList}>
        {sessions.map((session) => (
          <li key={session.id} className={classes.liveItem}>
            <div className={classes.liveText}>
              <p className={classes.liveTitle}>{session.title}</p>
              <p className={classes.liveMeta}>
                {t('liveSessions.meta', {
                  when: formatIndianDateTime(session.startsAt, locale),
                  minutes: session.durationMinutes,
                  cohort: session.cohortName,
                })}
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
                aria-label={t('liveSessions.joinLabel', { title: session.title })}
              >
                {t('liveSessions.join')}
              </Button>
              <AddToCalendar session={session} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
