/**
 * Known SVG attacks, and the check a cleaned SVG must pass: read as a browser reads an SVG
 * file (XML), it holds nothing that runs script and nothing that reaches outside the document.
 */
import { JSDOM } from 'jsdom';

const NS = 'xmlns="http://www.w3.org/2000/svg"';
const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"';
const svg = (inner: string, attrs = '') => `<svg ${NS} ${XLINK}${attrs}>${inner}<rect/></svg>`;
const PNG_DATA =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** Attacks the cleaner removes, leaving an image to store. */
export const CLEANED_ATTACKS: readonly [string, string][] = [
  [
    'set: javascript: split by a tab',
    svg('<a><set attributeName="href" to="java\tscript:alert(1)"/><text>x</text></a>'),
  ],
  [
    'set: javascript: split by a newline',
    svg('<a><set attributeName="href" to="java\nscript:alert(1)"/><text>x</text></a>'),
  ],
  [
    'set: javascript: written with character references',
    svg('<a><set attributeName="href" to="&#x6A;ava&#9;script&#x3A;alert(1)"/><text>x</text></a>'),
  ],
  [
    'set: a tracking address on an image',
    svg('<image><set attributeName="href" to="https://tracker.example/pixel.png"/></image>'),
  ],
  [
    'animate: javascript: in values of xlink:href',
    svg(
      '<a><animate attributeName="xlink:href" values="javascript:alert(1);" begin="0s"/><text>x</text></a>',
    ),
  ],
  ['animate: onbegin handler', svg('<animate onbegin="alert(1)" attributeName="x" dur="1s"/>')],
  [
    'animateMotion: onend handler and an external path',
    svg('<circle r="1"><animateMotion onend="alert(1)" dur="1s" path="M0 0L1 1"/></circle>'),
  ],
  [
    'animateTransform: onrepeat handler',
    svg('<g><animateTransform attributeName="transform" type="rotate" onrepeat="alert(1)"/></g>'),
  ],
  ['a: xlink:href javascript:', svg('<a xlink:href="javascript:alert(1)"><text>x</text></a>')],
  ['a: href javascript:', svg('<a href="javascript:alert(1)"><text>x</text></a>')],
  [
    'a: mixed-case scheme with spaces and a tab',
    svg('<a href="  JaVa\tScRiPt:alert(1)"><text>x</text></a>'),
  ],
  [
    'a: scheme written with a character reference',
    svg('<a href="&#106;avascript:alert(1)"><text>x</text></a>'),
  ],
  [
    'a: xlink under another prefix',
    svg(
      '<a xmlns:x="http://www.w3.org/1999/xlink" x:href="javascript:alert(1)"><text>x</text></a>',
    ),
  ],
  [
    'foreignObject: HTML with a script',
    svg(
      '<foreignObject width="9" height="9"><body xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script><img src="x" onerror="alert(2)"/></body></foreignObject>',
    ),
  ],
  [
    'foreignObject: an iframe',
    svg(
      '<foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example/"></iframe></foreignObject>',
    ),
  ],
  ['script: inline', svg('<script>alert(1)</script>')],
  ['script: external', svg('<script xlink:href="https://evil.example/x.js"/>')],
  ['script: mixed case', svg('<SCRIPT>alert(1)</SCRIPT><ScRiPt>alert(2)</ScRiPt>')],
  [
    'script: another namespace prefix for SVG',
    svg(
      '<s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script><s:rect s:onclick="alert(2)"/>',
    ),
  ],
  ['handler: onload on the root', svg('', ' onload="alert(1)"')],
  ['handler: mixed-case onclick', svg('<rect OnClick="alert(1)" oNmOuSeOvEr="alert(2)"/>')],
  [
    'handler: SVG Tiny handler element',
    svg(
      '<handler xmlns:ev="http://www.w3.org/2001/xml-events" ev:event="load" type="application/ecmascript">alert(1)</handler>',
    ),
  ],
  ['use: another file over https', svg('<use href="https://evil.example/sprite.svg#icon"/>')],
  ['use: a relative file by xlink:href', svg('<use xlink:href="sprite.svg#icon"/>')],
  [
    'use: a data: document',
    svg(
      '<use href="data:image/svg+xml;base64,PHN2ZyBpZD0neCcgeG1sbnM9J2h0dHA6Ly93d3cudzMub3JnLzIwMDAvc3ZnJz48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+#x"/>',
    ),
  ],
  ['image: a data: URL', svg(`<image href="${PNG_DATA}" width="1" height="1"/>`)],
  ['image: a protocol-relative address', svg('<image xlink:href="//evil.example/p.png"/>')],
  ['style attribute: external url()', svg('<rect style="fill:url(https://evil.example/a)"/>')],
  [
    'style attribute: url() hidden by a CSS escape',
    svg('<rect style="fill:u\\72l(https://evil.example/a)"/>'),
  ],
  ['style attribute: protocol-relative url()', svg('<rect style="fill:url(//evil.example/a)"/>')],
  [
    'style element: @import and url()',
    svg(
      '<style>@import url(https://evil.example/a.css); rect { fill: url(https://evil.example/b) }</style>',
    ),
  ],
  [
    'presentation attribute: external paint',
    svg('<rect fill="url(https://evil.example/p.svg#g)" filter="url(//evil.example/f#x)"/>'),
  ],
  [
    'filter: feImage loading an address',
    svg(
      '<filter id="f"><feImage href="https://evil.example/x.png"/><feImage xlink:href="javascript:alert(1)"/></filter>',
    ),
  ],
  [
    'xml-stylesheet processing instruction',
    `<?xml-stylesheet href="https://evil.example/a.css" type="text/css"?>${svg('')}`,
  ],
  [
    'xml:base redirecting fragments',
    svg('<a xml:base="https://evil.example/" href="#x"><text>x</text></a>'),
  ],
  [
    'embedded documents',
    svg('<iframe src="https://evil.example/"></iframe><object data="x.swf"></object>'),
  ],
  [
    'MathML inside SVG',
    svg(
      '<math xmlns="http://www.w3.org/1998/Math/MathML"><mi xlink:href="javascript:alert(1)">x</mi></math>',
    ),
  ],
];

/**
 * Attacks that leave nothing of an image: an HTML element that ends the SVG as an HTML page
 * would (`embed`), swallowing what follows, or an SVG that was only a script.
 */
export const EMPTIED_ATTACKS: readonly [string, string][] = [
  ['embed ending the SVG', svg('<embed src="https://evil.example/x.swf"/><circle r="1"/>')],
  ['nothing but a script', `<svg ${NS}><script>alert(1)</script></svg>`],
  ['nothing but an animation', `<svg ${NS}><set attributeName="onload" to="alert(1)"/></svg>`],
];

/** Attacks refused outright: declarations. */
export const REFUSED_ATTACKS: readonly [string, string][] = [
  [
    'XXE: an external entity',
    `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><svg ${NS}><text>&xxe;</text></svg>`,
  ],
  [
    'billion laughs',
    `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;">]><svg ${NS}><text>&lol3;</text></svg>`,
  ],
  [
    'a DOCTYPE naming an external DTD',
    `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "https://evil.example/svg11.dtd"><svg ${NS}><rect/></svg>`,
  ],
  ['an entity declaration alone', `<svg ${NS}><!ENTITY x "y"><rect/></svg>`],
];

/** A benign icon: paths, a gradient, a clip path, and uses of its own shapes. */
export const BENIGN_ICON = `<?xml version="1.0" encoding="UTF-8"?>
<svg ${NS} ${XLINK} viewBox="0 0 20 20" width="20" height="20">
  <title>Shield</title>
  <defs>
    <linearGradient id="grad" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0a7"/><stop offset="1" stop-color="#05a"/>
    </linearGradient>
    <clipPath id="clip"><circle cx="10" cy="10" r="9"/></clipPath>
    <path id="tick" d="M5 10l3 3 7-7" stroke="#fff" fill="none"/>
  </defs>
  <g clip-path="url(#clip)">
    <path d="M10 1l8 3v6c0 5-4 8-8 9-4-1-8-4-8-9V4z" fill="url(#grad)"/>
    <use href="#tick"/>
    <use xlink:href="#tick" transform="translate(0 1)" style="opacity:0.5;fill:url('#grad')"/>
  </g>
</svg>`;

const SVG_NS = 'http://www.w3.org/2000/svg';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';
const RUNNING = new Set(
  [
    'script',
    'style',
    'foreignObject',
    'set',
    'animate',
    'animateMotion',
    'animateTransform',
    'discard',
    'handler',
    'listener',
    'iframe',
    'embed',
    'object',
    'audio',
    'video',
  ].map((name) => name.toLowerCase()),
);
/** A value that loads or runs something, read without whitespace and control characters. */
const REACHING_OUT = /javascript:|data:|https?:|\/\/|@import|expression\(|\\|url\((?!['"]?#)/i;

/** The elements of an SVG document, root first. */
export function parseSvg(text: string): Document {
  return new JSDOM(text, { contentType: 'image/svg+xml' }).window.document;
}

/**
 * What in a cleaned SVG could run script or reach outside the document, each as a short reason;
 * empty when nothing. The text is read as XML, as a browser reads an SVG file.
 */
export function dangersIn(text: string): string[] {
  const document = parseSvg(text);
  const found: string[] = [];
  if (document.doctype) found.push('doctype');
  for (const node of Array.from(document.childNodes)) {
    if (node.nodeType === node.PROCESSING_INSTRUCTION_NODE) found.push('processing instruction');
  }
  const root = document.documentElement;
  if (root.localName !== 'svg' || root.namespaceURI !== SVG_NS) found.push('root is not svg');
  for (const element of [root, ...Array.from(root.querySelectorAll('*'))]) {
    const name = element.localName.toLowerCase();
    if (RUNNING.has(name)) found.push(`element ${element.localName}`);
    if (element.namespaceURI !== SVG_NS) found.push(`element in ${element.namespaceURI}`);
    for (const attr of Array.from(element.attributes)) {
      // Namespace declarations name namespaces; nothing is loaded from them.
      if (attr.namespaceURI === XMLNS_NS) continue;
      const attrName = attr.localName.toLowerCase();
      const value = attr.value.replace(/[\s\p{Cc}]/gu, '');
      if (attrName.startsWith('on')) found.push(`handler ${attr.name}`);
      if (attrName === 'base') found.push(`base ${attr.name}`);
      if ((attrName === 'href' || attrName === 'src') && !value.startsWith('#')) {
        found.push(`reference ${attr.name}=${attr.value}`);
      }
      if (REACHING_OUT.test(value)) found.push(`value ${attr.name}=${attr.value}`);
    }
  }
  return found;
}
