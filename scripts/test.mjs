// `npm test`: every check the project has, ordered so that the longest part, the browser tests,
// starts as early as it can and the checks that only need a core fill the time it leaves.
// 1. The build, then at once the browser tests on it. They are the longest step and wait more than
//    they compute (pages loading, the network going quiet, animations ending).
// 2. Beside them, at a lower priority (`nice`), so that they never slow a page past a test's wait:
//    ESLint in one lane; the type check and lint's other checks (`npm run lint`: Prettier, knip, the
//    unused texts) in the other.
// 3. When all of these have passed, the unit and server tests, which spread over every core
//    themselves and have waits of their own that a busy machine would stretch; then, when the
//    server suite ran on PostgreSQL (TEST_DATABASE_URL set, as in CI), the files about the embedded
//    database once more on PGlite (`npm run test:embedded`).
// The browser and unit tests' output is shown as it comes; the checks' is printed whole when each
// ends, never interleaved. The first command that fails stops the others, and `npm test` fails.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

const root = new URL('..', import.meta.url);
/** `npm run lint`'s checks, each on its own: its script is a chain of commands joined by `&&`. */
const lintChecks = JSON.parse(fs.readFileSync(new URL('package.json', root), 'utf8'))
  .scripts.lint.split(' && ')
  .map((command) => (command.startsWith('npm ') ? command : `npx ${command}`));
/** A check that runs beside the browser tests: it takes the cores they leave, and theirs only when they wait. */
const background = (command) => `nice -n 10 ${command}`;

const running = new Set();
let stopping = false;

/**
 * Runs `command` through the shell in a process group of its own (so that stopping it stops what it
 * started); answers its exit code and, when `capture`, what it printed.
 */
function run(command, { capture = false, env = process.env } = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, { cwd: root, env, shell: true, detached: true, stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    running.add(child);
    let output = '';
    if (capture) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('close', (code, signal) => {
      running.delete(child);
      resolve({ command, code: code ?? (signal ? 1 : 0), output, seconds: (Date.now() - started) / 1000 });
    });
  });
}

/** Stops every command still running, with what each started. */
function stopAll(signal = 'SIGTERM') {
  stopping = true;
  for (const child of running) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll(signal);
    process.exit(1);
  });
}

/** Prints how `result` ended; on a failure stops the rest. Answers whether it passed. */
function report({ command, code, seconds }) {
  if (stopping) return false; // stopped because another command failed: that one was reported
  console.log(`== ${command}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds.toFixed(0)} s`);
  if (code !== 0) stopAll();
  return code === 0;
}

/** Runs `commands` one after another, printing each one's output when it ends; answers whether all passed. */
async function lane(commands) {
  for (const command of commands) {
    const result = await run(command, { capture: true });
    if (!stopping) process.stdout.write(result.output);
    if (!report(result)) return false;
  }
  return true;
}

/** Runs `command` with its output shown as it comes; answers whether it passed. */
async function step(command) {
  return report(await run(command));
}

/** The embedded database's files on PGlite, when the server suite ran on PostgreSQL. */
function embeddedDatabaseFiles() {
  if (!process.env.TEST_DATABASE_URL) return Promise.resolve(true);
  const env = { ...process.env };
  delete env.TEST_DATABASE_URL;
  return run('npm run test:embedded', { env }).then(report);
}

const [eslint, ...otherChecks] = lintChecks.map(background);
const checked = await Promise.all([
  lane(['npm run build']).then((built) => built && step('npm run test:browser')),
  lane([eslint]),
  lane([background('npm run typecheck'), ...otherChecks]),
]);
const passed = checked.every(Boolean) && (await step('npm run test:unit')) && (await embeddedDatabaseFiles());
process.exit(passed ? 0 : 1);
