// @ts-check
// Latency and throughput at 20 concurrent clients for 20 s (autocannon). Every response time is
// kept, so p50 and p95 are exact rather than read off autocannon's fixed percentiles.
import autocannon from 'autocannon';

import { percentile } from './stats.mjs';

/**
 * `clientRequests(index)` gives each connection its own request cycle (its own session, say);
 * with `timedEvery: n` only every n-th response of a connection is timed and counted, so a
 * GET-then-POST cycle reports the POST alone.
 * @typedef {object} LoadOptions
 * @property {string} [method]
 * @property {Record<string, string>} [headers]
 * @property {string} [body]
 * @property {(index: number) => object[]} [clientRequests] autocannon's requests for the index-th connection
 * @property {number} [timedEvery]
 * @property {number} [duration] seconds
 * @property {number} [connections]
 */

/**
 * @param {string} url
 * @param {LoadOptions} [options]
 * @returns {Promise<{ p50: number, p95: number, rps: number, requests: number, non2xx: number, errors: number }>}
 */
export function measureLoad(
  url,
  { method = 'GET', headers = {}, body, clientRequests, timedEvery = 1, duration = 20, connections = 20 } = {},
) {
  return new Promise((resolve, reject) => {
    const times = [];
    const responses = new Map();
    let clients = 0;
    const setupClient = clientRequests && ((client) => client.setRequests(clientRequests(clients++)));
    const instance = autocannon({ url, method, headers, body, duration, connections, setupClient }, (err, result) => {
      if (err) return reject(err);
      times.sort((a, b) => a - b);
      resolve({
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        rps: times.length / duration,
        requests: result.requests.total,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
      });
    });
    instance.on('response', (client, _status, _bytes, responseTime) => {
      const count = (responses.get(client) ?? 0) + 1;
      responses.set(client, count);
      if (count % timedEvery === 0) times.push(responseTime);
    });
  });
}
