import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Feature walls in functions/src (docs/code-structure.md; docs/decisions/0056).
// Paths are matched as written, and features import each other as '../<feature>/<file>'.
// The activity log and the mail outbox are append-only records every feature writes (in its own
// transaction, for the outbox): their repositories are open to all. Every other repository is private.
const OPEN_REPOSITORIES = ['activity/activity.repository', 'mail/outbox.repository'];

/**
 * What a feature shares besides its services: pure domain rules, templates and configuration, by
 * path under functions/src/features/. Each imports no repository, no service, no getDb and no
 * firebase-admin, however deep (scripts/checks/feature-walls.test.mjs follows their imports).
 */
export const SHARED_MODULES = [
  'assessment/limits',
  'audit/audit-changes',
  'auth/session-cutoff',
  'credentials/issuer',
  'enrollments/enrollment-id',
  'invoices/financial-year',
  'invoices/invoice-config',
  'invoices/invoice-links',
  'invoices/tax',
  'learning/progress',
  'mail/mail-config',
  'mail/mail-layout',
  'mail/mail-templates',
];

// The audit log is written the same way, in the writer's transaction, but only written: its entries
// are read, filtered and deleted by the audit feature alone.
const AUDIT_STEP = 'audit/audit.repository';
const otherRepositories = {
  group: [
    '../*/*.repository',
    '**/features/*/*.repository',
    ...[...OPEN_REPOSITORIES, AUDIT_STEP].map((path) => `!../${path}`),
  ],
  allowTypeImports: true,
  message: "Another feature's repository is private to it: call that feature's service.",
};
const auditStepOnly = {
  group: [`../${AUDIT_STEP}`],
  allowTypeImports: true,
  allowImportNames: ['recordAuditInTransaction'],
  message: "Of the audit log, other features only write an entry with their change ('recordAuditInTransaction'); the rest goes through the audit service.",
};
const otherRoutes = {
  group: ['../*/*.routes', '**/features/*/*.routes'],
  message: "Only app.ts mounts a feature's routes.",
};
const outsideFeatures = [otherRepositories, auditStepOnly, otherRoutes];
const THROUGH_SERVICES =
  "Another feature is reached through its services, or a pure module it shares (SHARED_MODULES in eslint.config.js): a module that is neither may read or write that feature's data.";
// Repositories and routes have their own messages above.
const notShared = (prefix) => [
  `!${prefix}*/*.service`,
  `!${prefix}*/*.repository`,
  `!${prefix}*/*.routes`,
  ...SHARED_MODULES.map((path) => `!${prefix}${path}`),
];
const otherFeatureModules = [
  { group: ['../*/*', '!../../**', ...notShared('../')], allowTypeImports: true, message: THROUGH_SERVICES },
  // A feature's folder itself (an index) is not a service either.
  { regex: '^\\.\\./[^./][^/]*$', allowTypeImports: true, message: THROUGH_SERVICES },
];
const featureModulesFromOutside = {
  group: ['**/features/*/*', ...notShared('**/features/')],
  allowTypeImports: true,
  message: THROUGH_SERVICES,
};
const inRoutes = [
  ...outsideFeatures,
  { group: ['./*.repository'], allowTypeImports: true, message: "Routes call their feature's services, not its repositories." },
  {
    group: ['../*/*', '!../../**', '!../rate-limit/rate-limit.service'],
    allowTypeImports: true,
    message:
      "Routes call their own feature's services (and the rate-limit middleware); other features are reached through those services.",
  },
];
const inRepositories = [
  {
    group: ['../*/*', '!../../**', '!../mail/outbox.repository'],
    allowTypeImports: true,
    allowImportNamePattern: 'InTransaction$',
    message:
      "A repository imports lib, contract and its own feature. Another feature's documents are written only through its '…InTransaction' step (or the mail outbox), inside the caller's transaction.",
  },
  otherRoutes,
];
const ENTRY_POINTS = [
  'functions/src/app.ts',
  'functions/src/index.ts',
  'functions/src/video-job-main.ts',
  'functions/src/production-settings.ts',
];
const noDbOutsideRepositories = {
  group: ['../../lib/firebase', '../lib/firebase'],
  importNames: ['getDb'],
  message: 'Repositories open transactions and reach Firestore; services call repositories.',
};
const walls = (patterns) => ['error', { patterns }];

/**
 * A service is its feature's surface: it never hands out its repository's functions as its own
 * (`export { x } from './x.repository'`, or exporting an imported repository binding), so what other
 * features call is a function that owns its rule, not a renamed repository.
 */
const noRepositoryReexport = {
  meta: {
    type: 'problem',
    messages: {
      reexport:
        "'{{name}}' is the repository's: a service exports functions of its own (with the rule they keep), never its repository's.",
    },
  },
  create(context) {
    const isRepository = (source) => /\.repository$/.test(source);
    const fromRepository = new Set();
    const report = (node, name) => context.report({ node, messageId: 'reexport', data: { name } });
    const isValue = (node) => node.exportKind !== 'type' && node.importKind !== 'type';
    return {
      ImportDeclaration(node) {
        if (!isRepository(node.source.value) || !isValue(node)) return;
        for (const specifier of node.specifiers) if (isValue(specifier)) fromRepository.add(specifier.local.name);
      },
      ExportAllDeclaration(node) {
        if (isRepository(node.source.value) && isValue(node)) report(node, '*');
      },
      ExportNamedDeclaration(node) {
        if (!isValue(node)) return;
        for (const specifier of node.specifiers) {
          if (!isValue(specifier)) continue;
          if (node.source ? isRepository(node.source.value) : fromRepository.has(specifier.local.name))
            report(specifier, specifier.local.name);
        }
        for (const declaration of node.declaration?.declarations ?? [])
          if (declaration.init?.type === 'Identifier' && fromRepository.has(declaration.init.name))
            report(declaration, declaration.init.name);
      },
    };
  },
};
const wallsPlugin = { rules: { 'no-repository-reexport': noRepositoryReexport } };
// Zones in web/src (docs/code-structure.md; docs/decisions/0067), after
// bulletproof-react's: app/ composes features; a feature imports no other feature and not app/;
// ui/, lib/, config/ and server/ import neither. A feature reaches its own files by relative paths and
// everything else by '@/', so '@/features/…' written in a feature is always another feature's, and a
// relative path that climbs as many levels as the file is deep has left its feature.
const COMPOSE_IN_APP =
  'compose the two in app/ (pass a component or a callback as a prop), or move the shared piece down to ui/ or lib/.';
const featureZone = (depth) => {
  const climbsOut = `^(\\.\\./){${depth + 1}}`;
  return [
    {
      regex: '^@/features/',
      message: `A feature does not import another feature (its own files it imports by relative paths): ${COMPOSE_IN_APP}`,
    },
    { regex: climbsOut, message: `A relative import may not leave its feature: ${COMPOSE_IN_APP}` },
    { regex: '^@/app/', message: 'app/ composes features; a feature does not import app/.' },
  ];
};
const sharedZone = [
  {
    regex: '^(@/|(\\.\\./)+)(features|app)/',
    message: 'ui/, lib/, config/ and server/ are shared by every feature and import none: pass what a feature shows as a prop.',
  },
];
// A dynamic import() is an import too (no-restricted-imports sees only static ones).
const dynamicImports = (zone) =>
  zone.map(({ regex, message }) => ({
    selector: `ImportExpression > Literal[value=/${regex.replaceAll('/', '\\/')}/]`,
    message,
  }));
const webZone = (zone) => ({
  '@typescript-eslint/no-restricted-imports': walls(zone),
  'no-restricted-syntax': ['error', ...dynamicImports(zone)],
});
// The admin areas share admin/shared (one flat folder), which imports no area.
const adminShared = {
  regex: '^\\.\\./',
  message: 'admin/shared serves every admin area and imports none of them: pass what an area shows as a prop.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'functions/lib/**',
      'functions/render/**',
      '.local/**',
      'emulator-data/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['functions/src/**/*.ts'],
    rules: {
      // firebase-admin and heavy modules are required lazily on purpose (cold start).
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    // The Razorpay sandbox's checkout script and payment sheet run in the browser, as classic scripts.
    files: ['scripts/local/razorpay-sandbox/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    // The service worker runs as a classic script in its own global scope (the build fills it in).
    files: ['web/src/service-worker/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker }, sourceType: 'script' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // A promise nobody awaits fails silently (an unhandled rejection, a write after the answer).
    files: ['functions/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/features/**', ...ENTRY_POINTS, '**/*.test.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': walls([...outsideFeatures, featureModulesFromOutside]) },
  },
  {
    // The entry points compose the features: they mount routes, schedule jobs and name secrets.
    files: ENTRY_POINTS,
    rules: { '@typescript-eslint/no-restricted-imports': walls([otherRepositories]) },
  },
  {
    files: ['functions/src/features/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { walls: wallsPlugin },
    rules: {
      '@typescript-eslint/no-restricted-imports': walls([...outsideFeatures, ...otherFeatureModules, noDbOutsideRepositories]),
      'walls/no-repository-reexport': 'error',
    },
  },
  {
    files: ['functions/src/features/**/*.routes.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': walls([...inRoutes, noDbOutsideRepositories]) },
  },
  {
    files: ['functions/src/features/**/*.repository.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': walls(inRepositories) },
  },
  {
    files: ['web/src/{ui,lib,config,server}/**/*.{ts,tsx}'],
    rules: webZone(sharedZone),
  },
  // One block per depth below web/src/features/<name>/ (a file three folders down climbs out with ../../../../).
  ...[0, 1, 2, 3, 4].map((depth) => ({
    files: [`web/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: webZone(featureZone(depth)),
  })),
  {
    files: ['web/src/features/admin/shared/*.{ts,tsx}'],
    rules: webZone([...featureZone(1), adminShared]),
  },
);
