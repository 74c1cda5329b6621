import { PRIVACY_POLICY } from '../content/privacy-policy';
import { TERMS_OF_SERVICE } from '../content/terms-of-service';

import { LegalPage } from './legal-page';

export const PrivacyPage = () => <LegalPage document={PRIVACY_POLICY} />;
export const TermsPage = () => <LegalPage document={TERMS_OF_SERVICE} />;
