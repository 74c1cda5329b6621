// The feature walls of functions/src hold by tooling (README, 'Code structure: who may import whom'):
// the project's own ESLint config, run on snippets placed where a crossing would be written.
import { join } from 'node:path';

import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The import rules need no types; skipping the type-aware program keeps this a fast unit test.
const eslint = new ESLint({
  cwd: join(import.meta.dirname, '..'),
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => ruleId === '@typescript-eslint/no-restricted-imports',
});

// Loading the config and its parsers is not what is tested, and on a busy machine it outlasts a test's 5 s.
beforeAll(() => eslint.lintText('export {};\n', { filePath: 'functions/src/lib/warm-up.ts' }), 60_000);

async function wallErrors(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  expect(result.messages.filter((m) => m.fatal)).toEqual([]);
  return result.messages.map((m) => m.message);
}

const features = 'functions/src/features';

describe('feature walls', () => {
  it('refuses a route that reaches a repository, its own or another feature’s', async () => {
    const own = await wallErrors(
      `${features}/contact/contact.routes.ts`,
      "import { listContactMessages } from './contact.repository';\nexport const x = listContactMessages;\n",
    );
    expect(own.join('\n')).toMatch(/Routes call their feature's services/);
    const other = await wallErrors(
      `${features}/credentials/credentials.routes.ts`,
      "import { findCertificateByHash } from '../certificates/certificates.repository';\nexport const x = findCertificateByHash;\n",
    );
    expect(other.length).toBeGreaterThan(0);
  });

  it("refuses a service that reaches another feature's repository, and lets it call that feature's service", async () => {
    const crossing = await wallErrors(
      `${features}/payments/refunds.service.ts`,
      "import { findEnrollmentById } from '../enrollments/enrollments.repository';\nexport const x = findEnrollmentById;\n",
    );
    expect(crossing.join('\n')).toMatch(/private to it/);
    const throughService = await wallErrors(
      `${features}/payments/refunds.service.ts`,
      "import { findEnrollmentById } from '../enrollments/enrollments.service';\nimport type { StoredEnrollment } from '../enrollments/enrollments.repository';\nexport const x: (id: string) => Promise<StoredEnrollment | null> = findEnrollmentById;\n",
    );
    expect(throughService).toEqual([]);
  });

  it('refuses a service that opens its own transaction', async () => {
    const errors = await wallErrors(
      `${features}/certificates/certificates-admin.service.ts`,
      "import { getDb } from '../../lib/firebase';\nexport const x = getDb;\n",
    );
    expect(errors.join('\n')).toMatch(/Repositories open transactions/);
  });

  it("lets a repository write another feature's documents only through its transaction steps", async () => {
    const query = await wallErrors(
      `${features}/enrollments/enrollments.repository.ts`,
      "import { findCertificateByHash } from '../certificates/certificates.repository';\nexport const x = findCertificateByHash;\n",
    );
    expect(query.join('\n')).toMatch(/InTransaction/);
    const step = await wallErrors(
      `${features}/enrollments/enrollments.repository.ts`,
      "import { createCertificateInTransaction } from '../certificates/certificates.repository';\nimport { queueMail } from '../mail/outbox.repository';\nexport const x = [createCertificateInTransaction, queueMail];\n",
    );
    expect(step).toEqual([]);
  });

  it('lets the shared activity log and mail outbox be written from any feature', async () => {
    const errors = await wallErrors(
      `${features}/coupons/coupons.service.ts`,
      "import { recordActivity } from '../activity/activity.repository';\nimport { sendMail } from '../mail/outbox.repository';\nexport const x = [recordActivity, sendMail];\n",
    );
    expect(errors).toEqual([]);
  });
});
