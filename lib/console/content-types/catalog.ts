import { LIMITS, integer, oneOf, optionalLine, options, requiredText, specGroups } from './fields';
import {
  bodyField,
  coverField,
  dateField,
  DOCUMENT_TYPES,
  fileField,
  languageField,
  lineField,
  summaryField,
  titleField,
} from './common';
import { defineType } from './define';

// Products, support documents and FAQs (lib/server/db/schema/catalog.ts).

const sortField = () => ({
  kind: 'number' as const,
  label: { en: 'Sort order', zh: '排序' },
  required: false,
  schema: integer(-100_000, 100_000).default(0),
});

/** Products are addressed by a slug id (`three-phase-hybrid-system`), the same in every language. */
export const productsType = defineType({
  key: 'products',
  label: { en: 'Products', zh: '产品' },
  idKind: 'slug',
  titleField: 'name',
  fields: {
    name: titleField({ en: 'Name', zh: '名称' }),
    category: lineField({ en: 'Category', zh: '类别' }, true, 100),
    summary: summaryField(),
    body: bodyField(),
    coverUrl: coverField(),
    sort: sortField(),
    specs: {
      kind: 'specs' as const,
      label: { en: 'Specifications', zh: '规格参数' },
      required: false,
      schema: specGroups(),
    },
  },
});

const docTypes = ['product', 'warranty', 'corporate'] as const;
const fileTypes = ['pdf', 'video', 'image'] as const;

export const downloadsType = defineType({
  key: 'downloads',
  label: { en: 'Downloads', zh: '资料下载' },
  idKind: 'int',
  titleField: 'title',
  fields: {
    title: titleField(),
    product: {
      kind: 'text' as const,
      label: { en: 'Product (slug)', zh: '产品（标识）' },
      required: false,
      max: LIMITS.slug,
      schema: optionalLine(LIMITS.slug),
    },
    series: lineField({ en: 'Series', zh: '系列' }, false, 100),
    docType: {
      kind: 'select' as const,
      label: { en: 'Document type', zh: '文档类型' },
      required: true,
      options: options(docTypes, {
        product: { en: 'Product document', zh: '产品资料' },
        warranty: { en: 'Warranty', zh: '质保' },
        corporate: { en: 'Corporate', zh: '企业资料' },
      }),
      schema: oneOf(docTypes),
    },
    language: languageField({ en: 'Document language (ISO 639-1)', zh: '文档语言（ISO 639-1）' }),
    fileType: {
      kind: 'select' as const,
      label: { en: 'File type', zh: '文件类型' },
      required: true,
      options: options(fileTypes, {
        pdf: { en: 'PDF', zh: 'PDF' },
        video: { en: 'Video', zh: '视频' },
        image: { en: 'Image', zh: '图片' },
      }),
      schema: oneOf(fileTypes),
    },
    updatedOn: dateField({ en: 'Updated on', zh: '更新日期' }),
    fileUrl: fileField({ en: 'File', zh: '文件' }, DOCUMENT_TYPES),
  },
});

/** FAQ answers are plain text; blank lines separate paragraphs on the page. */
export const faqsType = defineType({
  key: 'faqs',
  label: { en: 'FAQs', zh: '常见问题' },
  idKind: 'int',
  titleField: 'question',
  fields: {
    question: titleField({ en: 'Question', zh: '问题' }),
    answer: {
      kind: 'textarea' as const,
      label: { en: 'Answer', zh: '回答' },
      required: true,
      max: LIMITS.summary * 10,
      schema: requiredText(LIMITS.summary * 10),
    },
    sort: sortField(),
  },
});
