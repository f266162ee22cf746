import { describe, expect, it } from 'vitest';
import { emailAddress, isValidEmailAddress, normaliseEmailAddress } from './emailAddress';

describe('normaliseEmailAddress', () => {
  it('trims and lower-cases', () => {
    expect(normaliseEmailAddress('  Alice.Smith+Cards@Example.COM ')).toBe('alice.smith+cards@example.com');
  });
  it('converts an internationalised domain to punycode', () => {
    expect(normaliseEmailAddress('user@Bücher.example')).toBe('user@xn--bcher-kva.example');
    expect(normaliseEmailAddress('игрок@пример.рф')).toBe('игрок@xn--e1afmkfd.xn--p1ai');
  });
  it('leaves strings without a domain alone', () => {
    expect(normaliseEmailAddress('nobody')).toBe('nobody');
    expect(normaliseEmailAddress('x@')).toBe('x@');
  });
});

describe('isValidEmailAddress', () => {
  it.each(['a@b.co', 'first.last@sub.example.org', "o'brien+tag@example.io", 'x@xn--bcher-kva.example'])(
    'accepts %s',
    (address) => expect(isValidEmailAddress(address)).toBe(true),
  );
  it.each([
    '',
    'plain',
    '@example.com',
    'a@localhost',
    'a@example.123',
    'a..b@example.com',
    '.a@example.com',
    'a.@example.com',
    'a@-example.com',
    'a@exa_mple.com',
    'a b@example.com',
    `${'x'.repeat(65)}@example.com`,
    `a@${'x'.repeat(250)}.com`,
    'игрок@example.com',
  ])('rejects %j', (address) => expect(isValidEmailAddress(address)).toBe(false));
});

describe('emailAddress schema', () => {
  it('outputs the normalised address', () => {
    expect(emailAddress.parse(' Bob@Example.com')).toBe('bob@example.com');
  });
  it('refuses a malformed address with a message', () => {
    const result = emailAddress.safeParse('bob@');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Enter a valid email address');
  });
});
