import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** A refusal the admin API answers as {code, title, message}: the web shows title and message as a toast. */
export class AdminError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    readonly title: string,
    message: string,
  ) {
    super(message);
  }

  toJSON() {
    return { code: this.code, title: this.title, message: this.message };
  }
}
