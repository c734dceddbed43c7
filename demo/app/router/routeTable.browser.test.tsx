import { describe, expect, it } from 'vitest';
import { safeRedirect } from '../session/session';
import { app } from '../texts/app';
import { loginRedirectUrl } from './guard';
import { routeAccess, routeTable, TAB_BAR_PATHS } from './routeTable';
import { metaForPath, transitionDirection } from './transitions';

/** Every route of part 2 §2.1 and part 1 §2, as the seeds write them (parameters filled in). */
const SEED_PATHS = [
  '/login',
  '/register',
  '/wxcode',
  '/main',
  '/main_new',
  '/welcome',
  '/weather',
  '/404',
  '/tab/coolercontrol/0',
  '/tab/coolergo/3/12/7',
  '/tab/racksId/3/auto_reversal',
  '/tab/temperatureGradient',
  '/tab/temperatureGradientCure',
  '/tab/pressure',
  '/tab/pressureDetails',
  '/tab/map',
  '/tab/otherMap/3',
  '/map',
  '/tab/outdata',
  '/hives/temp_chart/101',
  '/hives/echart_temp_chart/101',
  '/tab/racks',
  '/tab/racksId/3',
  '/tab/racksId/3/loops',
  '/tab/racksId/3/temps',
  '/tab/racksId/3/loops/12',
  '/tab/racksId/3/temps/12',
  '/tab/racksId/3/loops/12/loopctrl',
  '/tempsData/racksId/3/temps/4',
  '/tempsData/racksId/3/temps/4-2',
  '/areas/main',
  '/areas/pier/0',
  '/areas/hives',
  '/areas/info_list',
  '/areas/temploopDetails',
  '/areas/aggregate',
  '/areas/aggregateDetail',
  '/setting',
  '/check/user',
  '/feedback',
  '/hivedeal',
  '/temperature/temp_list',
  '/temperature/temp/9',
  '/temperature/temp/cjk_temp_id/9',
  '/temperature/temp/rc_temp_id/2',
  '/temperature/temp/jz_temp_id/4',
  '/temperature/solarRadiationMeter',
  '/message/main',
  '/message/messages',
  ...[
    'sifaWarns',
    'gkjWarns',
    'tempWarns',
    'stageTemp',
    'loopWarns',
    'cjkWarns',
    'rcWarns',
    'jzWarns',
    'dailyDecline',
    'tempUnknown',
    'tempTimeout',
    'tempControlChangeRange',
    'intempBiggerHivetemp',
    'inTempRange',
  ].map((name) => `/message/${name}`),
  '/reportAnalys',
  '/tempduibi',
];

describe('the route table', () => {
  it('holds every route of the seeds, each with a depth 0–8 and a title in both languages', () => {
    for (const path of SEED_PATHS) {
      const meta = metaForPath(path);
      expect(meta, path).not.toBeNull();
      if (!meta) continue;
      expect(meta.depth, path).toBeGreaterThanOrEqual(0);
      expect(meta.depth, path).toBeLessThanOrEqual(8);
      expect(app.zh.route[meta.id].length, path).toBeGreaterThan(0);
      expect(app.en.route[meta.id].length, path).toBeGreaterThan(0);
    }
    expect(new Set(routeTable.map((r) => r.id)).size).toBe(routeTable.length);
    expect(new Set(routeTable.map((r) => r.path)).size).toBe(routeTable.length);
  });

  it('resolves each path to the right route', () => {
    expect(metaForPath('/tab/racksId/3/loops/12/loopctrl')?.id).toBe('loopCtrl');
    expect(metaForPath('/tab/racksId/3/auto_reversal')?.id).toBe('autoReversal');
    expect(metaForPath('/temperature/temp/9')?.id).toBe('temp');
    expect(metaForPath('/temperature/temp/rc_temp_id/2')?.id).toBe('tempKind');
    expect(metaForPath('/nowhere')).toBeNull();
  });

  it('shows the tab bar on the four tab roots only', () => {
    expect(routeTable.filter((r) => 'tabBar' in r && r.tabBar).map((r) => r.path)).toEqual(
      expect.arrayContaining([...TAB_BAR_PATHS]),
    );
    expect(routeTable.filter((r) => 'tabBar' in r && r.tabBar)).toHaveLength(4);
  });

  it('lets only /login and /register (and the WeChat callback) open without a login', () => {
    const url = (p: string) => new URL(p, 'http://site.example');
    const open = routeTable.filter((r) => routeAccess(r, url(r.path)) !== 'user').map((r) => r.path);
    expect(open.sort()).toEqual(['/login', '/register']);
    const wx = metaForPath('/wxcode');
    expect(wx && routeAccess(wx, url('/wxcode?code=abc&state=x'))).toBe('public');
    expect(wx && routeAccess(wx, url('/wxcode?state=x'))).toBe('public');
    expect(wx && routeAccess(wx, url('/wxcode?token=abcdefgh'))).toBe('user');
    expect(routeAccess(metaForPath('/login')!, url('/login'))).toBe('guest');
  });

  it('slides forward into deeper routes and back out of them', () => {
    expect(transitionDirection('/main_new', '/tab/racks')).toBe('forward');
    expect(transitionDirection('/tab/racksId/3/loops/1', '/tab/racksId/3')).toBe('back');
    expect(transitionDirection('/main_new', '/setting')).toBe('none');
  });

  it('builds the login redirect and accepts only paths of this app after login', () => {
    expect(loginRedirectUrl('/tab/racks')).toBe('/login?redirect=/tab/racks');
    expect(loginRedirectUrl('/wxcode?token=a&b=c')).toBe('/login?redirect=/wxcode%3Ftoken%3Da%26b%3Dc');
    expect(safeRedirect('/tab/racks')).toBe('/tab/racks');
    expect(safeRedirect('/wxcode?token=abc')).toBe('/wxcode?token=abc');
    for (const bad of [
      null,
      '',
      'https://evil.example/',
      '//evil.example',
      '/\\evil',
      '/login',
      'tab/racks',
    ]) {
      expect(safeRedirect(bad)).toBe('/main_new');
    }
  });
});
