// A trusted device's name from its User-Agent: the browsers and systems phones and computers send,
// nothing for a header that names neither, and bounded work for a long or hostile one.
import { describe, expect, it } from 'vitest';
import { deviceNameOf, USER_AGENT_MAX } from './user-agent';

describe('deviceNameOf', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36', 'Chrome · Android'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 'Safari · iOS'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
      'Chrome · iOS',
    ],
    ['Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/133.0 Mobile/15E148 Safari/605.1.15', 'Firefox · iPadOS'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0', 'Edge · Windows'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox · Windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15', 'Safari · macOS'],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
      'Samsung Internet · Android',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/115.0.0.0', 'Opera · Linux'],
    ['Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome · ChromeOS'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36', 'Chrome · Linux'],
    ['SomeApp/2.1 (Android)', 'Android'],
    ['Version/3.0 MyAgent', null],
    ['curl/8.5.0', null],
    ['', null],
    [undefined, null],
  ])('%s -> %s', (userAgent, name) => {
    expect(deviceNameOf(userAgent)).toBe(name);
  });

  it('reads only the first USER_AGENT_MAX characters, in time that does not grow with the header', () => {
    expect(deviceNameOf(`${'x'.repeat(USER_AGENT_MAX)} Firefox/133.0 (Windows)`)).toBeNull();
    const hostile = `Mozilla/5.0 (${'(('.repeat(500_000)}`;
    const started = performance.now();
    for (let i = 0; i < 100; i++) deviceNameOf(hostile);
    expect(performance.now() - started).toBeLessThan(200);
  });
});
