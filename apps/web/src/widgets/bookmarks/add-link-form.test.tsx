import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { URL_MESSAGES } from '@lodestar/core';
import { AddLinkForm } from './add-link-form';

afterEach(cleanup);

const setup = (onAdd = vi.fn()) => {
  render(<AddLinkForm period="afternoon" onAdd={onAdd} onCancel={vi.fn()} />);
  return {
    onAdd,
    url: screen.getByLabelText('URL') as HTMLInputElement,
    title: screen.getByLabelText('Title') as HTMLInputElement,
    show: screen.getByLabelText('Show during') as HTMLSelectElement,
    submit: () => screen.getByRole('button', { name: /Add Link|Adding\.\.\./ }) as HTMLButtonElement,
  };
};

describe('AddLinkForm', () => {
  it('says why it refuses: a URL that is not one when left, a missing title on Add (never a silent grey button)', () => {
    const form = setup();
    expect(form.submit().disabled).toBe(false);
    fireEvent.change(form.url, { target: { value: 'not a url' } });
    fireEvent.blur(form.url);
    expect(form.url.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid URL, for example https://example.com');
    fireEvent.change(form.url, { target: { value: 'github.com' } });
    fireEvent.change(form.title, { target: { value: '   ' } });
    fireEvent.click(form.submit());
    expect(screen.getByRole('alert').textContent).toBe('Please enter a title');
    expect(form.onAdd).not.toHaveBeenCalled();
  });

  it('preselects the current period and offers the four choices', () => {
    const form = setup();
    expect(form.show.value).toBe('afternoon');
    expect([...form.show.options].map((option) => option.text)).toEqual([
      'Morning (5 AM - 12 PM)',
      'Afternoon (12 PM - 4 PM)',
      'Evening (4 PM - 5 AM)',
      'Always show',
    ]);
  });

  it('fills the title from the host while the user has not typed one', () => {
    const form = setup();
    fireEvent.change(form.url, { target: { value: 'https://www.git' } });
    fireEvent.change(form.url, { target: { value: 'https://www.github.com/x' } });
    expect(form.title.value).toBe('Github');
    fireEvent.change(form.title, { target: { value: 'My code' } });
    fireEvent.change(form.url, { target: { value: 'https://gitlab.com' } });
    expect(form.title.value).toBe('My code');
  });

  it('shows an inline error for a javascript: URL and does not add it', () => {
    const form = setup();
    fireEvent.change(form.url, { target: { value: 'javascript:alert(1)' } });
    fireEvent.change(form.title, { target: { value: 'Evil' } });
    fireEvent.click(form.submit());
    expect(screen.getByRole('alert').textContent).toBe(URL_MESSAGES.scheme);
    expect(form.url.getAttribute('aria-invalid')).toBe('true');
    expect(form.onAdd).not.toHaveBeenCalled();
  });

  // Issue 21 item 17 ('http:alert(1)' was saved raw) and issue 23 item 15 ('not a url' was saved).
  it.each(['http:alert(1)', 'not a url'])('shows a clear error at the URL field for %s and does not add it', (typed) => {
    const form = setup();
    fireEvent.change(form.url, { target: { value: typed } });
    fireEvent.change(form.title, { target: { value: 'Something' } });
    fireEvent.click(form.submit());
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid URL, for example https://example.com');
    expect(form.url.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect(form.onAdd).not.toHaveBeenCalled();
  });

  it("shows 'Adding...' and stays disabled while saving, then passes the normalised link", async () => {
    let finish: () => void = () => {};
    const onAdd = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const form = setup(onAdd);
    fireEvent.change(form.url, { target: { value: '  example.com/path ' } });
    fireEvent.change(form.show, { target: { value: 'always' } });
    fireEvent.click(form.submit());
    expect(form.submit().textContent).toBe('Adding...');
    expect(form.submit().disabled).toBe(true);
    fireEvent.submit(form.url.form as HTMLFormElement);
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(onAdd).toHaveBeenCalledWith({ url: 'https://example.com/path', title: 'Example', show: 'always' });
    await act(async () => finish());
  });
});
