// One lint setup for every workspace: typescript-eslint on all sources, React hooks rules on the front ends,
// and the one-way dependency rule of ARCHITECTURE.md (a remote never imports another remote).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
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
        { patterns: [crossSubpath, { ...testOnly, group: ['../testing/*', ...testOnly.group] }] },
      ],
    },
  },
  {
    // The helpers themselves may use each other.
    files: ['shared/src/testing/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [crossSubpath] }] },
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
