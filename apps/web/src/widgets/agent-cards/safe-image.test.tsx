import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AgentOutput } from './agent-output';
import { downloadImage } from './safe-image';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// An agent's answer names its images; one named by a script URL must never be followed as a link.
describe('downloading an agent image', () => {
  it('never follows a javascript:, vbscript: or HTML data address', () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    for (const src of ['javascript:window.__pwned=1', ' JavaScript:alert(1)', 'vbscript:msgbox(1)', 'data:text/html,<script>alert(1)</script>']) {
      downloadImage(src, 'image.png');
    }
    expect(click).not.toHaveBeenCalled();
    expect(document.querySelector('a')).toBeNull();
  });

  it('saves an image data URL as a file', () => {
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    downloadImage('data:image/png;base64,AAAA', 'image.png');
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.getAttribute('href')).toBe('data:image/png;base64,AAAA');
    expect(clicked[0]!.download).toBe('image.png');
  });

  it('offers no download for an image the page may not show', () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    render(<AgentOutput result={{ success: true, data: { text: 'Post', image: 'javascript:window.__pwned=1' } }} />);
    const download = screen.getByRole('button', { name: 'Download Image' }) as HTMLButtonElement;
    expect(download.disabled).toBe(true);
    fireEvent.click(download);
    cleanup();
    render(<AgentOutput result={{ success: true, data: { images: ['data:image/png;base64,AAAA', 'javascript:alert(1)'] } }} />);
    expect((screen.getByRole('button', { name: 'Download image 1' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: 'Download image 2' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Download image 2' }));
    expect(click).not.toHaveBeenCalled();
  });
});
