import { findUsers } from '../users/users.service';

import { listGroupIds } from './groups.repository';
import { sameTerms, seatSearchTerms } from './member-search';
import { pageAssignments, replaceSearchTerms } from './seats.repository';

/** Seats read (and their holders' profiles) per round. */
const BATCH = 300;

/**
 * Gives every seat in use the search terms its holder is found by today (scripts/ops/backfill-member-search.mjs):
 * those claimed before the members list could be searched, and any a failed refresh left with an
 * old name. Safe to run again, and while people claim and rename: a seat whose terms changed since
 * this run read them keeps them. Reads each group's held seats in pages, as the members list does;
 * writes only what changed.
 */
export async function backfillMemberSearch(): Promise<{ seats: number; written: number }> {
  let seats = 0;
  let written = 0;
  for (const groupId of await listGroupIds()) {
    for (let after: string | null = null; ;) {
      const batch = await pageAssignments(groupId, { courseId: null, after, limit: BATCH });
      seats += batch.length;
      const profiles = await findUsers(batch.map((seat) => seat.uid));
      for (const seat of batch) {
        const terms = seatSearchTerms(seat.email, profiles.get(seat.uid) ?? null);
        if (!sameTerms(seat.searchTerms, terms) && (await replaceSearchTerms(seat.id, seat.searchTerms, terms))) written += 1;
      }
      if (batch.length < BATCH) break;
      after = batch[batch.length - 1].enrollmentId;
    }
  }
  return { seats, written };
}
