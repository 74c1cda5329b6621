// @ts-check
// The admin dashboard overview: its Firestore reads and its latency, asked one request at a time.
import { percentile } from './stats.mjs';

export async function measureDashboard(site, token, count = 100) {
  const url = `${site}/api/users/dashboard/overview`;
  const headers = { authorization: `Bearer ${token}` };
  const times = [];
  let reads = null;
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    times.push(performance.now() - started);
    if (!res.ok) throw new Error(`dashboard overview answered ${res.status}`);
    reads = res.headers.get('x-firestore-reads');
  }
  times.sort((a, b) => a - b);
  return { reads, p50: percentile(times, 50), p95: percentile(times, 95) };
}
