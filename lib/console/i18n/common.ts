// The console's shared texts (the console is in English and Chinese only). Plain
// objects rather than message files: the console is not a public page, and its client
// components read them directly without loading the site's message bundles.

export type ConsoleLang = 'en' | 'zh';

/** The console language of a site locale: Chinese for zh-CN, English for every other. */
export function consoleLangOf(locale: string): ConsoleLang {
  return locale === 'zh-CN' || locale === 'cn' ? 'zh' : 'en';
}

const en = {
  siteName: 'Voltara',
  console: 'Console',
  skipToContent: 'Skip to content',
  mainNav: 'Console sections',
  nav: {
    dashboard: 'Dashboard',
    content: 'Content',
    translations: 'Translations',
    config: 'Configuration',
    inbox: 'Inbox',
    partners: 'Partners',
    quotes: 'Quote requests',
    warranty: 'Warranty',
    apiApplications: 'API applications',
    apiKeys: 'API keys',
    apiUsage: 'API usage',
    routeRules: 'Redirects',
    users: 'Users',
    audit: 'Audit log',
  },
  signedInAs: 'Signed in as',
  roles: { admin: 'Administrator', editor: 'Editor', user: 'User' },
  publicSite: 'View public site',
  signOut: 'Sign out',
  signingOut: 'Signing out…',
  forbidden: {
    title: 'You do not have access to the console',
    body: 'The console is for editors and administrators. Ask an administrator if you need access.',
    home: 'Go to the home page',
  },
  adminOnly: 'Only administrators can open this page.',
  notFound: 'This console page does not exist.',
  loading: 'Loading…',
  retry: 'Try again',
  reload: 'Reload',
  save: 'Save',
  saving: 'Saving…',
  saved: 'Saved.',
  cancel: 'Cancel',
  close: 'Close',
  confirm: 'Confirm',
  delete: 'Delete',
  deleted: 'Deleted.',
  edit: 'Edit',
  add: 'Add',
  search: 'Search',
  apply: 'Apply filters',
  reset: 'Reset',
  all: 'All',
  none: '—',
  noEntries: 'Nothing to show.',
  required: 'required',
  filters: 'Filters',
  pagination: {
    label: 'Pages',
    previous: 'Previous page',
    next: 'Next page',
    status: 'Page {page} of {pages} · {total} entries',
  },
  notifications: 'Notifications',
  errors: {
    generic: 'Something went wrong.',
    conflictTitle: 'This was changed by someone else',
    network: 'The server could not be reached.',
    tooLarge: 'The file is too large.',
    wrongType: 'This file type is not allowed.',
    fixFields: 'Check the highlighted fields.',
  },
  states: {
    draft: 'Draft',
    published: 'Published',
    scheduled: 'Scheduled',
    missing: 'Missing',
  },
};

export type CommonTexts = typeof en;

const zh: CommonTexts = {
  siteName: 'Voltara',
  console: '管理控制台',
  skipToContent: '跳到主要内容',
  mainNav: '控制台栏目',
  nav: {
    dashboard: '概览',
    content: '内容',
    translations: '翻译状态',
    config: '配置',
    inbox: '收件箱',
    partners: '合作伙伴',
    quotes: '报价请求',
    warranty: '质保登记',
    apiApplications: 'API 访问申请',
    apiKeys: 'API 密钥',
    apiUsage: 'API 用量',
    routeRules: '重定向',
    users: '用户',
    audit: '审计日志',
  },
  signedInAs: '当前登录',
  roles: { admin: '管理员', editor: '编辑', user: '普通用户' },
  publicSite: '查看公开网站',
  signOut: '退出登录',
  signingOut: '正在退出…',
  forbidden: {
    title: '您无权访问管理控制台',
    body: '管理控制台仅供编辑和管理员使用。如需访问权限，请联系管理员。',
    home: '返回首页',
  },
  adminOnly: '只有管理员可以打开此页面。',
  notFound: '此控制台页面不存在。',
  loading: '加载中…',
  retry: '重试',
  reload: '重新加载',
  save: '保存',
  saving: '正在保存…',
  saved: '已保存。',
  cancel: '取消',
  close: '关闭',
  confirm: '确认',
  delete: '删除',
  deleted: '已删除。',
  edit: '编辑',
  add: '添加',
  search: '搜索',
  apply: '应用筛选',
  reset: '重置',
  all: '全部',
  none: '—',
  noEntries: '暂无内容。',
  required: '必填',
  filters: '筛选',
  pagination: {
    label: '分页',
    previous: '上一页',
    next: '下一页',
    status: '第 {page} / {pages} 页 · 共 {total} 条',
  },
  notifications: '通知',
  errors: {
    generic: '出错了。',
    conflictTitle: '此内容已被他人修改',
    network: '无法连接服务器。',
    tooLarge: '文件太大。',
    wrongType: '不允许上传此类型的文件。',
    fixFields: '请检查标出的字段。',
  },
  states: {
    draft: '草稿',
    published: '已发布',
    scheduled: '定时发布',
    missing: '缺失',
  },
};

export const commonTexts: Record<ConsoleLang, CommonTexts> = { en, zh };

/** `{name}` placeholders filled from values. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}

// The content schemas (lib/console/content-types) and the API write their messages in English;
// the Chinese console shows the common ones translated, and anything else as it came.
const zhPatterns: [RegExp, (m: RegExpMatchArray) => string][] = [
  [/^Required\.$/, () => '必填。'],
  [/^At most (\d+) characters\.$/, (m) => `最多 ${m[1]} 个字符。`],
  [/^At least (-?\d+)\.$/, (m) => `不能小于 ${m[1]}。`],
  [/^At most (-?\d+)\.$/, (m) => `不能大于 ${m[1]}。`],
  [/^Enter a number\.$/, () => '请输入数字。'],
  [/^Enter a whole number\.$/, () => '请输入整数。'],
  [/^Use a date like .*$/, () => '请使用 2025-06-30 这样的日期格式。'],
  [/^Use a date and time\.$/, () => '请输入日期和时间。'],
  [/^Use an http\(s\) address.*$/, () => '请使用 http(s) 地址或以 / 开头的本站路径。'],
  [
    /^Use lowercase letters, digits and single hyphens.*$/,
    () => '请只使用小写字母、数字和单个连字符。',
  ],
  [/^Choose one of: (.*)$/, (m) => `请从以下选项中选择：${m[1]}`],
  [/^Enter an e-mail address\.$/, () => '请输入电子邮箱地址。'],
  [/^The end date is before the start\.$/, () => '结束日期早于开始日期。'],
  [/^Scripts are not allowed here\.$/, () => '此处不允许使用脚本。'],
];

export function translateMessage(message: string, lang: ConsoleLang): string {
  if (lang === 'en') return message;
  for (const [pattern, render] of zhPatterns) {
    const match = message.match(pattern);
    if (match) return render(match);
  }
  return message;
}
