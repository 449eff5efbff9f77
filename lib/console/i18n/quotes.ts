// The console's quote-request pages, in the console's two languages.

const en = {
  title: 'Quote requests',
  intro:
    'Every request from the sizing estimator: whom it is with, what happened to it, and a reassign action. Certified partners accept or decline theirs in the personal center.',
  filters: 'Filter quote requests',
  status: 'Status',
  anyStatus: 'Any status',
  country: 'Country (ISO code)',
  search: 'Name, e-mail, postcode or reference',
  apply: 'Apply',
  exportCsv: 'Export CSV',
  caption: 'Quote requests',
  empty: 'No quote requests match.',
  reference: 'Reference',
  received: 'Received',
  customer: 'Customer',
  assignment: 'Assignment',
  staff: 'Staff',
  states: { assigned: 'Assigned', accepted: 'Accepted', staff: 'With staff' },
  acceptedBy: 'accepted by {email}',
  open: 'Details',
  close: 'Close details',
  history: 'History',
  kinds: {
    assigned: 'Assigned to',
    staff: 'Given to staff',
    accepted: 'Accepted by',
    declined: 'Declined by',
    reassigned: 'Reassigned to',
  },
  by: 'by',
  reason: 'Reason',
  reassign: 'Reassign',
  reassignTo: 'Give it to',
  toStaff: 'Staff (no partner)',
  reassigned: 'Reassigned.',
  noCandidates: 'No certified partner with a published listing in this country.',
};

type QuoteTexts = typeof en;

const zh: QuoteTexts = {
  title: '报价请求',
  intro:
    '来自储能容量估算器的全部请求：分配给谁、处理经过，以及重新分配。认证合作伙伴在个人中心接受或拒绝分配给他们的请求。',
  filters: '筛选报价请求',
  status: '状态',
  anyStatus: '全部状态',
  country: '国家（ISO 代码）',
  search: '姓名、邮箱、邮编或编号',
  apply: '应用',
  exportCsv: '导出 CSV',
  caption: '报价请求',
  empty: '没有符合条件的报价请求。',
  reference: '编号',
  received: '收到时间',
  customer: '客户',
  assignment: '分配',
  staff: '员工',
  states: { assigned: '已分配', accepted: '已接受', staff: '由员工处理' },
  acceptedBy: '由 {email} 接受',
  open: '详情',
  close: '关闭详情',
  history: '经过',
  kinds: {
    assigned: '分配给',
    staff: '转给员工',
    accepted: '接受人',
    declined: '拒绝方',
    reassigned: '重新分配给',
  },
  by: '操作人',
  reason: '原因',
  reassign: '重新分配',
  reassignTo: '分配给',
  toStaff: '员工（无合作伙伴）',
  reassigned: '已重新分配。',
  noCandidates: '该国家没有已发布名录的认证合作伙伴。',
};

export const quoteTexts = { en, zh };
export type { QuoteTexts };
