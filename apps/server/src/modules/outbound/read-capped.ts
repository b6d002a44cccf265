import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { OutboundError } from './outbound-error';

function decoded(response: IncomingMessage): Readable {
  switch ((response.headers['content-encoding'] ?? '').toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return response.pipe(zlib.createGunzip());
    case 'deflate':
      return response.pipe(zlib.createInflate());
    case 'br':
      return response.pipe(zlib.createBrotliDecompress());
    default:
      return response;
  }
}

/**
 * Reads the decoded body as it streams, never holding more than maxBytes: past that it refuses, or with
 * `truncate` keeps the first maxBytes; either way the download is stopped there.
 */
export async function readCapped(
  response: IncomingMessage,
  maxBytes: number,
  signal: AbortSignal,
  truncate: boolean,
): Promise<{ body: Buffer; truncated: boolean }> {
  const tooLarge = () => new OutboundError('TOO_LARGE', `The response is larger than ${maxBytes} bytes`);
  const declared = Number(response.headers['content-length']);
  if (!truncate && !response.headers['content-encoding'] && Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of decoded(response)) {
      const piece = chunk as Buffer;
      if (size + piece.length > maxBytes) {
        response.destroy();
        if (!truncate) throw tooLarge();
        chunks.push(piece.subarray(0, maxBytes - size));
        return { body: Buffer.concat(chunks), truncated: true };
      }
      size += piece.length;
      chunks.push(piece);
    }
  } catch (error) {
    if (error instanceof OutboundError) throw error;
    if (signal.aborted) throw new OutboundError('TIMEOUT', 'The request timed out');
    throw new OutboundError('NETWORK', 'The connection failed while reading the response');
  }
  return { body: Buffer.concat(chunks), truncated: false };
}
