/**
 * Dates and rates are written one way. A date field (react-aria, whose locale decides the order of its
 * segments) reads like every date text in the same language, in the site's time zone; a rate reads the same
 * in the bay facts, the map, the warnings and the cooling forecast: a cooling rate, two decimals, °C/d.
 */
import { DateFormatter } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import {
  coolingRateOfChange,
  coolingRateText,
  dateFieldLiteral,
  dateFieldLocale,
  formatSiteDate,
  formatSiteDateTime,
  SITE_TIME_ZONE,
} from '../../../src/domain';
import { messageAreas } from '../../../src/i18n/resources';

/** What a date field shows for an instant: its locale's segments, its literals as `DateTimeField` writes them. */
function fieldText(language: string, epochMs: number, withTime: boolean, timeZone = SITE_TIME_ZONE): string {
  const formatter = new DateFormatter(dateFieldLocale(language), {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
    timeZone,
  });
  return formatter
    .formatToParts(new Date(epochMs))
    .map((part) => (part.type === 'literal' ? dateFieldLiteral(part.value) : part.value))
    .join('');
}

// 2026-11-29 01:30 UTC is 09:30 in Shanghai; 2026-02-03 20:05 UTC is already 02-04 in Shanghai.
const INSTANTS = [Date.UTC(2026, 10, 29, 1, 30), Date.UTC(2026, 1, 3, 20, 5), Date.UTC(2027, 0, 1, 0, 0)];

describe('dates', () => {
  for (const language of ['zh', 'en']) {
    it(`${language}: a date field and the date texts agree, in the site's time zone`, () => {
      for (const at of INSTANTS) {
        expect(fieldText(language, at, false)).toBe(formatSiteDate(at));
        expect(fieldText(language, at, true)).toBe(formatSiteDateTime(at));
      }
      expect(formatSiteDate(Date.UTC(2026, 1, 3, 20, 5))).toBe('2026-02-04');
    });
  }

  it('a date field follows the site zone given, not the phone', () => {
    const at = Date.UTC(2026, 10, 29, 1, 30);
    expect(fieldText('en', at, true, 'America/Los_Angeles')).toBe(
      formatSiteDateTime(at, 'America/Los_Angeles'),
    );
  });

  it('en never writes day/month/year (29/11/2026) nor month/day/year', () => {
    expect(fieldText('en', INSTANTS[0]!, false)).toBe('2026-11-29');
  });
});

describe('rates', () => {
  const rateTemplates = (language: 'zh' | 'en') => {
    const m = messageAreas;
    return {
      bayFacts: m.bay[language].unit.perDay,
      map: m.map[language].value.rate,
      warnings: m.warning[language].celsiusPerDay,
      forecast: m.forecast[language].ratePerDay,
    };
  };
  const fill = (template: string, value: string) =>
    template.replace('{{value}}', value).replace(/\u00a0/g, ' ');

  it('a bay cooling 0.48 °C a day reads the same from its daily drop and from a fitted slope', () => {
    // The bay facts and the map get a drop (positive while cooling); the forecast a slope (negative).
    expect(coolingRateText(0.48)).toBe('0.48');
    expect(coolingRateText(coolingRateOfChange(-0.48))).toBe('0.48');
    expect(coolingRateText(0.4)).toBe('0.40');
    expect(coolingRateText(coolingRateOfChange(0.12))).toBe('-0.12');
    expect(coolingRateText(-0.001)).toBe('0.00');
    expect(coolingRateText(coolingRateOfChange(0))).toBe('0.00');
  });

  for (const language of ['zh', 'en'] as const) {
    it(`${language}: every rate template writes the value with one unit, °C/d`, () => {
      const written = Object.values(rateTemplates(language)).map((t) => fill(t, '0.48'));
      expect(new Set(written)).toEqual(new Set(['0.48 °C/d']));
    });
  }
});
