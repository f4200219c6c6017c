import type { DOMPurify as TDOMPurify } from 'dompurify';

/**
 * A firm's SVG logo, made safe to serve: parsed as a browser parses SVG inside a page (names' case is
 * restored by the HTML parser, which DOMPurify's allow-lists expect), rebuilt by DOMPurify (SVG profile)
 * and written out as XML, so what is stored is never the text that was sent. Nothing in it may run or reach out: no script, event handler,
 * `<foreignObject>`, `<style>`, `<image>` or link, and every reference (`href`, `xlink:href`, `url()`) must
 * point inside the file (`#id`). A document type declaration is refused outright: its entities are how
 * XML bombs and external-entity reads are made. Returns null when no SVG is left.
 *
 * The DOM (jsdom) is loaded on the first SVG only: most api instances never see one.
 */
const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

/** Refused as well as removed: tags that could show foreign content or load anything. */
const FORBIDDEN_TAGS = [
  'script',
  'style',
  'foreignObject',
  'image',
  'a',
  'iframe',
  'audio',
  'video',
  'feImage',
];

const XML_DECLARATION = /^\s*<\?xml[^?]*\?>/i;
const DOCTYPE = /<!DOCTYPE/i;

type TSanitizer = { purify: TDOMPurify; serialize: (node: Node) => string };
let sanitizer: Promise<TSanitizer> | null = null;

function isInternalReference(value: string): boolean {
  return value.trim().startsWith('#');
}

/** Every url(…) in a value points inside the file. */
function referencesStayInside(value: string): boolean {
  const references = [...value.matchAll(/url\(\s*(['"]?)([^'")]*)\1\s*\)/gi)].map((match) => match[2] ?? '');
  const mentionsUrl = /url\s*\(/i.test(value);
  return !mentionsUrl || (references.length > 0 && references.every(isInternalReference));
}

async function createSanitizer(): Promise<TSanitizer> {
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    const isReference = name === 'href' || name === 'xlink:href';
    if ((isReference && !isInternalReference(data.attrValue)) || !referencesStayInside(data.attrValue)) {
      data.keepAttr = false;
    }
  });
  const serializer = new window.XMLSerializer();
  return { purify, serialize: (node) => serializer.serializeToString(node) };
}

export async function sanitizeSvg(text: string): Promise<string | null> {
  const body = text.replace(/^\uFEFF/, '').replace(XML_DECLARATION, '');
  if (DOCTYPE.test(body)) return null;
  sanitizer ??= createSanitizer();
  const { purify, serialize } = await sanitizer;
  const fragment = purify.sanitize(body, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: FORBIDDEN_TAGS,
    RETURN_DOM_FRAGMENT: true,
  });
  const elements = [...fragment.childNodes].filter((node) => node.nodeType === 1) as Element[];
  const [svg] = elements;
  if (
    elements.length !== 1 ||
    svg === undefined ||
    svg.localName !== 'svg' ||
    svg.namespaceURI !== SVG_NAMESPACE
  ) {
    return null;
  }
  // Served as image/svg+xml, the file is read as XML: the serializer declares the namespaces it uses.
  return serialize(svg);
}
