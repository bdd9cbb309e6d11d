import { createHash } from 'node:crypto';
import { BANNER_SIZES } from '@playhouse/contract';

/**
 * Generated artwork: deterministic SVG from a seed string (same seed, same bytes), so the
 * lobby never hot-links images. A gradient and a motif picked from the seed's hash, with
 * the initials and the name on top. Every text is XML-escaped.
 */

export function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** Cuts to `max` characters (code points), with an ellipsis. */
export function clip(s: string, max: number): string {
  const chars = [...s.replace(/\s+/g, ' ').trim()];
  return chars.length <= max
    ? chars.join('')
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

export function initials(name: string): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const picked = words.length >= 2 ? [words[0]![0], words[1]![0]] : [...(words[0] ?? '?')].slice(0, 2);
  return picked.join('').toUpperCase();
}

/** Bytes of the seed's SHA-256: colours and motif choices. */
function seedBytes(seed: string): Buffer {
  return createHash('sha256').update(seed).digest();
}

function palette(b: Buffer) {
  const hue = Math.round((b[0]! / 255) * 360);
  const shift = 30 + Math.round((b[1]! / 255) * 120);
  return { from: `hsl(${hue} 72% 48%)`, to: `hsl(${(hue + shift) % 360} 70% 26%)`, angle: b[2]! % 2 === 0 };
}

/** A simple motif over the whole w×h area: rings, diamonds, stripes or dots. */
function motif(b: Buffer, w: number, h: number): string {
  const kind = b[3]! % 4;
  const parts: string[] = [];
  for (let i = 0; i < 6; i += 1) {
    const x = Math.round((b[4 + i]! / 255) * w);
    const y = Math.round((b[10 + i]! / 255) * h);
    const r = Math.round(((b[16 + i]! / 255) * 0.22 + 0.06) * Math.min(w, h));
    if (kind === 0)
      parts.push(
        `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="#fff" stroke-opacity="0.16" stroke-width="${Math.max(2, r / 6).toFixed(1)}"/>`,
      );
    if (kind === 1)
      parts.push(`<path d="M${x} ${y - r}L${x + r} ${y}L${x} ${y + r}L${x - r} ${y}Z" fill="#fff" fill-opacity="0.1"/>`);
    if (kind === 2)
      parts.push(
        `<rect x="${x - w}" y="${y}" width="${w * 3}" height="${Math.max(4, Math.round(r / 3))}" fill="#fff" fill-opacity="0.08" transform="rotate(-24 ${x} ${y})"/>`,
      );
    if (kind === 3)
      parts.push(`<circle cx="${x}" cy="${y}" r="${Math.max(3, Math.round(r / 3))}" fill="#fff" fill-opacity="0.14"/>`);
  }
  return parts.join('');
}

function frame(seed: string, w: number, h: number, body: string): string {
  const b = seedBytes(seed);
  const p = palette(b);
  const [x2, y2] = p.angle ? ['1', '1'] : ['0', '1'];
  // A per-seed id: several SVGs inlined in one page must not share a gradient id.
  const id = `g${b.subarray(24, 30).toString('hex')}`;
  const rx = Math.round(Math.min(w, h) / 12);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>` +
    `<clipPath id="${id}c"><rect width="${w}" height="${h}" rx="${rx}"/></clipPath></defs>` +
    `<rect width="${w}" height="${h}" rx="${rx}" fill="url(#${id})"/>` +
    `<g clip-path="url(#${id}c)">${motif(b, w, h)}</g>` +
    body +
    `</svg>`
  );
}

const FONT = `font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"`;
const text = (x: number, y: number, size: number, content: string, extra = '') =>
  `<text x="${x}" y="${y}" ${FONT} font-size="${size}" fill="#fff" text-anchor="middle" ${extra}>${escapeXml(content)}</text>`;

/** A game icon (square) or its large variant (16:9). */
export function gameArt(seed: string, name: string, vendor: string, large: boolean): string {
  const [w, h] = large ? [640, 360] : [256, 256];
  const big = large ? 120 : 96;
  return frame(
    seed,
    w,
    h,
    text(w / 2, h * 0.52, big, initials(name), 'font-weight="800" fill-opacity="0.92"') +
      text(w / 2, h * 0.8, large ? 34 : 18, clip(name, large ? 30 : 20), 'font-weight="600"') +
      text(w / 2, h * 0.14, large ? 22 : 14, clip(vendor, 16), 'fill-opacity="0.75" letter-spacing="2"'),
  );
}

/** A vendor logo: its code on a wide tile. */
export function vendorArt(code: string): string {
  const [w, h] = [240, 96];
  const size = code.length <= 4 ? 44 : code.length <= 8 ? 30 : 20;
  return frame(
    `vendor:${code}`,
    w,
    h,
    text(w / 2, h / 2 + size / 3, size, clip(code, 16), 'font-weight="800" letter-spacing="1"'),
  );
}

/** Casino props for a banner's art: a glow, a stack of coins, two cards and a chip, placed by the seed. */
function bannerProps(b: Buffer, w: number, h: number): string {
  const s = h / 400;
  const cx = Math.round(w - (w > h * 2 ? 300 : 190) * s);
  const cy = Math.round(h * 0.55);
  const tilt = (b[22]! % 20) - 10;
  const coin = (x: number, y: number) =>
    `<ellipse cx="${x}" cy="${y + 10 * s}" rx="${46 * s}" ry="${16 * s}" fill="#a8741a"/>` +
    `<ellipse cx="${x}" cy="${y}" rx="${46 * s}" ry="${16 * s}" fill="#f2c14e" stroke="#fff3c4" stroke-opacity="0.6" stroke-width="${2 * s}"/>`;
  const coins = [0, 1, 2, 3, 4].map((i) => coin(cx - 120 * s, cy + 90 * s - i * 18 * s)).join('');
  const card = (dx: number, rot: number, suit: string, colour: string) =>
    `<g transform="translate(${cx + dx * s} ${cy - 40 * s}) rotate(${rot + tilt})">` +
    `<rect x="${-55 * s}" y="${-80 * s}" width="${110 * s}" height="${160 * s}" rx="${12 * s}" fill="#fffaf0" stroke="#000" stroke-opacity="0.15"/>` +
    `<text x="0" y="${22 * s}" ${FONT} font-size="${72 * s}" text-anchor="middle" fill="${colour}">${suit}</text></g>`;
  const chip =
    `<g transform="translate(${cx + 120 * s} ${cy + 80 * s})">` +
    `<circle r="${44 * s}" fill="#c0392b"/><circle r="${44 * s}" fill="none" stroke="#fff" stroke-width="${10 * s}" stroke-dasharray="${14 * s} ${14 * s}"/>` +
    `<circle r="${26 * s}" fill="#fff" fill-opacity="0.9"/><circle r="${18 * s}" fill="#c0392b"/></g>`;
  return (
    `<circle cx="${cx}" cy="${cy}" r="${210 * s}" fill="#fff" fill-opacity="0.12"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${140 * s}" fill="#fff" fill-opacity="0.1"/>` +
    card(-30, -14, '♠', '#1b1b1b') +
    card(40, 10, '♥', '#c0392b') +
    coins +
    chip
  );
}

/**
 * A banner's art: any id gives its own design, with casino props on the right and a darker
 * left side where the page draws the banner's headline and call to action; the wide (3:1) or
 * the narrow (phone) frame of BANNER_SIZES; an optional caption drawn in the image itself.
 */
export function bannerArt(id: string, title?: string, size: 'wide' | 'narrow' = 'wide'): string {
  const { width: w, height: h } = BANNER_SIZES[size];
  const b = seedBytes(`banner:${id}`);
  const scrim =
    `<linearGradient id="s${b.subarray(24, 30).toString('hex')}" x1="0" y1="0" x2="1" y2="0">` +
    `<stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="0.6" stop-color="#000" stop-opacity="0"/></linearGradient>`;
  const body =
    `<defs>${scrim}</defs><rect width="${w}" height="${h}" fill="url(#s${b.subarray(24, 30).toString('hex')})"/>` +
    bannerProps(b, w, h) +
    (title ? text(w / 2, h / 2 + 20, size === 'wide' ? 56 : 44, clip(title, 36), 'font-weight="800"') : '');
  return frame(`banner:${id}`, w, h, body);
}
