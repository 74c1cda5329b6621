/** What LinkedIn's "Add licence or certification" form is prefilled with, and what a learner copies by hand. */
export interface LinkedInCertification {
  name: string;
  organizationName: string;
  /** The academy's LinkedIn organisation id, when configured: LinkedIn then links the page. */
  organizationId: string | null;
  issuedAt: string;
  certificateId: string;
  verificationUrl: string;
}

/**
 * LinkedIn's add-to-profile address for a certification. The organisation id wins over the name
 * when both are known; month and year are of the issue date (UTC, as on the certificate).
 */
export function linkedInAddUrl(cert: LinkedInCertification): string {
  const issued = new Date(cert.issuedAt);
  const params = new URLSearchParams({ startTask: 'CERTIFICATION_NAME', name: cert.name });
  if (cert.organizationId) params.set('organizationId', cert.organizationId);
  else params.set('organizationName', cert.organizationName);
  params.set('issueYear', String(issued.getUTCFullYear()));
  params.set('issueMonth', String(issued.getUTCMonth() + 1));
  params.set('certUrl', cert.verificationUrl);
  params.set('certId', cert.certificateId);
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}

/** The same fields, labelled as LinkedIn's form labels them, for copying by hand. */
export function linkedInFields(cert: LinkedInCertification): { label: string; value: string }[] {
  const issued = new Date(cert.issuedAt);
  return [
    { label: 'Name', value: cert.name },
    { label: 'Issuing organization', value: cert.organizationName },
    {
      label: 'Issue date',
      value: issued.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
    },
    { label: 'Credential ID', value: cert.certificateId },
    { label: 'Credential URL', value: cert.verificationUrl },
  ];
}
