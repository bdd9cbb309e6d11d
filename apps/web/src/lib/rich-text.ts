/** The readable text of the server's rich text, for one-line places such as the marquee. */
export function plainTextOf(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
