// The few parts of oidc-provider (which ships no types) that the local test provider uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface ProviderAccount {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  export interface ProviderConfiguration {
    clients?: Array<Record<string, unknown>>;
    claims?: Record<string, string[]>;
    cookies?: { keys?: string[] };
    features?: Record<string, { enabled: boolean } & Record<string, unknown>>;
    jwks?: { keys: Array<Record<string, unknown>> };
    findAccount?: (ctx: unknown, sub: string) => Promise<ProviderAccount | undefined>;
    [option: string]: unknown;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: ProviderConfiguration);
    proxy: boolean;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
