/**
 * `npm run bench:server:operations`: the worst request of every read of the contract on the large seed, and
 * how long it holds the server's event loop. A fresh large-seed server in a child process; each GET operation
 * is asked with its heaviest arguments (the bay, loop, meter or block with the most readings, the whole seeded
 * period, the largest page, the longest list, every value of its mode), three times. Beside each request a
 * probe asks `/config.json` every 5 ms: the slowest probe answer is how long the server could answer nobody
 * else (the least of the three rounds, so another process taking the CPU for a moment does not count). Prints the operations by that figure, and fails (exit 1) when one holds the loop beyond `--limit`
 * (50 ms by default), so a new heavy read is caught before it stalls a site.
 */

import { loadavg } from 'node:os';
import { DatabaseSync } from 'node:sqlite';
import { parseArgs } from 'node:util';
import { LIST_LIMIT, loadContract, type OperationSpec } from '../../demo/server/http/spec.ts';
import { signedInHeaders, startChildServer } from '../security/childServer.ts';

const { values } = parseArgs({
  options: { limit: { type: 'string', default: '50' }, only: { type: 'string' } },
});
const limit = Number(values.limit);
const ROUNDS = 3;

/** Reads that change something, or need a secret of their own: not for a loop of repeated calls. */
const NOT_A_READ = new Set([
  'approveUser',
  'changeOwnPassword',
  'changeOwnPasswordMyapi',
  'issueLoopCommand',
  'issueLoopCommandMyapi',
  'restartRack',
  'wxLogin',
  'forWxCode',
  'downloadFile',
]);

type Json = Record<string, unknown>;
type Args = Record<string, string>;

console.log('# bench: the worst request of every read (starting a large-seed server)');
const server = await startChildServer({ scale: 'large' });
try {
  const db = new DatabaseSync(server.dbPath, { readOnly: true });
  const first = <T>(sql: string) => db.prepare(sql).get() as T;
  /** The cabinet channel (rack and loop) with the most rows in a table. */
  const busiestChannel = (table: string, rackColumn: string) =>
    first<{ rack: number; loop: number } | undefined>(
      `SELECT ${rackColumn} AS rack, c_loop AS loop FROM ${table} GROUP BY ${rackColumn}, c_loop ORDER BY count(*) DESC`,
    ) ?? { rack: 1, loop: 1 };
  // The heaviest subject of each kind: the one with the most rows behind it.
  const heaviest = {
    bay: first<{ v: number }>('SELECT hive_id AS v FROM hive_data GROUP BY hive_id ORDER BY count(*) DESC').v,
    loop: busiestChannel('loop_data', 'rack_id'),
    thermometer: busiestChannel('temp_data', 'rack_id'),
    reversal: busiestChannel('reverse_logs', 'c_rack'),
    rack: first<{ v: number }>('SELECT rack_id AS v FROM channels GROUP BY rack_id ORDER BY count(*) DESC').v,
    block: first<{ v: number }>('SELECT block AS v FROM hives GROUP BY block ORDER BY count(*) DESC').v,
    pressure: first<{ v: number }>('SELECT c_id AS v FROM pressure_data GROUP BY c_id ORDER BY count(*) DESC')
      .v,
    gradient: first<{ v: number }>(
      'SELECT c_td_id AS v FROM gradient_data GROUP BY c_td_id ORDER BY count(*) DESC',
    ).v,
    aggregate: first<{ v: number; name: string }>(
      `SELECT d.cId AS v, a.aggregateName AS name FROM aggregate_data d JOIN aggregates a ON a.cid = d.cId
       GROUP BY d.cId ORDER BY count(*) DESC`,
    ),
    outletPoint: first<{ v: number; area: number }>(
      'SELECT c_hiveotherid AS v, c_area AS area FROM other_data GROUP BY c_hiveotherid ORDER BY count(*) DESC',
    ),
    start: first<{ v: number }>('SELECT min(c_start) AS v FROM hives WHERE c_start > 0').v,
    blocks: (
      db.prepare('SELECT c_block FROM blocks ORDER BY c_block LIMIT 100').all() as { c_block: number }[]
    )
      .map((b) => b.c_block)
      .join(','),
    bays: (db.prepare(`SELECT c_id FROM hives ORDER BY c_id LIMIT ${LIST_LIMIT}`).all() as { c_id: number }[])
      .map((h) => h.c_id)
      .join(','),
  };
  db.close();
  const now = Math.floor(Date.now() / 1000);

  /** The busiest channel of the kind an operation reads: a valve reversal's, a thermometer's or a loop's. */
  const channelOf = (op: OperationSpec) =>
    /Reverse/.test(op.operationId)
      ? heaviest.reversal
      : /Thermometer/.test(op.operationId)
        ? heaviest.thermometer
        : heaviest.loop;

  /** The heaviest value(s) of one parameter; undefined leaves an optional one out (which means "all"). */
  function heaviestValues(op: OperationSpec, name: string, schema: Json): string[] | undefined {
    const enumValues = Array.isArray(schema.enum) ? schema.enum.map(String) : undefined;
    switch (name) {
      case 'id':
      case 'hive_id':
      case 'c_hive_id':
        return [String(heaviest.bay)];
      case 'loop_id':
      case 'c_loop':
        return [String(channelOf(op).loop)];
      case 'rack_id':
      case 'rackId':
      case 'c_rack':
        // A cabinet read by itself is the one with the most channels; a loop's read, that loop's cabinet.
        return [
          String(/Records|Control|Auto|Reverse/.test(op.operationId) ? channelOf(op).rack : heaviest.rack),
        ];
      case 'c_id':
        if (/Pressure/.test(op.operationId)) return [String(heaviest.pressure)];
        if (/Outlet/.test(op.operationId)) return [String(heaviest.outletPoint.v)];
        return [String(heaviest.rack)];
      case 'c_area':
        return enumValues ?? [String(heaviest.outletPoint.area)];
      case 'hive_other_id':
        return [String(heaviest.outletPoint.v)];
      case 'c_block':
        return [String(heaviest.block)];
      case 'c_td_id':
        return [String(heaviest.gradient)];
      case 'cId':
        return [String(heaviest.aggregate.v)];
      case 'aggregateName':
        return [heaviest.aggregate.name.slice(0, 1)];
      case 'blocks':
        return [heaviest.blocks];
      case 'hive_ids':
        return [heaviest.bays];
      case 'min':
      case 'start':
      case 'startTime':
        return [String(heaviest.start)];
      case 'max':
      case 'end':
      case 'endTime':
      case 'time':
        return [String(now)];
      case 'pageSize':
      case 'page_size':
        return [String(schema.maximum ?? 1000)];
      case 'pageIndex':
      case 'current_page':
        return ['1'];
      case 'username':
      case 'from_who':
      case 'userIdx':
        return ['admin'];
      case 'isExport':
        return ['0', '1'];
      case 'lang':
        return ['zh'];
      case 'area':
        return ['1'];
      default:
        return enumValues;
    }
  }

  /** Every combination of the operation's heaviest arguments (a mode is tried in each of its values). */
  function argumentSets(op: OperationSpec): Args[] {
    let sets: Args[] = [{}];
    for (const p of op.params) {
      if (p.deepObject) {
        // The data mode: every time mode, with the longest custom window, in both data modes.
        const modes = (['real', '1hour', 'define'] as const).flatMap((which) =>
          ['average', 'real'].map((whichMode) => ({
            [`${p.name}[which]`]: which,
            [`${p.name}[whichMode]`]: whichMode,
            ...(which === 'define' ? { [`${p.name}[input_hour]`]: '8760' } : {}),
          })),
        );
        sets = sets.flatMap((s) => modes.map((m) => ({ ...s, ...m })));
        continue;
      }
      const choices = heaviestValues(op, p.name, p.schema);
      if (!choices) {
        if (p.required) sets = sets.map((s) => ({ ...s, [p.name]: 'x' }));
        continue;
      }
      sets = sets.flatMap((s) => choices.map((v) => ({ ...s, [p.name]: v })));
    }
    return sets;
  }

  const headers = await signedInHeaders(server.url, 'admin', 'damtherm-admin');

  /** One request, and the slowest answer of `/config.json` asked every 5 ms while it ran. */
  async function measure(url: string) {
    let running = true;
    let held = 0;
    const probe = (async () => {
      while (running) {
        const started = performance.now();
        await (await fetch(`${server.url}/config.json`)).arrayBuffer();
        held = Math.max(held, performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const started = performance.now();
    const response = await fetch(url, { headers });
    const body = await response.arrayBuffer();
    const bytes = body.byteLength;
    // A report refuses a period beyond its longest: the bench then asks for the longest it allows.
    const longest = /at most (\d+) days/.exec(response.status === 400 ? new TextDecoder().decode(body) : '');
    const took = performance.now() - started;
    running = false;
    await probe;
    return {
      status: response.status,
      bytes,
      took,
      held,
      longestDays: longest ? Number(longest[1]) : undefined,
    };
  }

  /** The request of an operation with these arguments (a /myapi.php operation names itself in `api`). */
  function urlOf(op: OperationSpec, args: Args) {
    const legacy = op.path.startsWith('/myapi.php/') ? op.path.slice('/myapi.php/'.length) : undefined;
    const query = new URLSearchParams(legacy ? { api: legacy, ...args } : args).toString();
    return `${server.url}${legacy ? '/myapi.php' : op.path}?${query}`;
  }

  const rows: { op: string; query: string; status: number; bytes: number; took: number; held: number }[] = [];
  for (const op of loadContract().operations.values()) {
    if (op.method !== 'GET' || NOT_A_READ.has(op.operationId)) continue;
    if (values.only && !op.operationId.includes(values.only)) continue;
    let worst: (typeof rows)[number] | undefined;
    for (let args of argumentSets(op)) {
      const days = args.endTime && (await measure(urlOf(op, args))).longestDays;
      if (days) args = { ...args, startTime: String(Number(args.endTime) - days * 86_400) };
      const url = urlOf(op, args);
      const query = url.slice(url.indexOf('?') + 1);
      // The slowest answer of the rounds, and the least the loop was held: a request that blocks the loop
      // does so every time, while another process taking the CPU for a moment does not.
      const rounds = [];
      for (let round = 0; round < ROUNDS; round++) rounds.push(await measure(url));
      const m = {
        status: Math.max(...rounds.map((r) => r.status)),
        bytes: Math.max(...rounds.map((r) => r.bytes)),
        took: Math.max(...rounds.map((r) => r.took)),
        held: Math.min(...rounds.map((r) => r.held)),
      };
      if (!worst || m.held > worst.held || (m.held === worst.held && m.took > worst.took))
        worst = { op: op.operationId, query, ...m };
    }
    if (worst) rows.push(worst);
  }

  rows.sort((a, b) => b.held - a.held);
  const ms = (n: number) => `${n.toFixed(0)} ms`.padStart(8);
  console.log(
    `${'operation'.padEnd(34)}${'took'.padStart(8)}${'held'.padStart(8)}${'answer'.padStart(10)}  status`,
  );
  for (const r of rows)
    console.log(
      `${r.op.padEnd(34)}${ms(r.took)}${ms(r.held)}${`${(r.bytes / 1024).toFixed(0)} KB`.padStart(10)}  ${r.status}`,
    );
  const refused = rows.filter((r) => r.status >= 400);
  const over = rows.filter((r) => r.held > limit);
  console.log(
    `\n${rows.length} reads; slowest answer ${Math.max(...rows.map((r) => r.took)).toFixed(0)} ms; ` +
      `the event loop held at most ${Math.max(...rows.map((r) => r.held)).toFixed(0)} ms ` +
      `(${over.length} over ${limit} ms); machine load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  for (const r of refused) console.log(`refused: ${r.op} ${r.status} ?${r.query.slice(0, 200)}`);
  for (const r of over) console.log(`over ${limit} ms: ${r.op} ?${r.query.slice(0, 200)}`);
  if (over.length > 0 || refused.length > 0) process.exitCode = 1;
} finally {
  await server.stop();
}
