// @ts-check
// The feature walls of functions/src hold by tooling (docs/code-structure.md):
// the project's own ESLint config, run on snippets placed where a crossing would be written, and the
// checks ESLint cannot make (what a shared module reaches, which modules do I/O), run on the tree
// and on planted files.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

import { SHARED_MODULES } from '../../eslint.config.js';

import { ioReachedFrom, unsuffixedIo } from './feature-modules.mjs';

// The walls need no types; skipping the type-aware program keeps this a fast unit test.
const eslint = new ESLint({
  cwd: join(import.meta.dirname, '../..'),
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => ['@typescript-eslint/no-restricted-imports', 'walls/no-repository-reexport'].includes(ruleId),
});

// Loading the config and its parsers is not what is tested, and on a busy machine it outlasts a test's 5 s.
beforeAll(() => eslint.lintText('export {};\n', { filePath: 'functions/src/lib/warm-up.ts' }), 60_000);

async function wallErrors(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  expect(result.messages.filter((m) => m.fatal)).toEqual([]);
  return result.messages.map((m) => m.message);
}

const features = 'functions/src/features';

// The first lint loads the config and its plugins: set-up, not a test's own time.
beforeAll(() => eslint.calculateConfigForFile(`${features}/contact/contact.routes.ts`));

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

  it('lets any feature write an audit entry in its transaction, and nothing else of the audit log', async () => {
    const step = await wallErrors(
      `${features}/coupons/coupons.service.ts`,
      "import { recordAuditInTransaction } from '../audit/audit.repository';\nexport const x = [recordAuditInTransaction];\n",
    );
    expect(step).toEqual([]);
    const read = await wallErrors(
      `${features}/coupons/coupons.service.ts`,
      "import { listAuditEntries } from '../audit/audit.repository';\nexport const x = listAuditEntries;\n",
    );
    expect(read.join('\n')).toMatch(/only write an entry with their change/);
  });

  it('refuses a module of another feature that is neither a service nor shared, and lets the shared ones through', async () => {
    const crossing = await wallErrors(
      `${features}/courses/course-admin.service.ts`,
      "import { watchingStatus } from '../learning/watched-ranges';\nexport const x = watchingStatus;\n",
    );
    expect(crossing.join('\n')).toMatch(/through its services, or a pure module it shares/);
    const index = await wallErrors(
      `${features}/payments/invoicing.ts`,
      "import { ensureInvoice } from '../invoices';\nexport const x = ensureInvoice;\n",
    );
    expect(index.join('\n')).toMatch(/through its services/);
    const shared = await wallErrors(
      `${features}/contact/contact.service.ts`,
      "import { greetingName } from '../mail/mail-templates';\nimport { courseProgress } from '../learning/progress';\nimport type { Range } from '../learning/watched-ranges';\nexport const x = [greetingName, courseProgress];\nexport type R = Range;\n",
    );
    expect(shared).toEqual([]);
  });

  it('holds the same wall for code outside the features, and leaves the entry points to compose them', async () => {
    const crossing = await wallErrors(
      'functions/src/http/authenticate.ts',
      "import { watchingStatus } from '../features/learning/watched-ranges';\nexport const x = watchingStatus;\n",
    );
    expect(crossing.join('\n')).toMatch(/through its services/);
    const allowed = await wallErrors(
      'functions/src/http/authenticate.ts',
      "import { startedBeforeCutoff } from '../features/auth/session-cutoff';\nimport { verifyIdToken } from '../features/auth/auth.service';\nexport const x = [startedBeforeCutoff, verifyIdToken];\n",
    );
    expect(allowed).toEqual([]);
    const entry = await wallErrors(
      'functions/src/index.ts',
      "import { credentialSigningKey } from './features/credentials/signing-secret';\nexport const x = credentialSigningKey;\n",
    );
    expect(entry).toEqual([]);
  });

  it("refuses a service that hands out its repository's functions as its own, in each way one can be written", async () => {
    const file = `${features}/users/users.service.ts`;
    const forms = [
      "export { findUser } from './users.repository';\n",
      "import { findUser } from './users.repository';\nexport { findUser };\n",
      "import { findUser as read } from './users.repository';\nexport const findUser = read;\n",
      "export * from './users.repository';\n",
    ];
    for (const code of forms) {
      const errors = await wallErrors(file, code);
      expect(errors.join('\n'), code).toMatch(/a service exports functions of its own/);
    }
    const own = await wallErrors(
      file,
      "import { findUser as read } from './users.repository';\nexport type { UserPatch } from './users.repository';\nexport function findUser(uid: string) {\n  return uid ? read(uid) : null;\n}\n",
    );
    expect(own).toEqual([]);
  });
});

const SOURCE = join(import.meta.dirname, '../../functions/src');
const sourceFiles = readdirSync(SOURCE, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
const readSource = (file) => (sourceFiles.includes(file) ? readFileSync(join(SOURCE, file), 'utf8') : undefined);
const planted = (files) => (file) => files[file];

describe('what crosses the walls besides services', () => {
  it('lists shared modules that exist', () => {
    expect(SHARED_MODULES.filter((path) => !sourceFiles.includes(`features/${path}.ts`))).toEqual([]);
  });

  it.each(SHARED_MODULES)('%s reaches no repository, service, getDb or firebase-admin, however deep', (path) => {
    expect(ioReachedFrom(`features/${path}.ts`, readSource)).toEqual([]);
  });

  it('finds the I/O a shared module reaches through another module, lazy loads included, and not its type imports', () => {
    const files = planted({
      'features/mail/mail-templates.ts':
        "import { footer } from './mail-layout';\nimport type { User } from '../users/users.repository';\n",
      'features/mail/mail-layout.ts':
        "import { getDb } from '../../lib/firebase';\nexport const footer = () => import('firebase-admin/firestore');\n",
      'features/users/users.repository.ts': '',
      'lib/firebase.ts': '',
    });
    expect(ioReachedFrom('features/mail/mail-templates.ts', files)).toEqual([
      'features/mail/mail-templates.ts -> features/mail/mail-layout.ts -> lib/firebase.ts (getDb (lib/firebase))',
      'features/mail/mail-templates.ts -> features/mail/mail-layout.ts -> firebase-admin/firestore (firebase-admin)',
    ]);
  });
});

describe('a module that does I/O carries its role suffix', () => {
  // Renamed with the seat-hold work, which rewrites the modules that import them (issue 34).
  const WAITING = ['features/payments/invoicing.ts (a service)', 'features/payments/seat-hold.ts (a service)'];

  it('holds across functions/src/features', () => {
    expect(unsuffixedIo(sourceFiles, readSource).filter((line) => !WAITING.includes(line))).toEqual([]);
  });

  it('finds a plain-named module that reads data, calls a service or loads firebase-admin', () => {
    const files = {
      'features/courses/course-media.ts': "import { courseUsesMedia } from './courses.repository';\n",
      'features/courses/courses.repository.ts': '',
      'features/learning/watch-requirement.ts': "import { processedVideoDuration } from '../video/video.service';\n",
      'features/video/video.service.ts': '',
      'features/rate-limit/password-throttle.ts': "export const load = () => import('firebase-admin/firestore');\n",
      'features/learning/progress.ts': "import type { Served } from '../assessment/draw';\n",
    };
    expect(unsuffixedIo(Object.keys(files), planted(files))).toEqual([
      'features/courses/course-media.ts (a repository)',
      'features/learning/watch-requirement.ts (a service)',
      'features/rate-limit/password-throttle.ts (firebase-admin)',
    ]);
  });
});
