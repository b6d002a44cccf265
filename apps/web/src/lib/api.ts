/** A failed call to our own API, carrying the server's machine-readable code for message mapping. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** A file sent as its own bytes, typed (a background image), instead of a JSON body. */
  file?: { bytes: Blob; type: string };
  signal?: AbortSignal;
}

/**
 * Sends a same-origin JSON request and reads the answer's JSON (null when it has none). The session
 * travels in its httpOnly cookie, so nothing here ever handles a token.
 */
export async function sendJson(path: string, { method = 'GET', body, file, signal }: ApiOptions = {}): Promise<{ response: Response; data: unknown }> {
  const type = file ? file.type : body === undefined ? undefined : 'application/json';
  const response = await fetch(path, {
    method,
    signal,
    credentials: 'same-origin',
    headers: type ? { accept: 'application/json', 'content-type': type } : { accept: 'application/json' },
    body: file ? file.bytes : body === undefined ? undefined : JSON.stringify(body),
  });
  const data: unknown = await response.json().catch(() => null);
  return { response, data };
}

/** Calls a same-origin JSON endpoint. Errors come back as {code, message} and are thrown as ApiError. */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const { response, data } = await sendJson(path, options);
  if (!response.ok) {
    const error = (data ?? {}) as { code?: unknown; message?: unknown };
    throw new ApiError(
      response.status,
      typeof error.code === 'string' ? error.code : undefined,
      typeof error.message === 'string' ? error.message : response.statusText,
    );
  }
  return data as T;
}

export interface PublicConfig {
  googleEnabled: boolean;
  supportEmail: string;
}

let configRequest: Promise<PublicConfig> | undefined;

/** The server's public settings; asked once per page load. */
export function loadPublicConfig(): Promise<PublicConfig> {
  configRequest ??= api<PublicConfig>('/api/config').catch((error: unknown) => {
    configRequest = undefined;
    throw error;
  });
  return configRequest;
}
