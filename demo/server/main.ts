/**
 * `npm run server [-- --reset] [-- --scale small|large] [-- --port N] [-- --db FILE]`
 * Env: PORT (8787), DAM_DB (.data/damtherm.sqlite), DAM_ADMIN_PASSWORD (damtherm-admin), DAM_SEED (damtherm),
 * DAM_UPLOAD_LIMIT (bytes, 10 MiB).
 */
import { parseArgs } from 'node:util';
import { startServer } from './server.ts';
import { DEMO_ACCOUNTS } from './simulator/seed.ts';
import type { Scale } from './simulator/site.ts';

const { values } = parseArgs({
  options: {
    reset: { type: 'boolean', default: false },
    scale: { type: 'string', default: 'small' },
    port: { type: 'string' },
    db: { type: 'string' },
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
  log: (line) => console.log(`[damtherm] ${line}`),
});

const a = DEMO_ACCOUNTS;
console.log(`[damtherm] reference backend on ${server.url}`);
console.log(
  `[damtherm] accounts: ${a.admin.id} / ${process.env.DAM_ADMIN_PASSWORD ? '$DAM_ADMIN_PASSWORD' : a.admin.password}, ` +
    `${a.engineer.id} / ${a.engineer.password}, ${a.visitor.id} / ${a.visitor.password} (visitor), ` +
    `${a.pending.id} (pending approval)`,
);

const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
