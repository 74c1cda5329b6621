// @ts-check
// Runs the Cloud Storage resumable-upload stand-in as a process of the local stack (scripts/local/stack.mjs).
// Usage: node server.mjs <port>; MEDIA_DIR is the media folder the finished objects land in.
import { startStandIn } from './stand-in.mjs';

if (!process.env.MEDIA_DIR) throw new Error('MEDIA_DIR must name the media folder');
const standIn = await startStandIn({ port: Number(process.argv[2]), mediaDir: process.env.MEDIA_DIR });
console.log(`Storage upload stand-in listening on ${standIn.url}`);
const stop = async () => {
  await standIn.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
