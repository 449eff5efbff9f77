// requirements: Routes — the app download page tells visitors inside an in-app browser (WeChat, Weibo, QQ,
// Facebook, Instagram, LINE) to open it in an external browser, where store links work.
// "QQ/" is the QQ app's in-app view; the standalone QQ browser ("MQQBrowser/") is a real browser.
const IN_APP_BROWSER = /MicroMessenger|Weibo|(?:^|[^M])QQ\/|FBAN|FBAV|Instagram|Line\//;

export function isInAppBrowser(userAgent: string | null | undefined): boolean {
  return typeof userAgent === 'string' && IN_APP_BROWSER.test(userAgent);
}
