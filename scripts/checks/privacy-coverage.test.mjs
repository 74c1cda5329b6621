// @ts-check
// The privacy rights cannot forget a collection (issue 34; decision 0008): every collection whose
// documents carry a person (a uid or an email, functions/src/lib/collection-owners.ts) has exactly
// one answer in privacy.service.ts's PERSONAL_DATA, given by the collection's owner.
import { describe, expect, it } from 'vitest';

import { PERSONAL_DATA } from '../../functions/src/features/privacy/privacy.service.ts';
import { COLLECTION_OWNERS } from '../../functions/src/lib/collection-owners.ts';

/** What the answers leave uncovered or cover wrongly, one line each. */
function privacyGaps(owners, answers) {
  const gaps = [];
  for (const [name, { owner, person }] of Object.entries(owners)) {
    const answering = answers.filter((answer) => answer.collections.includes(name));
    if (person && answering.length === 0) gaps.push(`${name} carries a person and has no privacy answer`);
    if (answering.length > 1) gaps.push(`${name} has ${answering.length} privacy answers`);
    for (const answer of answering)
      if (answer.owner !== owner) gaps.push(`${name} is answered by ${answer.owner}, not its owner ${owner}`);
  }
  for (const answer of answers)
    for (const name of answer.collections)
      if (!(name in owners)) gaps.push(`${answer.owner} answers for '${name}', which the owners map lacks`);
  return gaps;
}

describe('privacy coverage', () => {
  it('answers for every collection that carries a person, each once and by its owner', () => {
    expect(privacyGaps(COLLECTION_OWNERS, PERSONAL_DATA)).toEqual([]);
  });

  it('fails a new collection with a person and no answer, and an answer from another feature', () => {
    const owners = {
      ...COLLECTION_OWNERS,
      watchParties: { owner: 'video', person: { uid: 'hostUid' } },
      invoices: { ...COLLECTION_OWNERS.invoices, owner: 'payments' },
    };
    expect(privacyGaps(owners, PERSONAL_DATA)).toEqual([
      'invoices is answered by invoices, not its owner payments',
      'watchParties carries a person and has no privacy answer',
    ]);
  });
});
