/**
 * Captures the contract's response examples from the reference backend: for every read the hooks declare,
 * its sample arguments (tests/unit/hooks/readSamples.ts) become the query, the seeded server (the contract
 * harness: fixed seed and clock) answers, and the answer, cut to a few items per list, is written into
 * `openapi/damtherm.yaml` as a named example of the operation (`examples.<operationId>` under its 200
 * JSON answer, or under the shared response it refers to). Run again after the seed or a shape changes:
 *
 *   node openapi/capture-examples.ts
 *
 * The hooks are TypeScript with bundler-style imports, so they are loaded through Vite as the tests do.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dump } from 'js-yaml';
import { createServer } from 'vite';
import { startHarness } from '../tests/contract/harness.ts';
import type { DeclaredRead } from '../tests/unit/hooks/declaredReads.ts';
import type { ReadSample } from '../tests/unit/hooks/readSamples.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SPEC = path.join(root, 'openapi/damtherm.yaml');

/** Lists keep this many items: enough to show the shape, few enough to read. */
const KEEP = 3;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** An answer cut down to an example: KEEP items per list, KEEP entries per map keyed by bay id. */
function trim(value: Json): Json {
  if (Array.isArray(value)) return value.slice(0, KEEP).map(trim);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    const byId = entries.length > KEEP && entries.every(([key]) => /^\d+$/.test(key));
    return Object.fromEntries((byId ? entries.slice(0, KEEP) : entries).map(([k, v]) => [k, trim(v)]));
  }
  return value;
}

/** One line of YAML flow style (`{ c_id: 1, c_name: 1号柜 }`). */
function flow(value: Json): string {
  return dump(value, { flowLevel: 0, lineWidth: -1 }).trim();
}

/** Block style for the envelope, one flow line per list item: readable in the contract. */
function emit(value: Json, indent: number): string[] {
  const pad = ' '.repeat(indent);
  if (Array.isArray(value)) return value.map((item) => `${pad}- ${flow(item)}`);
  const lines: string[] = [];
  for (const [key, v] of Object.entries(value as Record<string, Json>)) {
    const name = flow(key);
    const nested = v !== null && typeof v === 'object' && Object.keys(v).length > 0;
    if (!nested) lines.push(`${pad}${name}: ${flow(v)}`);
    else lines.push(`${pad}${name}:`, ...emit(v, indent + 2));
  }
  return lines;
}

/** `name[key]=value` for the one deepObject parameter (`mode`), plain values otherwise. */
function flatQuery(query: Record<string, unknown>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'object') {
      for (const [sub, v] of Object.entries(value)) out[`${key}[${sub}]`] = v as string | number;
    } else out[key] = value as string | number;
  }
  return out;
}

interface Captured {
  operationId: string;
  name: string;
  summary: string;
  value: Json;
}

/** Where an operation's 200 JSON answer is written: inline, or the shared response it refers to. */
interface Place {
  /** First line of the block that holds `application/json:` (the operation, or the shared response). */
  start: number;
  /** Line of `application/json:` under it. */
  media: number;
}

function placeOf(lines: string[], operationId: string, sharedResponse: string | null): Place {
  const find = (from: number, test: (line: string) => boolean, what: string) => {
    for (let i = from; i < lines.length; i++) if (test(lines[i] as string)) return i;
    throw new Error(`capture-examples: ${what} not found`);
  };
  if (sharedResponse) {
    const responses = find(0, (l) => l === '  responses:', 'components.responses');
    const start = find(responses, (l) => l === `    ${sharedResponse}:`, sharedResponse);
    return { start, media: find(start, (l) => l === '        application/json:', `${sharedResponse} JSON`) };
  }
  const start = find(0, (l) => l.trim() === `operationId: ${operationId}`, operationId);
  const ok = find(start, (l) => l.trim() === "'200':", `${operationId} 200`);
  return { start, media: find(ok, (l) => l.trim() === 'application/json:', `${operationId} JSON`) };
}

/** Writes the examples of one media type: replaces its `examples:` block, or adds one after the schema. */
function writeExamples(lines: string[], place: Place, examples: Captured[]): void {
  const mediaIndent = (lines[place.media] as string).search(/\S/);
  const inner = ' '.repeat(mediaIndent + 2);
  let end = place.media + 1;
  while (
    end < lines.length &&
    ((lines[end] as string).trim() === '' || (lines[end] as string).search(/\S/) > mediaIndent)
  ) {
    end++;
  }
  // Drop an earlier capture, keep everything else of the media type.
  const body = lines.slice(place.media + 1, end);
  const kept: string[] = [];
  for (let i = 0; i < body.length; i++) {
    if (body[i] === `${inner}examples:`) {
      i++;
      while (i < body.length && (body[i] as string).search(/\S/) > mediaIndent + 2) i++;
      i--;
    } else kept.push(body[i] as string);
  }
  const block = [`${inner}examples:`];
  for (const e of examples) {
    block.push(`${inner}  ${e.name}:`, `${inner}    summary: ${flow(e.summary)}`, `${inner}    value:`);
    block.push(...emit(e.value, inner.length + 6));
  }
  lines.splice(place.media + 1, end - place.media - 1, ...kept, ...block);
}

const vite = await createServer({
  root,
  configFile: false,
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  optimizeDeps: { noDiscovery: true, include: [] },
});
const { declaredReads } = (await vite.ssrLoadModule('/tests/unit/hooks/declaredReads.ts')) as {
  declaredReads: () => DeclaredRead[];
};
const { READ_SAMPLES, SAMPLE_NOW } = (await vite.ssrLoadModule('/tests/unit/hooks/readSamples.ts')) as {
  READ_SAMPLES: Record<string, ReadSample>;
  SAMPLE_NOW: number;
};

const h = await startHarness();
try {
  if (h.clock.now() !== SAMPLE_NOW)
    throw new Error('capture-examples: the samples and the harness disagree on now');
  // Handling records (bay 57 of the samples, bay 241 first among the bays to handle) and a file, so those
  // lists show an item.
  for (const hive of [57, 241]) {
    await h.call('addDetailRecord', {
      token: h.tokens.engineer,
      form: { c_hive_id: hive, c_what: '加大通水流量', c_who: 'engineer' },
    });
  }
  // The seed's users have no photo; the engineer of the photo sample gets one, as a site's users do.
  h.server.db
    .prepare("UPDATE users SET c_photo = '/upload/photo/engineer.jpg' WHERE c_id = 'engineer'")
    .run();
  const upload = new FormData();
  upload.set('hive_id', '57');
  upload.set('file', new Blob(['时间,温度\n']), '浇筑记录.csv');
  await h.call('uploadFile', { token: h.tokens.engineer, multipart: upload });

  const captured = new Map<string, Captured>();
  for (const declared of declaredReads()) {
    const sample = READ_SAMPLES[declared.name];
    if (!sample) throw new Error(`capture-examples: no sample for ${declared.name}`);
    const op = h.server.contract.byRoute.get(`GET ${declared.read.path}`);
    if (!op) throw new Error(`capture-examples: ${declared.read.path} is not a GET of the contract`);
    const name = sample.example ?? op.operationId;
    if (captured.has(name)) continue;
    const query = declared.paged
      ? declared.read.query({ page: 1, pageSize: declared.read.pageSize }, ...sample.args)
      : declared.read.query(...sample.args);
    if (query === null) throw new Error(`capture-examples: ${declared.name} skips with its sample`);
    const flat = flatQuery(query as Record<string, unknown>);
    const answer = await h.call(op.operationId, { token: h.tokens.admin, query: flat });
    if (answer.status !== 200)
      throw new Error(`capture-examples: ${op.operationId} answered ${answer.status}`);
    const search = new URLSearchParams(Object.entries(flat).map(([k, v]) => [k, String(v)])).toString();
    captured.set(name, {
      operationId: op.operationId,
      name,
      summary: `GET ${declared.read.path}${search ? `?${decodeURIComponent(search)}` : ''} on the seeded reference backend.`,
      value: trim(answer.body as Json),
    });
  }

  // The one write with an example: marking the first daily-decline warning of the samples read (opening it).
  const decline = captured.get('getDailyDecline')?.value as { data?: { c_id?: number }[] } | undefined;
  const opened = decline?.data?.[0]?.c_id;
  if (opened === undefined) throw new Error('capture-examples: no daily-decline warning to mark read');
  const mark = await h.call('markWarningsRead', { token: h.tokens.admin, json: { ids: [opened] } });
  captured.set('markWarningsRead', {
    operationId: 'markWarningsRead',
    name: 'markWarningsRead',
    summary: `POST /pqt/warnings_read with {"ids": [${opened}]} on the seeded reference backend.`,
    value: trim(mark.body as Json),
  });

  // Group by where they go (several operations share one response), then write from the bottom up.
  const lines = readFileSync(SPEC, 'utf8').split('\n');
  const byPlace = new Map<number, { place: Place; examples: Captured[] }>();
  for (const example of captured.values()) {
    const op = h.server.contract.operations.get(example.operationId)!;
    const ref = String(
      (op.raw.responses as Record<string, { $ref?: string } | undefined>)['200']?.$ref ?? '',
    );
    const place = placeOf(lines, example.operationId, ref ? (ref.split('/').pop() as string) : null);
    const group = byPlace.get(place.media) ?? { place, examples: [] };
    group.examples.push(example);
    byPlace.set(place.media, group);
  }
  for (const { place, examples } of [...byPlace.values()].sort((a, b) => b.place.media - a.place.media)) {
    writeExamples(
      lines,
      place,
      examples.sort((a, b) => a.name.localeCompare(b.name)),
    );
  }
  writeFileSync(SPEC, lines.join('\n'));
  console.log(`capture-examples: ${captured.size} examples written to openapi/damtherm.yaml`);
} finally {
  await h.stop();
  await vite.close();
}
