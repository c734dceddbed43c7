/**
 * Contract tests of the reference backend: every operation of openapi/damtherm.yaml is called with valid
 * input at its legacy URL and its answer is checked against the response schema; then the auth rules, the
 * role checks of every guarded call, and bad input (400, nothing written).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex, sha256Hex } from '../../demo/server/auth.ts';
import { rowCounts } from '../../demo/server/db.ts';
import { type Harness, startHarness } from './harness.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
}, 180_000);

afterAll(async () => {
  await h?.stop();
});

type Data<T = unknown> = { code: number; msg: string; data: T };

/** Refused for lack of a right: HTTP 403, or (where the contract has no 403) a code-403 business failure. */
function refusedFor(
  r: { status: number; body: unknown },
  message = 'No operation permission, please contact administrator',
) {
  const b = r.body as { message?: string; msg?: string; code?: number };
  if (r.status === 403) return b.message === message;
  return r.status === 200 && b.code === 403 && b.msg === message;
}

function one<T>(sql: string, ...args: (string | number)[]): T {
  return h.server.db.prepare(sql).get(...args) as T;
}

describe('every operation of the contract', () => {
  it('answers each one with a body that matches its schema', { timeout: 180_000 }, async () => {
    const { call, tokens } = h;
    const admin = tokens.admin;
    const now = Math.floor(h.clock.now() / 1000);
    const rack = one<{ c_id: number; c_site: string }>(
      "SELECT c_id, c_site FROM racks WHERE kind = 'cooling' AND fault = 'none' ORDER BY c_id LIMIT 1",
    );
    const loop = one<{ c_loop: number; hive_id: number }>(
      "SELECT c_loop, hive_id FROM channels WHERE rack_id = ? AND kind = 'loop' AND hive_id IS NOT NULL ORDER BY c_loop LIMIT 1",
      rack.c_id,
    );
    const temp = one<{ c_loop: number }>(
      "SELECT c_loop FROM channels WHERE rack_id = ? AND kind = 'temp' AND hive_id IS NOT NULL ORDER BY c_loop LIMIT 1",
      rack.c_id,
    );
    const hive = loop.hive_id;
    const block = one<{ block: number }>('SELECT block FROM hives WHERE c_id = ?', hive).block;
    const auto = one<{ c_id: number; c_loop: number }>(
      'SELECT c_id, c_loop FROM reverse_settings WHERE c_rack = ? AND c_loop = 1',
      rack.c_id,
    );
    const week = { startTime: now - 7 * 86_400, endTime: now };
    const chart = { id: hive, min: now - 2 * 86_400, max: now };

    // Account.
    expect(
      (await call('loginLegacy', { form: { username: 'engineer', password: md5Hex('damtherm-engineer') } }))
        .status,
    ).toBe(200);
    expect(((await call('checkUser', { query: { username: 'admin' } })).body as Data).data).toBe('ko');
    const reg = await call('registerUser', {
      json: {
        api: 'api_register_sc',
        c_id: 'contractuser',
        c_name: '合同测试',
        c_mobile: '13700000009',
        c_group_id: 311,
        c_password: md5Hex('contract-pass'),
      },
    });
    expect((reg.body as Data).data).toBe('ok');
    const info = (await call('getUserInfo', { token: admin })).body as Data<{ roles: string[] }>;
    expect(info.data.roles).toContain('admin');
    await call('getUserPhoto', { token: admin, query: { from_who: 'admin' } });
    await call('getGroups');
    const pending = (await call('getPendingUsers', { token: admin })).body as Data<{ c_id: string }[]>;
    expect(pending.data.map((p) => p.c_id)).toContain('contractuser');
    expect(
      ((await call('approveUser', { token: admin, query: { c_id: 'contractuser' } })).body as Data).code,
    ).toBe(200);
    expect(
      (
        (
          await call('changePassword', {
            form: {
              user: 'contractuser',
              oldpass: md5Hex('contract-pass'),
              newpass: md5Hex('contract-pass-2'),
            },
          })
        ).body as Data
      ).code,
    ).toBe(200);
    const own = await call('login', {
      json: { username: 'contractuser', userpwd: md5Hex('contract-pass-2') },
    });
    const ownToken = (own.body as Data<{ token: string }>).data.token;
    expect(
      (
        (
          await call('changeOwnPassword', {
            token: ownToken,
            query: {
              pw: md5Hex('contract-pass-2'),
              password: md5Hex('contract-pass-3'),
              from_who: 'contractuser',
            },
          })
        ).body as Data
      ).code,
    ).toBe(200);
    expect(
      (
        (
          await call('changeOwnPasswordMyapi', {
            token: ownToken,
            query: {
              pw: md5Hex('contract-pass-3'),
              password: md5Hex('contract-pass-4'),
              from_who: 'contractuser',
            },
          })
        ).body as Data
      ).code,
    ).toBe(200);
    expect(
      ((await call('getMainPower', { token: admin, query: { from_who: 'admin' } })).body as Data).data,
    ).toBe(1);
    expect(
      ((await call('getMainPowerMyapi', { token: admin, query: { userIdx: 'engineer' } })).body as Data).data,
    ).toBe(0);
    await call('getStaticConfig');
    await call('postFeedback', {
      token: tokens.engineer,
      form: { c_what: '回路12流量偏小', c_who: 'engineer' },
    });

    // WeChat scan login, end to end with the fake provider (which wants the account's password).
    const code = (await (
      await fetch(`${h.server.url}/fake-wechat/authorize`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ user: 'engineer', password: 'damtherm-engineer' }),
      })
    ).json()) as { code: string };
    const wx = (await call('wxLogin', { query: { code: code.code } })).body as Data<{
      userId: string;
      token: string;
    }>;
    expect(wx.data.userId).toBe('engineer');
    // The screen starts the scan with a secret of its own, the phone user asks, an administrator confirms.
    const state = 'scan-state-0123456789abcdef0123456789';
    const secret = 'screen-secret-0123456789abcdef0123456789';
    expect(((await call('forWxCode', { query: { token: state, type: 0, secret } })).body as Data).data).toBe(
      'waiting',
    );
    expect(
      (
        (
          await call('forWxCode', {
            token: wx.data.token,
            query: { token: state, type: 0, userIdx: 'engineer' },
          })
        ).body as Data
      ).data,
    ).toBe('waiting');
    expect(((await call('forWxCode', { query: { token: state, type: 0, secret } })).body as Data).data).toBe(
      'waiting',
    );
    expect(
      (
        (await call('forWxCode', { token: admin, query: { token: state, type: 1, userIdx: 'admin' } }))
          .body as Data
      ).code,
    ).toBe(200);
    const picked = (await call('forWxCode', { query: { token: state, type: 0, secret } }))
      .body as Data<string>;
    expect(picked.data).not.toBe('waiting');
    expect(
      ((await call('getUserInfo', { token: picked.data })).body as Data<{ name: string }>).data.name,
    ).toBe('温控工程师');

    // Cabinets, loops, thermometers.
    const racks = (await call('getRacks', { token: admin, query: { from_who: 'admin' } })).body as Data<
      unknown[]
    >;
    expect(racks.data.length).toBeGreaterThan(3);
    await call('getRack', { token: admin, query: { c_id: rack.c_id } });
    await call('getRackWithLoops', { token: admin, query: { c_rack: rack.c_id } });
    const loops = (await call('getRackLoops', { token: admin, query: { rackId: rack.c_id, what: 1 } }))
      .body as Data<unknown[]>;
    expect(loops.data.length).toBeGreaterThan(0);
    await call('getRackLoops', { token: admin, query: { rackId: rack.c_id, what: 0 } });
    const records = (
      await call('getLoopRecords', {
        token: admin,
        query: { loop_id: loop.c_loop, rack_id: rack.c_id, 'mode[which]': 'real' },
      })
    ).body as Data<unknown[]>;
    expect(records.data).toHaveLength(50);
    await call('getLoopRecords', {
      token: admin,
      query: {
        loop_id: loop.c_loop,
        rack_id: rack.c_id,
        'mode[which]': 'define',
        'mode[input_hour]': 6,
        'mode[whichMode]': 'average',
      },
    });
    await call('getThermometerRecords', {
      token: admin,
      query: { loop_id: temp.c_loop, rack_id: rack.c_id, start: now - 86_400, end: now, isExport: 1 },
    });
    const issued = (
      await call('issueLoopCommand', {
        token: tokens.engineer,
        query: {
          cmd: 1,
          cmd_value: 2,
          cmd_value2: 60,
          from_who: 'engineer',
          loop_id: loop.c_loop,
          rack_id: rack.c_id,
        },
      })
    ).body as Data<{ c_when_done: number | null }>;
    expect(issued.code).toBe(200);
    expect(issued.data.c_when_done).toBeNull();
    // Every cabinet at once is the main-power right's (the administrator's here).
    await call('issueLoopCommandMyapi', {
      token: admin,
      query: {
        cmd: 0,
        cmd_value: 1,
        cmd_value2: 1,
        from_who: 'admin',
        loop_id: 0,
        rack_id: 0,
        textLoop: '1,2',
      },
    });
    const control = (
      await call('getLoopControl', { token: admin, query: { loop_id: loop.c_loop, rack_id: rack.c_id } })
    ).body as Data<{ c_when_done: number | null }[]>;
    expect(control.data[0]?.c_when_done).toBeNull();
    await call('getAutoLoops', { token: admin, query: { loop_id: 0, rack_id: rack.c_id } });
    await call('restartRack', { token: admin, query: { site: rack.c_site, text: rack.c_id } });
    const stations = (await call('getWeatherStations', { token: admin })).body as Data<unknown[]>;
    expect(stations.data.length).toBeGreaterThan(0);

    // Areas and bays.
    await call('getAreas', { token: admin, query: { from_who: 'admin', search_value: '' } });
    await call('getAreasPqt', { token: admin, query: { search_value: '河床' } });
    const detail = (await call('getHiveDetail', { token: admin, query: { id: hive } })).body as Data<{
      cfgs: unknown[];
    }>;
    expect(detail.data.cfgs.length).toBeGreaterThan(0);
    await call('getHiveDetailPqt', { token: admin, query: { id: hive } });
    await call('getHiveInfo', { token: admin, query: { id: hive } });
    const pageOf = (
      await call('getHivesPage', {
        token: admin,
        query: { area: 3, hiveName: '', block: '', grout: '', pageIndex: 1, pageSize: 10 },
      })
    ).body as Data<{ list: unknown[]; count: number }>;
    expect(pageOf.data.list).toHaveLength(10);
    await call('getPiers', { token: admin, query: { area_id: 3 } });
    await call('getPierInfo', { token: admin, query: { c_block: block } });
    await call('addDetailRecord', {
      token: tokens.engineer,
      form: { c_hive_id: hive, c_what: '加大通水流量', c_who: 'engineer' },
    });
    await call('getDetailRecords', { token: admin, query: { c_hive_id: hive } });
    await call('getHiveDeal', { token: admin, query: { from_who: 'admin' } });
    const tempData = (await call('getHiveTempData', { token: admin, query: chart })).body as Data<{
      line: { data: unknown[] }[];
    }>;
    expect(tempData.data.line[0]?.data.length).toBeGreaterThan(100);
    for (const op of [
      'getHiveTarget',
      'getHiveInOutTemp',
      'getHiveFlowData',
      'getHiveSettingFlowChartData',
      'getHiveAirChartData',
      'getTempDiff',
      'getPieceTempDiff',
      'getHiveTempDowntrend',
    ]) {
      await call(op, { token: admin, query: chart });
    }
    const csv = await call('exportHiveTemperature', { token: admin, query: chart });
    expect(csv.text.split('\r\n').length).toBeGreaterThan(100);
    await call('exportHiveFlow', { token: admin, query: { id: hive } });
    await call('exportHiveInfo', { token: admin, query: { c_hive_id: hive } });

    // Files.
    const upload = new FormData();
    upload.set('hive_id', String(hive));
    upload.set('file', new Blob(['=1+1,绑扎记录\r\n']), '浇筑记录.csv');
    expect(
      ((await call('uploadFile', { token: tokens.engineer, multipart: upload })).body as Data).data,
    ).toBe('ok');
    const again = new FormData();
    again.set('hive_id', String(hive));
    again.set('file', new Blob(['x']), '浇筑记录.csv');
    expect((await call('uploadFile', { token: tokens.engineer, multipart: again })).body).toMatchObject({
      code: 500,
      msg: 'existed',
    });
    const files = (await call('getFiles', { token: admin, query: { hive_id: hive } })).body as Data<
      { id: number; fileUrl: string; fileName: string }[]
    >;
    const file = files.data[0];
    expect(file?.fileName).toBe('浇筑记录.csv');
    const download = await call('downloadFile', {
      token: admin,
      query: { fileName: file?.fileName, path: file?.fileUrl },
    });
    expect(download.text).toBe('=1+1,绑扎记录\r\n');
    // The same download through a one-minute link that carries no session token.
    const link = (
      await call('createDownloadLink', {
        token: admin,
        json: { path: `/cytFile/downloadFile?fileName=x&path=${encodeURIComponent(file?.fileUrl ?? '')}` },
      })
    ).body as Data<{ url: string }>;
    expect(link.data.url).not.toContain(admin);
    expect(await (await fetch(`${h.server.url}${link.data.url}`)).text()).toBe('=1+1,绑扎记录\r\n');
    await call('deleteFile', { token: tokens.engineer, json: { file_id: file?.id, fileUrl: file?.fileUrl } });

    // Entries.
    const bins = (await call('getIdamIds', { token: admin, query: { search_value: '', c_area_id: 3 } }))
      .body as Data<{ c_id: number }[]>;
    await call('getLastOutletRecord', { token: admin, query: { c_id: 1, c_area: 1 } });
    await call('getLastOutletRecords', {
      token: admin,
      query: { c_area: 1, search_value: '', current_page: 1, page_size: 5 },
    });
    await call('countLastOutletRecords', { token: admin, query: { c_area: 1 } });
    await call('getReadings', { token: admin, query: { hive_other_id: 1, current_page: 1, page_size: 30 } });
    await call('getReadings', { token: admin, query: { hive_other_id: 2 } });
    expect(
      (
        (
          await call('addManualEntry', {
            token: tokens.engineer,
            json: {
              c_hiveotherid: 0,
              c_area: 2,
              c_when_acquire: h.clock.now() - 60_000,
              c_value: 118,
              c_hive_id: String(bins.data[0]?.c_id),
              c_who: 'engineer',
            },
          })
        ).body as Data
      ).data,
    ).toBe('added');

    // Reversal.
    await call('getAutoReverseLogs', {
      token: admin,
      query: { c_rack: rack.c_id, current_page: 1, page_size: 10 },
    });
    await call('countAutoReverseLogs', { token: admin, query: { c_rack: rack.c_id } });
    await call('getAutoReverseLogInfo', {
      token: admin,
      query: { c_rack: rack.c_id, c_loop: 1, current_page: 1, page_size: 10 },
    });
    const set = (
      await call('setAutoReverse', {
        token: admin,
        json: { c_cmd: 0, c_who: 'admin', c_cmd_value2: 12, c_when_issue: 30, c_auto_id: auto.c_id },
      })
    ).body as Data<{ result: number }>;
    expect(set.data.result).toBe(1);
    await call('setAutoReverse', {
      token: admin,
      json: { c_cmd: 1, c_who: 'admin', c_cmd_value: 1, c_auto_id: auto.c_id },
    });
    await call('getReverseData', { token: admin, query: { c_rack: rack.c_id } });
    const waiting = (
      await call('getReverseDataDetails', { token: admin, query: { c_rack: rack.c_id, c_loop: 1 } })
    ).body as Data<{ waiting: unknown }>;
    expect(waiting.data.waiting).not.toBeNull();

    // Pressure and weather.
    await call('getPressureTexts', { token: admin, query: { c_id: 1 } });
    await call('getPressures', { token: admin });
    await call('getPressureDetail', { token: admin, query: { c_id: 1 } });
    await call('getSolarRadiationMeters', { token: admin });
    const solar = (
      await call('getSolarRadiation', { token: admin, query: { startTime: now - 86_400, endTime: now } })
    ).body as Data<unknown[]>;
    expect(solar.data.length).toBeGreaterThan(100);

    // Warnings.
    const counts = (await call('getWarningCounts', { token: admin, query: { username: 'admin' } }))
      .body as Data<Record<string, number>>;
    expect(counts.data.gkj).toBeGreaterThan(0);
    for (const op of [
      'getGkjWarns',
      'getTempWarns',
      'getLoopWarns',
      'getTempStageWarns',
      'getDailyDecline',
      'getTempUnknown',
      'getTempControlChangeRange',
      'getTempTimeout',
    ]) {
      await call(op, { token: admin, query: { username: 'admin' } });
    }
    const flow = (await call('getLoopWarns', { token: admin, query: { c_type: 'loopUnknown' } }))
      .body as Data<{ c_id: number }[]>;
    const read = (await call('markWarningsRead', { token: admin, json: { ids: [flow.data[0]?.c_id ?? 0] } }))
      .body as Data<{ marked: number }>;
    expect(read.data.marked).toBe(1);
    for (const op of ['getCjkTempLists', 'getRcTempLists', 'getJzTempLists']) {
      await call(op, { token: admin, query: { username: 'admin', current_page: 1, page_size: 10 } });
    }
    for (const op of [
      'getSifaWarnList',
      'getCjkWarns',
      'getCjkHistoryWarns',
      'getRcWarns',
      'getRcHistoryWarns',
      'getJzWarns',
      'getJzHistoryWarns',
      'getIntempHiveWarnList',
      'getTempRangeWarnList',
    ]) {
      await call(op, { token: admin, query: { pageIndex: 1, pageSize: 10 } });
    }
    await call('getTempLoopDetailsByHive', { token: admin, query: { hive_id: hive } });

    // Reports.
    await call('exportMaxTempInfo', { token: admin, query: week });
    await call('getHivesMaxTempInfo', { token: admin, query: week });
    await call('exportWeekTempDiff', { token: admin, query: week });
    await call('getWeekStatement', { token: admin, query: week });
    await call('exportCoolingSituation', { token: admin, query: week });
    await call('exportDamControlData', { token: admin, query: week });
    await call('exportOutletEntryPouring', { token: admin, query: week });
    await call('getOutletEntryPouringData', { token: admin, query: week });
    await call('getOutletEntryPouringSummary', { token: admin, query: week });
    for (const type of ['maxTemp', 'weekDrop', 'outletEntryPouring', 'cooling', 'damControl']) {
      await call('getReport', { token: admin, query: { type, ...week } });
    }
    await call('getHiveList', { token: admin, query: { blocks: '6,7' } });
    const curve = (await call('getBlockTempCurve', { token: admin, query: { blocks: '6,7,8,9,10,11' } }))
      .body as Data<{ line: unknown[] }>;
    expect(curve.data.line).toHaveLength(6);
    await call('getLatestTemperature', { token: admin, query: { hive_ids: `${hive}` } });

    // Map.
    const map = (await call('getMapHives', { token: admin, query: {} })).body as Data<unknown[]>;
    expect(map.data.length).toBeGreaterThan(50);
    await call('getMapHives', { token: admin, query: { time: now - 86_400, area_id: 3 } });
    await call('getHoles', { token: admin });
    await call('getBlocks', { token: admin });
    await call('getBlockLines', { token: admin, query: { c_block: block } });
    for (const op of [
      'getMapFlow',
      'getMapSumFlow',
      'getMapHiveTemp',
      'getMapMaxTemp',
      'getMapTempDropRate',
      'getMapTempGap',
      'getMapHiveControlMode',
    ]) {
      await call(op, { token: admin, query: { area_id: 3 } });
    }
    await call('get2DWarnCount', { token: admin, query: { loop: 1, maxTemp: 1 } });

    // Aggregates and gradient.
    const aggregates = (await call('getAggregates', { token: admin })).body as Data<{ cid: number }[]>;
    await call('searchAggregates', { token: admin, query: { aggregateName: '料仓' } });
    await call('getAggregateDetail', { token: admin, query: { cId: aggregates.data[0]?.cid } });
    await call('getAllAggregateDetail', { token: admin, query: { cId: aggregates.data[0]?.cid } });
    await call('insertAggregateInfo', {
      token: tokens.engineer,
      json: {
        insertTemperature: 85,
        insertTime: now - 600,
        user: 'engineer',
        cId: aggregates.data[0]?.cid,
        typeId: 1,
        aggregateStage: 2,
      },
    });
    await call('getAggregateTypes', { token: admin });
    const meters = (await call('getGradientMeters', { token: admin })).body as Data<{ c_td_id: number }[]>;
    await call('getGradientData', { token: admin, query: { c_td_id: meters.data[0]?.c_td_id } });

    await call('getAuditLog', { token: admin, query: { pageIndex: 1, pageSize: 10 } });

    // Logout last: the token dies.
    await call('logout', { token: ownToken });
    expect((await call('getUserInfo', { token: ownToken })).status).toBe(401);

    const all = [...h.server.contract.operations.keys()];
    const missing = all.filter((id) => !h.covered.has(id));
    console.log(
      `contract: ${h.covered.size} of ${all.length} operations covered${missing.length ? `; missing ${missing.join(', ')}` : ''}`,
    );
    expect(missing).toEqual([]);
  });
});

describe('the seeded site is physically sane', () => {
  it('keeps every reading within bounds', () => {
    const hive = one<{ hi: number; lo: number }>('SELECT max(max) AS hi, min(min) AS lo FROM hive_data');
    expect(hive.hi).toBeLessThan(450);
    expect(hive.lo).toBeGreaterThan(-50);
    const temps = one<{ hi: number; lo: number }>(
      'SELECT max(temp) AS hi, min(temp) AS lo FROM temp_data WHERE temp NOT IN (0, 1000)',
    );
    expect(temps.hi).toBeLessThan(650);
    expect(temps.lo).toBeGreaterThan(-100);
    const max = one<{ m: number }>('SELECT max(max_temp) AS m FROM hives').m;
    expect(max).toBeLessThan(400);
    expect(max).toBeGreaterThan(200);
    const flows = one<{ hi: number; lo: number }>('SELECT max(flow) AS hi, min(flow) AS lo FROM loop_data');
    expect(flows.hi).toBeLessThanOrEqual(4000);
    expect(flows.lo).toBeGreaterThanOrEqual(-2);
  });

  it('warms the water in the pipes and cools the bays after their peak', () => {
    const water = one<{ warmer: number; n: number }>(
      'SELECT sum(out_temp >= in_temp) AS warmer, count(*) AS n FROM loop_data WHERE flow > 100',
    );
    expect(water.warmer / water.n).toBeGreaterThan(0.95);
    const cooled = one<{ n: number; below: number }>(
      'SELECT count(*) AS n, sum(c_new_temp < max_temp - 30) AS below FROM hives WHERE c_end < ? AND c_new_temp > 0',
      Math.floor(h.clock.now() / 1000) - 60 * 86_400,
    );
    expect(cooled.below / cooled.n).toBeGreaterThan(0.9);
  });

  it('has bays in every one of the seven stages and faults of every kind', () => {
    const now = Math.floor(h.clock.now() / 1000);
    const ages = h.server.db
      .prepare('SELECT (? - c_end) / 86400.0 AS age FROM hives WHERE rack_id IS NOT NULL')
      .all(now) as { age: number }[];
    const stages = new Set(ages.map((a) => [0, 21, 35, 60, 74, 100, 124].filter((s) => a.age >= s).length));
    expect(stages.size).toBe(7);
    const faults = (
      h.server.db.prepare('SELECT DISTINCT fault FROM channels').all() as { fault: string }[]
    ).map((f) => f.fault);
    expect(faults).toEqual(
      expect.arrayContaining(['stale', 'zero', 'unknown', 'flowUnknown', 'flowStopped']),
    );
    const racks = (h.server.db.prepare('SELECT DISTINCT fault FROM racks').all() as { fault: string }[]).map(
      (f) => f.fault,
    );
    expect(racks).toEqual(expect.arrayContaining(['none', 'offline', 'never']));
  });
});

describe('the site runs on its clock', () => {
  it('executes a waiting loop command after the cabinet delay and adds readings', async () => {
    const { call, tokens } = h;
    const rack = one<{ c_id: number }>(
      "SELECT c_id FROM racks WHERE kind = 'cooling' AND fault = 'none' ORDER BY c_id LIMIT 1",
    );
    const loop = one<{ c_loop: number }>(
      "SELECT c_loop FROM channels WHERE rack_id = ? AND kind = 'loop' AND hive_id IS NOT NULL ORDER BY c_loop DESC LIMIT 1",
      rack.c_id,
    );
    await call('issueLoopCommand', {
      token: tokens.admin,
      query: {
        cmd: 1,
        cmd_value: 1,
        cmd_value2: 18,
        from_who: 'admin',
        loop_id: loop.c_loop,
        rack_id: rack.c_id,
      },
    });
    const before = one<{ n: number }>('SELECT count(*) AS n FROM loop_data').n;
    h.clock.advance(20 * 60 * 1000);
    const control = (
      await call('getLoopControl', {
        token: tokens.admin,
        query: { loop_id: loop.c_loop, rack_id: rack.c_id },
      })
    ).body as Data<{ c_when_done: number | null; c_cmd: number }[]>;
    expect(control.data[0]?.c_when_done).toBeGreaterThan(0);
    const auto = (
      await call('getAutoLoops', { token: tokens.admin, query: { loop_id: 0, rack_id: rack.c_id } })
    ).body as Data<{ data: number[] }>;
    expect(auto.data.data).not.toContain(loop.c_loop);
    expect(one<{ n: number }>('SELECT count(*) AS n FROM loop_data').n).toBeGreaterThan(before);
  });
});

describe('read flags and live warnings', () => {
  type Warning = { c_id: number; c_type: string; readFlag: number; c_value?: number; c_when?: number };
  type Table = { code: number; total: number; tabledata: Warning[] };
  const counts = async (token: string) =>
    (
      (await h.call('getWarningCounts', { token, query: { username: 'ignored' } })).body as Data<
        Record<string, number>
      >
    ).data;
  const flowWarnings = async (token: string) =>
    ((await h.call('getLoopWarns', { token })).body as Data<Warning[]>).data;
  const table = async (op: string, token: string, pageSize = 1000) =>
    (await h.call(op, { token, query: { pageIndex: 1, pageSize } })).body as Table;
  const reads = () => one<{ n: number }>('SELECT count(*) AS n FROM warning_reads').n;

  it('marks a warning read for the signed-in user only: their dot and count fall, no one else’s', async () => {
    const a = h.tokens.engineer;
    const b = h.tokens.admin;
    const [mineBefore, othersBefore] = [await counts(a), await counts(b)];
    const othersUnread = new Set((await flowWarnings(b)).filter((w) => !w.readFlag).map((w) => w.c_id));
    const target = (await flowWarnings(a)).find((w) => !w.readFlag && othersUnread.has(w.c_id));
    if (!target) throw new Error('no flow warning unread by both users');

    const first = (await h.call('markWarningsRead', { token: a, json: { ids: [target.c_id] } }))
      .body as Data<{ marked: number }>;
    expect(first.data.marked).toBe(1);
    expect((await flowWarnings(a)).find((w) => w.c_id === target.c_id)?.readFlag).toBe(1);
    expect((await flowWarnings(b)).find((w) => w.c_id === target.c_id)?.readFlag).toBe(0);
    const kind = target.c_type;
    expect((await counts(a))[kind]).toBe((mineBefore[kind] ?? 0) - 1);
    expect(await counts(b)).toEqual(othersBefore);

    // Idempotent: a second mark (a retried request) changes nothing.
    const stored = reads();
    const again = (await h.call('markWarningsRead', { token: a, json: { ids: [target.c_id] } }))
      .body as Data<{ marked: number }>;
    expect(again.data.marked).toBe(0);
    expect(reads()).toBe(stored);
    expect((await counts(a))[kind]).toBe((mineBefore[kind] ?? 0) - 1);
  });

  it('marks all of one list read (real time and history) and the home badge falls to 0 for that user', async () => {
    const a = h.tokens.engineer;
    const b = h.tokens.admin;
    const othersBefore = await counts(b);
    const marked = (await h.call('markWarningsRead', { token: a, json: { all: 1, kinds: ['cjk'] } }))
      .body as Data<{ marked: number }>;
    expect(marked.data.marked).toBeGreaterThan(0);
    const mine = await counts(a);
    expect(mine.cjk).toBe(0);
    for (const op of ['getCjkWarns', 'getCjkHistoryWarns']) {
      const t = await table(op, a);
      expect(t.tabledata.length).toBeGreaterThan(0);
      expect(t.tabledata.every((w) => w.readFlag === 1)).toBe(true);
    }
    expect((await table('getRcWarns', a)).tabledata.some((w) => w.readFlag === 0)).toBe(true);
    expect((await counts(b)).cjk).toBe(othersBefore.cjk);
    expect((await table('getCjkWarns', b)).tabledata.some((w) => w.readFlag === 0)).toBe(true);
  });

  it('raises an outlet warning from a manual entry above its limit at once, and clears it to history', async () => {
    const e = h.tokens.engineer;
    const point = one<{ c_id: number }>(
      'SELECT c_id FROM hive_others WHERE c_area = 1 ORDER BY c_id LIMIT 1',
    );
    const before = (await counts(e)).cjk ?? 0;
    const now = h.clock.now();
    const entry = (v: number, at: number) =>
      h.call('addManualEntry', {
        token: e,
        json: {
          c_hiveotherid: point.c_id,
          c_area: 1,
          c_when_acquire: at,
          c_value: v,
          c_hive_id: '',
          c_who: 'engineer',
        },
      });
    expect((await entry(153, now)).status).toBe(200);
    const realtime = await table('getCjkWarns', e, 10);
    const raised = realtime.tabledata[0];
    expect(raised).toMatchObject({ c_type: 'cjk', c_value: 153, readFlag: 0 });
    const list = (await h.call('getCjkTempLists', { token: e, query: { current_page: 1, page_size: 10 } }))
      .body as Data<{ list: Warning[]; count: number }>;
    expect(list.data.list[0]?.c_id).toBe(raised?.c_id);
    expect((await counts(e)).cjk).toBe(before + 1);

    // A later reading of the point within the limit clears it: it moves to the history table.
    h.clock.advance(60_000);
    expect((await entry(85, now + 60_000)).status).toBe(200);
    expect((await table('getCjkWarns', e)).tabledata.map((w) => w.c_id)).not.toContain(raised?.c_id);
    expect((await table('getCjkHistoryWarns', e)).tabledata.map((w) => w.c_id)).toContain(raised?.c_id);
    expect((await counts(e)).cjk).toBe(before);
  });

  it('follows the simulator live: new readings raise and clear warnings, and none stands longer than a day', async () => {
    const a = h.tokens.admin;
    const before = one<{ n: number }>('SELECT count(*) AS n FROM other_data').n;
    h.clock.advance(2 * 3600 * 1000);
    const standing = await table('getCjkWarns', a);
    expect(one<{ n: number }>('SELECT count(*) AS n FROM other_data').n).toBeGreaterThan(before);
    const now = Math.floor(h.clock.now() / 1000);
    // Each outlet point: a standing warning exactly when its latest reading is above the limit.
    const points = h.server.db
      .prepare(
        `SELECT o.c_id, o.c_value FROM other_data o WHERE o.c_area = 1 AND o.c_when_acquire =
           (SELECT max(c_when_acquire) FROM other_data WHERE c_hiveotherid = o.c_hiveotherid)`,
      )
      .all() as { c_id: number; c_value: number }[];
    expect(points.length).toBeGreaterThan(0);
    const standingReadings = new Set(
      (
        h.server.db.prepare("SELECT reading_id FROM warnings WHERE kind = 'cjk' AND active = 1").all() as {
          reading_id: number;
        }[]
      ).map((r) => r.reading_id),
    );
    for (const p of points) expect(standingReadings.has(p.c_id)).toBe(p.c_value > 100);
    expect(standing.total).toBe(standingReadings.size);
    expect(standing.tabledata.every((w) => (w.c_when ?? 0) > now - 86_400)).toBe(true);
    expect((await counts(a)).cjk).toBeLessThanOrEqual(standing.total);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const a = h.tokens.engineer;
    const id = (await flowWarnings(a)).find((w) => !w.readFlag)?.c_id ?? 0;
    const rows = rowCounts(h.server.db);
    const cases: [unknown, RegExp | string][] = [
      [{}, 'say which warnings to mark read: ids, or all'],
      [{ ids: [] }, /ids must NOT have fewer than 1 items/],
      [{ ids: [id, 999_999_999] }, 'no such warning: 999999999'],
      [{ ids: ['x'] }, /ids\.0 must be integer/],
      [{ all: 1, ids: [id] }, 'send either ids or all, not both'],
      [{ all: 2 }, /all must be equal to one of the allowed values/],
      [{ all: 1, kinds: ['nothing'] }, /kinds\.0 must be equal to one of the allowed values/],
      [{ kinds: ['cjk'] }, 'kinds goes with all'],
      [{ ids: [id], readFlag: 1 }, /unexpected field readFlag/],
    ];
    for (const [json, message] of cases) {
      const r = await h.call('markWarningsRead', { token: a, json });
      expect(r.status, JSON.stringify(json)).toBe(400);
      expect((r.body as { message: string }).message).toMatch(message);
    }
    expect((await h.call('markWarningsRead', { token: null, json: { all: 1 } })).status).toBe(401);
    expect(rowCounts(h.server.db)).toEqual(rows);
  });
});

describe('cabinets that do not report', () => {
  it('keep a command waiting until a restart brings them back, then execute it', async () => {
    const { call, tokens } = h;
    const rack = one<{ c_id: number; c_site: string }>(
      "SELECT c_id, c_site FROM racks WHERE fault = 'offline' LIMIT 1",
    );
    const loop = one<{ c_loop: number }>(
      "SELECT c_loop FROM channels WHERE rack_id = ? AND kind = 'loop' AND hive_id IS NOT NULL LIMIT 1",
      rack.c_id,
    );
    await call('issueLoopCommand', {
      token: tokens.admin,
      query: {
        cmd: 1,
        cmd_value: 2,
        cmd_value2: 40,
        from_who: 'admin',
        loop_id: loop.c_loop,
        rack_id: rack.c_id,
      },
    });
    h.clock.advance(5 * 60 * 1000);
    const waiting = (
      await call('getLoopControl', {
        token: tokens.admin,
        query: { loop_id: loop.c_loop, rack_id: rack.c_id },
      })
    ).body as Data<{ c_when_done: number | null }[]>;
    expect(waiting.data[0]?.c_when_done).toBeNull();
    const warns = (await call('getGkjWarns', { token: tokens.admin })).body as Data<{ c_rack_id: number }[]>;
    expect(warns.data.map((w) => w.c_rack_id)).toContain(rack.c_id);
    await call('restartRack', { token: tokens.admin, query: { site: rack.c_site, text: rack.c_id } });
    h.clock.advance(2 * 60 * 1000);
    const done = (
      await call('getLoopControl', {
        token: tokens.admin,
        query: { loop_id: loop.c_loop, rack_id: rack.c_id },
      })
    ).body as Data<{ c_when_done: number | null }[]>;
    expect(done.data[0]?.c_when_done).toBeGreaterThan(0);
    const racks = (await call('getRack', { token: tokens.admin, query: { c_id: rack.c_id } })).body as Data<{
      heartTime: number;
    }>;
    expect(racks.data.heartTime).toBe(Math.floor(h.clock.now() / 1000));
  });

  it('switches a four-way valve by hand after the valve delay', async () => {
    const { call, tokens } = h;
    const rack = one<{ c_id: number }>(
      "SELECT c_id FROM racks WHERE kind = 'cooling' AND fault = 'none' ORDER BY c_id LIMIT 1",
    );
    const setting = one<{ c_id: number; c_loop: number }>(
      'SELECT c_id, c_loop FROM reverse_settings WHERE c_rack = ? AND c_loop = 10',
      rack.c_id,
    );
    await call('setAutoReverse', {
      token: tokens.admin,
      json: { c_cmd: 1, c_who: 'admin', c_cmd_value: 1, c_auto_id: setting.c_id },
    });
    h.clock.advance(60 * 1000);
    const logs = (
      await call('getAutoReverseLogInfo', {
        token: tokens.admin,
        query: { c_rack: rack.c_id, c_loop: 10, current_page: 1, page_size: 10 },
      })
    ).body as Data<{ list: { c_result: number | null; c_when_done: number | null }[] }>;
    expect(logs.data.list[0]).toMatchObject({ c_result: 1 });
    const data = (await call('getReverseData', { token: tokens.admin, query: { c_rack: rack.c_id } }))
      .body as Data<{ c_loop: number; c_cmd_value: number }[]>;
    expect(data.data.find((s) => s.c_loop === 10)?.c_cmd_value).toBe(1);
  });
});

describe('auth', () => {
  it('stores scrypt hashes, never the password or the client hash', () => {
    const row = one<{ pw_hash: string }>("SELECT pw_hash FROM users WHERE c_id = 'admin'");
    expect(row.pw_hash).not.toBe(md5Hex('damtherm-admin'));
    expect(row.pw_hash).not.toContain('damtherm');
  });

  it('issues random tokens with a 30-day life, never the user name', async () => {
    const r = (await h.call('login', { json: { username: 'admin', userpwd: md5Hex('damtherm-admin') } }))
      .body as Data<{ token: string }>;
    expect(r.data.token).not.toBe('admin');
    expect(r.data.token.length).toBeGreaterThanOrEqual(40);
    const t = one<{ created_at: number; expires_at: number }>(
      'SELECT created_at, expires_at FROM tokens WHERE token = ?',
      sha256Hex(r.data.token),
    );
    expect(t.expires_at - t.created_at).toBe(30 * 86_400);
  });

  it('refuses a wrong password and a pending account', async () => {
    const wrong = (await h.call('login', { json: { username: 'admin', userpwd: md5Hex('nope') } }))
      .body as Data;
    expect(wrong).toMatchObject({
      code: 400,
      msg: 'Please enter the correct username or password',
      data: null,
    });
    const pending = (
      await h.call('login', { json: { username: 'newhire', userpwd: md5Hex('damtherm-newhire') } })
    ).body as Data;
    expect(pending).toMatchObject({ msg: 'Waiting for administrator review' });
  });

  it('answers 401 without a token, with a bad one, with an expired one', async () => {
    expect((await h.call('getRacks', { query: { from_who: 'admin' } })).status).toBe(401);
    expect(
      (await h.call('getRacks', { token: 'not-a-token', query: { from_who: 'admin' } })).body,
    ).toMatchObject({ message: 'Token错误' });
    const r = (
      await h.call('login', { json: { username: 'engineer', userpwd: md5Hex('damtherm-engineer') } })
    ).body as Data<{ token: string }>;
    h.server.db
      .prepare('UPDATE tokens SET expires_at = ? WHERE token = ?')
      .run(Math.floor(h.clock.now() / 1000) - 1, sha256Hex(r.data.token));
    expect((await h.call('getUserInfo', { token: r.data.token })).status).toBe(401);
  });

  it('flags a duplicate user name', async () => {
    const r = await h.call('registerUser', {
      json: {
        api: 'api_register_sc',
        c_id: 'admin',
        c_name: 'x',
        c_mobile: '13700000001',
        c_group_id: 1,
        c_password: md5Hex('12345678'),
      },
    });
    expect(r.body).toMatchObject({ msg: 'Duplicate username' });
  });
});

describe('role checks', () => {
  it('answers 401 on every guarded operation without a valid token', async () => {
    for (const op of h.server.contract.operations.values()) {
      if (op.security !== 'token') continue;
      for (const token of [undefined, 'forged-token']) {
        const r = await h.call(op.operationId, { token: token ?? null });
        expect(r.status, op.operationId).toBe(401);
        expect(r.body).toMatchObject({ message: 'Token错误' });
      }
    }
  });

  it('keeps the administrator calls to administrators', async () => {
    for (const token of [h.tokens.engineer, h.tokens.visitor]) {
      expect((await h.call('getPendingUsers', { token })).body).toMatchObject({
        message: 'user is not an administrator',
      });
      expect((await h.call('approveUser', { token, query: { c_id: 'newhire' } })).status).toBe(403);
      expect(
        (await h.call('forWxCode', { token, query: { token: 'scan-state-abcdefgh', type: 1 } })).body,
      ).toMatchObject({
        message: 'user is not an administrator',
      });
    }
    expect(one<{ status: string }>("SELECT status FROM users WHERE c_id = 'newhire'").status).toBe('pending');
  });

  it('keeps cabinet operations to users with the main-power right, and the visitor read-only', async () => {
    const counts = rowCounts(h.server.db);
    const rack = one<{ c_id: number; c_site: string }>(
      "SELECT c_id, c_site FROM racks WHERE kind = 'cooling' ORDER BY c_id LIMIT 1",
    );
    const auto = one<{ c_id: number }>(
      'SELECT c_id FROM reverse_settings WHERE c_rack = ? LIMIT 1',
      rack.c_id,
    );
    const noRight = { message: 'No operation permission, please contact administrator' };
    const e = h.tokens.engineer;
    const v = h.tokens.visitor;
    expect(
      (await h.call('restartRack', { token: e, query: { site: rack.c_site, text: rack.c_id } })).body,
    ).toMatchObject(noRight);
    expect(
      (
        await h.call('setAutoReverse', {
          token: e,
          json: { c_cmd: 1, c_who: 'engineer', c_cmd_value: 0, c_auto_id: auto.c_id },
        })
      ).body,
    ).toMatchObject(noRight);
    const cmd = { cmd: 0, cmd_value: 1, cmd_value2: 1, from_who: 'visitor', loop_id: 1, rack_id: rack.c_id };
    expect((await h.call('issueLoopCommand', { token: v, query: cmd })).body).toMatchObject(noRight);
    expect(
      (
        await h.call('issueLoopCommandMyapi', {
          token: v,
          query: { ...cmd, rack_id: 0, loop_id: 0, textLoop: '1' },
        })
      ).status,
    ).toBe(403);
    const hive = one<{ c_id: number }>('SELECT c_id FROM hives LIMIT 1').c_id;
    expect(
      refusedFor(
        await h.call('addDetailRecord', {
          token: v,
          form: { c_hive_id: hive, c_what: 'x', c_who: 'visitor' },
        }),
      ),
    ).toBe(true);
    expect(
      refusedFor(
        await h.call('addManualEntry', {
          token: v,
          json: {
            c_hiveotherid: 1,
            c_area: 1,
            c_when_acquire: h.clock.now(),
            c_value: 90,
            c_hive_id: '',
            c_who: 'visitor',
          },
        }),
      ),
    ).toBe(true);
    expect(
      refusedFor(
        await h.call('insertAggregateInfo', {
          token: v,
          json: {
            insertTemperature: 85,
            insertTime: 1,
            user: 'visitor',
            cId: 1,
            typeId: 1,
            aggregateStage: 1,
          },
        }),
      ),
    ).toBe(true);
    const form = new FormData();
    form.set('hive_id', String(hive));
    form.set('file', new Blob(['x']), 'a.txt');
    expect(refusedFor(await h.call('uploadFile', { token: v, multipart: form }))).toBe(true);
    expect(
      refusedFor(await h.call('deleteFile', { token: v, json: { file_id: 1, fileUrl: `${hive}/a.txt` } })),
    ).toBe(true);
    expect(
      refusedFor(
        await h.call('changeOwnPassword', {
          token: v,
          query: { pw: md5Hex('damtherm-visitor'), password: md5Hex('12345678x'), from_who: 'visitor' },
        }),
      ),
    ).toBe(true);
    // Acting as someone else is refused too.
    expect(
      refusedFor(
        await h.call('postFeedback', { token: e, form: { c_what: 'x', c_who: 'admin' } }),
        'the user does not match the signed-in user',
      ),
    ).toBe(true);
    expect(rowCounts(h.server.db)).toEqual(counts);
  });
});

describe('bad input', () => {
  it('answers 400 with a clear message and writes nothing', async () => {
    const counts = rowCounts(h.server.db);
    const a = h.tokens.admin;
    const cases: [string, Parameters<Harness['call']>[1], RegExp | string][] = [
      [
        'issueLoopCommand',
        {
          token: a,
          query: { cmd: 1, cmd_value: 2, cmd_value2: 150, from_who: 'admin', loop_id: 1, rack_id: 1 },
        },
        'The opening must be from 1 to 100',
      ],
      [
        'issueLoopCommand',
        {
          token: a,
          query: { cmd: 1, cmd_value: 2, cmd_value2: 50, from_who: 'admin', loop_id: 99, rack_id: 1 },
        },
        /loop_id/,
      ],
      [
        'issueLoopCommandMyapi',
        {
          token: a,
          query: {
            cmd: 0,
            cmd_value: 1,
            cmd_value2: 1,
            from_who: 'admin',
            loop_id: 0,
            rack_id: 0,
            textLoop: '',
          },
        },
        'Please enter complete data',
      ],
      [
        'issueLoopCommand',
        { token: a, query: { cmd: 1, cmd_value: 1, from_who: 'admin', loop_id: 1, rack_id: 1 } },
        /cmd_value2 is required/,
      ],
      [
        'postFeedback',
        { token: a, form: { c_what: '   ', c_who: 'admin' } },
        'Feedback content cannot be empty',
      ],
      [
        'registerUser',
        {
          json: {
            api: 'api_register_sc',
            c_id: 'u2',
            c_name: 'n',
            c_mobile: '13700000002',
            c_group_id: 1,
            c_password: 'short',
          },
        },
        'The password must be at least 8 characters',
      ],
      [
        'registerUser',
        {
          json: {
            api: 'api_register_sc',
            c_id: 'u2',
            c_name: ' ',
            c_mobile: '13700000002',
            c_group_id: 1,
            c_password: md5Hex('12345678'),
          },
        },
        'Please enter your name',
      ],
      [
        'registerUser',
        { json: { api: 'wrong', c_id: 'u2', c_name: 'n', c_mobile: '1', c_group_id: 1, c_password: 'x' } },
        /api/,
      ],
      [
        'changePassword',
        { form: { user: 'admin', oldpass: md5Hex('a'), newpass: md5Hex('a') } },
        'The new password is the same as the old password',
      ],
      ['changeOwnPassword', { token: a, query: { pw: 'x', password: '', from_who: 'admin' } }, /password/],
      [
        'addManualEntry',
        {
          token: a,
          json: {
            c_hiveotherid: 1,
            c_area: 1,
            c_when_acquire: h.clock.now() + 3_600_000,
            c_value: 90,
            c_hive_id: '',
            c_who: 'admin',
          },
        },
        'Entry time is later than the current time',
      ],
      [
        'addManualEntry',
        {
          token: a,
          json: {
            c_hiveotherid: 0,
            c_area: 2,
            c_when_acquire: h.clock.now(),
            c_value: 90,
            c_hive_id: '1,2',
            c_who: 'admin',
          },
        },
        'Please choose one bay',
      ],
      [
        'addManualEntry',
        {
          token: a,
          json: {
            c_hiveotherid: 1,
            c_area: 3,
            c_when_acquire: h.clock.now(),
            c_value: 90,
            c_hive_id: '',
            c_who: 'admin',
          },
        },
        /c_area/,
      ],
      [
        'insertAggregateInfo',
        {
          token: a,
          json: {
            insertTemperature: 85,
            insertTime: Math.floor(h.clock.now() / 1000) + 3600,
            user: 'admin',
            cId: 1,
            typeId: 1,
            aggregateStage: 1,
          },
        },
        'Entry time is later than the current time',
      ],
      [
        'insertAggregateInfo',
        {
          token: a,
          json: {
            insertTemperature: '8.5',
            insertTime: 1,
            user: 'admin',
            cId: 1,
            typeId: 1,
            aggregateStage: 1,
          },
        },
        'Please enter a number',
      ],
      [
        'insertAggregateInfo',
        {
          token: a,
          json: {
            insertTemperature: 1e21,
            insertTime: 1,
            user: 'admin',
            cId: 1,
            typeId: 1,
            aggregateStage: 1,
          },
        },
        'The temperature must be from -50 to 100 °C',
      ],
      [
        'addManualEntry',
        {
          token: a,
          json: {
            c_hiveotherid: 1,
            c_area: 1,
            c_when_acquire: h.clock.now(),
            c_value: 1e21,
            c_hive_id: '',
            c_who: 'admin',
          },
        },
        'The temperature must be from -50 to 100 °C',
      ],
      [
        'addManualEntry',
        {
          token: a,
          json: {
            c_hiveotherid: 1,
            c_area: 1,
            c_when_acquire: h.clock.now(),
            c_value: 'abc',
            c_hive_id: '',
            c_who: 'admin',
          },
        },
        'Please enter a number',
      ],
      [
        'addManualEntry',
        {
          token: a,
          json: { c_hiveotherid: 1, c_area: 1, c_when_acquire: h.clock.now(), c_hive_id: '', c_who: 'admin' },
        },
        'Temperature value cannot be empty',
      ],
      [
        'setAutoReverse',
        { token: a, json: { c_cmd: 0, c_who: 'admin', c_cmd_value2: 0, c_when_issue: 0, c_auto_id: 1 } },
        'Please fill in the auto-reversal time',
      ],
      [
        'setAutoReverse',
        { token: a, json: { c_cmd: 0, c_who: 'admin', c_cmd_value2: 0, c_when_issue: 75, c_auto_id: 1 } },
        /c_when_issue/,
      ],
      ['searchAggregates', { token: a, query: { aggregateName: '' } }, /aggregateName/],
      ['getSolarRadiation', { token: a, query: { startTime: 2000, endTime: 1000 } }, /date/],
      ['getReport', { token: a, query: { type: 'nope', startTime: 1, endTime: 2 } }, /type/],
      ['addDetailRecord', { token: a, form: { c_hive_id: 'abc', c_what: 'x', c_who: 'admin' } }, /c_hive_id/],
      ['login', { json: { username: 'admin' } }, /userpwd is required/],
      ['deleteFile', { token: a, json: { file_id: 1, fileUrl: '../../etc/passwd' } }, 'invalid file path'],
      ['downloadFile', { token: a, query: { fileName: 'x', path: '1/../../secret' } }, 'invalid file path'],
    ];
    for (const [op, request, message] of cases) {
      const r = await h.call(op, request);
      expect(r.status, `${op} ${JSON.stringify(request)}`).toBe(400);
      expect((r.body as { message: string }).message).toMatch(message);
    }
    // A file name that would leave the data folder, and a file over the limit.
    const hive = one<{ c_id: number }>('SELECT c_id FROM hives LIMIT 1').c_id;
    const outside = new FormData();
    outside.set('hive_id', String(hive));
    outside.set('file', new Blob(['x']), '..');
    expect((await h.call('uploadFile', { token: a, multipart: outside })).status).toBe(400);
    const big = new FormData();
    big.set('hive_id', String(hive));
    big.set('file', new Blob([new Uint8Array(11 * 1024 * 1024)]), 'big.bin');
    expect((await h.call('uploadFile', { token: a, multipart: big })).status).toBe(413);
    // The legacy multiplexer: no api, unknown api.
    expect((await fetch(`${h.server.url}/myapi.php`)).status).toBe(400);
    expect((await fetch(`${h.server.url}/myapi.php?api=nope`)).status).toBe(404);
    expect(rowCounts(h.server.db)).toEqual(counts);
  });

  it('reads api from a form body too', async () => {
    const r = await fetch(`${h.server.url}/myapi.php?access_token=${h.tokens.engineer}`, {
      method: 'POST',
      body: new URLSearchParams({ api: 'api_post_feedback', c_what: '表单里的 api', c_who: 'engineer' }),
    });
    expect(await r.json()).toMatchObject({ code: 200 });
  });
});

describe('failures say their reason (ErrorReason), so a client never reads the message', () => {
  it('states the reason of the seeds’ known failures beside their message', async () => {
    const wrong = await h.call('login', { json: { username: 'admin', userpwd: md5Hex('nope') } });
    expect(wrong.body).toMatchObject({
      msg: 'Please enter the correct username or password',
      reason: 'loginFailed',
    });
    const pending = await h.call('login', {
      json: { username: 'newhire', userpwd: md5Hex('damtherm-newhire') },
    });
    expect(pending.body).toMatchObject({ msg: 'Waiting for administrator review', reason: 'waitingReview' });
    const duplicate = await h.call('registerUser', {
      json: {
        api: 'api_register_sc',
        c_id: 'admin',
        c_name: 'x',
        c_mobile: '13700000001',
        c_group_id: 1,
        c_password: md5Hex('12345678'),
      },
    });
    expect(duplicate.body).toMatchObject({ msg: 'Duplicate username', reason: 'duplicateUsername' });
    const notAdmin = await h.call('getPendingUsers', { token: h.tokens.engineer });
    expect(notAdmin.body).toMatchObject({ message: 'user is not an administrator', reason: 'notAdmin' });
    const rack = one<{ c_id: number }>("SELECT c_id FROM racks WHERE kind = 'cooling' ORDER BY c_id LIMIT 1");
    const visitorCommand = await h.call('issueLoopCommand', {
      token: h.tokens.visitor,
      query: { cmd: 0, cmd_value: 1, cmd_value2: 1, from_who: 'visitor', loop_id: 1, rack_id: rack.c_id },
    });
    expect(visitorCommand.body).toMatchObject({
      message: 'No operation permission, please contact administrator',
      reason: 'noPermission',
    });
  });

  it('names the loops a refused command did not reach', async () => {
    const rack = one<{ c_id: number }>(
      "SELECT r.c_id FROM racks r WHERE r.kind = 'cooling' AND (SELECT count(*) FROM channels c WHERE c.rack_id = r.c_id AND c.kind = 'loop') < 72 ORDER BY r.c_id LIMIT 1",
    );
    const missing = one<{ n: number }>(
      "SELECT max(c_loop) + 1 AS n FROM channels WHERE rack_id = ? AND kind = 'loop'",
      rack.c_id,
    ).n;
    const r = await h.call('issueLoopCommand', {
      token: h.tokens.engineer,
      query: {
        cmd: 1,
        cmd_value: 2,
        cmd_value2: 50,
        from_who: 'engineer',
        loop_id: missing,
        rack_id: rack.c_id,
      },
    });
    expect(r.body).toMatchObject({
      code: 500,
      errcode: 1,
      reason: 'loopCommandFailed',
      failedLoops: [missing],
    });
  });

  it('answers a broken validation rule with its message key and field', async () => {
    const r = await h.call('issueLoopCommand', {
      token: h.tokens.admin,
      query: { cmd: 1, cmd_value: 2, cmd_value2: 150, from_who: 'admin', loop_id: 1, rack_id: 1 },
    });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      message: 'The opening must be from 1 to 100',
      reason: 'validation',
      key: 'validation.loopCommand.openingRange',
      field: 'value',
    });
  });
});

describe('records in export mode (isExport=1) answer in the legacy export scale (part 1 §9)', () => {
  it('sends temperatures in hundredths and flow in tenths, the sentinels unscaled', async () => {
    const rack = one<{ c_id: number }>("SELECT c_id FROM racks WHERE kind = 'cooling' ORDER BY c_id LIMIT 1");
    const loop = one<{ c_loop: number }>(
      "SELECT c_loop FROM channels WHERE rack_id = ? AND kind = 'loop' AND hive_id IS NOT NULL ORDER BY c_loop LIMIT 1",
      rack.c_id,
    ).c_loop;
    const temp = one<{ c_loop: number }>(
      "SELECT c_loop FROM channels WHERE rack_id = ? AND kind = 'temp' AND hive_id IS NOT NULL ORDER BY c_loop LIMIT 1",
      rack.c_id,
    ).c_loop;
    const now = Math.floor(h.clock.now() / 1000);
    const range = { rack_id: rack.c_id, start: now - 6 * 3600, end: now };
    type LoopRow = {
      c_when_add: number;
      c_flow: number;
      c_in_temp: number | null;
      c_out_temp: number | null;
    };
    type TempRow = { c_when_add: number; c_temp: number | null };
    const records = async <T>(op: string, query: Record<string, number>) =>
      ((await h.call(op, { token: h.tokens.admin, query })).body as Data<T[]>).data;
    const list = await records<LoopRow>('getLoopRecords', { ...range, loop_id: loop });
    const exported = await records<LoopRow>('getLoopRecords', { ...range, loop_id: loop, isExport: 1 });
    expect(list.length).toBeGreaterThan(0);
    expect(exported.length).toBe(list.length);
    const byTime = new Map(list.map((r) => [r.c_when_add, r]));
    for (const e of exported) {
      const l = byTime.get(e.c_when_add) as LoopRow;
      expect(e.c_in_temp).toBe(l.c_in_temp === null ? null : l.c_in_temp * 10);
      expect(e.c_out_temp).toBe(l.c_out_temp === null ? null : l.c_out_temp * 10);
      expect(e.c_flow).toBe(l.c_flow < 0 ? l.c_flow : Math.round(l.c_flow / 10));
    }
    // The adapters read both to the same °C (and L/min to the export's 0.1 L/min).
    const { adaptLoopRecords, adaptThermometerRecords } = await import('../../src/domain/index.ts');
    const fromList = adaptLoopRecords(list);
    const fromExport = adaptLoopRecords(exported, 'export');
    expect(fromExport.map((r) => [r.inTemp, r.outTemp])).toEqual(fromList.map((r) => [r.inTemp, r.outTemp]));
    fromExport.forEach((r, i) => {
      const l = fromList[i]?.flow;
      if (r.flow.kind === 'value' && l?.kind === 'value')
        expect(Math.abs(r.flow.lpm - l.lpm)).toBeLessThan(0.051);
      else expect(r.flow).toEqual(l);
    });

    const tList = await records<TempRow>('getThermometerRecords', { ...range, loop_id: temp });
    const tExport = await records<TempRow>('getThermometerRecords', { ...range, loop_id: temp, isExport: 1 });
    expect(tExport.map((r) => r.c_temp)).toEqual(
      tList.map((r) => (r.c_temp === null ? null : r.c_temp * 10)),
    );
    expect(adaptThermometerRecords(tExport, 'export')).toEqual(adaptThermometerRecords(tList));
  });
});
