import { isIP } from 'node:net';
import { normaliseAddress, type AllowList, isBlockedAddress } from '../outbound/address-policy';

/** A DNS name: labels of letters, digits and inner hyphens, at most 253 characters, with a dot. */
const HOSTNAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export type DomainCheck = { ok: true; domain: string } | { ok: false; message: string };

/**
 * The `domain` of a favicon request: a bare host name (lower-cased, one trailing dot dropped), never
 * a URL, a port, a path or credentials. An IP address only when OUTBOUND_ALLOW_HOSTS lets it through:
 * anything else would make the server a way to probe addresses for whoever is signed in.
 */
export function checkDomain(raw: string | undefined, allow: AllowList): DomainCheck {
  const value = (raw ?? '').trim().toLowerCase().replace(/\.$/, '');
  if (!value) return { ok: false, message: 'A domain is required' };
  if (isIP(value) || isIP(value.replace(/^\[|\]$/g, ''))) {
    const address = normaliseAddress(value.replace(/^\[|\]$/g, ''));
    return isBlockedAddress(address, allow) ? { ok: false, message: 'This address is not allowed' } : { ok: true, domain: address };
  }
  if (!HOSTNAME.test(value)) return { ok: false, message: 'The domain must be a host name such as example.com' };
  return { ok: true, domain: value };
}
