/**
 * How the slot's symbols look: generated BGS games share one engine and differ by theme
 * (the session's `theme`). Characters every system font has (no emoji, no images); each
 * symbol keeps its colour across themes (bgs.css, by data-symbol).
 */
const THEMES: Record<string, string>[] = [
  { WILD: '★', SEVEN: '7', BAR: 'BAR', BELL: '♣', MELON: '♦', PLUM: '♥', LEMON: '♠', CHERRY: '●' },
  { WILD: '★', SEVEN: '◆', BAR: '♛', BELL: '❖', MELON: '▲', PLUM: '■', LEMON: '✦', CHERRY: '●' },
  { WILD: '★', SEVEN: '☀', BAR: '♞', BELL: '✿', MELON: '☘', PLUM: '☂', LEMON: '⚓', CHERRY: '♪' },
  { WILD: '★', SEVEN: 'A', BAR: 'K', BELL: 'Q', MELON: 'J', PLUM: '10', LEMON: '9', CHERRY: '8' },
];

export function glyphOf(symbol: string, theme: number): string {
  return THEMES[theme % THEMES.length]?.[symbol] ?? symbol.slice(0, 1);
}
