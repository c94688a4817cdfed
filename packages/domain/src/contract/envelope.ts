import { z } from 'zod';

/** The reply every call answers with (spec section 7): respCode 200 carries data. */
export const Envelope = <T extends z.ZodType>(data: T) =>
  z.object({ respCode: z.number(), data, message: z.string() });

export type Envelope<T> = { respCode: number; data: T; message: string };

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

/** A page of results, used by every paged list call. */
export const PageRequest = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageRequest = z.infer<typeof PageRequest>;

export const Page = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int(), pageNum: z.number().int(), pageSize: z.number().int() });
export type Page<T> = { list: T[]; total: number; pageNum: number; pageSize: number };
