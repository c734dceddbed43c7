import type { ReactNode } from 'react';
import { formatValue } from '../../components/charts/core/format';
import { SiteTime } from '../../components/ui/SiteTime';
import { coolingRateText } from '../../domain/coolingRate';
import { formatNumber } from '../../domain/number';
import {
  formatSiteDate,
  formatSiteDateTime,
  formatSiteMonthDayTime,
  SITE_TIME_ZONE,
} from '../../domain/time';
import { UNIT_RULES, unitValueText } from '../../domain/unitRules';
import { flowReading, pressureMPa, tempReading } from '../../domain/units';
import { damTexts } from '../../i18n/damTexts';
import type { Language } from '../../i18n/language';
import { bay } from '../../i18n/messages/bay';
import { chart } from '../../i18n/messages/chart';
import { common } from '../../i18n/messages/common';
import { loop } from '../../i18n/messages/loop';
import { createTranslate, type DamT } from '../../i18n/translator';
import { useDamLanguage } from '../../i18n/useDamLanguage';
import * as styles from './foundations.css';
import { glossary, glossaryWord } from './glossary';
import { Scroller } from './Scroller';

const texts = damTexts({ bay, chart, common, loop });
const languageTag: Record<Language, string> = { zh: 'zh-CN', en: 'en' };

/** A temperature as the lists write it (LoopList, WarningList): a value, not collected, or unknown. */
function temperatureText(raw: number, t: DamT, language: Language): string {
  const reading = tempReading(raw);
  if (reading.kind === 'notCollected') return t('common.notCollected');
  if (reading.kind === 'unknown') return t('common.unknown');
  return t('loop.unit.celsius', { value: formatNumber(reading.celsius, language, 2, 1) });
}

/** A flow as the lists write it: a value with two decimals, unknown, or water stopped. */
function flowText(raw: number, t: DamT, language: Language): string {
  const reading = flowReading(raw);
  if (reading.kind === 'stopped') return t('loop.flowState.stopped');
  if (reading.kind === 'unknown') return t('loop.flowState.unknown');
  return t('loop.unit.flow', { value: formatNumber(reading.lpm, language, 2, 2) });
}

interface Example {
  what: string;
  given: string;
  written: ReactNode;
  by: string;
}

function ExampleTable({ rows, language }: { rows: readonly Example[]; language: Language }) {
  const zh = language === 'zh';
  return (
    <Scroller label={zh ? '示例' : 'Examples'}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th className={styles.headCell} scope="col">
              {zh ? '内容' : 'What'}
            </th>
            <th className={styles.headCell} scope="col">
              {zh ? '输入' : 'Given'}
            </th>
            <th className={styles.headCell} scope="col">
              {zh ? '显示为' : 'Written'}
            </th>
            <th className={styles.headCell} scope="col">
              {zh ? '由谁写出' : 'Written by'}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.what} ${row.given}`}>
              <th className={styles.cell} scope="row">
                {row.what}
              </th>
              <td className={`${styles.cell} ${styles.code}`}>{row.given}</td>
              <td className={styles.cell} lang={languageTag[language]}>
                <strong>{row.written}</strong>
              </td>
              <td className={`${styles.cell} ${styles.code} ${styles.muted}`}>{row.by}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Scroller>
  );
}

/** The product's words in both languages (the toolbar's language first), from the messages the screens show. */
export function Glossary() {
  const language = useDamLanguage();
  const order: Language[] = language === 'zh' ? ['zh', 'en'] : ['en', 'zh'];
  const zh = language === 'zh';
  return (
    <Scroller label={zh ? '术语表' : 'Glossary'}>
      <table className={styles.table}>
        <thead>
          <tr>
            {order.map((l) => (
              <th key={l} className={styles.headCell} scope="col">
                {common[language].languageNames[l]}
              </th>
            ))}
            <th className={styles.headCell} scope="col">
              {zh ? '含义' : 'Meaning'}
            </th>
            <th className={styles.headCell} scope="col">
              {zh ? '代码中' : 'In code'}
            </th>
            <th className={styles.headCell} scope="col">
              {zh ? '旧名称（不出现在界面上）' : 'Legacy names (never in a text)'}
            </th>
          </tr>
        </thead>
        <tbody>
          {glossary.map((term) => (
            <tr key={term.key}>
              {order.map((l, i) =>
                i === 0 ? (
                  <th key={l} className={`${styles.cell} ${styles.word}`} scope="row" lang={languageTag[l]}>
                    {glossaryWord(term.key, l)}
                  </th>
                ) : (
                  <td key={l} className={`${styles.cell} ${styles.word}`} lang={languageTag[l]}>
                    {glossaryWord(term.key, l)}
                  </td>
                ),
              )}
              <td className={styles.cell} lang={languageTag[language]}>
                {term.meaning[language]}
              </td>
              <td className={`${styles.cell} ${styles.code}`}>{term.code ?? ''}</td>
              <td className={`${styles.cell} ${styles.muted}`}>{term.legacy ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Scroller>
  );
}

/** Units and missing readings, written by the domain formatters and the messages the lists use. */
export function UnitExamples() {
  const language = useDamLanguage();
  const t = createTranslate(texts, language);
  const zh = language === 'zh';
  const rows: Example[] = [
    {
      what: zh ? '温度' : 'Temperature',
      given: 'raw 124',
      written: temperatureText(124, t, language),
      by: 'tempReading · loop.unit.celsius',
    },
    {
      what: zh ? '温度' : 'Temperature',
      given: 'raw 0',
      written: temperatureText(0, t, language),
      by: 'tempReading · common.notCollected',
    },
    {
      what: zh ? '温度' : 'Temperature',
      given: 'raw 1000',
      written: temperatureText(1000, t, language),
      by: 'tempReading · common.unknown',
    },
    {
      what: zh ? '流量' : 'Flow',
      given: 'raw 2080',
      written: flowText(2080, t, language),
      by: 'flowReading · loop.unit.flow',
    },
    {
      what: zh ? '流量' : 'Flow',
      given: 'raw -2',
      written: flowText(-2, t, language),
      by: 'flowReading · loop.flowState.stopped',
    },
    {
      what: zh ? '流量' : 'Flow',
      given: 'raw -1',
      written: flowText(-1, t, language),
      by: 'flowReading · loop.flowState.unknown',
    },
    {
      what: zh ? '压力' : 'Pressure',
      given: 'raw 415',
      written: `${unitValueText(pressureMPa(415) ?? 0, 'MPa')} MPa`,
      by: 'pressureMPa · unitValueText',
    },
    {
      what: zh ? '开度' : 'Opening',
      given: '30',
      written: t('loop.unit.percent', { value: 30 }),
      by: 'loop.unit.percent',
    },
    {
      what: zh ? '降温速率' : 'Cooling rate',
      given: '0.4812',
      written: t('bay.unit.perDay', { value: coolingRateText(0.4812) }),
      by: 'coolingRateText · bay.unit.perDay',
    },
    {
      what: zh ? '太阳辐射' : 'Solar radiation',
      given: '612.4',
      written: `${unitValueText(612.4, 'W/m²')} W/m²`,
      by: 'unitValueText',
    },
    {
      what: zh ? '累计流量' : 'Total flow',
      given: '1234.56',
      written: `${unitValueText(1234.56, 'm³')} m³`,
      by: 'unitValueText',
    },
    {
      what: zh ? '高程' : 'Elevation',
      given: '612.5',
      written: t('bay.unit.metres', { value: formatNumber(612.5, language, 1) }),
      by: 'formatNumber · bay.unit.metres',
    },
    {
      what: zh ? '龄期' : 'Age',
      given: '1, 12',
      written: `${t('bay.unit.days', { count: 1 })}, ${t('bay.unit.days', { count: 12 })}`,
      by: 'bay.unit.days',
    },
    {
      what: zh ? '图表提示中的空缺' : 'A gap in a chart tooltip',
      given: 'NaN',
      written: formatValue(Number.NaN, language, 2, '°C', t('chart.plot.notCollected')),
      by: 'formatValue · chart.plot.notCollected',
    },
  ];
  return <ExampleTable rows={rows} language={language} />;
}

/** A fixed instant: 2026-11-29 02:05:09 UTC, 10:05 on a site in China. */
const INSTANT = Date.UTC(2026, 10, 29, 2, 5, 9);

/** Dates and times as every screen writes them: numeric, year first, in the site's time zone. */
export function DateExamples() {
  const language = useDamLanguage();
  const zh = language === 'zh';
  const iso = new Date(INSTANT).toISOString();
  const rows: Example[] = [
    {
      what: zh ? '日期时间' : 'Date and time',
      given: iso,
      written: formatSiteDateTime(INSTANT),
      by: `formatSiteDateTime (${SITE_TIME_ZONE})`,
    },
    {
      what: zh ? '含秒' : 'With seconds',
      given: iso,
      written: formatSiteDateTime(INSTANT, SITE_TIME_ZONE, { seconds: true }),
      by: 'formatSiteDateTime seconds',
    },
    { what: zh ? '日期' : 'Date', given: iso, written: formatSiteDate(INSTANT), by: 'formatSiteDate' },
    {
      what: zh ? '图表刻度与提示' : 'Chart ticks and tooltips',
      given: iso,
      written: formatSiteMonthDayTime(INSTANT),
      by: 'formatSiteMonthDayTime',
    },
    { what: zh ? '组件' : 'Component', given: iso, written: <SiteTime value={INSTANT} />, by: '<SiteTime>' },
    {
      what: zh ? '没有时间' : 'No time',
      given: 'null',
      written: <SiteTime value={null} />,
      by: '<SiteTime> fallback',
    },
    {
      what: zh ? '另一时区的工地' : 'A site in another zone',
      given: `${iso}, UTC`,
      written: formatSiteDateTime(INSTANT, 'UTC'),
      by: "formatSiteDateTime(…, 'UTC')",
    },
  ];
  return <ExampleTable rows={rows} language={language} />;
}

/** Decimals per unit (UNIT_RULES) and how numbers and missing values are written. */
export function NumberExamples() {
  const language = useDamLanguage();
  const zh = language === 'zh';
  const rules: Example[] = Object.entries(UNIT_RULES).map(([unit, rule]) => ({
    what: `${unit} · ${rule.minDecimals}–${rule.decimals}`,
    given: '0.666, 20.8',
    written: `${unitValueText(0.666, unit)} ${unit}, ${unitValueText(20.8, unit)} ${unit}`,
    by: 'unitValueText',
  }));
  const rows: Example[] = [
    ...rules,
    {
      what: zh ? '不分组' : 'No grouping',
      given: '12345.678',
      written: formatNumber(12345.678, language, 2),
      by: 'formatNumber',
    },
    {
      what: zh ? '不写 -0' : 'Never -0',
      given: '-0.004',
      written: formatNumber(-0.004, language, 1, 1),
      by: 'formatNumber',
    },
    {
      what: zh ? '没有值' : 'No value',
      given: 'null',
      written: '—',
      by: zh ? '各组件（U+2014）' : 'components (U+2014)',
    },
  ];
  return <ExampleTable rows={rows} language={language} />;
}
