import { describe, expect, it } from 'vitest';
import { isInAppBrowser } from '@/components/company/in-app-browser';

const inApp = {
  wechat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003129) NetType/WIFI Language/zh_CN',
  weibo:
    'Mozilla/5.0 (Linux; Android 13; M2012K11AC) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/108.0.5359.128 Mobile Safari/537.36 Weibo (Xiaomi-M2012K11AC__weibo__13.10.1__android__android13)',
  qq: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 QQ/8.9.80.615 V1_IPH_SQ_8.9.80_1_APP_A Pixel/1170 Core/WKWebView',
  facebookIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/442.0.0.39.110;FBBV/552422386]',
  facebookAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.144 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/445.0.0.34.118;]',
  instagram:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 312.0.0.20.109 (iPhone15,2; iOS 17_2; en_US)',
  line: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/13.21.0',
};

const browsers = {
  chromeDesktop:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  qqBrowser:
    'Mozilla/5.0 (Linux; U; Android 12; zh-cn; V2049A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/89.0.4389.72 MQQBrowser/13.4 Mobile Safari/537.36',
  firefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
};

describe('isInAppBrowser (app download hint)', () => {
  it.each(Object.entries(inApp))('recognises the %s in-app browser', (_name, userAgent) => {
    expect(isInAppBrowser(userAgent)).toBe(true);
  });

  it.each(Object.entries(browsers))('leaves %s alone', (_name, userAgent) => {
    expect(isInAppBrowser(userAgent)).toBe(false);
  });

  it('treats a missing user agent as a normal browser', () => {
    expect(isInAppBrowser(undefined)).toBe(false);
    expect(isInAppBrowser(null)).toBe(false);
    expect(isInAppBrowser('')).toBe(false);
  });
});
