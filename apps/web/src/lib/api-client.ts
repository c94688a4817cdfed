// The panel's HTTP client, built to the call contract of spec section 7 on fetch.
// Side effects (warning toast, login-status dialog, navigation, progress bar, locale) are
// injected so the rules can be unit-tested; src/app/api-effects.ts wires the real ones (through
// api-wiring.ts, so the first chunk does not load this module).
import { RESP_OK } from '@panel/domain/contract/headers';
import { DURATIONS_MS, isSilentFailurePath, requestTimeoutMs, returnsWholeBody } from '@panel/domain/constants';
import { ERROR_CODES, errorMessage, isLoginStatusError, isSilentCode, messageText } from '@panel/domain/errors';
import { fillPath, type CallInput, type Endpoint, type ResponseOf, type Shape } from '@panel/domain/endpoints/endpoint';
import { DEFAULT_LOCALE, type Locale } from '@panel/domain/locale';
import { onApiEffects } from './api-wiring';
import { clientHeaders, withQuery, type ApiRead, type QueryValue } from './client-headers';
import { takeEarly } from './early-requests';
import { clearSession, getToken } from './session';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a call of the endpoint table takes besides its input. */
export type CallOptions = Omit<RequestOptions, 'method' | 'params' | 'json'>;
type PathParams = Record<string, string | number> | undefined;
type QueryParams = Record<string, QueryValue> | undefined;

export type RequestOptions = {
  method?: HttpMethod;
  /** Query string parameters; null and undefined values are left out. */
  params?: Record<string, QueryValue>;
  /** A JSON body. */
  json?: unknown;
  /** A form-encoded body (application/x-www-form-urlencoded). */
  form?: Record<string, string>;
  /** A multipart body (uploads). */
  formData?: FormData;
  /** Never show a message for this call, whatever goes wrong (spec section 8). */
  hide?: boolean;
  /** Cancels the call (TanStack Query passes one); a cancelled call rejects without a message. */
  signal?: AbortSignal;
  /** 'blob' for downloads: a successful non-JSON answer resolves as a Blob. */
  responseType?: 'json' | 'blob';
  /** Headers of this call, on top of the client's (the Idempotency-Key of a money-moving call). */
  headers?: Record<string, string>;
};

/** A failed call: the catalogue code (0 for network and time-outs), its message and the answer's data. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
    /** HTTP status of the answer; 0 when none arrived. */
    readonly status = 0,
    /** What went wrong underneath (the fetch error or the answer's own message), for logs. */
    readonly detail = '',
  ) {
    super(message);
  }
}

/**
 * Codes by which the server says an object is not there for the caller: it does not exist, its id
 * is malformed, or it belongs to someone else (one answer for both, so that ids cannot be probed).
 */
const MISSING_CODES = new Set<number>([
  ERROR_CODES.NOT_FOUND,
  ERROR_CODES.ORDER_ACCESS_DENIED,
  ERROR_CODES.CATALOGUE_NO_PERMISSION,
  ERROR_CODES.FOLLOW_NO_PERMISSION,
  ERROR_CODES.CARD_NOT_OWNED,
  ERROR_CODES.PRODUCT_NOT_FOUND,
  ERROR_CODES.INVALID_PARAMETER,
  ERROR_CODES.PARAM_ERROR,
]);

/** True when a failed read means "not there, or not yours" rather than "could not reach the server". */
export const isMissingError = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code !== ERROR_CODES.NETWORK && (MISSING_CODES.has(error.code) || error.status === 404);

export type ApiEffects = {
  /** The current UI locale, sent as the language header and used for messages. */
  locale(): Locale;
  /** Shows a warning for durationMs (an antd-mobile Toast in the app). */
  warn(message: string, durationMs: number): void;
  /** Shows the login-status dialog with this message; resolves when the user confirms. */
  confirmLoginStatus(message: string): Promise<void>;
  navigate(path: string): void;
  /** Called once when each request starts and once when its answer (or failure) arrives. */
  progressStart(): void;
  progressDone(): void;
};

export const LOGIN_PATH = '/login';

const defaultEffects: ApiEffects = {
  locale: () => DEFAULT_LOCALE,
  warn: (message) => console.warn(message),
  confirmLoginStatus: () => Promise.resolve(),
  navigate: (path) => globalThis.location?.assign(path),
  progressStart: () => {},
  progressDone: () => {},
};

type Envelope = { respCode: number; data: unknown; message?: string | null };

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as Envelope).respCode === 'number';
}

function pathOf(url: string): string {
  return url.replace(/[?#].*$/, '');
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** `pending`, or a rejection as fetch gives one when `signal` aborts first (a time-out, a cancelled query). */
function untilAborted(pending: Promise<Response>, signal: AbortSignal): Promise<Response> {
  return new Promise((resolve, reject) => {
    const abort = () => reject(new DOMException('The call was cancelled', 'AbortError'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    void pending.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** A client whose side effects are the given ones (missing ones fall back to quiet defaults). */
/** A form-encoded body's fields: each value as text, null and undefined ones left out. */
function formOf(body: unknown): Record<string, string> {
  const fields = Object.entries((body ?? {}) as Record<string, unknown>).filter(([, value]) => value !== null && value !== undefined);
  return Object.fromEntries(fields.map(([key, value]) => [key, String(value)]));
}

export function createApiClient(initialEffects: Partial<ApiEffects> = {}) {
  const effects: ApiEffects = { ...defaultEffects, ...initialEffects };
  let loginDialogOpen = false;

  /** One dialog for any number of concurrent 401s; confirming logs out and goes to /login. */
  function handleLoginStatusError(tokenAtSend: string | null): void {
    // A late 401 for a token that is already gone (logged out, or replaced by a new login) is stale.
    if (loginDialogOpen || (tokenAtSend !== null && getToken() !== tokenAtSend)) return;
    loginDialogOpen = true;
    void effects
      .confirmLoginStatus(messageText('auth.sessionExpired', effects.locale()))
      .then(() => {
        clearSession();
        effects.navigate(LOGIN_PATH);
      })
      .finally(() => {
        loginDialogOpen = false;
      });
  }

  async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
    const method = options.method ?? 'GET';
    const url = withQuery(path, options.params);
    const bare = pathOf(path);
    const locale = effects.locale();
    const headers = { ...clientHeaders(locale), ...options.headers };
    const tokenAtSend = getToken();

    let body: BodyInit | undefined;
    if (options.form) {
      body = new URLSearchParams(options.form);
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
    } else if (options.formData) {
      body = options.formData;
    } else if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['Content-Type'] = 'application/json';
    }

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, requestTimeoutMs(bare));
    const cancel = () => controller.abort();
    options.signal?.addEventListener('abort', cancel, { once: true });

    /**
     * Rejects, after the 401 dialog or the warning the rules call for. A transport failure is a
     * network error, a time-out or a non-200 HTTP answer; its message is checked for "401".
     */
    const fail = (failure: { code: number; status: number; detail: string; data?: unknown; transport: boolean }): never => {
      const { code, status, detail, transport } = failure;
      const shownCode = transport ? ERROR_CODES.NETWORK : code;
      const error = new ApiError(code, errorMessage(shownCode, locale), failure.data ?? null, status, detail);
      if (isLoginStatusError({ status, respCode: code, message: transport ? detail : null })) {
        handleLoginStatusError(tokenAtSend);
        throw error;
      }
      // A read of something not there is said by its screen (PageError), not as a warning on top.
      // Nor is a call that could not leave an offline browser: the status strip above every screen says
      // so (components/app-status.tsx).
      const offline = transport && status === 0 && !navigator.onLine;
      const quiet = options.hide || isSilentCode(code) || offline || (transport && isSilentFailurePath(bare)) || (method === 'GET' && isMissingError(error));
      if (!quiet) effects.warn(error.message, DURATIONS_MS.WARNING);
      throw error;
    };

    effects.progressStart();
    try {
      let response: Response;
      let answer: unknown;
      try {
        if (options.signal?.aborted) throw new DOMException('The call was cancelled', 'AbortError');
        // The same call sent ahead while the screen loaded (lib/early-requests.ts): its answer, once.
        const early = body === undefined ? takeEarly(method, url, headers) : undefined;
        response = await (early ? untilAborted(early, controller.signal) : fetch(url, { method, headers, body, signal: controller.signal }));
        if (response.status === 200 && options.responseType === 'blob' && !/json/i.test(response.headers.get('content-type') ?? '')) {
          return (await response.blob()) as T;
        }
        answer = await readJson(response);
      } catch (cause) {
        // A cancellation asked for by the caller is not a failure to report.
        if (options.signal?.aborted && !timedOut) throw cause;
        const detail = timedOut ? `timeout of ${requestTimeoutMs(bare)}ms exceeded` : String((cause as Error)?.message ?? cause);
        return fail({ code: ERROR_CODES.NETWORK, status: 0, detail, transport: true });
      }

      if (response.status !== 200 || !isEnvelope(answer)) {
        const envelope = isEnvelope(answer) ? answer : undefined;
        const code = envelope?.respCode ?? (response.status === 200 ? ERROR_CODES.NETWORK : response.status);
        const detail = envelope?.message || `Request failed with status code ${response.status}`;
        return fail({ code, status: response.status, detail, data: envelope?.data, transport: true });
      }
      if (answer.respCode === RESP_OK) {
        return (returnsWholeBody(method, bare) ? answer : answer.data) as T;
      }
      return fail({ code: answer.respCode, status: 200, detail: answer.message ?? '', data: answer.data, transport: false });
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', cancel);
      effects.progressDone();
    }
  }

  return {
    request,
    get: <T = unknown>(path: string, options?: Omit<RequestOptions, 'method'>) => request<T>(path, { ...options, method: 'GET' }),
    post: <T = unknown>(path: string, options?: Omit<RequestOptions, 'method'>) => request<T>(path, { ...options, method: 'POST' }),
    put: <T = unknown>(path: string, options?: Omit<RequestOptions, 'method'>) => request<T>(path, { ...options, method: 'PUT' }),
    delete: <T = unknown>(path: string, options?: Omit<RequestOptions, 'method'>) => request<T>(path, { ...options, method: 'DELETE' }),
    /**
     * A call of the endpoint table (packages/domain/src/endpoints): its method, its path with the
     * parameters filled in, and the query, body and answer typed by its schemas. It answers the
     * data also for the few calls whose success answer is the whole body (returnsWholeBody), which
     * is what the table types and all their callers read. A body the table says is form-encoded
     * is sent so, its empty fields left out.
     */
    call: async <S extends Shape>(
      endpoint: Endpoint<S>,
      ...[input]: Record<never, never> extends CallInput<S> ? [input?: CallInput<S> & CallOptions] : [input: CallInput<S> & CallOptions]
    ) => {
      const { params, query, body, ...options } = input ?? {};
      const path = fillPath(endpoint.path, params as PathParams);
      // A call whose body the table leaves out (an upload, the login's form) sends the one it is given.
      const sent = body === undefined ? {} : endpoint.body === 'form' ? { form: formOf(body) } : { json: body };
      const answer = await request(path, { ...options, ...sent, method: endpoint.method, params: query as QueryParams });
      return (returnsWholeBody(endpoint.method, path) ? (answer as Envelope).data : answer) as ResponseOf<S>;
    },
    /** A read named once for the query that makes it and for sending it early (lib/early-requests.ts). */
    read: <T = unknown>({ method, path, params }: ApiRead, options?: Omit<RequestOptions, 'method' | 'params' | 'json' | 'form' | 'formData'>) =>
      request<T>(path, { ...options, method, params }),
    /** Replaces some side effects (the app wires Toast, Dialog, router and progress bar at start-up). */
    configure(next: Partial<ApiEffects>) {
      Object.assign(effects, next);
    },
  };
}

/** The panel's client; features call through it. It takes the app's effects as soon as they are provided. */
export const api = createApiClient();
onApiEffects((effects) => api.configure(effects));
