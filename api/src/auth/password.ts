// Password hashing with argon2id (19 MiB, t=2, p=1: the OWASP baseline docs/architecture.md fixes).
import { hash, verify, type Options } from '@node-rs/argon2';

/** Algorithm 2 is Argon2id (the package's const enum cannot be imported under isolatedModules). */
const OPTIONS: Options = {
  algorithm: 2 as Options['algorithm'],
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false; // a malformed stored hash never authenticates
  }
}

let dummy: Promise<string> | null = null;
/** Verifies against a throwaway hash so an unknown account costs the same time as a wrong password. */
export async function burnVerify(password: string): Promise<false> {
  dummy ??= hashPassword('not-a-real-password-Aa1!');
  await verifyPassword(await dummy, password);
  return false;
}
