import { api } from '../../lib/api';

/**
 * Sends a picture's own bytes to the server, which reads its type from them and keeps it as the user's profile
 * picture, a small square (replacing the one before). Typed image/* whatever the browser guessed: the server
 * answers a file that is no picture.
 */
export function uploadAvatar(file: File): Promise<{ version: string }> {
  const type = file.type.startsWith('image/') ? file.type : 'image/unknown';
  return api<{ version: string }>('/api/avatars/mine', { method: 'PUT', file: { bytes: file, type } });
}

export function removeAvatar(): Promise<unknown> {
  return api('/api/avatars/mine', { method: 'DELETE' });
}
