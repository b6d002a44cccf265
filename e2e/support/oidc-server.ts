import { startOidcProvider } from '../../apps/server/src/test-support/oidc-provider';

/** The local OpenID provider standing in for Google during e2e runs (see playwright.config.ts). */
const required = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const provider = await startOidcProvider({
  host: process.env.OIDC_HOST ?? '127.0.0.1',
  port: Number(required('OIDC_PORT')),
  clientId: required('OIDC_CLIENT_ID'),
  clientSecret: required('OIDC_CLIENT_SECRET'),
  redirectUris: required('OIDC_REDIRECT_URIS').split(','),
});
console.log(`local OpenID provider at ${provider.issuer}`);

const stop = () => void provider.close().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
