import { describe, expect, it } from 'vitest';

import { linkedInAddUrl, linkedInFields } from './linkedin';

const cert = {
  name: 'Certified Cricket Video Analyst',
  organizationName: 'CricVision Technologies Private Limited',
  organizationId: null,
  issuedAt: '2026-03-31T23:30:00.000Z',
  certificateId: 'CV-2026-0A1B2C3D',
  verificationUrl: 'https://cricvision.example/verify-certificate/0123456789abcdef0123456789abcdef',
};

describe('linkedInAddUrl', () => {
  it('opens the add-certification form with every field', () => {
    const url = new URL(linkedInAddUrl(cert));
    expect(`${url.origin}${url.pathname}`).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Certified Cricket Video Analyst',
      organizationName: 'CricVision Technologies Private Limited',
      issueYear: '2026',
      issueMonth: '3',
      certUrl: cert.verificationUrl,
      certId: 'CV-2026-0A1B2C3D',
    });
  });

  it('names the organisation by its LinkedIn id when one is configured', () => {
    const params = new URL(linkedInAddUrl({ ...cert, organizationId: '12345678' })).searchParams;
    expect(params.get('organizationId')).toBe('12345678');
    expect(params.has('organizationName')).toBe(false);
  });

  it('encodes names with spaces, ampersands and accents so nothing leaks into other parameters', () => {
    const params = new URL(linkedInAddUrl({ ...cert, name: 'Umpiring & DRS: Café edition?x=1' })).searchParams;
    expect(params.get('name')).toBe('Umpiring & DRS: Café edition?x=1');
    expect(params.get('certId')).toBe('CV-2026-0A1B2C3D');
  });
});

describe('linkedInFields', () => {
  it('gives the same values to copy by hand', () => {
    const params = new URL(linkedInAddUrl(cert)).searchParams;
    const fields = Object.fromEntries(linkedInFields(cert).map((f) => [f.label, f.value]));
    expect(fields).toEqual({
      Name: params.get('name'),
      'Issuing organization': params.get('organizationName'),
      'Issue date': 'March 2026',
      'Credential ID': params.get('certId'),
      'Credential URL': params.get('certUrl'),
    });
  });
});
