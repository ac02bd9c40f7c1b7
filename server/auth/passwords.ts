import argon2 from 'argon2';

/** How much an argon2id hash costs: memory in KiB, passes, lanes. */
export interface PasswordCost {
  readonly memoryCost: number;
  readonly timeCost: number;
  readonly parallelism: number;
}

/** argon2id with the library's defaults (64 MiB, 3 passes, 4 lanes): slow on purpose. */
export const PASSWORD_COST: PasswordCost = { memoryCost: 65536, timeCost: 3, parallelism: 4 };

let cost: PasswordCost = PASSWORD_COST;

/**
 * The cost of the hashes made from now on; a verification always reads the cost stored in its hash. The server never
 * calls it: the API and interface test suites lower it (tests/support/passwordCost.ts), where hundreds of logins and
 * new users at 64 MiB each cost minutes of CI and prove nothing more.
 */
export function setPasswordCost(next: PasswordCost): void {
  cost = next;
}

export function hashPassword(plain: string): Promise<string> {
  return argon2.hash(plain, { type: argon2.argon2id, ...cost });
}

export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
}
