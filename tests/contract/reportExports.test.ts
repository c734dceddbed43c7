/**
 * The report export links (part 2 §7 'Exports by link') write what the report analysis screen shows for the
 * same period: the rows of getReport of the same type, cell for cell as the domain writes them, in a CSV a
 * spreadsheet opens (UTF-8 with BOM, CRLF), headers in the language asked with units, times in the site zone
 * to the minute, and cells that a spreadsheet would run as a formula neutralised.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adaptReport,
  REPORT_TYPES,
  type ReportType,
  reportGrid,
  reportHeaderText,
} from '../../src/domain/index.ts';
import { report as reportMessages } from '../../src/i18n/messages/report.ts';
import { stage as stageMessages } from '../../src/i18n/messages/stage.ts';
import { validation } from '../../src/i18n/messages/validation.ts';
import { parseCsv } from '../support/parseCsv.ts';
import { type Harness, startHarness } from './harness.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
}, 180_000);

afterAll(async () => {
  await h?.stop();
});

const DAY = 86_400;

const EXPORT_OPS: Record<ReportType, string> = {
  maxTemp: 'exportMaxTempInfo',
  weekDrop: 'exportWeekTempDiff',
  outletEntryPouring: 'exportOutletEntryPouring',
  cooling: 'exportCoolingSituation',
  damControl: 'exportDamControlData',
};

const EXPORT_PATHS: Record<ReportType, string> = {
  maxTemp: '/dxc/excel_max_temp_info',
  weekDrop: '/cytWebHive/weekTempDiffExport',
  outletEntryPouring: '/pqt/excel_chujikou_rucang_jiaozhu_data',
  cooling: '/dn/out20230508',
  damControl: '/dn/out20230513',
};

/** The screen's texts in a language (report and stage areas), as the table resolves them. */
function translator(lang: 'zh' | 'en') {
  return (key: string) => {
    const [area, ...path] = key.split('.');
    let node: unknown = area === 'stage' ? stageMessages[lang] : reportMessages[lang];
    for (const part of path) node = (node as Record<string, unknown>)[part];
    return String(node);
  };
}

/** The last week of the fake clock, in seconds. */
function lastWeek() {
  const end = Math.floor(h.clock.now() / 1000);
  return { startTime: end - 7 * DAY, endTime: end };
}

async function exportOf(type: ReportType, query: Record<string, string | number>) {
  return h.call(EXPORT_OPS[type], { token: h.tokens.engineer, query });
}

describe('report export links', () => {
  it.each(REPORT_TYPES)(
    '%s: a UTF-8 CSV with BOM whose rows are the screen rows of the period',
    async (type) => {
      const week = lastWeek();
      const answer = await exportOf(type, week);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(answer.headers.get('content-disposition')).toMatch(
        /^attachment; filename=".*\.csv"; filename\*=UTF-8''/,
      );
      // fetch's text() drops the byte-order mark: read the first bytes of the file itself.
      const params = new URLSearchParams({ ...week, access_token: h.tokens.engineer } as never);
      const bytes = new Uint8Array(
        await (await fetch(`${h.server.url}${EXPORT_PATHS[type]}?${params}`)).arrayBuffer(),
      );
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(answer.text.endsWith('\r\n')).toBe(true);

      const screen = (await h.call('getReport', { token: h.tokens.engineer, query: { type, ...week } }))
        .body as {
        data: object[];
      };
      expect(screen.data.length, 'the seeded site has rows in its last week').toBeGreaterThan(0);
      const grid = reportGrid(adaptReport(type, screen.data), translator('zh'));
      const [header, ...rows] = parseCsv(answer.text);
      expect(header).toEqual(grid.columns.map((c) => reportHeaderText(c.label, c.unit)));
      expect(rows).toEqual(grid.rows);
    },
  );

  it('writes the headers in English when asked, with their units', async () => {
    const week = lastWeek();
    const max = parseCsv((await exportOf('maxTemp', { ...week, lang: 'en' })).text)[0];
    expect(max).toEqual([
      'Bay',
      'Max temperature (°C)',
      'Time of max',
      'Current temperature (°C)',
      'Time of current',
      'Lowest inlet water (°C)',
      'Highest inlet water (°C)',
      'Lowest flow (L/min)',
      'Highest flow (L/min)',
      'Pour start',
      'Pour complete',
    ]);
    const zh = parseCsv((await exportOf('cooling', week)).text)[0];
    expect(zh).toContain('累计通水 (m³)');
    expect(zh).toContain('最小流量 (L/min)');
    const answer = await exportOf('damControl', { ...week, lang: 'en' });
    expect(answer.headers.get('content-disposition')).toContain('Dam%20temperature%20control%20data_');
  });

  it('writes times in the site zone (Asia/Shanghai) to the minute', async () => {
    const week = lastWeek();
    const raw = (await h.call('getHivesMaxTempInfo', { token: h.tokens.engineer, query: week })).body as {
      data: { hiveName: string; c_hive_start: number }[];
    };
    const first = raw.data[0]!;
    // Shanghai is UTC+8 all year: the wall clock there is UTC plus eight hours.
    const wall = new Date((first.c_hive_start + 8 * 3600) * 1000).toISOString();
    const expected = `${wall.slice(0, 10)} ${wall.slice(11, 16)}`;
    const rows = parseCsv((await exportOf('maxTemp', week)).text);
    const row = rows.find((r) => r[0] === first.hiveName)!;
    expect(row[9]).toBe(expected);
    for (const r of rows.slice(1)) expect(r[9]).toMatch(/^(\d{4}-\d{2}-\d{2} \d{2}:\d{2})?$/);
    // Daily reports name the site day.
    const daily = parseCsv((await exportOf('damControl', week)).text);
    for (const r of daily.slice(1)) expect(r[1]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('neutralises cells a spreadsheet would run as a formula, keeps negative numbers', async () => {
    const week = lastWeek();
    const bays = (await h.call('getHivesMaxTempInfo', { token: h.tokens.engineer, query: week })).body as {
      data: { c_hive_id: number; hiveName: string }[];
    };
    const names = ['=HYPERLINK("http://evil","x")', '+1+1', '-2+3', '@SUM(A1)'];
    const rename = h.server.db.prepare('UPDATE hives SET c_where = ? WHERE c_id = ?');
    const chosen = bays.data.slice(0, names.length);
    try {
      for (const [i, b] of chosen.entries()) rename.run(names[i]!, b.c_hive_id);
      const answer = await exportOf('maxTemp', week);
      expect(answer.text).toContain(`"'=HYPERLINK(""http://evil"",""x"")"`);
      const cells = parseCsv(answer.text).map((r) => r[0]);
      expect(cells).toEqual(
        expect.arrayContaining(['\'=HYPERLINK("http://evil","x")', "'+1+1", "'-2+3", "'@SUM(A1)"]),
      );
      // A real negative number stays a number (a bay that warmed over the day).
      const weekly = parseCsv((await exportOf('weekDrop', week)).text);
      const drops = weekly.slice(1).map((r) => r[3]!);
      expect(drops.some((d) => /^-\d+\.\d$/.test(d))).toBe(true);
    } finally {
      for (const b of chosen) rename.run(b.hiveName, b.c_hive_id);
    }
  });

  it('refuses a period whose start is after its end, and a daily report longer than 62 days', async () => {
    const week = lastWeek();
    const backwards = await exportOf('weekDrop', { startTime: week.endTime, endTime: week.startTime });
    expect(backwards.status).toBe(400);
    expect((backwards.body as { message: string }).message).toBe(validation.en.tempDetail.checkDate2);
    const long = await exportOf('damControl', { startTime: week.endTime - 63 * DAY, endTime: week.endTime });
    expect(long.status).toBe(400);
    expect((long.body as { message: string }).message).toMatch(/at most 62 days/);
  });
});

describe('bay export links (batch export, bay chart)', () => {
  /** A bay with thermometers and loops in the last week. */
  async function bayWithData() {
    const bays = (await h.call('getHivesMaxTempInfo', { token: h.tokens.engineer, query: lastWeek() }))
      .body as {
      data: { c_hive_id: number; minLoopValue: number | null }[];
    };
    return bays.data.find((b) => b.minLoopValue !== null)!.c_hive_id;
  }

  it('writes headers in Chinese and English with units, times to the minute in the site zone', async () => {
    const id = await bayWithData();
    const temperature = await h.call('exportHiveTemperature', { token: h.tokens.engineer, query: { id } });
    const [tHead, ...tRows] = parseCsv(temperature.text);
    expect(tHead!.slice(0, 4)).toEqual([
      '时间 Time',
      '平均温度 Average temperature (°C)',
      '目标温度 Target temperature (°C)',
      '气温 Air temperature (°C)',
    ]);
    expect(tHead!.slice(4).every((h) => h.endsWith(' (°C)'))).toBe(true);
    expect(tRows.length).toBeGreaterThan(10);
    for (const r of tRows) expect(r[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

    const flow = parseCsv((await h.call('exportHiveFlow', { token: h.tokens.engineer, query: { id } })).text);
    expect(flow[0]).toEqual([
      '时间 Time',
      '回路 Loop',
      '流量 Flow (L/min)',
      '进水温度 Inlet water (°C)',
      '出水温度 Outlet water (°C)',
      '开度 Valve opening (%)',
    ]);
    const info = parseCsv(
      (await h.call('exportHiveInfo', { token: h.tokens.engineer, query: { c_hive_id: id } })).text,
    );
    expect(info[0]).toEqual(['项目 Item', '内容 Value']);
    const pourStart = info.find((r) => r[0] === '开仓时间 Pour start')!;
    expect(pourStart[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(info.map((r) => r[0])).toContain('入仓温度 Bin-entry temperature (°C)');

    for (const path of [`/api/getAllFlowData?id=${id}`, `/dn/outHiveInfo?c_hive_id=${id}`]) {
      const bytes = new Uint8Array(
        await (await fetch(`${h.server.url}${path}&access_token=${h.tokens.engineer}`)).arrayBuffer(),
      );
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    }
  });
});
