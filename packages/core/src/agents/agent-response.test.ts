import { describe, expect, it } from 'vitest';
import { closesAutomatically, inferOutputView, notificationMessage, readAgentAnswer } from './agent-response';

describe('inferOutputView', () => {
  it('uses the explicit type first', () => {
    expect(inferOutputView({ type: 'json', text: 'x' })).toBe('data');
    expect(inferOutputView({ type: 'notification', image: 'https://x/y.png' })).toBe('notification');
    expect(inferOutputView({ type: 'text-image' })).toBe('text-image');
  });

  it('then text and image together, an image, json, text, else a notification', () => {
    expect(inferOutputView({ text: 'post', image: 'https://x/y.png' })).toBe('text-image');
    expect(inferOutputView({ images: ['https://x/1.png'] })).toBe('images');
    expect(inferOutputView({ json: { a: 1 } })).toBe('data');
    expect(inferOutputView({ markdown: '# Hi' })).toBe('text');
    expect(inferOutputView({ message: 'Done' })).toBe('notification');
    expect(inferOutputView(undefined)).toBe('notification');
  });

  it('falls back to inference for an unknown explicit type', () => {
    expect(inferOutputView({ type: 'hologram', text: 'hello' })).toBe('text');
  });
});

describe('readAgentAnswer', () => {
  it('reads success, data and message from a JSON answer', () => {
    expect(readAgentAnswer('{"success":true,"message":"ok","data":{"text":"hi"}}')).toEqual({ success: true, message: 'ok', data: { text: 'hi' } });
    expect(readAgentAnswer('{"text":"hi"}')).toEqual({ success: true, data: { text: 'hi' } });
  });

  it('shows JSON without response fields as data', () => {
    expect(readAgentAnswer('{"temperature":21}')).toEqual({ success: true, data: { json: { temperature: 21 } } });
    expect(readAgentAnswer('[1,2]')).toEqual({ success: true, data: { json: [1, 2] } });
  });

  it('reads success:false as a failure with its error', () => {
    expect(readAgentAnswer('{"success":false,"error":"Quota exceeded"}')).toEqual({ success: false, error: 'Quota exceeded' });
    expect(readAgentAnswer('{"success":false}')).toEqual({ success: false, error: 'Unknown error occurred' });
  });

  it('reads a non-JSON answer as text, and an empty one as Request completed', () => {
    expect(readAgentAnswer('plain words')).toEqual({ success: true, data: { type: 'text', text: 'plain words' } });
    expect(readAgentAnswer('')).toEqual({ success: true, message: 'Request completed' });
  });
});

describe('notifications', () => {
  it('uses the defaults when the answer has no message', () => {
    expect(notificationMessage({ success: true })).toBe('Operation completed successfully');
    expect(notificationMessage({ success: false })).toBe('Operation failed');
    expect(notificationMessage({ success: true, data: { message: 'Sent' } })).toBe('Sent');
  });

  it('closes the modal after a plain success, never after a failure or a link', () => {
    expect(closesAutomatically({ success: true })).toBe(true);
    expect(closesAutomatically({ success: true, data: { message: 'ok' } })).toBe(true);
    expect(closesAutomatically({ success: true, data: { text: 'read me' } })).toBe(false);
    expect(closesAutomatically({ success: true, data: { message: 'ok', showLink: true, linkUrl: 'https://x' } })).toBe(false);
    expect(closesAutomatically({ success: false, error: 'x' })).toBe(false);
  });
});
