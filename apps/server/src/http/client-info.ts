import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, toLocale, type Locale } from '@panel/domain/locale';

/** What the panel says about itself in the headers of every call (spec section 7). */
export type ClientInfo = {
  deviceId: string | undefined;
  locale: Locale;
  terminal: string | undefined;
  os: string | undefined;
  browserName: string | undefined;
  browserVersion: string | undefined;
  source: string | undefined;
  systemCode: string | undefined;
  authorization: { type: string; token: string } | undefined;
};

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name.toLowerCase()];
  const text = Array.isArray(value) ? value[0] : value;
  // Headers are free text from the client: keep them short and printable.
  return text ? text.slice(0, 200).replace(/[^\x20-\x7e]/g, '') || undefined : undefined;
};

/** The Authorization header as scheme and token (the session check reads only this, on every request). */
export function readAuthorization(request: FastifyRequest): ClientInfo['authorization'] {
  const match = header(request, 'authorization')?.match(/^(\S+)\s+(\S+)$/);
  return match ? { type: match[1], token: match[2] } : undefined;
}

/** Reads the spec's request headers; a missing or unknown language falls back to Accept-Language, then en. */
export function readClientInfo(request: FastifyRequest): ClientInfo {
  const acceptLanguage = header(request, 'accept-language')?.split(',')[0];
  return {
    deviceId: header(request, 'deviceId'),
    locale: toLocale(header(request, 'language')) ?? toLocale(acceptLanguage) ?? DEFAULT_LOCALE,
    terminal: header(request, 'terminal'),
    os: header(request, 'os'),
    browserName: header(request, 'browser-name'),
    browserVersion: header(request, 'browser-version'),
    source: header(request, 'X-Source'),
    systemCode: header(request, 'SystemCode'),
    authorization: readAuthorization(request),
  };
}
