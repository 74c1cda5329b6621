import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { EARLY_TAPS_CSP_SOURCE, EARLY_TAPS_SCRIPT } from './early-taps';

const firebaseJson = JSON.parse(readFileSync(join(__dirname, '../../../firebase.json'), 'utf8')) as {
  hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
};

describe('the early-taps script', () => {
  it('is allowed by every CSP in firebase.json through its hash, with no inline script allowed otherwise', () => {
    const policies = firebaseJson.hosting.headers.flatMap((rule) =>
      rule.headers.filter((header) => header.key === 'Content-Security-Policy').map((header) => header.value),
    );
    expect(policies.length).toBeGreaterThan(0);
    for (const policy of policies) {
      const scriptSrc = policy
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .find(([name]) => name === 'script-src');
      expect(scriptSrc).toContain(EARLY_TAPS_CSP_SOURCE);
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      // Beside it, the app shell's early requests (web/src/app/early-requests), and nothing else.
      expect(scriptSrc?.filter((source) => source.startsWith("'sha256-"))).toHaveLength(2);
    }
  });

  it('cannot close its element early', () => {
    expect(EARLY_TAPS_SCRIPT).not.toMatch(/<\/script|<!--/i);
  });
});
