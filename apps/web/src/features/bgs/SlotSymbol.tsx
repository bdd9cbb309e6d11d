import type { ReactNode } from 'react';

/**
 * The slot's symbols, drawn as SVG (one 64 × 64 view box each) so every phone shows the same
 * picture, unlike font characters. A symbol a merchant's maths adds beyond the default set
 * is drawn as a gem with its first letter.
 */
const DRAWN: Record<string, ReactNode> = {
  WILD: (
    <>
      <circle cx="32" cy="32" r="29" fill="#3b1d6e" stroke="#f5c542" strokeWidth="3" />
      <path d="M32 9l6.6 14.6 15.9 1.7-11.9 10.7 3.4 15.6L32 43.6l-13.9 8 3.4-15.6L9.6 25.3l15.9-1.7z" fill="#f5c542" />
    </>
  ),
  SEVEN: (
    <>
      <path d="M14 12h38v8L34 54H22l17-32H14z" fill="#e53935" stroke="#7f0000" strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M18 15h30" stroke="#ffcdd2" strokeWidth="2" strokeLinecap="round" />
    </>
  ),
  BAR: (
    <>
      <rect x="6" y="20" width="52" height="24" rx="5" fill="#263238" stroke="#cfd8dc" strokeWidth="2.5" />
      <rect x="12" y="27" width="9" height="10" rx="1.5" fill="#eceff1" />
      <rect x="27.5" y="27" width="9" height="10" rx="1.5" fill="#eceff1" />
      <rect x="43" y="27" width="9" height="10" rx="1.5" fill="#eceff1" />
    </>
  ),
  BELL: (
    <>
      <path d="M32 8c-11 0-16 9-16 20v10l-6 8h44l-6-8V28c0-11-5-20-16-20z" fill="#fbc02d" stroke="#8d6e00" strokeWidth="2.5" />
      <circle cx="32" cy="51" r="5" fill="#8d6e00" />
      <path d="M23 22c1-5 4-8 8-9" stroke="#fff59d" strokeWidth="3" strokeLinecap="round" fill="none" />
    </>
  ),
  MELON: (
    <>
      <path d="M6 24h52a26 26 0 0 1-52 0z" fill="#2e7d32" />
      <path d="M10 24h44a22 22 0 0 1-44 0z" fill="#ef5350" />
      <g fill="#1b1b1b">
        <ellipse cx="22" cy="32" rx="1.8" ry="3" />
        <ellipse cx="32" cy="37" rx="1.8" ry="3" />
        <ellipse cx="42" cy="32" rx="1.8" ry="3" />
      </g>
    </>
  ),
  PLUM: (
    <>
      <path d="M33 14c4-6 10-8 14-6-2 5-8 8-14 6z" fill="#43a047" />
      <circle cx="31" cy="36" r="20" fill="#7b1fa2" stroke="#4a0072" strokeWidth="2.5" />
      <ellipse cx="24" cy="29" rx="5" ry="7" fill="#ce93d8" opacity="0.6" />
    </>
  ),
  LEMON: (
    <>
      <ellipse cx="32" cy="33" rx="25" ry="18" fill="#fdd835" stroke="#a68b00" strokeWidth="2.5" />
      <path d="M7 33l-4 0M57 33l4 0" stroke="#a68b00" strokeWidth="4" strokeLinecap="round" />
      <ellipse cx="24" cy="27" rx="8" ry="4" fill="#fff9c4" opacity="0.7" />
    </>
  ),
  CHERRY: (
    <>
      <path
        d="M20 42C24 26 32 14 46 8M44 42c-2-14 0-26 2-34"
        stroke="#33691e"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="20" cy="45" r="12" fill="#c62828" stroke="#7f0000" strokeWidth="2" />
      <circle cx="44" cy="45" r="12" fill="#d32f2f" stroke="#7f0000" strokeWidth="2" />
      <circle cx="16" cy="41" r="3" fill="#ffcdd2" />
      <circle cx="40" cy="41" r="3" fill="#ffcdd2" />
    </>
  ),
};

function Gem({ letter }: { letter: string }) {
  return (
    <>
      <path d="M32 6l24 18-24 34L8 24z" fill="#26a69a" stroke="#004d40" strokeWidth="2.5" strokeLinejoin="round" />
      <text x="32" y="34" textAnchor="middle" fontSize="18" fontWeight="700" fill="#e0f2f1">
        {letter}
      </text>
    </>
  );
}

/** One symbol; `label` names it for assistive tech (the window is otherwise only pictures). */
export function SlotSymbol({ symbol, label }: { symbol: string; label?: string }) {
  return (
    <svg
      className="bgs-symbol"
      viewBox="0 0 64 64"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      {DRAWN[symbol] ?? <Gem letter={symbol.slice(0, 1)} />}
    </svg>
  );
}
