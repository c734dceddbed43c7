/**
 * `npm run server [-- --reset] [-- --scale small|large] [-- --port N] [-- --db FILE] [-- --fake-wechat]
 * [-- --dev]`
 * Env: PORT (8787), DAM_DB (.data/damtherm.sqlite), DAM_ADMIN_PASSWORD / DAM_ENGINEER_PASSWORD /
 * DAM_VISITOR_PASSWORD / DAM_NEWHIRE_PASSWORD (the demo accounts' passwords when seeding), DAM_SEED
 * (damtherm), DAM_UPLOAD_LIMIT (bytes, 10 MiB), DAM_CORS_ORIGINS (origins allowed to call from a browser),
 * DAM_TRUSTED_PROXIES (`loopback` or addresses whose X-Forwarded-For is believed; nobody by default).
 *
 * `--fake-wechat` mounts the local WeChat stand-in (loopback clients only); `--dev` prints the demo
 * passwords, which are never printed otherwise.
 */
import { parseArgs } from 'node:util';
import { startServer } from './server.ts';
import { accountPasswordsFromEnv, DEMO_ACCOUNTS } from './simulator/seed.ts';
import type { Scale } from './simulator/site.ts';

const { values } = parseArgs({
  options: {
    reset: { type: 'boolean', default: false },
    scale: { type: 'string', default: 'small' },
    port: { type: 'string' },
    db: { type: 'string' },
    'fake-wechat': { type: 'boolean', default: false },
    dev: { type: 'boolean', default: false },
  },
});
if (values.scale !== 'small' && values.scale !== 'large') {
  console.error('--scale must be small or large');
  process.exit(2);
}

const server = await startServer({
  reset: values.reset,
  scale: values.scale as Scale,
  ...(values.port ? { port: Number(values.port) } : {}),
  ...(values.db ? { dbPath: values.db } : {}),
  fakeWeChat: values['fake-wechat'],
  log: (line) => console.log(`[damtherm] ${line}`),
});

const a = DEMO_ACCOUNTS;
console.log(`[damtherm] reference backend on ${server.url}`);
const env = accountPasswordsFromEnv();
// Passwords only with --dev: a log is read by more people than the accounts are meant for.
const shown = (key: keyof typeof a) =>
  values.dev ? ` / ${env[key] ?? a[key].password}` : env[key] ? ' (password from the environment)' : '';
console.log(
  `[damtherm] accounts: ${a.admin.id}${shown('admin')}, ${a.engineer.id}${shown('engineer')}, ` +
    `${a.visitor.id}${shown('visitor')} (visitor), ${a.pending.id} (pending approval)` +
    (values.dev ? '' : ' (passwords in the README, or `--dev`)'),
);
if (values['fake-wechat']) console.log('[damtherm] fake WeChat provider on /fake-wechat (loopback only)');

const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
