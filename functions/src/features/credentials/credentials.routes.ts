import { Router } from 'express';

import { credentialFile, didDocument, issuerProfileDocument, revocationListCredential } from './credentials.service';

/** What an outside verifier fetches: all public, all cacheable for a few minutes. */
export const credentialsRouter = Router();

credentialsRouter.get('/credentials/issuer', (_req, res) => {
  res.setHeader('Cache-Control', 'public, max-age=300');
  res.type('application/ld+json').send(JSON.stringify(issuerProfileDocument()));
});

/** A credential's status and file change when it is revoked or withdrawn: no cache keeps them past a minute. */
const CREDENTIAL_CACHE = 'public, max-age=60, s-maxage=60';

credentialsRouter.get('/credentials/status/revocation', async (_req, res) => {
  // Short: a revocation must reach offline verifiers within a minute.
  res.setHeader('Cache-Control', CREDENTIAL_CACHE);
  res.type('application/vc+jwt').send(await revocationListCredential());
});

/** The signed credential file of one certificate, as a wallet or an Open Badges verifier takes it. */
credentialsRouter.get('/credentials/:hash', async (req, res) => {
  const file = await credentialFile(req.params.hash);
  // A holder who closes their account withdraws it: gone from every cache within a minute.
  res.setHeader('Cache-Control', CREDENTIAL_CACHE);
  res.setHeader('Content-Disposition', `attachment; filename="${file.certificateId}.jwt"`);
  res.type('application/vc+jwt').send(file.credential);
});

/** Mounted at the site root: did:web resolves did:web:<host> to https://<host>/.well-known/did.json. */
export const didRouter = Router();

didRouter.get('/.well-known/did.json', async (_req, res) => {
  res.setHeader('Cache-Control', 'public, max-age=300');
  res.type('application/did+json').send(JSON.stringify(await didDocument()));
});
