// The redirects page of the console and the API's messages about route rules, in the
// console's two languages. Placeholders are {name}, filled by `fill` (common.ts).
import {
  MAX_CSV_MB,
  MAX_CSV_ROWS,
  MAX_RULE_TEXT,
  type RuleProblemCode,
} from '@/lib/route-rules/types';
import { fill, type ConsoleLang } from './common';

/** Problems of a CSV file as a whole, beside the problems of single rules. */
export type CsvProblemCode =
  | 'csvNotFile'
  | 'csvTooLarge'
  | 'csvEncoding'
  | 'csvHeader'
  | 'csvUnknownColumn'
  | 'csvColumns'
  | 'csvQuote'
  | 'csvEmpty'
  | 'csvTooManyRows'
  | 'formula';

export type ProblemCode = RuleProblemCode | CsvProblemCode;

const en = {
  title: 'Redirects',
  intro:
    'Route rules send old addresses to their new pages, or to another site, before any page of the site is looked up. Changes reach every server within a second.',
  filters: {
    legend: 'Find rules',
    search: 'Search source or target',
    language: 'Language',
    sort: 'Order',
  },
  sorts: {
    source: 'By source',
    recent: 'Recently changed',
    hits: 'Most hits',
    stale: 'Least recently hit',
  },
  variants: { all: 'All languages' },
  statuses: {
    301: '301 · moved permanently',
    302: '302 · found (temporary)',
    307: '307 · temporary',
    308: '308 · permanent',
  },
  table: {
    caption: 'Rules: {total} found, page {page} of {pages}',
    source: 'Source',
    target: 'Target',
    status: 'Status',
    language: 'Language',
    query: 'Query string',
    hits: 'Hits',
    lastHit: 'Last hit',
    actions: 'Actions',
    never: 'Never',
    kept: 'Passed on',
    dropped: 'Dropped',
    leavesSite: 'Leaves the site',
  },
  empty: 'No rule matches.',
  newRule: 'New rule',
  form: {
    newTitle: 'New rule',
    editTitle: 'Edit the rule for {source}',
    source: 'Source',
    sourceHint:
      'A path without language prefix: /old-page, or /old-section/* for everything below it.',
    target: 'Target',
    targetHint:
      'A path of this site (/new-page, /new-section/:splat; the visitor keeps their language) or an address elsewhere (https://…).',
    status: 'Status',
    language: 'Language',
    keepQuery: 'Pass the query string on to the target',
    create: 'Create rule',
    save: 'Save rule',
    cancel: 'Cancel',
  },
  created: 'Rule created for {source}.',
  saved: 'Rule saved for {source}.',
  deleted: 'Rule deleted for {source}.',
  editOf: 'Edit the rule for {source}',
  deleteOf: 'Delete the rule for {source}',
  deleteTitle: 'Delete the rule for {source}?',
  deleteBody:
    'Visitors to this path are no longer redirected. Browsers that saw a permanent redirect may keep following it for up to an hour.',
  conflict:
    'Someone else changed or deleted this rule. The list has been reloaded: check it and try again.',
  failed: 'That did not work: {detail}',
  test: {
    title: 'Test a path',
    label: 'Path',
    hint: 'As a visitor would open it, e.g. /de/old-page?x=1',
    submit: 'Test',
    noRule: 'No rule applies: the site’s own routing takes this path.',
    applies: 'Rule {source} applies',
    chain: 'Rules on the way',
    endsAt: 'Visitors go to {location} in one redirect ({status}).',
    leaves: 'This address is on another site: the visitor leaves this one.',
    stays: 'This address is on this site.',
  },
  import: {
    title: 'Import and export',
    intro:
      'A CSV file with a header row: source and target, optionally status (301, 302, 307, 308; default 308), language (all, en, cn, au, de, it, nl, fr; default all) and keep_query (true or false; default true). UTF-8, at most {mb} MB and {rows} rows. Either every row is imported, or none.',
    file: 'CSV file',
    mode: 'Rules already there',
    modes: {
      merge: 'Keep them (a row with the same source and language replaces its rule)',
      replace: 'Replace all of them with the file',
    },
    submit: 'Import',
    busy: 'Importing…',
    done: 'Imported in {seconds} s: {created} new, {updated} changed, {unchanged} unchanged, {deleted} removed.',
    invalid: 'Nothing was imported.',
    line: 'Line {line}',
    more: '… and {count} more rows.',
    export: 'Export all rules as CSV',
  },
  notSaved: 'The rule was not saved: check the fields.',
  notImported: 'Nothing was imported: {count} invalid row(s).',
  problems: {
    required: 'Required.',
    tooLong: 'At most {max} characters.',
    controlChars: 'Line breaks and other control characters are not allowed.',
    notPath:
      'Write a path that starts with a single / (such as /old-page), with no empty, . or .. parts; a target may also be an https:// address.',
    sourceQuery:
      'A source is a path only, with no ? or #: the query string passes on to the target.',
    splatPlace:
      'A * may only end a source (/old/*), and :splat only end the path of a target (/new/:splat).',
    badEncoding: 'The percent-encoding (%XX) does not decode to text.',
    languagePrefix:
      'Leave out the language prefix {prefix}: choose the language in the Language field. A target on this site keeps the visitor’s language.',
    shadowsPage: 'This would hide a page of the site ({page}). Choose a path that is not a page.',
    badScheme:
      'Addresses starting with {scheme}: are not allowed: use https://, http:// or a path of this site.',
    notUrl: 'This is not a valid web address.',
    credentials: 'An address with a user name or password is not allowed.',
    ownSite: 'This address is on this site: write it as a path, such as /new-page.',
    splatWithoutPrefix: ':splat needs a source that ends in /*.',
    switchLang: 'switchLang is not allowed in a target.',
    duplicate: 'There is already a rule for {source} in this language.',
    loop: 'Visitors would go round in a circle: {chain}.',
    badStatus: 'Choose 301, 302, 307 or 308.',
    badVariant: 'Choose all or one of en, cn, au, de, it, nl, fr.',
    badKeepQuery: 'Write true or false.',
    csvNotFile: 'Choose a CSV file.',
    csvTooLarge: 'The file is larger than {mb} MB.',
    csvEncoding: 'The file is not UTF-8 text. Save it as “CSV UTF-8” and try again.',
    csvHeader: 'The first row must name the columns, with source and target at least.',
    csvUnknownColumn: 'Unknown column “{column}”.',
    csvColumns: 'This row has {found} cells; the header has {expected}.',
    csvQuote: 'The quoted cell that starts on line {line} is not closed.',
    csvEmpty: 'The file has no rules.',
    csvTooManyRows: 'The file has more than {rows} rows.',
    formula: 'A cell starts with {char}, like a spreadsheet formula: not allowed.',
  } satisfies Record<ProblemCode, string>,
};

export type RouteRulesTexts = typeof en;

const zh: RouteRulesTexts = {
  title: '重定向',
  intro:
    '路由规则在查找网站页面之前，把旧地址转到新页面或其他网站。更改会在一秒内同步到所有服务器。',
  filters: {
    legend: '查找规则',
    search: '搜索来源或目标',
    language: '语言',
    sort: '排序',
  },
  sorts: {
    source: '按来源',
    recent: '最近修改',
    hits: '命中最多',
    stale: '最久未命中',
  },
  variants: { all: '所有语言' },
  statuses: {
    301: '301 · 永久移动',
    302: '302 · 临时找到',
    307: '307 · 临时',
    308: '308 · 永久',
  },
  table: {
    caption: '规则：共 {total} 条，第 {page} / {pages} 页',
    source: '来源',
    target: '目标',
    status: '状态码',
    language: '语言',
    query: '查询字符串',
    hits: '命中次数',
    lastHit: '最近命中',
    actions: '操作',
    never: '从未',
    kept: '保留',
    dropped: '丢弃',
    leavesSite: '离开本站',
  },
  empty: '没有匹配的规则。',
  newRule: '新建规则',
  form: {
    newTitle: '新建规则',
    editTitle: '编辑 {source} 的规则',
    source: '来源',
    sourceHint: '不带语言前缀的路径：/old-page，或 /old-section/* 表示其下的所有路径。',
    target: '目标',
    targetHint:
      '本站路径（/new-page、/new-section/:splat；访客保持其语言）或其他网站的地址（https://…）。',
    status: '状态码',
    language: '语言',
    keepQuery: '将查询字符串传递给目标',
    create: '创建规则',
    save: '保存规则',
    cancel: '取消',
  },
  created: '已为 {source} 创建规则。',
  saved: '已保存 {source} 的规则。',
  deleted: '已删除 {source} 的规则。',
  editOf: '编辑 {source} 的规则',
  deleteOf: '删除 {source} 的规则',
  deleteTitle: '删除 {source} 的规则？',
  deleteBody: '访问此路径的访客将不再被重定向。见过永久重定向的浏览器可能在一小时内仍会继续跳转。',
  conflict: '此规则已被他人修改或删除。列表已重新加载：请检查后重试。',
  failed: '操作失败：{detail}',
  test: {
    title: '测试路径',
    label: '路径',
    hint: '按访客打开的方式填写，例如 /de/old-page?x=1',
    submit: '测试',
    noRule: '没有适用的规则：由网站自身的路由处理此路径。',
    applies: '适用规则 {source}',
    chain: '途经的规则',
    endsAt: '访客经一次重定向（{status}）到达 {location}。',
    leaves: '此地址在其他网站：访客将离开本站。',
    stays: '此地址在本站。',
  },
  import: {
    title: '导入和导出',
    intro:
      '带标题行的 CSV 文件：必须有 source 和 target，可选 status（301、302、307、308；默认 308）、language（all、en、cn、au、de、it、nl、fr；默认 all）和 keep_query（true 或 false；默认 true）。UTF-8 编码，最大 {mb} MB、{rows} 行。要么全部导入，要么一行都不导入。',
    file: 'CSV 文件',
    mode: '已有规则',
    modes: {
      merge: '保留（来源和语言相同的行替换原规则）',
      replace: '全部替换为文件中的规则',
    },
    submit: '导入',
    busy: '正在导入…',
    done: '导入完成，用时 {seconds} 秒：新增 {created} 条，修改 {updated} 条，未变 {unchanged} 条，删除 {deleted} 条。',
    invalid: '未导入任何规则。',
    line: '第 {line} 行',
    more: '……另有 {count} 行。',
    export: '将所有规则导出为 CSV',
  },
  notSaved: '规则未保存：请检查标出的字段。',
  notImported: '未导入任何规则：有 {count} 行无效。',
  problems: {
    required: '必填。',
    tooLong: '最多 {max} 个字符。',
    controlChars: '不允许换行符或其他控制字符。',
    notPath:
      '请填写以单个 / 开头的路径（例如 /old-page），不能有空的、. 或 .. 路径段；目标也可以是 https:// 地址。',
    sourceQuery: '来源只能是路径，不能包含 ? 或 #：查询字符串会传递给目标。',
    splatPlace: '* 只能位于来源末尾（/old/*），:splat 只能位于目标路径末尾（/new/:splat）。',
    badEncoding: '百分号编码（%XX）无法解码为文本。',
    languagePrefix: '请去掉语言前缀 {prefix}，在“语言”字段中选择语言。本站目标会保持访客的语言。',
    shadowsPage: '这会遮住网站的页面（{page}）。请选择不是页面的路径。',
    badScheme: '不允许以 {scheme}: 开头的地址：请使用 https://、http:// 或本站路径。',
    notUrl: '这不是有效的网址。',
    credentials: '不允许包含用户名或密码的地址。',
    ownSite: '此地址在本站：请写成路径，例如 /new-page。',
    splatWithoutPrefix: ':splat 需要以 /* 结尾的来源。',
    switchLang: '目标中不允许使用 switchLang。',
    duplicate: '此语言中已有 {source} 的规则。',
    loop: '访客会陷入循环：{chain}。',
    badStatus: '请选择 301、302、307 或 308。',
    badVariant: '请选择 all 或 en、cn、au、de、it、nl、fr 之一。',
    badKeepQuery: '请填写 true 或 false。',
    csvNotFile: '请选择 CSV 文件。',
    csvTooLarge: '文件超过 {mb} MB。',
    csvEncoding: '文件不是 UTF-8 文本。请另存为“CSV UTF-8”后重试。',
    csvHeader: '第一行必须是列名，至少包含 source 和 target。',
    csvUnknownColumn: '未知的列“{column}”。',
    csvColumns: '此行有 {found} 个单元格，标题行有 {expected} 个。',
    csvQuote: '从第 {line} 行开始的带引号单元格没有结束。',
    csvEmpty: '文件中没有规则。',
    csvTooManyRows: '文件超过 {rows} 行。',
    formula: '单元格以 {char} 开头，类似电子表格公式：不允许。',
  },
};

export const routeRulesTexts: Record<ConsoleLang, RouteRulesTexts> = { en, zh };

const limits = { max: MAX_RULE_TEXT, mb: MAX_CSV_MB, rows: MAX_CSV_ROWS };

const isProblemCode = (code: string): code is ProblemCode => code in en.problems;

/** One problem as a sentence in the console's language; an unknown code is shown as it is. */
export function problemText(
  lang: ConsoleLang,
  code: string,
  params: Record<string, string | number> = {},
): string {
  return isProblemCode(code)
    ? fill(routeRulesTexts[lang].problems[code], { ...limits, ...params })
    : code;
}
