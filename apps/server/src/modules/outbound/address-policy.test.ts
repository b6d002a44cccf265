import { describe, expect, it } from 'vitest';
import { isBlockedAddress, isNonPublicAddress, parseAllowList } from './address-policy';

// The address check alone: no connection is ever opened to these addresses.
describe('isBlockedAddress', () => {
  it.each([
    '127.0.0.1',
    '127.5.6.7',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fe80::1',
    'fd12:3456::1',
    'fc00::1',
    '::ffff:10.0.0.1',
    '::ffff:127.0.0.1',
    '64:ff9b::10.0.0.1',
    '[::1]',
  ])('refuses the non-public address %s', (ip) => {
    expect(isBlockedAddress(ip)).toBe(true);
  });

  // Issue 21 item 12: IPv6 spellings that reach an IPv4 host behind the policy's back.
  it.each([
    '64:ff9b::7f00:1', // NAT64 of 127.0.0.1, hex spelling
    '64:ff9b::a9fe:a9fe', // NAT64 of the metadata address
    '64:ff9b:1::a00:1', // local-use NAT64
    '::127.0.0.1', // IPv4-compatible
    '::7f00:1',
    '::8.8.8.8', // IPv4-compatible is deprecated: refused whatever it carries
    '::ffff:7f00:1', // IPv4-mapped, hex spelling
    '::ffff:0:7f00:1', // IPv4-translated
    '0:0:0:0:0:ffff:169.254.169.254',
    '2002:7f00:1::1', // 6to4 of 127.0.0.1
    '2002:c0a8:101::', // 6to4 of 192.168.1.1
  ])('refuses %s, which carries a non-public IPv4 address', (ip) => {
    expect(isBlockedAddress(ip)).toBe(true);
  });

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::1'])(
    'lets the public address %s through',
    (ip) => {
      expect(isBlockedAddress(ip)).toBe(false);
    },
  );

  it('lets a listed address or range through, and only those', () => {
    const allow = parseAllowList('127.0.0.1, 10.0.0.0/8, fd00::/8');
    expect(isBlockedAddress('127.0.0.1', allow)).toBe(false);
    expect(isBlockedAddress('::ffff:127.0.0.1', allow)).toBe(false);
    expect(isBlockedAddress('127.0.0.2', allow)).toBe(true);
    expect(isBlockedAddress('10.200.1.1', allow)).toBe(false);
    expect(isBlockedAddress('192.168.0.1', allow)).toBe(true);
    expect(isBlockedAddress('fd12::1', allow)).toBe(false);
    expect(isBlockedAddress('fe80::1', allow)).toBe(true);
  });

  it('treats anything that is not an address as non-public', () => {
    expect(isNonPublicAddress('example.com')).toBe(true);
  });
});

describe('parseAllowList', () => {
  it('names an entry that is neither an address nor a range', () => {
    expect(() => parseAllowList('127.0.0.1, example.com')).toThrow('"example.com" is not an IP address or CIDR range');
    expect(() => parseAllowList('10.0.0.0/33')).toThrow('"10.0.0.0/33"');
  });

  it('accepts an empty list', () => {
    expect(parseAllowList('').entries).toEqual([]);
    expect(parseAllowList(undefined).allows('127.0.0.1')).toBe(false);
  });
});
