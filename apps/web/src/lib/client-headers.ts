// What every call of the panel carries (spec section 7): the headers and the query string, built
// the same way by the api client and by the requests sent before it has loaded (early-requests.ts).
import { CLIENT_HEADERS } from '@panel/domain/contract/headers';
import { SYSTEM_CODE, TERMINAL, X_SOURCE } from '@panel/domain/constants';
import { fillPath, type CallInput, type Endpoint, type Shape } from '@panel/domain/endpoints/endpoint';
import type { Locale } from '@panel/domain/locale';
import { getDeviceId } from './device';
import { authorizationHeader } from './session';
import { clientInfo } from './user-agent';

export type QueryValue = string | number | boolean | null | undefined;

/** A call that only reads (no body): what a screen asks for as it first renders (lib/early-requests.ts). */
export type ApiRead = { method: 'GET' | 'POST'; path: string; params?: Record<string, QueryValue> };

/** The read an endpoint of the table makes with this input, to name once for a query and for sending it early. */
export const readOf = <S extends Shape>(endpoint: Endpoint<S>, input?: CallInput<S>): ApiRead => ({
  method: endpoint.method === 'POST' ? 'POST' : 'GET',
  path: fillPath(endpoint.path, input?.params as Record<string, string> | undefined),
  params: input?.query as Record<string, QueryValue> | undefined,
});

/** `path` with `params` as its query string; null and undefined values are left out. */
export function withQuery(path: string, params: Record<string, QueryValue> | undefined): string {
  if (!params) return path;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined) query.append(key, String(value));
  }
  const text = query.toString();
  if (!text) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${text}`;
}

/** The headers every call carries, plus Authorization and SystemCode when a token is stored. */
export function clientHeaders(locale: Locale): Record<string, string> {
  const client = clientInfo();
  const headers: Record<string, string> = {
    [CLIENT_HEADERS.deviceId]: getDeviceId(),
    [CLIENT_HEADERS.language]: locale,
    [CLIENT_HEADERS.terminal]: TERMINAL,
    [CLIENT_HEADERS.os]: client.os,
    [CLIENT_HEADERS.browserName]: client.browserName,
    [CLIENT_HEADERS.browserVersion]: client.browserVersion,
    [CLIENT_HEADERS.source]: X_SOURCE,
  };
  const authorization = authorizationHeader();
  if (authorization) {
    headers[CLIENT_HEADERS.authorization] = authorization;
    headers[CLIENT_HEADERS.systemCode] = SYSTEM_CODE;
  }
  return headers;
}
