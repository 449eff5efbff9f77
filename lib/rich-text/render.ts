import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

// Rich text (news, blog, policies) is markdown with raw HTML allowed, link detection and
// typographic replacement on; links to javascript:, vbscript:, file: or data: are rejected except
// data: images (gif, png, jpeg, webp). markdown-it's default preset keeps the nesting limit at 100
// and its tables at 65 536 cells. Raw HTML is then sanitized, so no script, event
// handler or dangerous URL reaches a page whatever an editor or an attacker typed.

const BAD_PROTOCOL = /^(vbscript|javascript|file|data):/;
const GOOD_DATA = /^data:image\/(gif|png|jpeg|webp);/;

export function isSafeUrl(url: string): boolean {
  const normalized = url
    .trim()
    .toLowerCase()
    .replace(/[\u0000-\u001f\s]+/g, '');
  return BAD_PROTOCOL.test(normalized) ? GOOD_DATA.test(normalized) : true;
}

/**
 * Every id in rich text gets this prefix (and same-page links `#x` follow it). A bare id would
 * become a global of the page (window.x): <p id="__next_f"> replaced the array Next's inline
 * scripts push to and broke the page's hydration (DOM clobbering). A prefixed id is no
 * JavaScript identifier, so no script reads it by accident.
 */
export const ID_PREFIX = 'user-content-';

const markdown = new MarkdownIt('default', { html: true, linkify: true, typographer: true });
markdown.validateLink = isSafeUrl;

const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img',
    'figure',
    'figcaption',
    'picture',
    'source',
    'video',
    'del',
    'ins',
    'sup',
    'sub',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'hreflang', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    source: ['src', 'srcset', 'type', 'media'],
    video: ['src', 'controls', 'poster', 'width', 'height', 'preload'],
    th: ['align', 'scope', 'colspan', 'rowspan', 'style'],
    td: ['align', 'colspan', 'rowspan', 'style'],
    ol: ['start', 'type'],
    code: ['class'],
    '*': ['id', 'lang', 'dir'],
  },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center)$/] } },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  transformTags: {
    // Links leaving the site open safely and never carry the opener; same-page links lead to
    // the prefixed ids.
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      if (/^https?:\/\//i.test(href)) {
        return { tagName, attribs: { ...attribs, rel: 'noopener noreferrer', target: '_blank' } };
      }
      if (/^#./.test(href)) {
        return { tagName, attribs: { ...attribs, href: `#${ID_PREFIX}${href.slice(1)}` } };
      }
      return { tagName, attribs };
    },
    '*': (tagName, attribs) =>
      attribs.id
        ? { tagName, attribs: { ...attribs, id: `${ID_PREFIX}${attribs.id}` } }
        : { tagName, attribs },
  },
  exclusiveFilter: (frame) =>
    (frame.tag === 'img' && !isSafeUrl(frame.attribs.src ?? '')) ||
    (frame.tag === 'a' && frame.attribs.href !== undefined && !isSafeUrl(frame.attribs.href)),
};

/** Markdown (with raw HTML) → safe HTML for dangerouslySetInnerHTML. */
export function renderRichText(source: string): string {
  return sanitizeHtml(markdown.render(source), sanitizeOptions);
}
