import type { SeatView } from '@contract';
import { Badge, Button } from '@mantine/core';
import { IconCalendarEvent, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { formatDate } from '@/lib/format';
import { notifySuccess } from '@/lib/notify';
import { useApiData } from '@/lib/use-api-data';

import { createCohort, getCohorts } from '../api/cohort-api';
import { getEveryMember } from '../api/group-api';

import { CohortForm } from './cohort-form';
import classes from './cohorts.module.css';
import { Loaded, Section } from './section';

export const cohortPath = (groupId: string, cohortId: string) =>
  `/groups/${encodeURIComponent(groupId)}/cohorts/${encodeURIComponent(cohortId)}`;

/** The group's cohorts, each a card to its progress grid and live sessions, and 'New cohort'. */
export function CohortsPanel({ groupId, seats, version = 0 }: { groupId: string; seats: SeatView[]; version?: number }) {
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  const cohorts = useApiData((signal) => getCohorts(groupId, signal), [groupId, version], 'Failed to load the cohorts');
  // Read only for the form: every holder of the group's seats, page after page.
  const members = useApiData(
    (signal) => (creating ? getEveryMember(groupId, undefined, signal) : Promise.resolve([])),
    [groupId, version, creating],
    'Failed to load the members',
  );

  return (
    <Section
      title="Cohorts"
      lead="Group people who take a course together: follow their progress side by side and run live sessions for them."
      actions={
        <Button
          leftSection={<IconUsersGroup size={18} aria-hidden />}
          onClick={() => setCreating((open) => !open)}
          aria-expanded={creating}
          disabled={seats.length === 0}
        >
          New cohort
        </Button>
      }
    >
      {creating && (
        <div className={classes.createBox}>
          <Loaded state={members} empty="" isEmpty={() => false}>
            {(data) => (
              <CohortForm
                seats={seats}
                members={data}
                submitLabel="Create cohort"
                onClose={() => setCreating(false)}
                onSubmit={async (input) => {
                  const cohort = await createCohort(groupId, input);
                  notifySuccess(`Cohort ${cohort.name} created`);
                  void navigate(cohortPath(groupId, cohort.id));
                }}
              />
            )}
          </Loaded>
        </div>
      )}
      <Loaded
        state={cohorts}
        empty={
          seats.length
            ? 'No cohorts yet. Create one to follow a batch of learners together.'
            : 'Buy seats of a course to make a cohort.'
        }
        isEmpty={(data) => data.cohorts.length === 0}
      >
        {(data) => (
          <ul className={classes.cohortGrid}>
            {data.cohorts.map((cohort) => (
              <li key={cohort.id}>
                <Link to={cohortPath(groupId, cohort.id)} className={classes.cohortCard}>
                  <span className={classes.cohortName}>{cohort.name}</span>
                  <span className={classes.cohortCourse}>{cohort.courseTitle}</span>
                  <span className={classes.cohortMeta}>
                    {formatDate(cohort.startsOn)} – {formatDate(cohort.endsOn)}
                  </span>
                  <span className={classes.cohortBadges}>
                    <Badge variant="light" color="navy" leftSection={<IconUsersGroup size={12} aria-hidden />}>
                      {cohort.memberUids.length} {cohort.memberUids.length === 1 ? 'member' : 'members'}
                    </Badge>
                    {cohort.upcomingSessions > 0 && (
                      <Badge variant="light" color="pitch.8" leftSection={<IconCalendarEvent size={12} aria-hidden />}>
                        {cohort.upcomingSessions} upcoming {cohort.upcomingSessions === 1 ? 'session' : 'sessions'}
                      </Badge>
                    )}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
    </Section>
  );
}
