import { Router } from 'express';

import { credentialFile, didDocument, issuerProfileDocument, revocationListCredential } from './credentials.service';

/** What an outside verifier fetches: all public, all cacheable for a few minutes. */
export const credentialsRouter = Router();

credentialsRouter.get('/credentials/issuer', (_req, res) => {
  res.setHeader('Cache-Control', 'public, max-age=300');
  res.type('application/ld+json').send(JSON.stringify(issuerProfileDocument()));
});

credentialsRouter.get('/credentials/status/revocation', async (_req, res) => {
  // Short: a revocation must reach offline verifiers within a minute.
  res.setHeader('Cache-Control', 'public, max-age=60');
  res.type('application/vc+jwt').send(await revocationListCredential());
});

/** The signed credential file of one certificate, as a wallet or an Open Badges verifier takes it. */
credentialsRouter.get('/credentials/:hash', async (req, res) => {
  const file = await credentialFile(req.params.hash);
  res.setHeader('Cache-Control', 'public, max-age=300');
  res.setHeader('Content-Disposition', `attachment; filename="${file.certificateId}.jwt"`);
  res.type('application/vc+jwt').send(file.credential);
});

/** Mounted at the site root: did:web resolves did:web:<host> to https://<host>/.well-known/did.json. */
export const didRouter = Router();

didRouter.get('/.well-known/did.json', async (_req, res) => {
  res.setHeader('Cache-Control', 'public, max-age=300');
  res.type('application/did+json').send(JSON.stringify(await didDocument()));
});
