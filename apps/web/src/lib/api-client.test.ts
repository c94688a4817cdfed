import { messageText } from '@panel/domain/errors';
// The call contract of spec section 7 (and the 401 rule of section 4), against a fake network:
// globalThis.fetch is replaced by a recorder that answers what each test says.
import { DURATIONS_MS, STORAGE_KEYS } from '@panel/domain/constants';
import { followsEndpoints } from '@panel/domain/endpoints/follows';
import { ERROR_CODES, errorMessage, NEVER_SHOWN_CODES, SILENT_CODES } from '@panel/domain/errors';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, isMissingError, type ApiEffects } from './api-client';
import { sendEarly } from './early-requests';
import { parseUserAgent } from './user-agent';

type Recorded = { url: string; method: string; headers: Headers; body: BodyInit | null | undefined; signal: AbortSignal };
type Responder = (call: Recorded) => Response | Promise<Response>;

const realFetch = globalThis.fetch;
let calls: Recorded[];
let respond: Responder;

function envelope(respCode: number, data: unknown = null, message = 'message', status = 200): Response {
  return new Response(JSON.stringify({ respCode, data, message }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A call that only ends when its signal aborts (for time-outs and cancellation). */
const hang: Responder = (call) =>
  new Promise((_, reject) => {
    call.signal.addEventListener('abort', () => reject(new DOMException('This operation was aborted', 'AbortError')));
  });

type Effects = { [K in keyof ApiEffects]: ReturnType<typeof vi.fn> } & ApiEffects;
let effects: Effects;
let confirmLoginStatus: () => void;

function makeClient() {
  effects = {
    locale: vi.fn(() => 'es' as const),
    warn: vi.fn(),
    confirmLoginStatus: vi.fn(
      () =>
        new Promise<void>((resolve) => {
          confirmLoginStatus = resolve;
        }),
    ),
    navigate: vi.fn(),
    progressStart: vi.fn(),
    progressDone: vi.fn(),
  } as Effects;
  return createApiClient(effects);
}

function logIn(token = 'abc123', type = 'bearer') {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.tokenType, type);
  localStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify({ id: '1' }));
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to reject');
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  localStorage.clear();
  calls = [];
  respond = () => envelope(200, { ok: true });
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: Recorded = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: init.body,
      signal: init.signal!,
    };
    calls.push(call);
    return respond(call);
  }) as typeof fetch;
});

afterEach(() => {
  globalThis.fetch = realFetch;
  vi.useRealTimers();
});

describe('request headers', () => {
  it('sends deviceId, language, terminal, os, browser-name, browser-version and X-Source on every call', async () => {
    const api = makeClient();
    await api.get('/api/anything');
    await api.post('/api/other', { json: { a: 1 } });

    const expected = parseUserAgent(navigator.userAgent, navigator.maxTouchPoints);
    for (const { headers } of calls) {
      expect(headers.get('deviceId')).toBe(localStorage.getItem(STORAGE_KEYS.deviceId));
      expect(headers.get('deviceId')).toMatch(/^[0-9a-f]{32}$/);
      expect(headers.get('language')).toBe('es');
      expect(headers.get('terminal')).toBe('mobile');
      expect(headers.get('os')).toBe('android'); // jsdom is no iPhone: the default
      expect(headers.get('browser-name')).toBe(expected.browserName);
      expect(headers.has('browser-version')).toBe(true);
      expect(headers.get('browser-version')).toBe(expected.browserVersion);
      expect(headers.get('X-Source')).toBe('panel');
    }
    // The device id is created once and kept.
    expect(calls[0].headers.get('deviceId')).toBe(calls[1].headers.get('deviceId'));
  });

  it('sends the current locale as language, call by call', async () => {
    const api = makeClient();
    effects.locale.mockReturnValueOnce('pt');
    await api.get('/api/a');
    expect(calls[0].headers.get('language')).toBe('pt');
  });

  it('sends Authorization "<Token-Type> <token>" and SystemCode only when a token is stored', async () => {
    const api = makeClient();
    await api.get('/api/before-login');
    expect(calls[0].headers.has('Authorization')).toBe(false);
    expect(calls[0].headers.has('SystemCode')).toBe(false);

    logIn('tok-42', 'bearer');
    await api.get('/api/after-login');
    expect(calls[1].headers.get('Authorization')).toBe('bearer tok-42');
    expect(calls[1].headers.get('SystemCode')).toBe('panel3.0-mobile');
  });

  it('encodes form bodies as application/x-www-form-urlencoded and adds query parameters', async () => {
    const api = makeClient();
    await api.post('/api-auth/oauth/user/token', { form: { username: 'a@b.co', password: 'p w' }, params: { x: 1, skip: undefined } });
    expect(calls[0].url).toBe('/api-auth/oauth/user/token?x=1');
    expect(calls[0].headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(String(calls[0].body)).toBe('username=a%40b.co&password=p+w');
  });

  it('adds the headers of one call (an Idempotency-Key) to the client headers', async () => {
    const api = makeClient();
    await api.post('/api/product/stock/change', { json: { change: 1 }, headers: { 'Idempotency-Key': 'key-1' } });
    await api.post('/api/product/stock/change', { json: { change: 1 } });
    expect(calls[0].headers.get('Idempotency-Key')).toBe('key-1');
    expect(calls[0].headers.get('language')).toBe('es');
    expect(calls[1].headers.has('Idempotency-Key')).toBe(false);
  });

  it('sends an empty POST without a body or content type', async () => {
    const api = makeClient();
    await api.post('/api-user/user/config/system/all/query');
    expect(calls[0].method).toBe('POST');
    expect(calls[0].body).toBeUndefined();
    expect(calls[0].headers.has('Content-Type')).toBe(false);
  });
});

describe('time-outs', () => {
  it('gives up an ordinary call after 10 s with the network warning', async () => {
    vi.useFakeTimers();
    const api = makeClient();
    respond = hang;
    const outcome = rejection(api.get('/api/slow'));
    await vi.advanceTimersByTimeAsync(DURATIONS_MS.REQUEST_TIMEOUT - 1);
    expect(calls[0].signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls[0].signal.aborted).toBe(true);
    const error = await outcome;
    expect(error.code).toBe(0);
    expect(effects.warn).toHaveBeenCalledWith(errorMessage(0, 'es'), 4000);
  });

  it.each(['/api/order/payment/pay/v2', '/api/order/payment/pay/wallet'])('waits 60 s for %s', async (path) => {
    vi.useFakeTimers();
    const api = makeClient();
    respond = hang;
    const outcome = rejection(api.post(path, { json: {} }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls[0].signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(DURATIONS_MS.PAY_REQUEST_TIMEOUT - 10_000 - 1);
    expect(calls[0].signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls[0].signal.aborted).toBe(true);
    expect((await outcome).code).toBe(0);
  });

  it('a call cancelled by its caller rejects without a message', async () => {
    const api = makeClient();
    respond = hang;
    const controller = new AbortController();
    const outcome = api.get('/api/cancelled', { signal: controller.signal });
    controller.abort();
    await expect(outcome).rejects.toThrow();
    expect(effects.warn).not.toHaveBeenCalled();
  });
});

describe('answers', () => {
  it('resolves the data field of a respCode 200 answer', async () => {
    const api = makeClient();
    respond = () => envelope(200, { nickname: 'Ana' });
    await expect(api.get('/api-user/users/current')).resolves.toEqual({ nickname: 'Ana' });
  });

  it.each([
    ['POST', '/api-auth/oauth/user/login/prejudge'],
    ['DELETE', '/api-user/user/follow/buyer/7/9'],
    ['POST', '/api-user/user/follow/request'],
  ] as const)('resolves the whole body for %s %s', async (method, path) => {
    const api = makeClient();
    respond = () => envelope(200, { x: 1 }, 'done');
    await expect(api.request(path, { method })).resolves.toEqual({ respCode: 200, data: { x: 1 }, message: 'done' });
  });

  it('resolves the data of a whole-body call made through the endpoint table', async () => {
    const api = makeClient();
    respond = () => envelope(200, { followerId: '7', storeId: '9', relation: 'NONE' }, 'done');
    await expect(api.call(followsEndpoints.endFollow, { params: { a: '7', b: '9' } })).resolves.toEqual({ followerId: '7', storeId: '9', relation: 'NONE' });
    expect(calls.map((call) => [call.method, call.url])).toEqual([['DELETE', '/api-user/user/follow/buyer/7/9']]);
  });

  it('resolves data, not the whole body, for other methods on those paths', async () => {
    const api = makeClient();
    respond = () => envelope(200, { x: 1 });
    await expect(api.get('/api-user/user/follow/request')).resolves.toEqual({ x: 1 });
  });

  it('shows a business error as "[code] text" for 4000 ms and rejects with an ApiError', async () => {
    const api = makeClient();
    respond = () => envelope(140007, { orderId: 3 }, 'cannot cancel');
    const error = await rejection(api.post('/api/order/cancel'));
    expect(error).toMatchObject({ code: 140007, data: { orderId: 3 }, message: errorMessage(140007, 'es') });
    expect(effects.warn).toHaveBeenCalledTimes(1);
    expect(effects.warn).toHaveBeenCalledWith(errorMessage(140007, 'es'), DURATIONS_MS.WARNING);
    expect(DURATIONS_MS.WARNING).toBe(4000);
  });

  it.each([...SILENT_CODES, ...NEVER_SHOWN_CODES])('rejects silent code %i without a message', async (code) => {
    const api = makeClient();
    respond = () => envelope(code);
    const error = await rejection(api.get('/api/x'));
    expect(error.code).toBe(code);
    expect(effects.warn).not.toHaveBeenCalled();
  });

  it('leaves a read of something not there (or not yours) to its screen, but warns when a change is refused so', async () => {
    const api = makeClient();
    for (const code of [ERROR_CODES.ORDER_ACCESS_DENIED, ERROR_CODES.NOT_FOUND, ERROR_CODES.FOLLOW_NO_PERMISSION, ERROR_CODES.PARAM_ERROR]) {
      respond = () => envelope(code);
      const error = await rejection(api.get('/api/order/detail/00000000-0000-4000-8000-000000000000'));
      expect(isMissingError(error), String(code)).toBe(true);
    }
    expect(effects.warn).not.toHaveBeenCalled();
    respond = () => envelope(ERROR_CODES.ORDER_ACCESS_DENIED);
    await rejection(api.post('/api/order/cancel/00000000-0000-4000-8000-000000000000'));
    expect(effects.warn).toHaveBeenCalledWith(errorMessage(ERROR_CODES.ORDER_ACCESS_DENIED, 'es'), DURATIONS_MS.WARNING);
    // A connection failure is no "not there".
    respond = () => {
      throw new TypeError('Failed to fetch');
    };
    expect(isMissingError(await rejection(api.get('/api/order/detail/x')))).toBe(false);
  });

  it('never shows a message for a call marked hide', async () => {
    const api = makeClient();
    respond = () => envelope(110027);
    expect((await rejection(api.post('/api/x', { hide: true }))).code).toBe(110027);
    respond = () => {
      throw new TypeError('Failed to fetch');
    };
    expect((await rejection(api.post('/api/x', { hide: true }))).code).toBe(0);
    respond = () => envelope(500, null, 'boom', 500);
    await rejection(api.post('/api/x', { hide: true }));
    expect(effects.warn).not.toHaveBeenCalled();
  });
});

describe('network and non-200 failures', () => {
  it('shows the generic errCode.0 warning when the network fails', async () => {
    const api = makeClient();
    respond = () => {
      throw new TypeError('Failed to fetch');
    };
    const error = await rejection(api.get('/api/x'));
    expect(error.code).toBe(0);
    expect(effects.warn).toHaveBeenCalledWith(errorMessage(0, 'es'), 4000);
  });

  it('fails a call of an offline browser without the warning (the status strip says it is offline)', async () => {
    const api = makeClient();
    respond = () => {
      throw new TypeError('Failed to fetch');
    };
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const error = await rejection(api.post('/api/x', { json: { a: 1 } }));
      expect(error.code).toBe(0);
      expect(effects.warn).not.toHaveBeenCalled();
    } finally {
      onLine.mockRestore();
    }
  });

  it('shows the generic errCode.0 warning for a non-200 HTTP answer', async () => {
    const api = makeClient();
    respond = () => envelope(500, null, 'Internal Server Error', 500);
    const error = await rejection(api.get('/api/x'));
    expect(error).toMatchObject({ code: 500, status: 500 });
    respond = () => new Response('<html>bad gateway</html>', { status: 502 });
    await rejection(api.get('/api/x'));
    expect(effects.warn).toHaveBeenCalledTimes(2);
    expect(effects.warn).toHaveBeenNthCalledWith(1, errorMessage(0, 'es'), 4000);
    expect(effects.warn).toHaveBeenNthCalledWith(2, errorMessage(0, 'es'), 4000);
  });

  it.each(['/api-user/users/current', '/api-auth/s3/cdn/domain'])('stays silent when %s fails', async (path) => {
    const api = makeClient();
    respond = () => {
      throw new TypeError('Failed to fetch');
    };
    await rejection(api.get(path));
    respond = () => envelope(500, null, 'Internal Server Error', 500);
    await rejection(api.get(path));
    expect(effects.warn).not.toHaveBeenCalled();
  });
});

describe('401: the login-status dialog', () => {
  const cases: Array<[string, Responder]> = [
    ['HTTP status 401', () => envelope(401, null, 'Unauthorized', 401)],
    ['HTTP status 401 without a body', () => new Response('', { status: 401 })],
    ['respCode 401', () => envelope(401, null, 'token expired')],
    ['a failure message containing 401', () => Promise.reject(new TypeError('Request failed with status code 401'))],
    ['a non-200 answer whose message contains 401', () => envelope(502, null, 'upstream said 401', 502)],
  ];

  it.each(cases)('%s opens the dialog; confirming clears the session and goes to /login', async (_, responder) => {
    const api = makeClient();
    logIn();
    localStorage.setItem(STORAGE_KEYS.locale, 'es');
    respond = responder;
    await rejection(api.get('/api/x'));

    expect(effects.confirmLoginStatus).toHaveBeenCalledTimes(1);
    expect(effects.warn).not.toHaveBeenCalled();
    expect(effects.navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('abc123'); // nothing happens before the user confirms

    confirmLoginStatus();
    await flush();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.tokenType)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userInfo)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.locale)).toBe('es'); // only the session goes
    expect(localStorage.getItem(STORAGE_KEYS.deviceId)).not.toBeNull();
    expect(effects.navigate).toHaveBeenCalledWith('/login');
  });

  it('opens one dialog for many concurrent 401s', async () => {
    const api = makeClient();
    logIn();
    respond = () => envelope(401, null, 'Unauthorized', 401);
    await Promise.all([1, 2, 3, 4].map((n) => rejection(api.get(`/api/${n}`))));
    expect(effects.confirmLoginStatus).toHaveBeenCalledTimes(1);

    confirmLoginStatus();
    await flush();
    expect(effects.navigate).toHaveBeenCalledTimes(1);
  });

  it('ignores a late 401 for a session that is already gone', async () => {
    const api = makeClient();
    logIn();
    let answer!: (response: Response) => void;
    respond = () => new Promise<Response>((resolve) => (answer = resolve));
    const outcome = rejection(api.get('/api/slow'));
    localStorage.clear(); // logged out meanwhile
    answer(envelope(401, null, 'Unauthorized', 401));
    await outcome;
    expect(effects.confirmLoginStatus).not.toHaveBeenCalled();
  });

  it('uses the catalogue texts of the current locale', async () => {
    const api = makeClient();
    logIn();
    respond = () => envelope(401, null, 'Unauthorized', 401);
    await rejection(api.get('/api/x'));
    // The spec's "session expired, log in again", in the caller's language.
    expect(effects.confirmLoginStatus).toHaveBeenCalledWith(messageText('auth.sessionExpired', 'es'));
    expect(messageText('auth.sessionExpired', 'es')).not.toBe(messageText('auth.sessionExpired', 'en'));
  });
});

describe('progress bar', () => {
  it('starts on each request and ends on each response, whatever the outcome', async () => {
    vi.useFakeTimers();
    const api = makeClient();
    const answers: Responder[] = [
      () => envelope(200, 1),
      () => envelope(140007),
      () => {
        throw new TypeError('Failed to fetch');
      },
      hang,
    ];
    let next = 0;
    respond = (call) => answers[next++](call);

    const outcomes = [api.get('/a'), api.get('/b'), api.get('/c'), api.get('/d')].map((p) => p.catch(() => undefined));
    expect(effects.progressStart).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(0);
    expect(effects.progressDone).toHaveBeenCalledTimes(3); // the hanging one is still in flight
    await vi.advanceTimersByTimeAsync(DURATIONS_MS.REQUEST_TIMEOUT);
    await Promise.all(outcomes);
    expect(effects.progressStart).toHaveBeenCalledTimes(4);
    expect(effects.progressDone).toHaveBeenCalledTimes(4);
  });
});

describe('calls sent ahead (lib/early-requests.ts)', () => {
  it('takes the answer of the same call sent ahead instead of asking again, once', async () => {
    logIn();
    const api = makeClient();
    respond = () => envelope(200, { page: 1 });
    sendEarly([{ method: 'GET', path: '/api/product/mall/list', params: { keyword: undefined, pageNum: 1, pageSize: 20 } }], 'es');
    expect(calls.map((call) => call.url)).toEqual(['/api/product/mall/list?pageNum=1&pageSize=20']);
    await expect(api.read({ method: 'GET', path: '/api/product/mall/list', params: { pageNum: 1, pageSize: 20 } })).resolves.toEqual({ page: 1 });
    expect(calls).toHaveLength(1);
    // Taken once: the next call asks the server.
    await api.get('/api/product/mall/list', { params: { pageNum: 1, pageSize: 20 } });
    expect(calls).toHaveLength(2);
  });

  it('sends its own call when the one sent ahead had other headers (another language or session)', async () => {
    logIn();
    const api = makeClient();
    sendEarly([{ method: 'POST', path: '/api-user/user/config/system/all/query' }], 'en');
    await api.post('/api-user/user/config/system/all/query');
    expect(calls.map((call) => call.headers.get('language'))).toEqual(['en', 'es']);
  });

  it('reports a failure of the call sent ahead as its own: the warning, the 401 dialog', async () => {
    logIn();
    const api = makeClient();
    respond = () => envelope(401, null, 'expired', 401);
    sendEarly([{ method: 'GET', path: '/api-user/users/current' }], 'es');
    const error = await rejection(api.get('/api-user/users/current'));
    expect(error.status).toBe(401);
    expect(calls).toHaveLength(1);
    expect(effects.confirmLoginStatus).toHaveBeenCalledTimes(1);
  });

  it('keeps its time-out while it waits for the answer sent ahead', async () => {
    vi.useFakeTimers();
    logIn();
    const api = makeClient();
    respond = () => new Promise(() => undefined);
    sendEarly([{ method: 'GET', path: '/api/slow-ahead' }], 'es');
    const outcome = rejection(api.get('/api/slow-ahead'));
    await vi.advanceTimersByTimeAsync(DURATIONS_MS.REQUEST_TIMEOUT);
    expect((await outcome).code).toBe(0);
    expect(effects.warn).toHaveBeenCalledWith(errorMessage(0, 'es'), 4000);
    expect(calls).toHaveLength(1);
  });

  it('drops an answer nobody took', async () => {
    vi.useFakeTimers();
    logIn();
    const api = makeClient();
    sendEarly([{ method: 'GET', path: '/api/order/todo' }], 'es');
    await vi.advanceTimersByTimeAsync(60_000);
    await api.get('/api/order/todo');
    expect(calls).toHaveLength(2);
  });

  it('never takes an answer for a call with a body', async () => {
    logIn();
    const api = makeClient();
    sendEarly([{ method: 'POST', path: '/api/thing' }], 'es');
    await api.post('/api/thing', { json: { a: 1 } });
    expect(calls).toHaveLength(2);
  });
});
