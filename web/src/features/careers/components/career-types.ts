import type { CareerType } from '@contract';

import { msg } from '@/lib/i18n/message-id';

/** How each kind of job is named in the page's language: the stored value is the English one. */
const CAREER_TYPE_MESSAGES = {
  'Full-time': msg('career.type.fullTime'),
  'Part-time': msg('career.type.partTime'),
  Contract: msg('career.type.contract'),
  Internship: msg('career.type.internship'),
  Freelance: msg('career.type.freelance'),
} as const satisfies Record<CareerType, string>;

export const careerTypeMessage = (type: CareerType) => CAREER_TYPE_MESSAGES[type];
