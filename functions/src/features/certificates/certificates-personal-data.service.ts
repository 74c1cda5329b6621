import { personalDataAnswer } from '../../lib/personal-data';

import { findCertificateDocumentsOf, withdrawCertificatesInTransaction } from './certificates.repository';

export const WITHDRAWN = 'Withdrawn by its holder';

/** Certificates: exported; on closing revoked as withdrawn and kept, nameless, so their links still answer. */
export const certificatesPersonalData = personalDataAnswer({
  owner: 'certificates',
  collections: ['certificates'],
  find: (person) => findCertificateDocumentsOf(person.uid),
  exportOf: (certificates) => ({ certificates }),
  eraseInTransaction: (tx, certificates) => withdrawCertificatesInTransaction(tx, certificates, WITHDRAWN),
  kept: `Certificates stay verifiable by their link, without your name, and answer '${WITHDRAWN}'.`,
});
