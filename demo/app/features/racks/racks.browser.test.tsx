import { describe, expect, it } from 'vitest';
import { type CsvLabels, loopRecordsCsv, thermometerRecordsCsv } from './csv';
import { detailBack, keepDetailQuery } from './detailBack';
import { ambientPath, coolerGoPath, loopCtrlPath, parseAmbientSegment, wholeNumber } from './paths';

const labels = (header: string[]): CsvLabels => ({
  header,
  notCollected: '未采集',
  unknown: '未知',
  stopped: '停水',
});

describe('detail back target', () => {
  it('goes to the temperature warnings with from3=tempWarns', () => {
    expect(detailBack(new URLSearchParams('from3=tempWarns&from=12'), '/tab/racksId/1/temps')).toEqual({
      href: '/message/tempWarns',
      fallback: '/tab/racksId/1/temps',
    });
  });

  it("goes to the bay it came from, with the bay detail's own from and other", () => {
    expect(detailBack(new URLSearchParams('from=88&from2=3&other=5&name=x'), '/l').href).toBe(
      '/areas/hives?id=88&from=3&other=5',
    );
    expect(detailBack(new URLSearchParams('from=88'), '/l').href).toBe('/areas/hives?id=88');
  });

  it('goes back in history otherwise, to the list when opened directly', () => {
    expect(detailBack(new URLSearchParams('name=3%23'), '/tab/racksId/1/loops')).toEqual({
      href: null,
      fallback: '/tab/racksId/1/loops',
    });
  });

  it('keeps the five parameters and drops the rest', () => {
    expect(keepDetailQuery(new URLSearchParams('from=1&x=2&name=a b&from3=tempWarns'))).toBe(
      '?from=1&name=a+b&from3=tempWarns',
    );
    expect(keepDetailQuery(new URLSearchParams(''))).toBe('');
  });
});

describe('paths', () => {
  it('builds the seed routes', () => {
    expect(loopCtrlPath(3, 0)).toBe('/tab/racksId/3/loops/0/loopctrl');
    expect(coolerGoPath(1, 5, 17)).toBe('/tab/coolergo/1/5/17');
    expect(ambientPath('9', '2-QX02')).toBe('/tempsData/racksId/9/temps/2-QX02');
  });

  it('reads {loop} and {loop}-{dtu}', () => {
    expect(parseAmbientSegment('12')).toEqual({ loop: 12, dtu: null });
    expect(parseAmbientSegment('2-QX02')).toEqual({ loop: 2, dtu: 'QX02' });
    expect(parseAmbientSegment('x')).toBeNull();
    expect(wholeNumber('07')).toBe(7);
    expect(wholeNumber('-1')).toBeNull();
    expect(wholeNumber(undefined)).toBeNull();
  });
});

describe('CSV export', () => {
  const at = Date.UTC(2026, 10, 20, 2, 0, 0); // 10:00 in Shanghai
  it('writes loop records oldest first, in the site zone, in the units and rounding shown, with a BOM and CRLF', () => {
    const csv = loopRecordsCsv(
      [
        {
          at,
          flow: { kind: 'value', lpm: 0.666 },
          inTemp: { kind: 'value', celsius: 9.6 },
          outTemp: { kind: 'notCollected' },
          opening: 30,
        },
        {
          at: at - 600_000,
          flow: { kind: 'stopped' },
          inTemp: { kind: 'unknown' },
          outTemp: { kind: 'value', celsius: 17.25 },
          opening: 100,
        },
      ],
      labels(['时间', '流量(L/min)', '进水温度(°C)', '出水温度(°C)', '开度(%)']),
      'Asia/Shanghai',
    );
    expect(csv.startsWith('\uFEFF时间,流量(L/min),')).toBe(true);
    expect(csv.split('\r\n')).toEqual([
      '\uFEFF时间,流量(L/min),进水温度(°C),出水温度(°C),开度(%)',
      '2026-11-20 09:50:00,停水,未知,17.25,100',
      // A flow as the table shows it: 2 decimals, always written (0.67, never 0.7).
      '2026-11-20 10:00:00,0.67,9.6,未采集,30',
      '',
    ]);
  });

  it('writes thermometer records and quotes a header with a comma', () => {
    const csv = thermometerRecordsCsv(
      [{ at, temp: { kind: 'value', celsius: -1.5 } }],
      labels(['Time', 'Temperature, °C']),
      'UTC',
    );
    expect(csv).toBe('\uFEFFTime,"Temperature, °C"\r\n2026-11-20 02:00:00,-1.5\r\n');
  });
});
