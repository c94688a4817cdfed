import { describe, expect, it } from 'vitest';
import { parseUserAgent } from './user-agent';

const UA = {
  iphoneSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  ipadDesktopMode: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  androidChrome: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36',
  samsung: 'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0',
  edgeAndroid: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 EdgA/124.0.2478.64',
};

describe('parseUserAgent', () => {
  it('says ios for iPhones and for iPads in desktop mode', () => {
    expect(parseUserAgent(UA.iphoneSafari)).toEqual({ os: 'ios', browserName: 'Safari', browserVersion: '17.4' });
    expect(parseUserAgent(UA.iphoneChrome)).toEqual({ os: 'ios', browserName: 'Chrome', browserVersion: '124.0.6367.88' });
    expect(parseUserAgent(UA.ipadDesktopMode, 5).os).toBe('ios');
  });

  it('says android for everything else', () => {
    expect(parseUserAgent(UA.androidChrome)).toEqual({ os: 'android', browserName: 'Chrome', browserVersion: '124.0.6367.82' });
    expect(parseUserAgent(UA.ipadDesktopMode, 0).os).toBe('android'); // a real Mac has no touch screen
    expect(parseUserAgent('').os).toBe('android');
  });

  it('names the browser before the engines it imitates', () => {
    expect(parseUserAgent(UA.samsung)).toMatchObject({ browserName: 'Samsung Internet', browserVersion: '24.0' });
    expect(parseUserAgent(UA.firefoxAndroid)).toMatchObject({ browserName: 'Firefox', browserVersion: '125.0' });
    expect(parseUserAgent(UA.edgeAndroid)).toMatchObject({ browserName: 'Edge', browserVersion: '124.0.2478.64' });
    expect(parseUserAgent('curl/8.0')).toEqual({ os: 'android', browserName: 'unknown', browserVersion: '' });
  });
});
