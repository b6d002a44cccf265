import { generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A local OpenID provider standing in for Google in tests: one confidential client, and oidc-provider's
 * built-in development login form, which accepts any login and password. Login 'grace' becomes the
 * account grace@example.com named 'Grace' (a login with an @ is used as the email as is).
 */
export interface LocalOidcProviderOptions {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  host?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
}

export interface LocalOidcProvider {
  issuer: string;
  close(): Promise<void>;
}

export function claimsForLogin(login: string) {
  const email = login.includes('@') ? login.toLowerCase() : `${login.toLowerCase()}@example.com`;
  const local = email.split('@')[0] ?? login;
  return { sub: login, email, email_verified: true, name: local.charAt(0).toUpperCase() + local.slice(1) };
}

export async function startOidcProvider(options: LocalOidcProviderOptions): Promise<LocalOidcProvider> {
  const host = options.host ?? '127.0.0.1';
  const server = http.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${host}:${port}`;

  // Fresh keys per run, so nothing here looks like a reusable secret.
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    features: { devInteractions: { enabled: true } },
    ttl: { AccessToken: 3600, AuthorizationCode: 600, Grant: 86_400, IdToken: 3600, Interaction: 3600, Session: 86_400 },
    jwks: { keys: [{ ...signingKey, alg: 'RS256', use: 'sig', kid: 'local-test' }] },
    async findAccount(_ctx, sub) {
      return { accountId: sub, claims: () => claimsForLogin(sub) };
    },
  });
  server.on('request', provider.callback());

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
