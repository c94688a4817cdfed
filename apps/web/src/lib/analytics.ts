// First-party analytics (spec section 9: events named h5-...). track() only queues: the events go
// to our own server in batches, every 15 s and when the page is left (pagehide, or hidden), by
// sendBeacon or a keepalive fetch, so no screen ever waits for them and a failed send is only
// tried again later. An event says what happened, when, on which screen (the path with anything
// that looks like an id replaced by ':id') and in which language, with an anonymous random id of
// this device kept for analytics only: never who, nothing typed.
import { ANALYTICS_BATCH_MAX, ANALYTICS_SCREEN, type AnalyticsBatch, type AnalyticsEvent, type AnalyticsEventName } from '@panel/domain/contract/analytics';
import { analyticsEndpoints } from '@panel/domain/endpoints/analytics';
import type { Locale } from '@panel/domain/locale';
import { randomUuid } from './device';
import { currentLocale } from './i18n';
import { readItem, writeItem } from './storage';

/** Sent with sendBeacon or a keepalive fetch (not the API client): the endpoint table's path. */
export const ANALYTICS_PATH = analyticsEndpoints.events.path;
export const FLUSH_EVERY_MS = 15_000;
/** Events kept while the server cannot be reached; older ones are dropped beyond this. */
const QUEUE_MAX = 200;
const DEVICE_KEY = 'analyticsDevice';

/** The path as a screen: segments with digits, '@', '.' or other characters (ids, codes, emails) become ':id'. */
export function screenOf(pathname: string): string {
  const segments = pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => (/^[A-Za-z_-]{1,40}$/.test(segment) ? segment : ':id'));
  const screen = `/${segments.join('/')}`.slice(0, 121);
  return ANALYTICS_SCREEN.test(screen) ? screen : '/';
}

/** How batches leave: a beacon (the page is going away) or a keepalive fetch; answers whether it was handed over. */
export type Transport = (body: string, leaving: boolean) => Promise<boolean> | boolean;

type AnalyticsOptions = {
  transport: Transport;
  now?: () => number;
  screen?: () => string;
  language?: () => Locale;
  device?: () => string | undefined;
};

export type Analytics = {
  track(name: AnalyticsEventName): void;
  /** Sends what is queued, in batches of ANALYTICS_BATCH_MAX. */
  flush(leaving?: boolean): Promise<void>;
  pending(): number;
};

export function createAnalytics({
  transport,
  now = Date.now,
  screen = () => '/',
  language = () => 'en',
  device = () => undefined,
}: AnalyticsOptions): Analytics {
  let queue: AnalyticsEvent[] = [];
  let sending = false;
  const flush = async (leaving = false) => {
    // A send in flight takes the queue it saw; a page leaving sends what is left without waiting.
    if (sending && !leaving) return;
    sending = true;
    try {
      while (queue.length > 0) {
        const events = queue.slice(0, ANALYTICS_BATCH_MAX);
        queue = queue.slice(events.length);
        const batch: AnalyticsBatch = { device: device(), events };
        let sent = false;
        try {
          sent = await transport(JSON.stringify(batch), leaving);
        } catch {
          sent = false;
        }
        if (!sent) {
          // Kept for the next flush, newest first to go if the queue overflows.
          queue = [...events, ...queue].slice(0, QUEUE_MAX);
          return;
        }
      }
    } finally {
      sending = false;
    }
  };
  return {
    track(name) {
      try {
        queue.push({ name, at: Math.round(now()), screen: screen(), language: language() });
        if (queue.length > QUEUE_MAX) queue = queue.slice(queue.length - QUEUE_MAX);
      } catch {
        // Analytics never breaks a screen.
      }
    },
    flush,
    pending: () => queue.length,
  };
}

/** Sends by sendBeacon when the page is leaving (it outlives the page), else by a keepalive fetch. */
export const browserTransport: Transport = async (body, leaving) => {
  if (leaving && typeof navigator.sendBeacon === 'function')
    return navigator.sendBeacon(ANALYTICS_PATH, new Blob([body], { type: 'text/plain;charset=UTF-8' }));
  const response = await fetch(ANALYTICS_PATH, {
    method: 'POST',
    body,
    keepalive: true,
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    credentials: 'omit',
  });
  // A refusal (a bad batch) is not sent again; only a failure to reach the server is.
  return response.status < 500;
};

function deviceId(): string | undefined {
  const stored = readItem(DEVICE_KEY);
  if (stored) return stored;
  const created = randomUuid();
  writeItem(DEVICE_KEY, created);
  return created;
}

/** Flushes on an interval and when the page is hidden or left. Answers a function that stops it. */
export function startFlushing(analytics: Analytics, target: Window = window, everyMs = FLUSH_EVERY_MS): () => void {
  const timer = target.setInterval(() => void analytics.flush(), everyMs);
  const leave = () => void analytics.flush(true);
  const hidden = () => {
    if (target.document.visibilityState === 'hidden') leave();
  };
  target.addEventListener('pagehide', leave);
  target.document.addEventListener('visibilitychange', hidden);
  return () => {
    target.clearInterval(timer);
    target.removeEventListener('pagehide', leave);
    target.document.removeEventListener('visibilitychange', hidden);
  };
}

let panelAnalytics: Analytics | undefined;

/** Records that something happened (an h5- event); it is sent later, in a batch. Never throws, never waits. */
export function track(name: AnalyticsEventName): void {
  if (typeof window === 'undefined') return;
  if (!panelAnalytics) {
    panelAnalytics = createAnalytics({
      transport: browserTransport,
      screen: () => screenOf(window.location.pathname),
      language: currentLocale,
      device: deviceId,
    });
    startFlushing(panelAnalytics);
  }
  panelAnalytics.track(name);
}

/** For a promise's then: records the event once the call has succeeded (none for null), passing the answer on. */
export function tracked(name: AnalyticsEventName | null) {
  return <T>(value: T): T => {
    if (name) track(name);
    return value;
  };
}
