// A remote's mf-manifest.json as tooling/webpack/remote-manifest-plugin.mjs writes it beside webpack's own container
// (a small remote compiled here): what today's shell reads (shell/src/federation/federation-host.ts,
// page-files-preload.ts, shared-preload.ts), in the shape a shell released before the switch reads with
// @module-federation's runtime (metaData.remoteEntry, globalName, publicPath, exposes with their files), and no
// pluginVersion, by which the shell would take it for a remote that needs that runtime.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { RemoteManifestPlugin, exposeChunkName } from '../tooling/webpack/remote-manifest-plugin.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const webpack = createRequire(path.join(ROOT, 'shell', 'package.json'))('webpack');
const dir = mkdtempSync(path.join(os.tmpdir(), 'alfie-remote-manifest-'));
const out = path.join(dir, 'dist');
after(() => rmSync(dir, { recursive: true, force: true }));

const shared = {
  react: { singleton: true, requiredVersion: '^19.0.0', version: '19.1.0' },
  './style.js': { singleton: true, requiredVersion: '^1.0.0', version: '1.0.0', shareKey: '@x/style' },
};
let manifest;

before(async () => {
  writeFileSync(path.join(dir, 'page.js'), "import React from 'react';\nexport default () => React;\n");
  writeFileSync(path.join(dir, 'list.js'), "import './style.js';\nexport default () => null;\n");
  writeFileSync(path.join(dir, 'style.js'), 'export const style = 1;\n');
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: {},
    output: {
      path: out,
      publicPath: 'auto',
      chunkFilename: '[name].[contenthash].js',
      uniqueName: 'mfe_test',
    },
    resolve: { modules: [path.join(ROOT, 'node_modules')] },
    plugins: [
      new webpack.container.ModuleFederationPlugin({
        name: 'mfe_test',
        filename: 'remoteEntry.js',
        exposes: {
          './Page': { import: './page.js', name: exposeChunkName('./Page') },
          './List': { import: './list.js', name: exposeChunkName('./List') },
        },
        shared,
      }),
      new RemoteManifestPlugin({
        name: 'mfe_test',
        pkg: { name: '@alfie/mfe-test', version: '1.2.3' },
        shared,
        firstCalls: { './Page': ['/a/b?c={language}'] },
      }),
    ],
  });
  const stats = await new Promise((resolve, reject) =>
    compiler.run((error, result) => (error ? reject(error) : compiler.close(() => resolve(result)))),
  );
  assert.ok(!stats.hasErrors(), stats.toString('errors-only'));
  manifest = JSON.parse(readFileSync(path.join(out, 'mf-manifest.json'), 'utf8'));
});

test('the entry, its global and where its files are', () => {
  assert.equal(manifest.name, 'mfe_test');
  assert.deepEqual(manifest.metaData.remoteEntry, { name: 'remoteEntry.js', path: '', type: 'global' });
  assert.equal(manifest.metaData.globalName, 'mfe_test');
  assert.equal(manifest.metaData.publicPath, 'auto');
  assert.deepEqual(manifest.metaData.buildInfo, { buildVersion: '1.2.3', buildName: '@alfie/mfe-test' });
  assert.equal(manifest.metaData.pluginVersion, undefined);
  // The global the manifest names is the one remoteEntry.js sets.
  assert.match(readFileSync(path.join(out, 'remoteEntry.js'), 'utf8'), /^var mfe_test;/);
});

test("each exposed page with its own chunk's file, as written after the content hashes are final", () => {
  assert.deepEqual(
    manifest.exposes.map(({ name, path: at }) => [name, at]),
    [
      ['List', './List'],
      ['Page', './Page'],
    ],
  );
  for (const expose of manifest.exposes) {
    const [file, ...more] = expose.assets.js.sync;
    assert.deepEqual(more, []);
    assert.match(file, new RegExp(`^__federation_expose_${expose.name}\\.[0-9a-f]+\\.js$`));
    assert.ok(existsSync(path.join(out, file)), file);
  }
});

test('the shared modules each page takes, its first calls, and the remote shares by the names they are asked by', () => {
  assert.deepEqual(manifest.metaData.exposeRequires, { './List': ['@x/style'], './Page': ['react'] });
  assert.deepEqual(manifest.metaData.exposeCalls, { './Page': ['/a/b?c={language}'] });
  assert.deepEqual(
    manifest.shared.map(({ name, version, singleton, requiredVersion }) => [
      name,
      version,
      singleton,
      requiredVersion,
    ]),
    [
      ['react', '19.1.0', true, '^19.0.0'],
      ['@x/style', '1.0.0', true, '^1.0.0'],
    ],
  );
  assert.deepEqual(manifest.remotes, []);
});
