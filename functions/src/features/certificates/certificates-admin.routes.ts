import { Router } from 'express';

import { CertificateActionBodySchema, CertificateReissueBodySchema, CertificateSearchQuerySchema } from '../../contract';
import { auditActorOf } from '../../http/audit-actor';
import { requireRole } from '../../http/authenticate';
import { parse } from '../../http/validate';

import { certificateDetails, reissueCertificate, revokeCertificate, searchCertificates } from './certificates-admin.service';

/** The back-office Certificates area: search, details, revoke, reissue. */
export const certificatesAdminRouter = Router();

certificatesAdminRouter.get('/certificates', requireRole('admin'), async (req, res) => {
  const { search } = parse(CertificateSearchQuerySchema, req.query);
  res.setHeader('Cache-Control', 'no-store');
  res.json({ success: true, data: await searchCertificates(search) });
});

certificatesAdminRouter.get('/certificates/:hash', requireRole('admin'), async (req, res) => {
  res.setHeader('Cache-Control', 'no-store');
  res.json({ success: true, data: await certificateDetails(req.params.hash as string) });
});

certificatesAdminRouter.post('/certificates/:hash/revoke', requireRole('admin'), async (req, res) => {
  const { reason } = parse(CertificateActionBodySchema, req.body);
  const data = await revokeCertificate(auditActorOf(req, res), req.params.hash as string, reason);
  res.json({ success: true, message: 'Certificate revoked', data });
});

certificatesAdminRouter.post('/certificates/:hash/reissue', requireRole('admin'), async (req, res) => {
  const { reason, reinstate = false } = parse(CertificateReissueBodySchema, req.body);
  const data = await reissueCertificate(auditActorOf(req, res), req.params.hash as string, reason, reinstate);
  res.status(201).json({ success: true, message: reinstate ? 'Certificate reinstated' : 'Certificate reissued', data });
});
