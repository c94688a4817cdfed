// node-postgres warns (once a process) when a query is sent on a connection that is still running
// another one: a transaction's reads sent side by side queue on its one connection, and pg 9 will
// refuse them. Such a warning fails the test it was raised in, on PostgreSQL (PGlite has no such
// queue), instead of scrolling past in the run's output.
import { afterEach } from 'vitest';

const DRIVER_WARNINGS = Symbol.for('panel.test.driverWarnings');
type Holder = { [DRIVER_WARNINGS]?: Error[] };

const holder = process as unknown as Holder;
if (!holder[DRIVER_WARNINGS]) {
  const seen: Error[] = [];
  holder[DRIVER_WARNINGS] = seen;
  process.on('warning', (warning) => {
    if (warning.name === 'DeprecationWarning' && /pg@9|Postgres/.test(warning.message)) seen.push(warning);
  });
}

afterEach(async () => {
  // The warning is emitted on the next tick after the call that raised it.
  await new Promise((resolve) => setImmediate(resolve));
  const seen = holder[DRIVER_WARNINGS]!.splice(0);
  if (seen.length > 0) throw new Error(`node-postgres warned: ${seen.map((warning) => warning.message).join('; ')}`);
});
