import { hashPassword, verifyPassword } from 'better-auth/crypto';

/**
 * Better Auth's own scrypt, behind an object of ours so a test can count the hashing a request does
 * (sign-up must do the same work for a new address and a taken one).
 */
export const passwordHashing = {
  hash: (password: string): Promise<string> => hashPassword(password),
  verify: (data: { hash: string; password: string }): Promise<boolean> => verifyPassword(data),
};
