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

function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** Sends a picture to the server, which checks, re-encodes and keeps it (replacing the one before). */
export async function uploadOwnBackground(file: File): Promise<UploadedBackground> {
  const image = await readAsBase64(file);
  return api<UploadedBackground>('/api/backgrounds/mine', { method: 'PUT', body: { image } });
}

export function removeOwnBackground(): Promise<unknown> {
  return api('/api/backgrounds/mine', { method: 'DELETE' });
}
