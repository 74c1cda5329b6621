import { COHORT_NOT_FOUND, type CohortDetails, type SeatView } from '@contract';
import { Anchor, Button, Container, Modal } from '@mantine/core';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';

import { formatDate } from '@/lib/format';
import { notifySuccess } from '@/lib/notify';
import { usePageMeta } from '@/lib/page-meta';
import { useApiData } from '@/lib/use-api-data';
import { ErrorState } from '@/ui/content/data-states';
import { PageHero } from '@/ui/content/page-hero';

import { downloadCohortCsv, getCohort, getCohortGrid, saveCohort } from '../api/cohort-api';
import { getEveryMember } from '../api/group-api';

import { CohortForm } from './cohort-form';
import { CohortGrid } from './cohort-grid';
import { CsvDownloadButton } from './csv-download-button';
import classes from './groups.module.css';
import { LiveSessionsPanel } from './live-sessions-panel';
import { Loaded, LoadingLines, Section } from './section';

function EditCohort({ groupId, details, onSaved }: { groupId: string; details: CohortDetails; onSaved: () => void }) {
  const [opened, setOpened] = useState(false);
  const { cohort } = details;
  const members = useApiData(
    (signal) => (opened ? getEveryMember(groupId, cohort.courseId, signal) : Promise.resolve([])),
    [groupId, cohort.courseId, opened],
    'Failed to load the members',
  );
  const seats: SeatView[] = [{ courseId: cohort.courseId, courseTitle: cohort.courseTitle, purchased: 0, used: 0, free: 0 }];
  return (
    <>
      <Button variant="white" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setOpened(true)}>
        Edit cohort
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Edit cohort" centered size="lg">
        <Loaded state={members} empty="" isEmpty={() => false}>
          {(data) => (
            <CohortForm
              seats={seats}
              members={data}
              initial={{
                courseId: cohort.courseId,
                name: cohort.name,
                startsOn: cohort.startsOn,
                endsOn: cohort.endsOn,
                memberUids: cohort.memberUids,
              }}
              submitLabel="Save cohort"
              onClose={() => setOpened(false)}
              onSubmit={async (input) => {
                await saveCohort(groupId, cohort.id, input);
                notifySuccess('Cohort saved');
                setOpened(false);
                onSaved();
              }}
            />
          )}
        </Loaded>
      </Modal>
    </>
  );
}

/** /groups/:groupId/cohorts/:cohortId: a cohort's progress grid, its CSV and reminders, and its live sessions. */
export function CohortPage() {
  const { groupId = '', cohortId = '' } = useParams();
  const [version, setVersion] = useState(0);
  const details = useApiData(
    (signal) => getCohort(groupId, cohortId, signal),
    [groupId, cohortId, version],
    'Failed to load the cohort',
  );
  const grid = useApiData(
    (signal) => getCohortGrid(groupId, cohortId, signal),
    [groupId, cohortId, version],
    'Failed to load the progress',
  );
  const ready = details.status === 'ready' ? details.data : null;
  usePageMeta(ready ? ready.cohort.name : 'Cohort');
  const reload = () => setVersion((n) => n + 1);

  return (
    <>
      <PageHero eyebrow={ready ? ready.cohort.courseTitle : 'Cohort'} title={ready ? ready.cohort.name : 'Cohort'}>
        <ul className={classes.heroFacts}>
          <li>
            <Anchor component={Link} to={`/groups/${encodeURIComponent(groupId)}`} c="inherit" underline="always">
              <IconArrowLeft size={14} aria-hidden /> Your group
            </Anchor>
          </li>
          {ready && (
            <>
              <li>
                {formatDate(ready.cohort.startsOn)} – {formatDate(ready.cohort.endsOn)}
              </li>
              <li>
                {ready.members.length} {ready.members.length === 1 ? 'member' : 'members'}
              </li>
            </>
          )}
        </ul>
        {ready && <EditCohort groupId={groupId} details={ready} onSaved={reload} />}
      </PageHero>
      <Container size="xl" className={classes.body}>
        {details.status === 'error' && (
          <ErrorState
            message={details.notFound ? COHORT_NOT_FOUND : details.message}
            onRetry={details.notFound ? undefined : details.reload}
          />
        )}
        {details.status !== 'error' && (
          <Section
            title="Progress"
            lead="Each member’s progress through the modules, best checkpoint scores and certificate. Remind anyone who has gone quiet: at most once a day."
            actions={
              <CsvDownloadButton
                download={() => downloadCohortCsv(groupId, cohortId)}
                failure="Could not download the progress"
                disabled={grid.status !== 'ready' || grid.data.rows.length === 0}
              />
            }
          >
            <Loaded
              state={grid}
              empty="This cohort has no members yet: edit it to add people."
              isEmpty={(data) => data.rows.length === 0}
            >
              {(data) => <CohortGrid groupId={groupId} grid={data} onChanged={grid.reload} />}
            </Loaded>
          </Section>
        )}
        {details.status === 'loading' && (
          <Section title="Live sessions">
            <LoadingLines />
          </Section>
        )}
        {ready && (
          <LiveSessionsPanel
            groupId={groupId}
            cohortId={cohortId}
            sessions={ready.sessions}
            members={ready.members}
            onChanged={reload}
          />
        )}
      </Container>
    </>
  );
}
