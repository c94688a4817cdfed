import { z } from 'zod';

/** The reply every call answers with (spec section 7): respCode 200 carries data. */
export const Envelope = <T extends z.ZodType>(data: T) => z.object({ respCode: z.number(), data, message: z.string() });

export type Envelope<T> = { respCode: number; data: T; message: string };

// The success code and the request headers live in a zod-free module (the panel's api client takes them from there).
export { CLIENT_HEADERS, RESP_OK } from './headers';

/** A page of results, used by every paged list call. */
export const PageRequest = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageRequest = z.infer<typeof PageRequest>;

export const Page = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int(), pageNum: z.number().int(), pageSize: z.number().int() });
export type Page<T> = { list: T[]; total: number; pageNum: number; pageSize: number };
