// The live event stream of the signed-in user (GET /api/events, server-sent events; decision 031).
// Read with fetch rather than EventSource, so that it carries the session's headers like every
// other call. It reconnects by itself (a second, then twice as long up to half a minute; at once
// when the network comes back) and sends the last event's id, so the server replays what was
// missed. While it is connected, the screens that used to poll ask less often (isLive()).
// It opens once the first screen has settled (its calls answered, its files and pictures in, a few
// seconds after the page's load), not while the first screen's own requests travel; what happened
// before then reaches the screens as one `resync` (they read again).
import { notificationsEndpoints } from '@panel/domain/endpoints/notifications';
import { clientHeaders } from './client-headers';
import { currentLocale } from './i18n';
import { progress } from './progress';
import { hasToken } from './session';

export type LiveEvent = { id: string | null; kind: string; data: Record<string, unknown> };

const RETRY_FIRST_MS = 1000;
/** The least wait after the page's load before the stream opens. */
export const LIVE_START_AFTER_LOAD_MS = 4000;
/** How long no call may have been in flight and no file arrived before the stream opens. */
const SETTLED_FOR_MS = 2000;
const SETTLE_CHECK_MS = 250;

/** Whether the page has been quiet for `ms`: no call of the panel's in flight, no file finished loading. */
function quietFor(ms: number): boolean {
  if (progress.isActive()) return false;
  const files = performance.getEntriesByType('resource');
  const last = files.length > 0 ? Math.max(...files.slice(-20).map((entry) => (entry as PerformanceResourceTiming).responseEnd)) : 0;
  return performance.now() - last >= ms;
}

/** Past this after the load, the stream opens even on a page that never settles (a screen that polls every second). */
const SETTLE_AT_MOST_MS = 30_000;

/** Resolves once the page has loaded and settled, or `signal` aborts. */
async function settled(signal: AbortSignal): Promise<void> {
  if (document.readyState !== 'complete') await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  const earliest = performance.now() + LIVE_START_AFTER_LOAD_MS;
  const latest = earliest + SETTLE_AT_MOST_MS;
  while (!signal.aborted && performance.now() < latest && (performance.now() < earliest || !quietFor(SETTLED_FOR_MS))) {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_CHECK_MS));
  }
}
const RETRY_MAX_MS = 30_000;

let live = false;

/** Whether the stream is connected now: events arrive as they happen. */
export const isLive = () => live;

/** Splits the text read so far into complete events; answers them and what is left for the next read. */
export function parseEventStream(text: string): { events: LiveEvent[]; rest: string } {
  const events: LiveEvent[] = [];
  const blocks = text.split(/\r?\n\r?\n/);
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let id: string | null = null;
    let kind = 'message';
    const data: string[] = [];
    for (const line of block.split(/\r?\n/)) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') id = value;
      else if (field === 'event') kind = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length === 0) continue;
    try {
      events.push({ id, kind, data: JSON.parse(data.join('\n')) as Record<string, unknown> });
    } catch {
      // Not JSON: not one of ours.
    }
  }
  return { events, rest };
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
    signal.addEventListener('abort', done);
  });

/** Keeps the stream open until the returned function is called or the session ends; `onEvent` gets each event. */
export function connectLiveEvents(onEvent: (event: LiveEvent) => void): () => void {
  const stop = new AbortController();
  let lastId: string | null = null;

  async function readOnce(): Promise<'again' | 'stop'> {
    const headers: Record<string, string> = { ...clientHeaders(currentLocale()), accept: 'text/event-stream' };
    const resuming = lastId !== null;
    if (lastId) headers['last-event-id'] = lastId;
    const response = await fetch(notificationsEndpoints.events.path, { headers, signal: stop.signal, cache: 'no-store' });
    // A session that ended is the other calls' to report (the login-status dialog).
    if (response.status === 401) return 'stop';
    if (!response.ok || !response.body) return 'again';
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return 'again';
      const parsed = parseEventStream(text + value);
      text = parsed.rest;
      for (const event of parsed.events) {
        if (event.id) lastId = event.id;
        if (event.kind === 'ready') {
          live = true;
          // Nothing says what happened before this stream: the screens read again, once.
          if (!resuming) onEvent({ id: null, kind: 'resync', data: {} });
        } else onEvent(event);
      }
    }
  }

  void (async () => {
    await settled(stop.signal);
    let delay = RETRY_FIRST_MS / 2;
    while (!stop.signal.aborted && hasToken()) {
      const started = Date.now();
      const outcome = await readOnce().catch(() => 'again' as const);
      live = false;
      if (outcome === 'stop' || stop.signal.aborted) return;
      // A stream that lived a while starts the waits over.
      delay = Date.now() - started > RETRY_MAX_MS ? RETRY_FIRST_MS : Math.min(delay * 2, RETRY_MAX_MS);
      await wait(navigator.onLine ? delay : RETRY_MAX_MS * 10, stop.signal);
    }
  })();

  return () => {
    stop.abort();
    live = false;
  };
}
