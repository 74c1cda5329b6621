import { Router } from 'express';

import { verifyCertificate } from './certificates.service';

/** Anyone with the link can check a certificate (SPEC section 7). */
export const certificatesRouter = Router();

certificatesRouter.get('/certificates/verify/:hash', async (req, res) => {
  res.setHeader('Cache-Control', 'public, max-age=60');
  res.json({ success: true, data: await verifyCertificate(req.params.hash) });
});
