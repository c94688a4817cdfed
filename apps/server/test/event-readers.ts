// Driving a reader of the live events (the notifier, the webhook dispatcher) in a test: step it
// until its cursor has passed the last event written when the call began. An event is read only
// once every older transaction of the database server has ended, and other test files write beside
// this one, so a step may read nothing yet while there is something to read.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { eventCursors, userEvents } from '../src/db/schema';

export async function readToLatest(db: Db, cursorName: string, step: () => Promise<number>) {
  const [last] = await db.select({ id: userEvents.id }).from(userEvents).orderBy(desc(userEvents.id)).limit(1);
  const deadline = Date.now() + 10_000;
  for (;;) {
    while ((await step()) > 0);
    const [cursor] = await db.select().from(eventCursors).where(eq(eventCursors.name, cursorName));
    const read = await db
      .select({ id: userEvents.id })
      .from(userEvents)
      .where(and(eq(userEvents.id, last?.id ?? 0), sql`(${userEvents.tx}, ${userEvents.id}) <= (${cursor?.tx ?? 0}::bigint, ${cursor?.id ?? 0}::bigint)`));
    if (!last || read.length > 0 || Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
