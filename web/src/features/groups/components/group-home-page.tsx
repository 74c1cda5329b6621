import { GROUP_NOT_FOUND, gstStateName, type GroupView } from '@contract';
import { Button, Container } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { IconShoppingCart, IconUserPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useParams } from 'react-router-dom';

import { notifyApiError } from '@/lib/notify';
import { usePageMeta } from '@/lib/page-meta';
import { useApiData } from '@/lib/use-api-data';
import { ErrorState } from '@/ui/content/data-states';
import { PageHero } from '@/ui/content/page-hero';

import { getCatalogue, getGroup } from '../api/group-api';

import { BuySeats } from './buy-seats';
import { CohortsPanel } from './cohorts-panel';
import { InvitationsPanel, MembersPanel, SeatOrdersPanel } from './group-panels';
import classes from './groups.module.css';
import { InvitePeople } from './invite-people';
import { JoinLink } from './join-link';
import { Loaded, LoadingLines, Section } from './section';
import { SeatsOverview } from './seats-overview';

type Open = 'buy' | 'invite' | null;

function GroupHome({ group }: { group: GroupView }) {
  const [open, setOpen] = useState<Open>(null);
  const [version, setVersion] = useState(0);
  const [seats, setSeats] = useState(group.seats);
  const refreshSeats = useCallback(() => {
    getGroup(group.id).then(
      (fresh) => setSeats(fresh.seats),
      (error: unknown) => notifyApiError(error, 'Could not refresh the seats'),
    );
  }, [group.id]);
  const catalogue = useApiData((signal) => getCatalogue(signal), [], 'Failed to load the courses');
  const seated = seats.filter((seat) => seat.purchased > 0);
  const toggle = (next: Open) => setOpen((current) => (current === next ? null : next));

  return (
    <Container size="xl" className={classes.body}>
      <Section
        title="Seats"
        lead="Seats your group has bought, per course. A seat is used when someone claims it."
        actions={
          <>
            <Button
              leftSection={<IconShoppingCart size={18} aria-hidden />}
              onClick={() => toggle('buy')}
              aria-expanded={open === 'buy'}
            >
              Buy seats
            </Button>
            <Button
              variant="outline"
              leftSection={<IconUserPlus size={18} aria-hidden />}
              onClick={() => toggle('invite')}
              aria-expanded={open === 'invite'}
              disabled={seated.length === 0}
            >
              Invite people
            </Button>
          </>
        }
      >
        <SeatsOverview seats={seats} />
        {group.emailDomain && <JoinLink groupId={group.id} domain={group.emailDomain} />}
      </Section>

      {open === 'buy' && (
        <Section
          title="Buy seats"
          lead="Choose a course and how many seats; we price the order. Pay now, or by bank transfer against a proforma invoice."
        >
          <Loaded state={catalogue} empty="No courses are on sale right now." isEmpty={(courses) => courses.length === 0}>
            {(courses) => (
              <BuySeats
                groupId={group.id}
                courses={courses}
                discountPercent={group.volumeDiscountPercent}
                onOrdered={() => setVersion((n) => n + 1)}
                onPaid={refreshSeats}
                onClose={() => setOpen(null)}
              />
            )}
          </Loaded>
        </Section>
      )}

      {open === 'invite' && (
        <Section
          title="Invite people"
          lead="Paste their addresses. Each gets a mail with a link to claim a seat with that address."
        >
          <InvitePeople
            groupId={group.id}
            seats={seated}
            onInvited={() => {
              setVersion((n) => n + 1);
              setOpen(null);
            }}
            onClose={() => setOpen(null)}
          />
        </Section>
      )}

      <SeatOrdersPanel groupId={group.id} version={version} onPaid={refreshSeats} />
      <InvitationsPanel groupId={group.id} version={version} />
      <MembersPanel groupId={group.id} version={version} onChanged={() => setVersion((n) => n + 1)} />
      <CohortsPanel groupId={group.id} seats={seated} version={version} />
    </Container>
  );
}

/** /groups/:groupId: a manager's group (reached from the account menu's 'Your group'). */
export function GroupHomePage() {
  const { groupId = '' } = useParams();
  const group = useApiData((signal) => getGroup(groupId, signal), [groupId], 'Failed to load the group');
  usePageMeta(group.status === 'ready' ? group.data.name : 'Your group');
  const facts =
    group.status === 'ready'
      ? [
          group.data.legalName,
          gstStateName(group.data.stateCode),
          group.data.gstin ? `GSTIN ${group.data.gstin}` : null,
          group.data.volumeDiscountPercent > 0 ? `${group.data.volumeDiscountPercent} % volume discount` : null,
        ].filter(Boolean)
      : [];

  return (
    <ModalsProvider>
      <PageHero eyebrow="Your group" title={group.status === 'ready' ? group.data.name : 'Your group'}>
        {facts.length > 0 && (
          <ul className={classes.heroFacts}>
            {facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        )}
      </PageHero>
      {group.status === 'error' && (
        <Container size="xl" className={classes.body}>
          <ErrorState
            message={group.notFound ? `${GROUP_NOT_FOUND}. You may no longer manage it.` : group.message}
            onRetry={group.notFound ? undefined : group.reload}
          />
        </Container>
      )}
      {group.status === 'loading' && (
        <Container size="xl" className={classes.body}>
          <Section title="Seats">
            <LoadingLines />
          </Section>
        </Container>
      )}
      {group.status === 'ready' && <GroupHome group={group.data} />}
    </ModalsProvider>
  );
}
