import { api } from '../../lib/api';
import { serverOrigin } from '../../lib/app-host';

/**
 * The address of the user's own background (versioned: the browser keeps each upload as long as it likes), on
 * the server's origin, which is another one in the new-tab extension.
 */
export function ownBackgroundUrl(version: string): string {
  return `${serverOrigin()}/api/backgrounds/mine?v=${encodeURIComponent(version)}`;
}

export interface UploadedBackground {
  version: string;
  minDim: number;
}

/**
 * Sends a picture's own bytes to the server, which reads its type from them, re-encodes and keeps it (replacing
 * the one before). Typed image/* whatever the browser guessed: the server answers a file that is no picture.
 */
export async function uploadOwnBackground(file: File): Promise<UploadedBackground> {
  const type = file.type.startsWith('image/') ? file.type : 'image/unknown';
  return api<UploadedBackground>('/api/backgrounds/mine', { method: 'PUT', file: { bytes: file, type } });
}

export function removeOwnBackground(): Promise<unknown> {
  return api('/api/backgrounds/mine', { method: 'DELETE' });
}
