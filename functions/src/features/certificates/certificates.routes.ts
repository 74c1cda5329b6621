import { Router } from 'express';

import { resolveCaller } from '../../http/authenticate';

import { recordVerification, verifyCertificate } from './certificates.service';

/** Anyone with the link can check a certificate (SPEC section 7). */
export const certificatesRouter = Router();

certificatesRouter.get('/certificates/verify/:hash', async (req, res) => {
  // Not cached: each check is counted, and a revocation shows at once.
  res.setHeader('Cache-Control', 'no-store');
  const viewer = (await resolveCaller(req))?.uid ?? null;
  res.json({ success: true, data: await verifyCertificate(req.params.hash, viewer) });
  // Counted once the answer is sent: a slow or failed count never holds or breaks the answer.
  await recordVerification(req.params.hash, viewer);
});
