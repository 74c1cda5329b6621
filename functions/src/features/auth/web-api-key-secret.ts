import { defineSecret } from 'firebase-functions/params';

/**
 * The Firebase project's Web API key, which the function's Identity Toolkit calls (sign-in,
 * refresh, reset) need. The browser never sees it (the site ships no Firebase SDK), so it is kept in
 * Secret Manager like the other secrets, and nobody else can call Identity Toolkit for the project
 * with it. Declared by the `api` function in index.ts; the emulator reads a placeholder from
 * functions/.secret.local (the Auth emulator accepts any key).
 */
export const webApiKey = defineSecret('WEB_API_KEY');
