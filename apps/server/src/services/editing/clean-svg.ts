/**
 * Uploaded SVG images cleaned by DOMPurify in its SVG profile, on a jsdom window: no scripts,
 * no animations (they can rewrite any attribute, a link's target included), no embedded
 * documents or style sheets, no event handlers, and no reference leaving the document: every
 * href and src names a fragment (`#id`), every url() too. The sanitiser and its DOM load with
 * the first SVG, so that they cost nothing at start.
 */
import type { DOMPurify } from 'dompurify';
import { isLocalSvgReference, isSelfContainedSvgValue } from '@trustfront/core';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Removed with everything inside them. */
const FORBIDDEN_ELEMENTS = [
  'script',
  'style',
  'foreignObject',
  'set',
  'animate',
  'animateMotion',
  'animateTransform',
  'discard',
  'iframe',
  'embed',
  'object',
  'audio',
  'video',
];

interface SvgCleaner {
  purify: DOMPurify;
  serialize: (node: Node) => string;
  nodeFilter: { SHOW_COMMENT: number; SHOW_PROCESSING_INSTRUCTION: number };
}

let loading: Promise<SvgCleaner> | undefined;

async function load(): Promise<SvgCleaner> {
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([
    import('jsdom'),
    import('dompurify'),
  ]);
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window as unknown as Window & typeof globalThis);
  // Links and sources stay inside the document; any other value may not load or run anything.
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    const isReference = name === 'href' || name === 'src' || name.endsWith(':href');
    const safe = isReference
      ? isLocalSvgReference(data.attrValue)
      : isSelfContainedSvgValue(data.attrValue);
    if (!safe) data.keepAttr = false;
  });
  const serializer = new window.XMLSerializer();
  return {
    purify,
    serialize: (node) => serializer.serializeToString(node),
    nodeFilter: window.NodeFilter,
  };
}

/** The sanitiser, loaded once; a failed load is tried again by the next SVG. */
function cleaner(): Promise<SvgCleaner> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * The SVG as it may be served: its root `<svg>` element cleaned and written as XML, or null when
 * it is no SVG or nothing but its root remains. DOCTYPE and entity declarations are refused
 * before this.
 */
export async function cleanSvg(svg: string): Promise<string | null> {
  const { purify, serialize, nodeFilter } = await cleaner();
  const body = purify.sanitize(svg, {
    USE_PROFILES: { svg: true, svgFilters: true },
    // DOMPurify leaves `use` out because it can load other files; here its reference is kept
    // only when it names a fragment, so an icon may reuse its own shapes.
    ADD_TAGS: ['use'],
    FORBID_TAGS: FORBIDDEN_ELEMENTS,
    FORBID_ATTR: ['xml:base'],
    ALLOW_DATA_ATTR: false,
    KEEP_CONTENT: false,
    RETURN_DOM: true,
  });
  // With RETURN_DOM the answer is the parsed document's body element.
  const root = (body as Element).firstElementChild;
  if (!root || root.namespaceURI !== SVG_NS || root.localName !== 'svg') return null;
  // An SVG whose every element was removed was nothing but what it tried to do.
  if (root.childElementCount === 0) return null;
  // Comments carry nothing an icon needs, and a processing instruction could name a style sheet.
  const document = root.ownerDocument;
  const walker = document.createTreeWalker(
    root,
    nodeFilter.SHOW_COMMENT | nodeFilter.SHOW_PROCESSING_INSTRUCTION,
  );
  const strays: Node[] = [];
  while (walker.nextNode()) strays.push(walker.currentNode);
  for (const node of strays) node.parentNode?.removeChild(node);
  return serialize(root);
}
