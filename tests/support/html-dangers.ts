import { parse, parseFragment, type DefaultTreeAdapterTypes as T } from 'parse5';

// What would let HTML run script or reach out, read the way a browser reads it: parse5 builds the
// tree as the HTML standard says (foreign content, foster parenting, entity decoding included),
// independently of htmlparser2, which the sanitizer itself parses with. Shared by the XSS unit
// test (the rich-text renderer's output) and the e2e sweep for inline handlers on every page.

/** Elements that never belong in rendered rich text: script, frames, plugins, document-level. */
export const FORBIDDEN_ELEMENTS = new Set([
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'param',
  'portal',
  'base',
  'meta',
  'link',
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'isindex',
  'svg',
  'math',
  'template',
  'noscript',
  'xmp',
  'plaintext',
  'noembed',
  'noframes',
  'title',
]);

/** Attributes that hold a URL the browser loads or navigates to. */
export const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'poster',
  'background',
  'data',
  'codebase',
  'cite',
  'ping',
  'lowsrc',
  'dynsrc',
]);

const BAD_SCHEMES = new Set(['javascript', 'vbscript', 'data', 'file']);
/** The one exception of the rich-text policy (requirements: Rich text): data: images of these types. */
const DATA_IMAGE = /^data:image\/(gif|png|jpeg|webp);/;

function isElement(node: T.ChildNode): node is T.Element {
  return 'tagName' in node;
}

/** Every element under `root`, template contents included. */
function* elementsOf(root: T.ParentNode): Generator<T.Element> {
  for (const child of root.childNodes) {
    if (!isElement(child)) continue;
    yield child;
    yield* elementsOf(child);
    if (child.tagName === 'template') yield* elementsOf((child as T.Template).content);
  }
}

const nameOf = (attr: T.Element['attrs'][number]) =>
  (attr.prefix ? `${attr.prefix}:${attr.name}` : attr.name).toLowerCase();

/** The scheme a URL attribute really has: entities are decoded by the parser already. */
export function schemeOf(value: string): string | null {
  const bare = value.replace(/[\s\u0000-\u001f\u007f-\u009f]/g, '').toLowerCase();
  return /^([a-z][a-z0-9+.-]*):/.exec(bare)?.[1] ?? null;
}

/** The host a URL attribute loads from, relative URLs resolved against the page. */
function hostOf(url: string): string | null {
  try {
    return new URL(url, 'https://page.test/').hostname;
  } catch {
    return null;
  }
}

function urlsOf(attr: T.Element['attrs'][number]): string[] {
  // srcset: comma-separated candidates, each a URL and an optional descriptor.
  if (attr.name === 'srcset') return attr.value.split(',').map((c) => c.trim().split(/\s+/)[0]!);
  return URL_ATTRIBUTES.has(attr.name) ? [attr.value] : [];
}

/** `tag[attr]` for each inline event handler (an attribute named on…) anywhere in a page. */
export function inlineHandlers(html: string): string[] {
  return [...elementsOf(parse(html))].flatMap((el) =>
    el.attrs
      .filter((a) => a.name.toLowerCase().startsWith('on'))
      .map((a) => `${el.tagName}[${nameOf(a)}]`),
  );
}

function dangersIn(root: T.ParentNode, markerHost?: string): string[] {
  const found: string[] = [];
  for (const el of elementsOf(root)) {
    if (FORBIDDEN_ELEMENTS.has(el.tagName)) found.push(`<${el.tagName}>`);
    for (const attr of el.attrs) {
      const name = nameOf(attr);
      if (name.startsWith('on')) found.push(`${el.tagName}[${name}]`);
      if (name === 'srcdoc') found.push(`${el.tagName}[srcdoc]`);
      // An id or name that is an identifier becomes a global a script may read (DOM clobbering).
      if ((name === 'id' || name === 'name') && /^[A-Za-z_$][\w$]*$/.test(attr.value)) {
        found.push(`${el.tagName}[${name}=${attr.value}]`);
      }
      if (
        name === 'style' &&
        !/^(\s*text-align\s*:\s*(left|right|center)\s*;?)?\s*$/i.test(attr.value)
      ) {
        found.push(`${el.tagName}[style=${attr.value}]`);
      }
      for (const url of urlsOf(attr)) {
        // Only a link may point at the marker host: any other URL attribute loads from it.
        if (markerHost && hostOf(url) === markerHost && !(el.tagName === 'a' && name === 'href')) {
          found.push(`${el.tagName}[${name}] loads ${markerHost}`);
        }
        const scheme = schemeOf(url);
        if (scheme === null || !BAD_SCHEMES.has(scheme)) continue;
        const dataImage =
          el.tagName === 'img' && attr.name === 'src' && DATA_IMAGE.test(url.trim().toLowerCase());
        if (!dataImage) found.push(`${el.tagName}[${name}=${scheme}:]`);
      }
    }
  }
  return found;
}

/**
 * What in rendered rich text could run script or load from elsewhere: a forbidden element, an
 * on… attribute, srcdoc, an id or name a script could take for a global, a style beyond text-align, a javascript:, vbscript:, file: or data:
 * URL (data: images of the allowed types aside), a URL other than a link's on `markerHost` (a
 * host nothing may load from). The HTML is read twice, as a browser does: in the page (inside
 * the server-rendered <div class="rich-text">) and as innerHTML of a div (what React does on a
 * client-side navigation).
 */
export function richTextDangers(html: string, markerHost?: string): string[] {
  const page = parse(
    `<!DOCTYPE html><html><head></head><body><div class="rich-text">${html}</div></body></html>`,
  );
  const body = page.childNodes.find(isElement)!.childNodes.filter(isElement)[1]!;
  const div = parse('<div></div>').childNodes.find(isElement)!.childNodes.filter(isElement)[1]!
    .childNodes[0] as T.Element;
  const fragment = parseFragment(div, html, {});
  return [...new Set([...dangersIn(body, markerHost), ...dangersIn(fragment, markerHost)])];
}
