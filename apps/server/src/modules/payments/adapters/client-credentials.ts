// An OAuth2 client-credentials token, as PayPal and the PSPs of API Pix hand them out: asked for with
// the client's id and secret as Basic credentials, kept until shortly before it ends, asked for by one
// request at a time, and dropped when the provider no longer takes it.
import { jsonOf, ProviderUnreachable, type HttpClient, type HttpResponse } from './http-client';

/** Longest access token taken. */
const TOKEN_MAX_CHARS = 4096;
/** A token is renewed this long before it ends (or at half its life, when that is shorter). */
const TOKEN_MARGIN_MS = 60_000;

type Token = { value: string; renewAt: number };

export type ClientCredentials = {
  /** The token endpoint's address. */
  url: string;
  clientId: string;
  /** Read when a token is asked for (a secret may be derived or loaded on first use). */
  clientSecret: () => string;
  /** The scopes asked for, if the provider wants them named. */
  scope?: string;
  /** Checks the token call's answer (the provider's own error handling); answers it when it is a 2xx. */
  checked: (answer: HttpResponse) => HttpResponse;
  /** The provider's name in errors ("PayPal token: ..."). */
  what: string;
  now: () => Date;
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The bearer token of a client, kept: `get()` answers it (asking for a new one when due), `drop(value)` forgets one the provider refused. */
export function clientCredentialsToken(http: HttpClient, client: ClientCredentials) {
  let token: Token | undefined;
  let pending: Promise<Token> | undefined;

  async function fetchToken(): Promise<Token> {
    const basic = Buffer.from(`${client.clientId}:${client.clientSecret()}`).toString('base64');
    const form = new URLSearchParams({ grant_type: 'client_credentials', ...(client.scope ? { scope: client.scope } : {}) });
    const answer = await http({
      method: 'POST',
      url: client.url,
      headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: form.toString(),
    });
    const data = jsonOf<unknown>(client.checked(answer), client.what);
    const value =
      isObject(data) && typeof data.access_token === 'string' && data.access_token.length <= TOKEN_MAX_CHARS && /^[\x21-\x7e]+$/.test(data.access_token)
        ? data.access_token
        : undefined;
    const lifeMs = isObject(data) && Number.isInteger(data.expires_in) && (data.expires_in as number) > 0 ? (data.expires_in as number) * 1000 : undefined;
    if (!value || !lifeMs || !isObject(data) || String(data.token_type).toLowerCase() !== 'bearer')
      throw new ProviderUnreachable(`${client.what}: the answer has no bearer access_token with its expires_in`);
    return { value, renewAt: client.now().getTime() + Math.min(lifeMs - TOKEN_MARGIN_MS, lifeMs / 2) };
  }

  return {
    /** The token kept, or a new one (one request at a time asks for it). */
    async get(): Promise<string> {
      if (token && token.renewAt > client.now().getTime()) return token.value;
      pending ??= fetchToken().finally(() => {
        pending = undefined;
      });
      token = await pending;
      return token.value;
    },
    /** Forgets the token the provider refused (unless a newer one replaced it meanwhile). */
    drop(value: string) {
      if (token?.value === value) token = undefined;
    },
  };
}
