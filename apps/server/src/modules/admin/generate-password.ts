import { randomInt } from 'node:crypto';

// No look-alikes (0/O, 1/l/I), so the password shown once in the toast can be typed from it.
const ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 16 characters from a 57-letter alphabet: about 93 bits from the system's secure generator. */
export function generatePassword(length = 16): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}
