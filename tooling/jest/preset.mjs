// Jest preset of the front ends: one project per workspace, TypeScript/TSX through @swc/jest, jsdom, jest-dom,
// style and asset imports replaced by stubs.
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { APPS } from '../webpack/apps.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');

export const FRONT_END_WORKSPACES = ['shared', ...APPS.map((a) => a.dir)];

// Packages shipped only as ES modules must be compiled to CommonJS for jest; list them here when one appears.
const esmOnly = ['@tanstack', 'jwt-decode'];

const swc = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};

/** The jest project of one workspace (folder name = project name). */
export function frontEndProject(workspace) {
  return {
    displayName: workspace,
    rootDir: path.join(repoRoot, workspace),
    roots: ['<rootDir>/src'],
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    testEnvironment: 'jsdom',
    // The browser build of packages that ship one, as the bundles use.
    testEnvironmentOptions: { customExportConditions: ['browser', 'require', 'default'] },
    transform: { '^.+\\.(t|j|mj|cj)sx?$': ['@swc/jest', swc] },
    transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
    moduleNameMapper: {
      '\\.css$': path.join(here, 'style-stub.cjs'),
      '\\.(png|jpe?g|gif|svg|webp|ico|pdf|woff2?)$': path.join(here, 'file-stub.cjs'),
    },
    setupFilesAfterEnv: [path.join(here, 'setup.ts')],
  };
}
