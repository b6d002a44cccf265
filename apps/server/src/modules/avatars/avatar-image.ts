import { AVATAR_SIZE } from '@lodestar/core';
import { reencodeUpload, type ReencodedUpload } from '../images/reencode-upload';

/**
 * A profile picture as the server keeps it: the uploaded picture's checks and re-encoding
 * (images/reencode-upload.ts), cut to its centred square and scaled to 256 x 256 (a smaller picture is
 * enlarged: every avatar is the same square), WebP.
 */
export function processAvatar(input: Uint8Array): Promise<ReencodedUpload> {
  return reencodeUpload(input, (image) => image.resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'centre' }).webp({ quality: 82 }));
}
