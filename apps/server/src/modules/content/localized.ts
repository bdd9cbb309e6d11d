/** The text in the caller's language, else the merchant's default language, else any. */
export function textIn(texts: Record<string, string>, lang: string, fallback: string): string {
  return texts[lang] || texts[fallback] || Object.values(texts).find(Boolean) || '';
}
