import { describe, expect, it } from 'vitest';
import { splitSelectors, usedCss } from './used-css';

function sheetOf(css: string): CSSStyleSheet {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  return style.sheet!;
}

describe('usedCss', () => {
  it('keeps the rules that style the picture, inside @media too, and drops the rest', () => {
    document.body.innerHTML = '<div id="root"><section class="card"><h2 class="card__title">Hi</h2></section></div>';
    const root = document.getElementById('root')!;
    const sheet = sheetOf(`
      :root { --gap: 8px; }
      .card { padding: var(--gap); }
      .card__title::before { content: '★'; }
      .card:hover { color: red; }
      .dialog { position: fixed; }
      .unused, .card__title { margin: 0; }
      @media (max-width: 768px) { .card { padding: 4px; } .dialog { inset: 0; } }
      @media print { .dialog { display: none; } }
      @keyframes spin { to { transform: rotate(1turn); } }
    `);
    const kept = usedCss(sheet.cssRules, root).join('\n');
    expect(kept).toContain('--gap');
    expect(kept).toContain('.card {');
    expect(kept).toContain('::before');
    expect(kept).toContain('.unused, .card__title');
    expect(kept).toMatch(/@media \(max-width: 768px\)\s*\{\s*\.card/);
    expect(kept).toContain('@keyframes spin');
    expect(kept).not.toContain('.dialog');
    expect(kept).not.toContain(':hover');
    expect(kept).not.toContain('print');
  });

  it('splits selectors at top-level commas only', () => {
    expect(splitSelectors('a, b:is(c, d), [data-x="1,2"]')).toEqual(['a', 'b:is(c, d)', '[data-x="1,2"]']);
  });
});
