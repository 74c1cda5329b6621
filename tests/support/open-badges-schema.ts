/**
 * The required fields of an Open Badges 3.0 AchievementCredential (OpenBadgeCredential), written for
 * these tests from the required-field tables of the 1EdTech specification (appendix B: the
 * AchievementCredential, Profile, AchievementSubject, Achievement, Criteria, IdentityObject, Evidence,
 * CredentialStatus and CredentialSchema classes). Not the published schema file: that is fetched at
 * verification time by real verifiers and is not ours to copy.
 */
const uri = { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9+.-]*:\\S+$' };
const dateTime = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$' };
const typeIncluding = (name: string) => ({
  oneOf: [{ const: name }, { type: 'array', minItems: 1, items: { type: 'string' }, contains: { const: name } }],
});

const profile = {
  type: 'object',
  required: ['id', 'type'],
  properties: { id: uri, type: typeIncluding('Profile'), name: { type: 'string' }, url: uri },
};

export const achievementCredentialSchema = {
  type: 'object',
  required: ['@context', 'id', 'type', 'name', 'issuer', 'validFrom', 'credentialSubject'],
  properties: {
    '@context': {
      type: 'array',
      minItems: 2,
      items: [
        { const: 'https://www.w3.org/ns/credentials/v2' },
        { type: 'string', pattern: '^https://purl\\.imsglobal\\.org/spec/ob/v3p0/context(-3\\.\\d\\.\\d)?\\.json$' },
      ],
    },
    id: uri,
    type: {
      type: 'array',
      allOf: [
        { contains: { const: 'VerifiableCredential' } },
        { contains: { enum: ['AchievementCredential', 'OpenBadgeCredential'] } },
      ],
    },
    name: { type: 'string', minLength: 1 },
    issuer: { anyOf: [uri, profile] },
    validFrom: dateTime,
    validUntil: dateTime,
    awardedDate: dateTime,
    credentialSubject: {
      type: 'object',
      required: ['type', 'achievement'],
      anyOf: [{ required: ['id'] }, { required: ['identifier'] }],
      properties: {
        id: uri,
        type: typeIncluding('AchievementSubject'),
        identifier: {
          type: 'array',
          items: {
            type: 'object',
            required: ['type', 'hashed', 'identityHash', 'identityType'],
            properties: {
              type: { const: 'IdentityObject' },
              hashed: { type: 'boolean' },
              identityHash: { type: 'string' },
              identityType: { type: 'string' },
              salt: { type: 'string' },
            },
          },
        },
        achievement: {
          type: 'object',
          required: ['id', 'type', 'criteria', 'description', 'name'],
          properties: {
            id: uri,
            type: typeIncluding('Achievement'),
            criteria: { type: 'object', anyOf: [{ required: ['id'] }, { required: ['narrative'] }] },
            description: { type: 'string' },
            name: { type: 'string' },
            creator: profile,
          },
        },
      },
    },
    evidence: {
      type: 'array',
      items: { type: 'object', required: ['type'], properties: { id: uri, type: typeIncluding('Evidence') } },
    },
    credentialStatus: { type: 'object', required: ['id', 'type'], properties: { id: uri, type: { type: 'string' } } },
    credentialSchema: {
      type: 'array',
      items: { type: 'object', required: ['id', 'type'], properties: { id: uri, type: { type: 'string' } } },
    },
  },
};
