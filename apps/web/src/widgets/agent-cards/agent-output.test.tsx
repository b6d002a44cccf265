import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AgentOutput } from './agent-output';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('AgentOutput', () => {
  it('shows text as Response, and never runs markup an agent returns', () => {
    render(<AgentOutput result={{ success: true, data: { text: 'Hi <img src=x onerror="alert(1)"> there' } }} />);
    expect(screen.getByRole('heading', { name: 'Response' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(document.querySelector('img[onerror]')).toBeNull();
  });

  it('shows text with an image as Generated Content, ready for posting', () => {
    render(<AgentOutput result={{ success: true, data: { text: 'Post', image: 'data:image/png;base64,AAAA' } }} />);
    expect(screen.getByRole('heading', { name: 'Generated Content' })).toBeTruthy();
    for (const name of ['Copy Text', 'Download Image', 'Open LinkedIn']) expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.getByText('Content ready for posting!')).toBeTruthy();
  });

  it('shows images with Download, and an Image Load Error for one that fails or is not allowed', () => {
    render(<AgentOutput result={{ success: true, data: { images: ['https://img.example/a.png', 'javascript:alert(1)'] } }} />);
    expect(screen.getByRole('heading', { name: 'Generated Images' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /Download image/ })).toHaveLength(2);
    expect(screen.getAllByRole('img', { name: 'Image Load Error' })).toHaveLength(1);
    fireEvent.error(screen.getByRole('img', { name: 'Generated image 1' }));
    expect(screen.getAllByRole('img', { name: 'Image Load Error' })).toHaveLength(2);
  });

  it('shows json as Data Response that collapses and expands', () => {
    render(<AgentOutput result={{ success: true, data: { json: { a: 1 } } }} />);
    expect(screen.getByLabelText('JSON data').textContent).toBe('{\n  "a": 1\n}');
    fireEvent.click(screen.getByRole('button', { name: 'Collapse' }));
    expect(screen.queryByLabelText('JSON data')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Expand' }));
    expect(screen.getByLabelText('JSON data')).toBeTruthy();
  });

  it('shows a failure with its message, or the spec fallback', () => {
    render(<AgentOutput result={{ success: false, error: 'HTTP 500: boom' }} />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to trigger agentHTTP 500: boom');
    cleanup();
    render(<AgentOutput result={{ success: false }} />);
    expect(screen.getByRole('alert').textContent).toContain('An error occurred');
  });

  it('closes a notification after 3 s, but not one that carries a link', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(<AgentOutput result={{ success: true, data: { message: 'Sent' } }} onDismiss={onDismiss} />);
    expect(screen.getByRole('status').textContent).toBe('Sent');
    act(() => vi.advanceTimersByTime(3000));
    expect(onDismiss).toHaveBeenCalledOnce();
    cleanup();
    const kept = vi.fn();
    render(<AgentOutput result={{ success: true, data: { message: 'Generating', showLink: true, linkUrl: 'https://n8n.example/' } }} onDismiss={kept} />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(kept).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Open link' }).getAttribute('href')).toBe('https://n8n.example/');
  });
});
