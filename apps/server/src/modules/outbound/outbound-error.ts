export type OutboundErrorCode =
  | 'BAD_URL'
  | 'BLOCKED_ADDRESS'
  | 'DNS'
  | 'TIMEOUT'
  | 'TOO_LARGE'
  | 'TOO_MANY_REDIRECTS'
  | 'NETWORK';

/** Why an outbound request to a user-supplied address did not get an answer. The message is safe to show. */
export class OutboundError extends Error {
  constructor(
    readonly code: OutboundErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'OutboundError';
  }
}
