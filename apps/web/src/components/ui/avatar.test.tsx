import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Avatar } from './avatar';

const VERSION = '0f8fad5b-d9cb-469f-a165-70867728950e';
const NEXT = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';

afterEach(cleanup);

describe('Avatar', () => {
  it('shows the picture at its versioned address, named when labelled', () => {
    render(<Avatar userId="u1" name="ada" version={VERSION} size={48} label="Your profile picture" />);
    const picture = screen.getByRole('img', { name: 'Your profile picture' });
    expect(picture.getAttribute('src')).toBe(`/api/avatars/u1?v=${VERSION}`);
  });

  it('is the letter without a picture, hidden from assistive technology when it is decoration', () => {
    const { container } = render(<Avatar userId="u1" name="ada" size={24} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('A');
    expect(container.firstElementChild!.getAttribute('aria-hidden')).toBe('true');
  });

  it('falls back to the letter when the picture cannot load, and tries a new upload again', () => {
    const { container, rerender } = render(<Avatar userId="u1" name="ada" version={VERSION} size={48} label="Your profile picture" />);
    fireEvent.error(container.querySelector('img')!);
    const letter = screen.getByRole('img', { name: 'Your profile picture' });
    expect(letter.tagName).toBe('SPAN');
    expect(letter.textContent).toBe('A');

    rerender(<Avatar userId="u1" name="ada" version={NEXT} size={48} label="Your profile picture" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe(`/api/avatars/u1?v=${NEXT}`);
  });
});
