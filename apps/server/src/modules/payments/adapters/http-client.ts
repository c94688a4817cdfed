// How a production adapter reaches its provider: one request, one answer, as text. The network
// client speaks HTTPS (with a client certificate where the provider asks for mutual TLS), gives up
// after a time-out and refuses an answer larger than it would ever need. The payment simulator hands
// the adapters a client of the same shape that reaches its wire API inside this server, so an
// adapter runs the same code against the simulator as against the real host.
import http from 'node:http';
import https from 'node:https';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type HttpRequest = { method: HttpMethod; url: string; headers?: Record<string, string>; body?: string };
export type HttpResponse = { status: number; headers: Record<string, string | undefined>; body: string };
export type HttpClient = (request: HttpRequest) => Promise<HttpResponse>;

/** The provider did not answer (network, time-out, an answer too large): nothing is known of the call's outcome. */
export class ProviderUnreachable extends Error {}

export type NetworkClientOptions = {
  /** Milliseconds before the call is given up. */
  timeoutMs?: number;
  /** Bytes of answer read at most. */
  maxBytes?: number;
  /** Mutual TLS: the client certificate and key (PEM), and the provider's CA when it is not a public one. */
  tls?: { cert: string | Buffer; key: string | Buffer; ca?: string | Buffer };
};

export function networkClient({ timeoutMs = 15_000, maxBytes = 1 << 20, tls }: NetworkClientOptions = {}): HttpClient {
  const agent = tls ? new https.Agent({ cert: tls.cert, key: tls.key, ca: tls.ca, keepAlive: true }) : undefined;
  return (request) =>
    new Promise<HttpResponse>((resolve, reject) => {
      const url = new URL(request.url);
      const transport = url.protocol === 'https:' ? https : url.protocol === 'http:' ? http : undefined;
      if (!transport) return reject(new ProviderUnreachable(`unsupported address ${url.protocol}`));
      const body = request.body === undefined ? undefined : Buffer.from(request.body);
      const call = transport.request(
        url,
        {
          method: request.method,
          headers: { ...request.headers, ...(body ? { 'content-length': String(body.length) } : {}) },
          agent: url.protocol === 'https:' ? agent : undefined,
          timeout: timeoutMs,
        },
        (answer) => {
          const chunks: Buffer[] = [];
          let size = 0;
          answer.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > maxBytes) {
              answer.destroy();
              reject(new ProviderUnreachable(`answer over ${maxBytes} bytes`));
            } else chunks.push(chunk);
          });
          answer.on('end', () => {
            const headers: Record<string, string | undefined> = {};
            for (const [name, value] of Object.entries(answer.headers)) headers[name] = Array.isArray(value) ? value.join(', ') : value;
            resolve({ status: answer.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString('utf8') });
          });
          answer.on('error', (error) => reject(new ProviderUnreachable(error.message)));
        },
      );
      call.on('timeout', () => call.destroy(new Error(`no answer in ${timeoutMs} ms`)));
      call.on('error', (error) => reject(new ProviderUnreachable(error.message)));
      call.end(body);
    });
}

/** The answer's body as JSON, or ProviderUnreachable naming the call when it is not JSON. */
export function jsonOf<T>(answer: HttpResponse, what: string): T {
  try {
    return JSON.parse(answer.body) as T;
  } catch {
    throw new ProviderUnreachable(`${what}: answer ${answer.status} is not JSON`);
  }
}
