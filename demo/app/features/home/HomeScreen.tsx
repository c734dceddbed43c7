import {
  Button,
  ChangePasswordDialog,
  type ChangePasswordValues,
  HomeGrid,
  type HomeGridSection,
  Icon,
  LanguageSwitch,
  useChangeOwnPassword,
  useDamTranslation,
  useWeatherStations,
} from 'damtherm';
import type { WeatherStation } from 'damtherm/domain';
import { formatNumber, homeWarningBadge } from 'damtherm/domain';
import { useState } from 'react';
import { useApp } from '../../AppContext';
import { useSessionMainPower, useSessionWarningCounts, useWriteRefusal } from '../../api/account';
import { changeOwnPasswordWith } from '../../api/password';
import { switchLanguage } from '../../session/language';
import { useSession } from '../../session/useSession';
import { useRouteMeta } from '../../shell/useRouteMeta';
import { Banner } from './Banner';
import { Clock } from './Clock';
import * as styles from './HomeScreen.css';

/** The first ambient temperature the stations report, °C, or null when none does. */
function ambientTemperature(stations: readonly WeatherStation[] | undefined): number | null {
  for (const station of stations ?? []) {
    if (station.temp.kind === 'value') return station.temp.celsius;
  }
  return null;
}

/**
 * The home screen (workbench), /main_new and /main (part 1 §2, part 2 §2.2): greeting, site clock (1 s),
 * language popup, power flag for main power, change-password dialog, the banner (3 s), the tiles and the
 * three shortcut sections with the warning badge (outlet + entry + pouring warnings, part 2 §9).
 */
export function HomeScreen() {
  const { t, language } = useDamTranslation();
  const { notify } = useApp();
  const session = useSession();
  const meta = useRouteMeta();
  const power = useSessionMainPower();
  const passwordRefusal = useWriteRefusal('operate');
  const counts = useSessionWarningCounts();
  const weather = useWeatherStations({ refreshInterval: 120_000 });
  const changeOwnPassword = useChangeOwnPassword();
  const [changing, setChanging] = useState(false);

  const badge = homeWarningBadge(counts.data ?? null);
  const ambient = ambientTemperature(weather.data);

  const sections: HomeGridSection[] = [
    {
      id: 'tiles',
      title: t('home.tiles.label'),
      layout: 'tiles',
      items: [
        {
          id: 'areas',
          label: t('home.tiles.areas'),
          href: '/areas/main',
          icon: 'areas',
          description: t('home.tiles.areasText'),
        },
        {
          id: 'racks',
          label: t('home.tiles.racks'),
          href: '/tab/racks',
          icon: 'cabinet',
          description: t('home.tiles.racksText'),
        },
        {
          id: 'weather',
          label: t('home.tiles.weather'),
          href: '/weather',
          icon: 'weather',
          value:
            ambient === null
              ? t('home.tiles.weatherNone')
              : t('home.tiles.weatherValue', { value: formatNumber(ambient, language, 1) }),
        },
        {
          id: 'feedback',
          label: t('home.tiles.feedback'),
          href: '/feedback',
          icon: 'feedback',
          description: t('home.tiles.feedbackText'),
        },
      ],
    },
    {
      id: 'quick',
      title: t('home.quick.label'),
      items: [
        { id: 'hiveList', label: t('home.quick.hiveList'), href: '/areas/pier/0', icon: 'list' },
        { id: 'hiveDeal', label: t('home.quick.hiveDeal'), href: '/hivedeal', icon: 'wrench' },
        { id: 'map', label: t('home.quick.map'), href: '/map', icon: 'cube' },
        { id: 'aggregate', label: t('home.quick.aggregate'), href: '/areas/aggregate', icon: 'aggregate' },
        { id: 'settings', label: t('home.quick.settings'), href: '/setting', icon: 'settings' },
      ],
    },
    {
      id: 'bins',
      title: t('home.sections.bins'),
      items: [
        { id: 'racks', label: t('home.shortcuts.racks'), href: '/tab/racks', icon: 'cabinet' },
        { id: 'tabMap', label: t('home.shortcuts.tabMap'), href: '/tab/map', icon: 'map2d' },
        { id: 'areas', label: t('home.shortcuts.areas'), href: '/areas/main', icon: 'areas' },
        { id: 'pier', label: t('home.shortcuts.pier'), href: '/areas/pier/0', icon: 'list' },
        { id: 'otherMap', label: t('home.shortcuts.otherMap'), href: '/tab/otherMap/3', icon: 'map2d' },
        { id: 'outdata', label: t('home.shortcuts.outdata'), href: '/tab/outdata', icon: 'export' },
      ],
    },
    {
      id: 'materials',
      title: t('home.sections.materials'),
      items: [
        {
          id: 'aggregate',
          label: t('home.shortcuts.aggregate'),
          href: '/areas/aggregate',
          icon: 'aggregate',
        },
        {
          id: 'outlet',
          label: t('home.shortcuts.outlet'),
          href: '/temperature/temp_list?to=cjk_temp_id',
          icon: 'outlet',
        },
        {
          id: 'entry',
          label: t('home.shortcuts.entry'),
          href: '/temperature/temp/rc_temp_id/2',
          icon: 'entry',
        },
        {
          id: 'pouring',
          label: t('home.shortcuts.pouring'),
          href: '/temperature/temp/jz_temp_id/4',
          icon: 'pouring',
        },
        {
          id: 'coolerControl',
          label: t('home.shortcuts.coolerControl'),
          href: '/tab/coolercontrol/0',
          icon: 'reversal',
        },
        {
          id: 'solar',
          label: t('home.shortcuts.solar'),
          href: '/temperature/solarRadiationMeter',
          icon: 'sun',
        },
        {
          id: 'gradient',
          label: t('home.shortcuts.gradient'),
          href: '/tab/temperatureGradient',
          icon: 'gradient',
        },
        { id: 'pressure', label: t('home.shortcuts.pressure'), href: '/tab/pressure', icon: 'gauge' },
      ],
    },
    {
      id: 'monitoring',
      title: t('home.sections.monitoring'),
      items: [
        { id: 'weather', label: t('home.shortcuts.weather'), href: '/weather', icon: 'weather' },
        { id: 'report', label: t('home.shortcuts.report'), href: '/reportAnalys', icon: 'report' },
        { id: 'compare', label: t('home.shortcuts.compare'), href: '/tempduibi', icon: 'compare' },
        {
          id: 'messages',
          label: t('home.shortcuts.messages'),
          href: '/message/messages',
          icon: 'bell',
          badge,
          badgeLabel: t('home.badge', { count: badge }),
        },
      ],
    },
  ];

  const changePassword = (values: ChangePasswordValues) =>
    changeOwnPasswordWith(changeOwnPassword.trigger, session?.loginId ?? '', values, t);

  return (
    <div className={styles.home}>
      <header className={styles.top}>
        <div className={styles.topRow}>
          <div className={styles.hello}>
            <h1 className={styles.title}>{t(`app.route.${meta?.id ?? 'mainNew'}`)}</h1>
            <p className={styles.greeting}>{t('home.greeting', { name: session?.userName ?? '' })}</p>
          </div>
          <LanguageSwitch onChange={switchLanguage} />
        </div>
        <div className={styles.statusRow}>
          <Clock />
          <div className={styles.statusActions}>
            {power.data ? (
              <span className={styles.power} title={t('home.powerFlagHint')} data-testid="power-flag">
                <Icon name="power" size={18} />
                {t('home.powerFlag')}
              </span>
            ) : null}
            <Button variant="secondary" size="sm" onPress={() => setChanging(true)}>
              <Icon name="key" size={18} />
              {t('home.changePassword')}
            </Button>
          </div>
        </div>
      </header>
      <main id="main" className={styles.content}>
        <Banner />
        <HomeGrid sections={sections} />
      </main>
      <ChangePasswordDialog
        isOpen={changing}
        onOpenChange={setChanging}
        onSubmit={changePassword}
        refusal={passwordRefusal}
        onSuccess={(message) => notify(message, 'success')}
      />
    </div>
  );
}
