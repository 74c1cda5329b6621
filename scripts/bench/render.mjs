// @ts-check
// Warm render of a public page: sequential requests straight to the ssr function (the Functions
// emulator's own address, not Hosting or a CDN), after one request to warm the instance.
import { percentile } from './stats.mjs';

export async function measureWarmRender(functionsOrigin, projectId, path = '/', count = 200) {
  const url = `${functionsOrigin}/${projectId}/asia-south1/ssr${path}`;
  const warm = await fetch(url);
  if (!warm.ok) throw new Error(`ssr ${path} answered ${warm.status}`);
  await warm.text();
  const times = [];
  for (let i = 0; i < count; i += 1) {
    const start = performance.now();
    const res = await fetch(url);
    await res.text();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}
