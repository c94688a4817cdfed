// A typed client of the card reseller panel's API (openapi-fetch over the generated types): every
// path, parameter, body and answer of the OpenAPI document, checked by the compiler.
//
//   const api = createPanelClient({ baseUrl: 'https://panel.example.com', apiKey: process.env.PANEL_API_KEY });
//   const { data } = await api.GET('/api/vcoin/wallet');
//   if (data?.respCode === 200) console.log(data.data.available);
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './schema';

export type { components, operations, paths } from './schema';

export type PanelClientOptions = {
  /** Where the panel is served, e.g. https://panel.example.com. */
  baseUrl: string;
  /** An API key (Me → API keys) or a session token. */
  apiKey: string;
  /** The language of the answers' messages. */
  language?: 'en' | 'es' | 'pt';
  /** A fetch of your own (tests, proxies); the global one by default. */
  fetch?: typeof globalThis.fetch;
};

export type PanelClient = Client<paths>;

export function createPanelClient({ baseUrl, apiKey, language = 'en', fetch }: PanelClientOptions): PanelClient {
  return createClient<paths>({ baseUrl, fetch, headers: { Authorization: `Bearer ${apiKey}`, language } });
}

/** A refusal: the error catalogue's code and its message, or the HTTP status when no envelope came. */
export class PanelApiError extends Error {
  override readonly name = 'PanelApiError';
  constructor(
    readonly respCode: number,
    message: string,
    readonly status: number,
    readonly data: unknown = null,
  ) {
    super(`[${respCode}] ${message}`);
  }
}

type Envelope = { respCode: number; data?: unknown; message?: string };
type Answer<T> = { data?: T; error?: unknown; response: Response };
type SuccessData<T> = Extract<T, { respCode: 200 }> extends { data: infer D } ? D : never;

/** The data of a success answer (respCode 200); a refusal or an HTTP error throws a PanelApiError. */
export function dataOf<T extends Envelope>(answer: Answer<T>): SuccessData<T> {
  const envelope = (answer.data ?? answer.error) as Envelope | undefined;
  if (envelope && envelope.respCode === 200 && answer.response.ok) return envelope.data as SuccessData<T>;
  throw new PanelApiError(
    envelope?.respCode ?? answer.response.status,
    envelope?.message ?? answer.response.statusText,
    answer.response.status,
    envelope?.data ?? null,
  );
}
