import { isIP } from 'node:net';

/** Hosts that only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost' || bare.endsWith('.localhost')) return true;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  return bare === '::1' || /^::ffff:127\./.test(bare);
}

interface ListenSettings {
  HOST: string;
  SMTP_URL?: string;
  BETTER_AUTH_SECRET?: string;
  ENFORCE_SUBSCRIPTION: boolean;
  INSECURE_DEV_ON_NETWORK: boolean;
  TRUST_PROXY: boolean;
}

/** A reverse proxy in front (TRUST_PROXY) brings the network to a loopback listener. */
export function reachesNetwork(env: Pick<ListenSettings, 'HOST' | 'TRUST_PROXY'>): boolean {
  return !isLoopbackHost(env.HOST) || env.TRUST_PROXY;
}

/**
 * What a server listening beyond loopback still lacks. The development outbox shows every sign-in link
 * and the sandbox gives subscriptions away, so on a network they would hand over any account: listening
 * there needs real mail, a configured secret and real payments (or no paywall), unless the operator opts
 * in to the risk with INSECURE_DEV_ON_NETWORK=true.
 */
export function missingForNetwork(env: ListenSettings, stripeConfigured: boolean): string[] {
  if (!reachesNetwork(env) || env.INSECURE_DEV_ON_NETWORK) return [];
  const missing: string[] = [];
  if (!env.SMTP_URL) missing.push('SMTP_URL (without it sign-in links go to the development outbox)');
  if (!env.BETTER_AUTH_SECRET) missing.push('BETTER_AUTH_SECRET');
  if (env.ENFORCE_SUBSCRIPTION && !stripeConfigured) {
    missing.push('Stripe settings, or ENFORCE_SUBSCRIPTION=false (the sandbox gives subscriptions away)');
  }
  return missing;
}
