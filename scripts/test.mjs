// `npm test`: every check the project has, in the order that keeps the machine's cores busy.
// 1. Lint's four checks (`npm run lint`: ESLint, Prettier, knip, the unused texts), the type check and
//    the build side by side: each is a program that mostly uses one core, so together they fill the
//    cores that one after the other left idle. Each one's output is printed whole when it ends, never
//    interleaved.
// 2. The unit and server tests (Vitest spreads their files over the cores itself).
// 3. The browser tests, on the build from step 1.
// It stops after the first step that fails, as `a && b && c` would.
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

const side = await Promise.all(
  [...lintChecks, 'npm run typecheck', 'npm run build'].map((command) =>
    run(command, { capture: true }).then((result) => {
      process.stdout.write(result.output);
      report(result);
      return result;
    }),
  ),
);
if (side.some((result) => result.code !== 0)) process.exit(1);

for (const command of ['npm run test:unit', 'npm run test:browser']) {
  const result = await run(command);
  report(result);
  if (result.code !== 0) process.exit(result.code);
}
