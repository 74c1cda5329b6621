import { SITE } from '@/config/site';

import type { LegalDocument } from './legal-document';

const { contact } = SITE;

export const TERMS_OF_SERVICE: LegalDocument = {
  title: 'Terms of Service',
  summary: `The terms that govern use of the ${SITE.name} website, accounts, courses and certificates.`,
  updated: 'November 1, 2026',
  intro: `These terms are an agreement between you and ${SITE.legalName} (“${SITE.name}”, “we”, “us”) for the use of our website, accounts, online courses and certificates (together, the “Services”). By using the Services or creating an account you accept these terms. If you do not agree, please do not use the Services.`,
  sections: [
    {
      title: 'Eligibility and accounts',
      body: [
        'You must be at least 18 years old, or have the consent of a parent or guardian, to create an account. You agree to give accurate information, keep your password confidential and tell us promptly of any unauthorised use. You are responsible for activity under your account.',
        'Accounts are personal and may not be shared or transferred. We may suspend or block an account that breaches these terms, and a blocked user cannot sign in until the block is lifted.',
      ],
    },
    {
      title: 'Our website content',
      body: [
        'Product descriptions, articles, videos, highlight clips and other content on the website are provided for information. We try to keep them accurate and current but do not guarantee that they are complete or free of errors. Specifications and availability of products may change without notice; a product becomes binding only under a separate written agreement.',
      ],
    },
    {
      title: 'Courses and enrollment',
      body: [
        [
          'Course prices are shown in Indian rupees (INR) and include applicable taxes unless stated otherwise.',
          'Your enrollment is confirmed once payment succeeds. Each course has a limited number of places; we may close enrollment when it is full.',
          'Enrollment gives you a personal, non-transferable licence to access the course materials for your own learning, for as long as we offer the course on the platform (“lifetime access”). If we retire a course we will give at least 90 days’ notice, during which you can complete it and download your certificate.',
          'We may update course content to keep it current. Your completed lessons and issued certificates remain valid when we do.',
        ],
      ],
    },
    {
      title: 'Refunds',
      body: [
        `You may request a full refund within 30 days of enrollment by writing to ${contact.supportEmail} (our 30-day money-back guarantee). Refunds are paid to the original payment method within 10 working days of approval. A refund ends your access to the course and revokes any certificate issued for it. We may refuse repeated refund requests for the same course.`,
      ],
    },
    {
      title: 'Checkpoints and certificates',
      body: [
        'Checkpoint quizzes are timed and have a limited number of attempts. Answers must be your own work; you must not share questions or answers or use another person to take a checkpoint for you.',
        'A certificate of completion is issued when you meet a course’s completion requirements. Each certificate carries a unique verification link that anyone can open to confirm it. We may revoke a certificate obtained through cheating, impersonation or a refunded enrolment; its verification page will then show it as invalid.',
        'A certificate confirms completion of our course. It is not a government qualification, and it is not an accreditation by any cricket board unless the course page says so.',
      ],
    },
    {
      title: 'Acceptable use',
      body: [
        'You agree not to:',
        [
          'copy, resell, publish or share course videos, documents or quizzes outside your own learning;',
          'upload anything unlawful, defamatory, infringing or harmful, including malware;',
          'probe, scan or test the vulnerability of the Services, or bypass rate limits or access controls, except under a written security-testing agreement with us;',
          'use automated means to scrape or send bulk requests to the Services;',
          'impersonate anyone or misrepresent your affiliation with any person or organisation.',
        ],
      ],
    },
    {
      title: 'Intellectual property',
      body: [
        `The Services, including software, course materials, videos, graphics, trademarks and the ${SITE.name} name and logo, belong to us or our licensors and are protected by law. Apart from the licence in these terms, no rights are granted to you. Match footage shown on the site is used with the permission of the rights holders concerned.`,
      ],
    },
    {
      title: 'Privacy',
      body: ['Our Privacy Policy explains how we handle personal data. It forms part of these terms.'],
    },
    {
      title: 'Availability and changes',
      body: [
        'We aim to keep the Services available at all times but do not promise uninterrupted access; maintenance, updates and events beyond our control may cause interruptions. We may change or discontinue features, giving reasonable notice of changes that materially affect paid courses.',
      ],
    },
    {
      title: 'Disclaimers',
      body: [
        'Except as expressly stated in these terms, the Services are provided “as is” and “as available”. To the extent the law allows, we exclude implied warranties of merchantability, fitness for a particular purpose and non-infringement. Course content is educational; we do not guarantee employment or selection as a result of completing a course.',
      ],
    },
    {
      title: 'Limitation of liability',
      body: [
        'To the extent the law allows, we are not liable for indirect, incidental, special or consequential losses, or for loss of profits, data or goodwill. Our total liability to you for any claim relating to the Services is limited to the amount you paid us in the 12 months before the claim arose. Nothing in these terms limits liability that cannot be limited by law, including for fraud or for death or personal injury caused by negligence.',
      ],
    },
    {
      title: 'Termination',
      body: [
        'You may close your account at any time by contacting us. We may suspend or terminate your access if you breach these terms, with notice where reasonable. Sections that by their nature should survive termination (intellectual property, disclaimers, limitation of liability and governing law) continue to apply.',
      ],
    },
    {
      title: 'Governing law and disputes',
      body: [
        'These terms are governed by the laws of India. We will first try to resolve any dispute informally; if that fails within 30 days, the courts at Bengaluru, Karnataka have exclusive jurisdiction, without affecting any mandatory consumer protection rights you have where you live.',
      ],
    },
    {
      title: 'Changes to these terms',
      body: [
        'We may update these terms from time to time. The new version applies from the date shown above; for significant changes we will notify account holders by email at least 14 days in advance. Continuing to use the Services after that date means you accept the updated terms.',
      ],
    },
    {
      title: 'Contact',
      body: [`${SITE.legalName}, ${contact.address}. Email: ${contact.supportEmail}. Phone: ${contact.phone}.`],
    },
  ],
};
