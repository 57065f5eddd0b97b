// One lint setup for every workspace: typescript-eslint on all sources, React hooks rules on the front ends,
// the one-way dependency rules of ARCHITECTURE.md (a remote never imports another remote or the shell; the API
// takes only the contracts from shared; shared imports no app; the API's lower layers never import a module) and
// no import cycle anywhere.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

const remotes = [
  'mfe-requests',
  'mfe-recruiting',
  'mfe-pricing',
  'mfe-users',
  'mfe-customer',
  'mfe-payment',
  'mfe-pa',
];

// @alfie/shared/testing holds helpers for tests only: a product file importing one would ship it in a bundle.
const testOnly = {
  group: ['@alfie/shared/testing/*', '**/shared/src/testing/*'],
  message: 'Test helpers are for tests only: import @alfie/shared/testing/* from *.test.* and fixture files.',
};
const testFiles = ['**/*.test.{ts,tsx}', '**/test-utils.tsx', '**/test-*.ts', '**/fixtures.ts'];
const remoteBoundary = (remote) => ({
  group: remotes
    .filter((r) => r !== remote)
    .flatMap((r) => [`@alfie/${r}`, `**/${r}/**`])
    .concat(['@alfie/shell', '**/shell/src/**']),
  message: 'A remote never imports another remote or the shell: share through @alfie/shared.',
});
// A relative import across shared subpaths would let a remote bundle a second copy (a second session store);
// going through the package name keeps every subpath one federated singleton.
const crossSubpath = {
  group: ['../session/*', '../api/*', '../i18n/*', '../ui/*'],
  message: 'Import another shared subpath through @alfie/shared/<subpath>.',
};

// The API runs on Node alone: of shared it may use the contracts (valibot rules, types), nothing with React.
const apiBoundary = [
  {
    regex: '^@alfie/(?!shared/contracts(/|$))',
    message: 'The API imports only @alfie/shared/contracts* from the workspaces.',
  },
  {
    regex: '(^|/)(shared|shell|mfe-[a-z]+|e2e)/src/',
    message: 'The API imports only @alfie/shared/contracts* from the workspaces, by package name.',
  },
];
// Shared is below every app: an import of an app would tie the package to one of its users (and to a cycle).
const sharedNoApp = {
  regex: '^@alfie/(?!shared(/|$))|(^|/)(api|shell|mfe-[a-z]+|e2e)/src/',
  message: 'shared imports no app (API, shell or remote): move what both need into shared.',
};
// The API's layers: lib, db, mail, auth and plugins serve the modules, never the reverse (a module is a leaf).
const apiLowerLayer = {
  group: ['**/modules/*', '**/modules/**', '../modules', '../../modules'],
  message:
    'lib, db, mail, auth and plugins never import a module: move the shared piece down into their layer.',
};
const apiLib = {
  group: ['../auth/*', '../plugins/*'],
  message:
    'lib sits under auth and plugins (db, mail and contracts only): take what it needs as a parameter.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/coverage/**',
      'releases/**',
      'tmp/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // import-x resolves every relative and workspace import; no-cycle fails on a loop of any length.
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'] },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['api/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: apiBoundary }] },
  },
  {
    files: ['api/src/{auth,db,mail,plugins}/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...apiBoundary, apiLowerLayer] }] },
  },
  {
    files: ['api/src/lib/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...apiBoundary, apiLowerLayer, apiLib] }] },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [sharedNoApp] }] },
  },
  {
    // The Node version check runs on the old Nodes it refuses: CommonJS, so require() is its import.
    files: ['scripts/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.tsx', 'shared/src/**/*.ts', 'shell/src/**/*.ts', 'mfe-*/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['shared/src/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react/*', '../ui/*', '../session/*', '../api/*'],
              message: 'contracts are used by the API: no React, no browser code',
            },
            sharedNoApp,
          ],
        },
      ],
    },
  },
  {
    files: ['shared/src/{api,session,i18n,ui,testing}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [crossSubpath, { ...testOnly, group: ['../testing/*', ...testOnly.group] }, sharedNoApp],
        },
      ],
    },
  },
  {
    // The helpers themselves may use each other.
    files: ['shared/src/testing/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [crossSubpath, sharedNoApp] }] },
  },
  ...remotes.map((remote) => ({
    files: [`${remote}/src/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: [remoteBoundary(remote), testOnly] }] },
  })),
  ...remotes.map((remote) => ({
    files: testFiles.map((glob) => `${remote}/src/${glob}`),
    rules: { 'no-restricted-imports': ['error', { patterns: [remoteBoundary(remote)] }] },
  })),
  {
    files: ['shell/src/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: { 'no-restricted-imports': ['error', { patterns: [testOnly] }] },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
