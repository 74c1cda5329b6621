// Latency and throughput at 20 concurrent clients for 20 s (autocannon). Every response time is
// kept, so p50 and p95 are exact rather than read off autocannon's fixed percentiles.
import autocannon from 'autocannon';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export function measureLoad(url, { method = 'GET', headers = {}, body, duration = 20, connections = 20 } = {}) {
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon({ url, method, headers, body, duration, connections }, (err, result) => {
      if (err) return reject(err);
      times.sort((a, b) => a - b);
      resolve({
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        rps: result.requests.average,
        requests: result.requests.total,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
      });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}
