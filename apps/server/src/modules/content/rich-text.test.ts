import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { plainText, sanitizeRichText } from './rich-text.js';

describe('rich text', () => {
  it('keeps notice markup and removes everything executable', () => {
    expect(sanitizeRichText('<p>a<br><b>b</b><em>c</em><u>d</u></p><ol><li>e</li></ol><h4>f</h4><div><span>g</span></div>')).toBe(
      '<p>a<br><b>b</b><em>c</em><u>d</u></p><ol><li>e</li></ol><h4>f</h4><div><span>g</span></div>',
    );
    expect(sanitizeRichText('<a href="HTTPS://x.test" onmouseover="x()">l</a><img src="http://x.test/a.png" onload="x()">')).toBe(
      '<a href="HTTPS://x.test">l</a><img src="http://x.test/a.png">',
    );
    expect(sanitizeRichText('<a href=" javascript:alert(1)">a</a><a href="vbscript:x">b</a><a href="/relative">c</a>')).toBe(
      '<a>a</a><a>b</a><a>c</a>',
    );
    expect(
      sanitizeRichText('<style>p{}</style><object data="x"></object><embed src="x"><!-- note --><p class="x" id="y">z</p>'),
    ).toBe('<p>z</p>');
    // Unclosed dangerous tags: their text may stay, as text; no marker, no markup.
    expect(sanitizeRichText('<p>a</p><script>alert(1)')).toBe('<p>a</p>alert(1)');
    expect(sanitizeRichText('<p>a</p><iframe src="https://e.test">')).toBe('<p>a</p>');
  });

  it('makes titles plain text', () => {
    expect(plainText('  <b>Big</b>   <script>alert(1)</script>win > 1 < 2 ')).toBe('Big win 1 2');
  });

  // Vitest's module interop is kinder than Node's: prove the server process itself can load it.
  it('loads under plain Node ESM, as the server runs it', () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
    const out = execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        "import('./src/modules/content/rich-text.ts').then((m) => console.log(m.sanitizeRichText('<p onclick=\"x\">ok</p>')))",
      ],
      { cwd: root, encoding: 'utf8' },
    );
    expect(out.trim()).toBe('<p>ok</p>');
  });
});
