import { defineSecret } from 'firebase-functions/params';

/**
 * The key that signs lesson-media links, held in Secret Manager and declared by the `api` function
 * in index.ts, so Cloud Functions exposes it as MEDIA_SIGNING_KEY. The local stack passes its own
 * per-run key as LOCAL_MEDIA_SIGNING_KEY instead: the Functions emulator puts `.secret.local`
 * values over the process environment, so a key it should use cannot travel under the secret's name.
 */
export const mediaSigningKey = defineSecret('MEDIA_SIGNING_KEY');
