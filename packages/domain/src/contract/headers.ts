// The envelope's success code and the panel's request headers (spec section 7), apart from the zod
// schemas of envelope.ts so the panel's api client can use them without loading zod.

/** Success code of the envelope. */
export const RESP_OK = 200;

/** Request headers the panel sends on every call (spec section 7). */
export const CLIENT_HEADERS = {
  deviceId: 'deviceId',
  language: 'language',
  terminal: 'terminal',
  os: 'os',
  browserName: 'browser-name',
  browserVersion: 'browser-version',
  source: 'X-Source',
  authorization: 'Authorization',
  systemCode: 'SystemCode',
  idempotencyKey: 'Idempotency-Key',
} as const;
