import { api } from '../../lib/api';
import { serverOrigin } from '../../lib/app-host';

/**
 * The address of the user's own background (versioned: the browser keeps each upload as long as it likes), on
 * the server's origin, which is another one in the new-tab extension.
 */
export function ownBackgroundUrl(version: string): string {
  return `${serverOrigin()}/api/backgrounds/mine?v=${encodeURIComponent(version)}`;
}

/**
 * What a page can paint the user's own background from. On the server's origin, its address. In the extension
 * (another origin), the image is fetched with CORS and the extension's credentials and painted from a blob: the
 * server answers a private image to a listed extension origin only, never to any site (issue 32 item 11).
 */
export async function paintableOwnBackground(url: string): Promise<string> {
  if (new URL(url, location.href).origin === location.origin) return url;
  const response = await fetch(url, { mode: 'cors', credentials: 'include' });
  if (!response.ok) throw new Error(`The background answered ${response.status}`);
  return URL.createObjectURL(await response.blob());
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
