import { SITE } from '@/config/site';

import type { LegalDocument } from './legal-document';

const { contact } = SITE;

export const PRIVACY_POLICY: LegalDocument = {
  title: 'Privacy Policy',
  summary: `How ${SITE.name} collects, uses, shares and protects personal data on its website and learning platform.`,
  updated: 'November 25, 2026',
  intro: `${SITE.legalName} (“${SITE.name}”, “we”, “us”) respects your privacy. This policy explains what personal data we collect when you visit our website, contact us, create an account or take a course on our learning platform, why we collect it, who we share it with, and the choices and rights you have. We process personal data in line with the Digital Personal Data Protection Act, 2023, the Information Technology Act, 2000 and the rules made under them, and, where it applies to you, the EU and UK General Data Protection Regulation.`,
  sections: [
    {
      title: 'Who we are',
      body: [
        `${SITE.legalName} is a company incorporated in India and part of ${SITE.parentDivision}. We are the data fiduciary (controller) for the personal data described in this policy. Our registered office is at ${contact.address}.`,
        `Questions about this policy or your data can be sent to our Grievance Officer at ${contact.privacyEmail}.`,
      ],
    },
    {
      title: 'Data we collect',
      body: [
        'We collect only what we need for the purposes below:',
        [
          'Account data: your name, email address, password (stored only as a salted hash by our authentication provider), role, profile picture if you add one, and the dates you registered and last signed in.',
          'Learning data: the courses you enroll in, lesson progress, time spent, checkpoint answers, attempts, scores and any certificates issued to you.',
          'Payment data: the course, amount, currency, payment method type and the status and reference of each payment. Card numbers are handled by our payment provider and never stored by us.',
          'Contact data: the name, email address and message you send through our contact form, and our replies.',
          'Technical data: IP address, browser and device type, pages requested and timestamps, kept in server logs for security and to prevent abuse.',
        ],
        'We do not knowingly collect personal data from children under 18 without the verifiable consent of a parent or guardian. If you believe a child has given us personal data without such consent, please contact us and we will delete it.',
      ],
    },
    {
      title: 'How we use your data',
      body: [
        [
          'To create and secure your account and keep you signed in.',
          'To provide the courses you enroll in, track your progress, grade checkpoints and issue certificates.',
          'To process payments and keep the accounting records the law requires.',
          'To answer your enquiries and provide support.',
          'To protect the platform: rate-limiting sign-in attempts, detecting fraud and investigating misuse.',
          'To improve the website and courses using aggregated, non-identifying statistics.',
        ],
        'We do not sell your personal data, and we do not use it for advertising profiles.',
      ],
    },
    {
      title: 'Legal basis',
      body: [
        'We process your data on the basis of your consent (for example when you register or send a message), to perform our contract with you (when you take a course), to comply with legal obligations (tax and accounting records) and, where the GDPR applies, for our legitimate interests in keeping the platform secure. You may withdraw consent at any time; this does not affect processing already carried out.',
      ],
    },
    {
      title: 'Certificate verification',
      body: [
        'Each certificate we issue carries a unique verification link. Anyone who has the link can see the name on the certificate, the course, the instructor, the completion date, the grade and the score, so that employers and associations can confirm it is genuine. Share the link only with people you want to see these details. You may ask us to revoke a certificate, after which the link shows it as no longer valid.',
      ],
    },
    {
      title: 'Sharing your data',
      body: [
        'We share personal data only with service providers who process it on our behalf under written contracts, and only as needed:',
        [
          'Google Cloud and Firebase (hosting, database, file storage and authentication), with data stored in the asia-south1 (Mumbai) region.',
          'Our payment provider, to take course payments.',
          'Our email provider, to send account emails (address confirmation, password resets, receipts and certificates) and replies to your messages.',
        ],
        'We may also disclose data when required by law, a court order or a government authority, or to protect the rights, property or safety of our users, our company or others.',
      ],
    },
    {
      title: 'International transfers',
      body: [
        'Our primary data store is in India. Some providers may process data in other countries. Where they do, we rely on contractual safeguards such as standard contractual clauses and transfer data only to countries not restricted by the Government of India.',
      ],
    },
    {
      title: 'Retention',
      body: [
        [
          'Account and learning data: for as long as your account is open. Closing your account erases your profile, enrollments, progress, attempts and sign-in at once.',
          'Certificates: for as long as they remain verifiable, so that they can be checked in future; revoked certificates are kept only as a record of revocation. When you close your account, each of your certificates stays checkable by its ID but shows as withdrawn by its holder, without your name, and its signed credential is deleted.',
          'Payment records: for 8 years, as Indian tax law requires; when you close your account they are kept without your name or any link to you.',
          'Contact messages: for 24 months after the last reply, or until you close your account, which erases the messages sent from its email address once you have verified that address (until then they may be someone else’s).',
          'Emails we send you (address, subject and delivery status): until you close your account.',
          'Server logs: for up to 90 days.',
        ],
      ],
    },
    {
      title: 'Security',
      body: [
        'Data is encrypted in transit (HTTPS with HSTS) and at rest. Access is limited by role: only administrators can see other users’ data, and only for the purposes above. Uploaded images are re-encoded and stripped of metadata such as GPS location. No system is perfectly secure; if a breach affects your data we will notify you and the Data Protection Board of India as the law requires.',
      ],
    },
    {
      title: 'Cookies and local storage',
      body: [
        'We do not use advertising or third-party tracking cookies. The site stores your sign-in session in your browser’s local storage so that you stay signed in; signing out removes it. The embedded map on our contact page is provided by Google and may set its own cookies when it loads.',
      ],
    },
    {
      title: 'Your rights',
      body: [
        'You have the right to:',
        [
          'access the personal data we hold about you: “Download my data” on your profile page gives you a copy at once;',
          'correct or update inaccurate data (most of it you can edit yourself on your profile page);',
          'erase your data, subject to the records we must keep by law;',
          'withdraw consent and close your account: “Close my account” on your profile page does it at once, after you confirm your password;',
          'nominate another person to exercise your rights in the event of your death or incapacity;',
          'raise a grievance with us, and if unresolved, with the Data Protection Board of India (or your local supervisory authority where the GDPR applies).',
        ],
        `For anything the profile page does not do, email ${contact.privacyEmail} from the address on your account. We respond within 30 days.`,
      ],
    },
    {
      title: 'Changes to this policy',
      body: [
        'We may update this policy as our services or the law change. We will post the new version here with a new date and, for significant changes, tell account holders by email before they take effect.',
      ],
    },
    {
      title: 'Contact and grievances',
      body: [
        `Grievance Officer, ${SITE.legalName}, ${contact.address}. Email: ${contact.privacyEmail}. Phone: ${contact.phone} (Mon-Fri 9 AM to 6 PM IST). We acknowledge grievances within 48 hours and resolve them within 30 days.`,
      ],
    },
  ],
};
