import { hash, verify } from "@node-rs/argon2";

// @node-rs/argon2's Algorithm is an ambient const enum; 2 is its Argon2id.
const ARGON2ID_ALGORITHM = 2;

// OWASP Password Storage Cheat Sheet, argon2id minimum: m=19 MiB, t=2, p=1.
const ARGON2ID = {
  algorithm: ARGON2ID_ALGORITHM,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

export async function verifyPassword({
  hash: stored,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
