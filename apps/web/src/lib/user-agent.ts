// What the request headers say about the phone: os (android or ios) and the browser.

export type ClientInfo = { os: 'android' | 'ios'; browserName: string; browserVersion: string };

// Order matters: Edge, Opera and Samsung also say "Chrome", Chrome on iOS also says "Safari".
const BROWSERS: ReadonlyArray<[name: string, pattern: RegExp]> = [
  ['Edge', /(?:Edg|EdgA|EdgiOS)\/([\d.]+)/],
  ['Opera', /(?:OPR|OPT)\/([\d.]+)/],
  ['Samsung Internet', /SamsungBrowser\/([\d.]+)/],
  ['UC Browser', /UCBrowser\/([\d.]+)/],
  ['WeChat', /MicroMessenger\/([\d.]+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/([\d.]+)/],
  ['Chrome', /(?:Chrome|CriOS)\/([\d.]+)/],
  ['Safari', /Version\/([\d.]+).*Safari\//],
];

/** Reads os and browser from a user agent; os defaults to android (spec section 7). */
export function parseUserAgent(userAgent: string, maxTouchPoints = 0): ClientInfo {
  // iPadOS 13+ reports a Mac user agent; a touch screen gives it away.
  const ios = /iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  for (const [browserName, pattern] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match) return { os: ios ? 'ios' : 'android', browserName, browserVersion: match[1] };
  }
  return { os: ios ? 'ios' : 'android', browserName: 'unknown', browserVersion: '' };
}

let cached: ClientInfo | undefined;

/** The running browser's client info (read once). */
export function clientInfo(): ClientInfo {
  cached ??= parseUserAgent(globalThis.navigator?.userAgent ?? '', globalThis.navigator?.maxTouchPoints ?? 0);
  return cached;
}
