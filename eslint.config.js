import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Feature walls in functions/src (README, 'Code structure: who may import whom'; docs/decisions/0054).
// Paths are matched as written, and features import each other as '../<feature>/<file>'.
// The activity log and the mail outbox are append-only records every feature writes (in its own
// transaction, for the outbox): their repositories are open to all. Every other repository is private.
const otherRepositories = {
  group: ['../*/*.repository', '**/features/*/*.repository', '!../activity/activity.repository', '!../mail/outbox.repository'],
  allowTypeImports: true,
  message: "Another feature's repository is private to it: call that feature's service.",
};
const otherRoutes = {
  group: ['../*/*.routes', '**/features/*/*.routes'],
  message: "Only app.ts mounts a feature's routes.",
};
const outsideFeatures = [otherRepositories, otherRoutes];
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
const noDbOutsideRepositories = {
  group: ['../../lib/firebase', '../lib/firebase'],
  importNames: ['getDb'],
  message: 'Repositories open transactions and reach Firestore; services call repositories.',
};
const walls = (patterns) => ['error', { patterns }];

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
    files: ['scripts/lib/razorpay-sandbox/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
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
    ignores: ['functions/src/features/**', 'functions/src/app.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': walls(outsideFeatures) },
  },
  {
    files: ['functions/src/app.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': walls([otherRepositories]) },
  },
  {
    files: ['functions/src/features/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': walls([...outsideFeatures, noDbOutsideRepositories]) },
  },
  {
    files: ['functions/src/features/**/*.routes.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': walls([...inRoutes, noDbOutsideRepositories]) },
  },
  {
    files: ['functions/src/features/**/*.repository.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': walls(inRepositories) },
  },
);
