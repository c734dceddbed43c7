/** The reference backend: start it in-process with startServer (tests, e2e, benchmarks). */

export { md5Hex } from './auth.ts';
export { rowCounts } from './db.ts';
export { trustedProxiesFromEnv } from './http/address.ts';
export { type RunningServer, type ServerClock, type StartOptions, startServer } from './server.ts';
export { type AccountPasswords, accountPasswordsFromEnv, DEMO_ACCOUNTS } from './simulator/seed.ts';
