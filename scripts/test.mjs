// `npm test`: every check the project has, in the order that keeps the machine's cores busy.
// 1. Two lanes side by side, each a program at a time that mostly uses one core: ESLint (the longest
//    check) in one; the type check, lint's other checks (`npm run lint`: Prettier, knip, the unused
//    texts) and the build in the other. Started all at once they starve ESLint, which then runs on
//    alone. Each command's output is printed whole when it ends, never interleaved.
// 2. The unit and server tests (Vitest spreads their files over the cores itself), as soon as the
//    second lane has passed: they take the core it leaves while ESLint runs on, at a lower priority
//    (`nice`), so that ESLint keeps its core (beside them at the same priority it took 539 s, at the
//    lower one 326 s).
// 3. The browser tests, on the build from step 1, once ESLint and the unit tests have passed.
// It stops after the first step that fails, as `a && b && c` would (ESLint's failure once the unit
// tests it ran beside have ended).
import { spawn } from 'node:child_process';
import fs from 'node:fs';

const root = new URL('..', import.meta.url);
/** `npm run lint`'s checks, each on its own: its script is a chain of commands joined by `&&`. */
const lintChecks = JSON.parse(fs.readFileSync(new URL('package.json', root), 'utf8'))
  .scripts.lint.split(' && ')
  .map((command) => (command.startsWith('npm ') ? command : `npx ${command}`));

/** Runs `command` through the shell; answers its exit code and, when `capture`, what it printed. */
function run(command, { capture = false } = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, { cwd: root, shell: true, stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    if (capture) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('close', (code, signal) => resolve({ command, code: code ?? (signal ? 1 : 0), output, seconds: (Date.now() - started) / 1000 }));
  });
}

function report({ command, code, seconds }) {
  console.log(`== ${command}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds.toFixed(0)} s`);
}

/** Runs `commands` one after another, printing each one's output when it ends; answers whether all passed. */
async function lane(commands) {
  for (const command of commands) {
    const result = await run(command, { capture: true });
    process.stdout.write(result.output);
    report(result);
    if (result.code !== 0) return false;
  }
  return true;
}

/** Runs `command` with its output shown as it comes; answers whether it passed. */
async function step(command) {
  const result = await run(command);
  report(result);
  return result.code === 0;
}

const [eslint, ...otherChecks] = lintChecks;
const passed = await Promise.all([
  lane([eslint]),
  lane(['npm run typecheck', ...otherChecks, 'npm run build']).then((lanePassed) => lanePassed && step('nice -n 10 npm run test:unit')),
]);
if (!passed.every(Boolean) || !(await step('npm run test:browser'))) process.exit(1);
