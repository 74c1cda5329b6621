import type { Locale } from '@contract/locales';

import { useLocale } from '@/lib/i18n/use-t';

import type { LegalDocument } from '../content/legal-document';
import { PRIVACY_POLICY } from '../content/privacy-policy';
import { PRIVACY_POLICY_HI } from '../content/privacy-policy.hi';
import { TERMS_OF_SERVICE } from '../content/terms-of-service';
import { TERMS_OF_SERVICE_HI } from '../content/terms-of-service.hi';

import { LegalPage } from './legal-page';

/** Each legal text in every language of the site: a new language must bring its translation to compile. */
const PRIVACY: Record<Locale, LegalDocument> = { en: PRIVACY_POLICY, hi: PRIVACY_POLICY_HI };
const TERMS: Record<Locale, LegalDocument> = { en: TERMS_OF_SERVICE, hi: TERMS_OF_SERVICE_HI };

export const PrivacyPage = () => <LegalPage document={PRIVACY[useLocale()]} anchors={PRIVACY_POLICY} />;
export const TermsPage = () => <LegalPage document={TERMS[useLocale()]} anchors={TERMS_OF_SERVICE} />;
