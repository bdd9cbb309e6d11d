import xss from 'xss';

// xss is CommonJS and attaches most helpers in a loop, which Node's ESM named-export
// detection misses: take them from the default export (module.exports) instead.
const { FilterXSS, escapeAttrValue, friendlyAttrValue } = xss as unknown as typeof import('xss');

/**
 * Rich text of notices, promotions and help topics is sanitized once, when stored, so every
 * answer carries safe HTML. The allow-list fits notices: basic formatting, lists, links and
 * images; no style, no class, no event handlers, no frames, no forms.
 */
const allowList: Record<string, string[]> = {
  p: [],
  br: [],
  b: [],
  strong: [],
  i: [],
  em: [],
  u: [],
  ul: [],
  ol: [],
  li: [],
  h3: [],
  h4: [],
  span: [],
  div: [],
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt'],
};

const SAFE_HREF = /^(https?:\/\/|mailto:)/i;
/** Images: absolute http(s) or our own generated art. */
const SAFE_SRC = /^(https?:\/\/|\/art\/)/i;

/** Decodes entities and drops control/blank characters, as browsers would before reading a URL. */
const plainUrl = (value: string) => friendlyAttrValue(value).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');

function attribute(tag: string, name: string, value: string): string {
  if (tag === 'a' && name === 'href') {
    const url = plainUrl(value);
    return SAFE_HREF.test(url) ? `href="${escapeAttrValue(url)}"` : '';
  }
  if (tag === 'a' && name === 'target') return value === '_blank' ? 'target="_blank"' : '';
  // A link opening a new tab never gets a handle on this window.
  if (tag === 'a' && name === 'rel') return 'rel="noopener noreferrer"';
  if (tag === 'img' && name === 'src') {
    const url = plainUrl(value);
    return SAFE_SRC.test(url) && !url.startsWith('//') ? `src="${escapeAttrValue(url)}"` : '';
  }
  if (tag === 'img' && name === 'alt') return `alt="${escapeAttrValue(friendlyAttrValue(value).slice(0, 200))}"`;
  return '';
}

const filter = new FilterXSS({
  allowList,
  css: false,
  stripBlankChar: true,
  stripIgnoreTag: true,
  // These go with their content; any other unknown tag is dropped and its text kept.
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'noscript', 'template', 'svg', 'math', 'textarea', 'select'],
  onTagAttr: (tag, name, value, isWhite) => (isWhite ? attribute(tag, name, value) : ''),
});

/** Safe HTML for storage. */
export function sanitizeRichText(html: string): string {
  // An image whose source was refused is dropped whole. A stripped tag left unclosed
  // leaves xss's "[removed]" marker behind: drop it too.
  return filter
    .process(html)
    .replace(/<img(?![^>]*\ssrc=)[^>]*>/g, '')
    .replace(/\[\/?removed\]/g, '')
    .trim();
}

/** Titles are plain text: tags and their brackets go, the text stays. */
export function plainText(text: string): string {
  return text
    .replace(/<(script|style)\b[\s\S]*?(<\/\1\s*>|$)/gi, '')
    .replace(/<\/?[a-z!][^>]*>/gi, '')
    .replace(/[<>]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
