import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkdownRenderer } from './markdown-renderer';

function renderMarkdown(text: string) {
  return render(<MarkdownRenderer className="md">{text}</MarkdownRenderer>).container;
}

describe('MarkdownRenderer', () => {
  it('shows raw HTML as the text that was typed, never as elements', () => {
    const typed = ['**bold** <img src=x onerror="window.__pwned=1">', '<script>window.__pwned=1</script>', 'a <svg onload="x()"> b'];
    const root = renderMarkdown(typed.join('\n\n'));
    expect(root.querySelector('strong')?.textContent).toBe('bold');
    expect(root.querySelectorAll('img, script, svg')).toHaveLength(0);
    expect(root.textContent).toContain('<img src=x onerror="window.__pwned=1">');
    expect(root.textContent).toContain('<script>window.__pwned=1</script>');
    expect(root.textContent).toContain('<svg onload="x()">');
  });

  it('keeps a link’s words but drops a javascript: address, and opens web links in a new tab', () => {
    const root = renderMarkdown('[click](javascript:alert(1)) and [site](https://example.com/)');
    const links = [...root.querySelectorAll('a')];
    expect(links.map((link) => link.textContent)).toEqual(['click', 'site']);
    expect(links[0]!.getAttribute('href') ?? '').not.toMatch(/javascript/i);
    expect(links[1]!.getAttribute('href')).toBe('https://example.com/');
    expect(links[1]!.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
