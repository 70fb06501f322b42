import { describe, expect, it } from 'vitest';
import { createCidrSet, isNonRoutableIp, networkOf, normalizeIp, parseCidr } from '../../src/http/cidr.ts';

describe('normalizeIp', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:cb00:7107', '203.0.113.7'],
    ['0:0:0:0:0:ffff:cb00:7107', '203.0.113.7'],
    ['2001:DB8:0:0:0:0:0:1', '2001:db8::1'],
    ['fe80::1%eth0', 'fe80::1'],
    ['::1', '::1'],
  ])('normalises %s to %s', (input, expected) => {
    expect(normalizeIp(input)).toBe(expected);
  });

  it.each(['', 'localhost', '1.2.3', '256.1.1.1', '2001:db8::g', '203.0.113.7/24'])(
    'answers null for %j',
    (input) => {
      expect(normalizeIp(input)).toBeNull();
    },
  );
});

describe('networkOf', () => {
  const prefixes = { ipv4: 24, ipv6: 64 };

  it.each([
    ['203.0.113.7', '203.0.113.0/24'],
    ['203.0.113.255', '203.0.113.0/24'],
    ['::ffff:203.0.113.7', '203.0.113.0/24'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2::ffff', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8::/64'],
    ['2001:0:0:1::1', '2001:0:0:1::/64'],
    ['fe80::1%eth0', 'fe80::/64'],
    ['::1', '::/64'],
  ])('puts %s in %s', (input, expected) => {
    expect(networkOf(input, prefixes)).toBe(expected);
  });

  it('cuts at any prefix, whole addresses and everything included', () => {
    expect(networkOf('203.0.113.7', { ipv4: 32, ipv6: 128 })).toBe('203.0.113.7/32');
    expect(networkOf('203.0.113.7', { ipv4: 0, ipv6: 0 })).toBe('0.0.0.0/0');
    expect(networkOf('203.0.113.7', { ipv4: 20, ipv6: 64 })).toBe('203.0.112.0/20');
    expect(networkOf('2001:db8:ab:cdef::1', { ipv4: 24, ipv6: 56 })).toBe('2001:db8:ab:cd00::/56');
    expect(networkOf('2001:db8::1', { ipv4: 24, ipv6: 128 })).toBe('2001:db8::1/128');
  });

  it.each(['', 'localhost', '256.1.1.1', 'unknown'])('answers null for %j', (input) => {
    expect(networkOf(input, prefixes)).toBeNull();
  });
});

describe('parseCidr', () => {
  it('reads IPv4 and IPv6 ranges, and single addresses as /32 and /128', () => {
    expect(parseCidr('203.0.113.0/24')).toEqual({ address: '203.0.113.0', prefix: 24, family: 'ipv4' });
    expect(parseCidr('2001:db8::/32')).toEqual({ address: '2001:db8::', prefix: 32, family: 'ipv6' });
    expect(parseCidr('10.0.0.1')).toEqual({ address: '10.0.0.1', prefix: 32, family: 'ipv4' });
    expect(parseCidr('::1')).toEqual({ address: '::1', prefix: 128, family: 'ipv6' });
  });

  it.each([
    '10.0.0.0/33',
    '2001:db8::/129',
    '10.0.0.0/',
    '10.0.0.0/8/8',
    '10.0.0.0/-1',
    'x/8',
    '10.0.0.0/ 8',
  ])('answers null for %j', (input) => {
    expect(parseCidr(input)).toBeNull();
  });
});

describe('createCidrSet', () => {
  it('matches IPv4 addresses inside a range, boundaries included, and nothing outside it', () => {
    const set = createCidrSet(['203.0.113.0/24']);
    expect(set.has('203.0.113.0')).toBe(true);
    expect(set.has('203.0.113.255')).toBe(true);
    expect(set.has('203.0.112.255')).toBe(false);
    expect(set.has('203.0.114.0')).toBe(false);
  });

  it('matches IPv4 ranges that do not fall on an octet', () => {
    const set = createCidrSet(['100.64.0.0/10']);
    expect(set.has('100.127.255.255')).toBe(true);
    expect(set.has('100.128.0.0')).toBe(false);
  });

  it('matches an IPv4-mapped IPv6 address against IPv4 ranges', () => {
    const set = createCidrSet(['198.51.100.0/24']);
    expect(set.has('::ffff:198.51.100.20')).toBe(true);
    expect(set.has('::ffff:c633:6414')).toBe(true);
    expect(set.has('::ffff:198.51.101.20')).toBe(false);
  });

  it('matches IPv6 addresses inside a range, and nothing outside it', () => {
    const set = createCidrSet(['2001:db8::/32']);
    expect(set.has('2001:db8::')).toBe(true);
    expect(set.has('2001:db8:ffff:ffff:ffff:ffff:ffff:ffff')).toBe(true);
    expect(set.has('2001:db9::1')).toBe(false);
    expect(set.has('2001:db7:ffff::1')).toBe(false);
  });

  it('matches IPv6 ranges that do not fall on a group, and single addresses', () => {
    const set = createCidrSet(['2001:db8:ff00::/40', '2001:db8::42']);
    expect(set.has('2001:db8:ffff::1')).toBe(true);
    expect(set.has('2001:db8:feff::1')).toBe(false);
    expect(set.has('2001:db8::42')).toBe(true);
    expect(set.has('2001:db8::43')).toBe(false);
  });

  it('keeps the families apart: an IPv4 range never matches a plain IPv6 address, and the reverse', () => {
    expect(createCidrSet(['0.0.0.0/0']).has('2001:db8::1')).toBe(false);
    expect(createCidrSet(['2001:db8::/32']).has('203.0.113.1')).toBe(false);
  });

  it('matches everything of a family with /0, and nothing in an empty set', () => {
    expect(createCidrSet(['0.0.0.0/0']).has('8.8.8.8')).toBe(true);
    expect(createCidrSet(['::/0']).has('2001:4860::8888')).toBe(true);
    expect(createCidrSet([]).has('8.8.8.8')).toBe(false);
  });

  it('answers false for something that is not an address', () => {
    expect(createCidrSet(['0.0.0.0/0']).has('not an address')).toBe(false);
  });

  it('refuses a malformed entry, naming it', () => {
    expect(() => createCidrSet(['10.0.0.0/8', '10.0.0.0/33'])).toThrow('"10.0.0.0/33"');
  });
});

describe('isNonRoutableIp', () => {
  it.each([
    '127.0.0.1',
    '10.20.30.40',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.10.10',
    '100.64.1.1',
    '::1',
    '::ffff:127.0.0.1',
    'fd12:3456::1',
    'fe80::1%eth0',
  ])('%s locates nobody', (address) => {
    expect(isNonRoutableIp(address)).toBe(true);
  });

  it.each(['203.0.113.7', '8.8.8.8', '172.32.0.1', '2001:db8::1', '2a00:1450::1'])(
    '%s may be located',
    (address) => {
      expect(isNonRoutableIp(address)).toBe(false);
    },
  );
});
