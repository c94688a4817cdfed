// The calls a screen makes as it first renders, sent as soon as the address is known (main.tsx),
// while the screen's code, its texts and the query library are still on their way: on a slow
// network the answers are in by the time the screen asks, instead of one round trip after its
// first render. The api client takes such an answer in place of sending the same call again
// (same method, address and headers, so the same session and language); an answer nobody takes
// is dropped after a while. Only reads: a call that changes something is never sent ahead.
import type { Locale } from '@panel/domain/locale';
import { clientHeaders, withQuery, type ApiRead } from './client-headers';

/** How long an answer sent ahead waits to be taken. */
const KEEP_MS = 15_000;

const sent = new Map<string, Promise<Response>>();

const keyOf = (method: string, url: string, headers: Record<string, string>) => `${method} ${url} ${JSON.stringify(headers)}`;

/** Sends `requests` now, with the headers the api client would give them in `locale`. */
export function sendEarly(requests: ApiRead[], locale: Locale): void {
  const headers = clientHeaders(locale);
  const batch = new Map<string, Promise<Response>>();
  for (const { method, path, params } of requests) {
    const url = withQuery(path, params);
    const key = keyOf(method, url, headers);
    if (sent.has(key) || batch.has(key)) continue;
    const response = fetch(url, { method, headers });
    // A failure is reported by the call that takes it, as if it had sent it.
    response.catch(() => undefined);
    batch.set(key, response);
  }
  for (const [key, response] of batch) sent.set(key, response);
  setTimeout(() => {
    for (const [key, response] of batch) if (sent.get(key) === response) sent.delete(key);
  }, KEEP_MS);
}

/** The answer to this exact call if it was sent ahead and not taken yet; taking it leaves none. */
export function takeEarly(method: string, url: string, headers: Record<string, string>): Promise<Response> | undefined {
  const key = keyOf(method, url, headers);
  const response = sent.get(key);
  sent.delete(key);
  return response;
}
