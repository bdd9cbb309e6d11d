import { createElement, Fragment, type ReactNode } from 'react';
import { linkTargetProps, safeHref } from './safe-href';

/** Formatting tags kept from help topics; every attribute except a checked link href is dropped. */
const ALLOWED = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'h3',
  'h4',
  'h5',
  'span',
  'a',
  'blockquote',
]);
/** Tags dropped with their content (their text is not meant to be read). */
const DROPPED = new Set(['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'svg', 'math', 'title', 'head']);

function toReact(node: Node, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  if (DROPPED.has(tag)) return null;
  const children = Array.from(el.childNodes, (c, i) => toReact(c, `${key}.${i}`));
  if (!ALLOWED.has(tag)) return <Fragment key={key}>{children}</Fragment>;
  if (tag === 'br') return <br key={key} />;
  if (tag === 'a') {
    const href = safeHref(el.getAttribute('href'));
    return href ? (
      <a key={key} href={href} {...linkTargetProps(href)}>
        {children}
      </a>
    ) : (
      <Fragment key={key}>{children}</Fragment>
    );
  }
  return createElement(tag, { key }, children);
}

/**
 * Renders the server's (trusted, but still) HTML through an allow-list: it is parsed in an
 * inert document and rebuilt as React elements, so no markup reaches innerHTML.
 */
export function renderSafeHtml(html: string): ReactNode {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return Array.from(doc.body.childNodes, (n, i) => toReact(n, String(i)));
}
