import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. The library's default algorithm is argon2id.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let decoyHash: Promise<string> | undefined;

/**
 * Verifies a password against a stored hash. With no stored hash (unknown email, Google-only account)
 * it verifies against a decoy so that both failures take about the same time.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    decoyHash ??= hashPassword('decoy password that matches nothing');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
