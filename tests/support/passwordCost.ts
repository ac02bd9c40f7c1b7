// The API and interface tests hash passwords with argon2id at a low cost (1 MiB, 1 pass, 1 lane) instead of the
// server's 64 MiB × 3 passes: the suites log in and create users hundreds of times, at about half a second of CPU
// each on the CI machine. The hashes are still argon2id, verified by argon2 itself; the test of the login's timing
// (tests/api/auth.test.ts) goes back to the server's cost, where the cost is what it checks. Loaded as a setup file
// of the api, api-pg and ui projects (vitest.config.ts) and by their global setups, which seed the templates.
import { setPasswordCost, type PasswordCost } from '#server/auth/passwords';

export const TEST_PASSWORD_COST: PasswordCost = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

setPasswordCost(TEST_PASSWORD_COST);
