// The console's Open API usage page, in the console's two languages. Placeholders are {name},
// filled by `fill` (common.ts).

const en = {
  title: 'API usage',
  intro:
    'Requests to the Open API per day and environment, by answer, and the keys that made the most. Figures reach this page within about 10 seconds.',
  period: 'Period',
  days: 'Last {days} days',
  perDay: 'Requests per day',
  day: 'Day (UTC)',
  environment: 'Environment',
  sandbox: 'Sandbox',
  live: 'Live',
  requests: 'Requests',
  status2xx: '2xx',
  status3xx: '3xx',
  status4xx: '4xx (refused)',
  status5xx: '5xx (server errors)',
  noRequests: 'No requests in this period.',
  topKeys: 'Busiest keys',
  key: 'Key',
  hint: 'Hint',
  owner: 'Account',
  noEmail: 'Phone number only',
  errors: 'Server errors',
  totals: 'In total: {sandbox} sandbox and {live} live requests.',
};

export type ApiUsageTexts = typeof en;

const zh: ApiUsageTexts = {
  title: 'API 用量',
  intro:
    '按天和环境统计的 Open API 请求数（按响应分类），以及请求最多的密钥。数据约在 10 秒内显示在此页面。',
  period: '时间范围',
  days: '最近 {days} 天',
  perDay: '每天的请求数',
  day: '日期（UTC）',
  environment: '环境',
  sandbox: '沙箱',
  live: '正式',
  requests: '请求数',
  status2xx: '2xx',
  status3xx: '3xx',
  status4xx: '4xx（被拒绝）',
  status5xx: '5xx（服务器错误）',
  noRequests: '此时间范围内没有请求。',
  topKeys: '请求最多的密钥',
  key: '密钥',
  hint: '提示',
  owner: '账户',
  noEmail: '仅手机号',
  errors: '服务器错误',
  totals: '合计：沙箱 {sandbox} 次，正式 {live} 次请求。',
};

export const apiUsageTexts: Record<'en' | 'zh', ApiUsageTexts> = { en, zh };
