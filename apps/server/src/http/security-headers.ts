import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** Pages under this path (the card checkout frame) may be framed, by our own pages only; nothing else may be. */
export const FRAMEABLE_PREFIX = '/payment-frame/';

/** What Google's reCAPTCHA loads when the login asks for it (developers.google.com/recaptcha/docs/faq, CSP). */
const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

const originOf = (url: string | undefined) => {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Where a live card acquirer's checkout runs: its SDK script's origin (ONERWAY_SDK_URL), which the
 * card screen loads, and the acquirer's own hosts, which that script frames and calls.
 */
function cardCheckoutSources(config: Pick<Config, 'payments'>): string[] {
  const onerway = config.payments?.onerway;
  if (!onerway) return [];
  return [originOf(onerway.sdkUrl), 'https://*.onerway.com'].filter((source): source is string => Boolean(source));
}

/**
 * The panel's Content-Security-Policy: scripts only from our origin (the build has no inline
 * script), inline styles (antd-mobile sets style attributes), pictures from us, the CDN, data: and
 * blob: (previews of a file being uploaded), reCAPTCHA's script and frame when it is on, and a live
 * card acquirer's checkout script, frames and calls when one is configured.
 */
export function contentSecurityPolicy(config: Pick<Config, 'cdnUrl' | 'recaptchaSiteKey' | 'payments'>, frameAncestors: string): string {
  const recaptcha = Boolean(config.recaptchaSiteKey);
  const checkout = cardCheckoutSources(config);
  const directives: Record<string, Array<string | undefined | false>> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(recaptcha ? RECAPTCHA_SCRIPTS : []), ...checkout],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', originOf(config.cdnUrl)],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...checkout],
    'frame-src': ["'self'", ...(recaptcha ? RECAPTCHA_FRAMES : []), ...checkout],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': [frameAncestors],
  };
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values.filter(Boolean)].join(' '))
    .join('; ');
}

/**
 * Headers every answer carries: the policy above (a route that sets its own policy, like the
 * CDN's sandbox, keeps it, with the framing rule added), no framing but the checkout frame's by
 * our own pages, no caching of API answers (tokens, personal data), and, when the server ends TLS
 * itself, Strict-Transport-Security: a browser that has reached it over HTTPS does not try plain HTTP
 * for a year.
 */
export function installSecurityHeaders(app: FastifyInstance, config: Config) {
  const policies = { framed: contentSecurityPolicy(config, "'self'"), unframed: contentSecurityPolicy(config, "'none'") };
  app.addHook('onSend', async (request, reply) => {
    const frameable = request.url.startsWith(FRAMEABLE_PREFIX);
    const own = reply.getHeader('content-security-policy');
    if (typeof own === 'string') {
      if (!/(^|;)\s*frame-ancestors\s/.test(own)) reply.header('content-security-policy', `${own}; frame-ancestors ${frameable ? "'self'" : "'none'"}`);
    } else {
      reply.header('content-security-policy', frameable ? policies.framed : policies.unframed);
    }
    reply.header('x-frame-options', frameable ? 'SAMEORIGIN' : 'DENY');
    if (config.tls) reply.header('strict-transport-security', 'max-age=31536000');
    if (request.url.startsWith('/api') && !String(reply.getHeader('cache-control') ?? '').includes('no-store')) {
      reply.header('cache-control', 'no-store');
    }
  });
}
