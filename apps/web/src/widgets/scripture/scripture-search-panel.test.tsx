import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Scripture } from '@lodestar/core';
import { ScriptureSearchPanel } from './scripture-search-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const verse: Scripture = {
  id: 26137,
  bookTitle: 'John',
  chapterNumber: 3,
  verseNumber: 16,
  scriptureText: 'For God so loved the world',
  verseTitle: 'John 3:16',
  verseShortTitle: 'John 3:16',
  volumeTitle: 'New Testament',
};

function setup(sources = { includeKJV: true, includeLDS: true }) {
  const onError = vi.fn();
  const onOpen = vi.fn();
  const fetchMock = vi.fn(async (url: string) => {
    if (url.includes('/verses?')) return new Response(JSON.stringify({ verses: [verse] }), { status: 200 });
    return new Response(JSON.stringify({ query: 'love', total: 0, hits: [] }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  render(<ScriptureSearchPanel sources={sources} onError={onError} onOpen={onOpen} onSearched={vi.fn()} />);
  const box = screen.getByRole('searchbox', { name: 'Search scriptures' });
  const search = (text: string) => {
    fireEvent.change(box, { target: { value: text } });
    fireEvent.submit(box.closest('form')!);
  };
  return { onError, onOpen, fetchMock, box, search };
}

describe('ScriptureSearchPanel', () => {
  it('shows the placeholder and the empty state', () => {
    const { box } = setup();
    expect(box.getAttribute('placeholder')).toBe('e.g., John 3:16 or 1 Nephi 3:7');
    expect(screen.getByText('Search for a scripture to get started')).toBeTruthy();
  });

  it('answers mistyped references, unknown books and excluded sources without a request', () => {
    const { onError, fetchMock, search } = setup({ includeKJV: false, includeLDS: true });
    search('John 3');
    expect(onError).toHaveBeenLastCalledWith('Please enter a valid scripture reference (e.g., "John 3:16")');
    search('Hezekiah 1:1');
    expect(onError).toHaveBeenLastCalledWith('Book "Hezekiah" not found. Try "John 11:44" or "1 Nephi 3:7"');
    search('John 3:16');
    expect(onError).toHaveBeenLastCalledWith('John is not included in current scripture sources');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens a verse found by reference with a click', async () => {
    const { onOpen, fetchMock, search } = setup();
    search('Jn 3:16');
    const result = await screen.findByRole('button', { name: /John 3:16/ });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/scripture/verses?ref=Jn%203%3A16&sources=kjv%2Clds');
    fireEvent.click(result);
    expect(onOpen).toHaveBeenCalledWith(verse);
  });

  it('says so when words find nothing', async () => {
    const { search } = setup();
    search('love');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No verses found for “love”'));
  });
});
