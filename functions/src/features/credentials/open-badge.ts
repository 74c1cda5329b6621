import { createHash, randomBytes } from 'node:crypto';

import { LOCALES, SOURCE_LOCALE, type Locale } from '../../contract/locales';

import { OB_CONTEXT, VC_CONTEXT, issuerProfile, publishedAddresses } from './issuer';

export interface CredentialFacts {
  origin: string;
  hash: string;
  certificateId: string;
  /** The course in English: its name is the credential's own. */
  course: { uid: string; title: string; description: string };
  /** Earned in another language (its checkpoint taken in it): the course's name and description in it (decision 0099). */
  earnedIn?: { language: Locale; title: string; description: string };
  modulesPassed: string[];
  /** Null on a certificate of completion (a course without checkpoints). */
  score: number | null;
  grade: string | null;
  /** The email only when the holder has verified it; otherwise the credential names them alone. */
  recipient: { name: string; email: string | null };
  completedAt: string;
  issuedAt: string;
  statusIndex: number;
}

export const ACHIEVEMENT_CREDENTIAL_SCHEMA =
  'https://purl.imsglobal.org/spec/ob/v3p0/schema/json/ob_v3p0_achievementcredential_schema.json';

/**
 * The recipient is named in clear (the certificate shows the name anyway) and by a salted SHA-256 of
 * the email, so an employer who knows the learner's address can confirm it without it being published.
 */
function recipientIdentifiers(recipient: CredentialFacts['recipient']) {
  const name = { type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: recipient.name };
  if (!recipient.email) return [name];
  const salt = randomBytes(8).toString('hex');
  const emailHash = createHash('sha256').update(`${recipient.email.trim().toLowerCase()}${salt}`).digest('hex');
  return [
    name,
    { type: 'IdentityObject', identityType: 'emailAddress', hashed: true, identityHash: `sha256$${emailHash}`, salt },
  ];
}

/**
 * The achievement, under the name of the language it was earned in (decision 0099). An English one is
 * the course's English page and name. One earned in another language is that language's edition of
 * the course: its page there, its name and description in it, marked with Open Badges 3.0's language
 * of the achievement (`@language`), and related to the English edition (`related`, Open Badges' way to
 * name an alternate language edition); the credential's own name keeps the English name beside it.
 */
function achievementOf(facts: CredentialFacts, at: ReturnType<typeof publishedAddresses>) {
  const { course, earnedIn } = facts;
  if (!earnedIn)
    return {
      id: at.coursePage(course.uid),
      type: ['Achievement'],
      achievementType: 'Certificate',
      name: course.title,
      description: course.description,
    };
  const page = at.coursePageIn(earnedIn.language, course.uid);
  return {
    id: page,
    type: ['Achievement'],
    achievementType: 'Certificate',
    name: earnedIn.title,
    '@language': LOCALES[earnedIn.language].hreflang,
    description: earnedIn.description,
    related: [{ id: at.coursePage(course.uid), type: ['Related'], '@language': LOCALES[SOURCE_LOCALE].hreflang }],
  };
}

/** An Open Badges 3.0 OpenBadgeCredential (Verifiable Credentials data model 2.0) for one certificate. */
export function buildOpenBadgeCredential(facts: CredentialFacts) {
  const at = publishedAddresses(facts.origin);
  const issuer = issuerProfile(facts.origin);
  const modules = facts.modulesPassed.length;
  return {
    '@context': [VC_CONTEXT, OB_CONTEXT],
    id: at.credential(facts.hash),
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: `${facts.course.title} — Certificate of Completion`,
    description: `Certificate ${facts.certificateId}, verifiable at ${at.verifyPage(facts.hash)}`,
    issuer,
    validFrom: facts.issuedAt,
    awardedDate: facts.completedAt,
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: recipientIdentifiers(facts.recipient),
      achievement: {
        ...achievementOf(facts, at),
        criteria: {
          id: facts.earnedIn ? at.coursePageIn(facts.earnedIn.language, facts.course.uid) : at.coursePage(facts.course.uid),
          narrative:
            modules > 0
              ? `Complete every lesson and pass every checkpoint of the ${modules} module${modules === 1 ? '' : 's'} of the course.`
              : 'Complete every lesson of the course.',
        },
        creator: issuer,
      },
    },
    evidence: [
      {
        id: at.verifyPage(facts.hash),
        type: ['Evidence'],
        name: 'Modules passed and final score',
        narrative:
          (modules > 0 ? `Modules passed: ${facts.modulesPassed.join('; ')}. ` : '') +
          (facts.score === null
            ? 'Certificate of completion: the course has no graded checkpoints, so no score or grade.'
            : `Final score ${facts.score}% (grade ${facts.grade}).`),
      },
    ],
    credentialStatus: {
      id: `${at.statusList}#${facts.statusIndex}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(facts.statusIndex),
      statusListCredential: at.statusList,
    },
    credentialSchema: [{ id: ACHIEVEMENT_CREDENTIAL_SCHEMA, type: '1EdTechJsonSchemaValidator2019' }],
  };
}

export type OpenBadgeCredential = ReturnType<typeof buildOpenBadgeCredential>;
