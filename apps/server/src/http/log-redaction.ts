import type { FastifyRequest } from 'fastify';

/** Query parameters whose value is a credential (logout takes its token in the query, spec section 7). */
const SECRET_PARAMS = new Set(['access_token', 'refresh_token', 'token', 'password', 'api_key', 'apikey', 'key']);

/**
 * An API key wherever it stands in an address (a path segment, any parameter), its `_` written out
 * or escaped: `rk_` and what follows, up to the next character a key cannot hold.
 */
const API_KEY_IN_TEXT = /rk(?:_|%5f)[A-Za-z0-9_%-]*/gi;

const decodeKey = (raw: string) => {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
};

/**
 * The address with the value of every credential parameter replaced, whatever the key's spelling
 * (`access%5Ftoken`), and every API key in it, in the path too.
 */
export function redactUrl(address: string): string {
  const url = address.replace(API_KEY_IN_TEXT, 'rk_[REDACTED]');
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const rawKey = equals < 0 ? pair : pair.slice(0, equals);
      return SECRET_PARAMS.has(decodeKey(rawKey).toLowerCase()) ? `${rawKey}=[REDACTED]` : pair;
    });
  return `${url.slice(0, mark)}?${query.join('&')}`;
}

/** What a request log line says of the request: Fastify's fields, with the address redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
