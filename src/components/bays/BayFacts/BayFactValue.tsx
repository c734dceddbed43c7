import type { ReactNode } from 'react';
import { type Bay, type BayWater, coolingRateText, stageName, type ValveOpening } from '../../../domain';
import { formatNumber } from '../../../domain/number';
import { useDamText } from '../../../i18n/useDamText';
import { openingMessage } from '../../cabinets/LoopList/format';
import { Fact } from '../../ui/Facts';
import { SiteTime } from '../../ui/SiteTime';
import * as styles from './BayFacts.css';
import type { BayFactKey } from './facts';
import { bayFactsTexts } from './texts';

type Translate = ReturnType<typeof useDamText>['t'];

/** A fact's shown value, or null when it is not known ('not collected', as the domain reads unknowns). */
function factValue(fact: BayFactKey, bay: Bay, water: BayWater, t: Translate, language: string): ReactNode {
  const celsius = (value: number | null) =>
    value === null ? null : t('loop.unit.celsius', { value: formatNumber(value, language, 2, 1) });
  const time = (value: number | null) =>
    value === null ? null : <SiteTime value={value} style={{ whiteSpace: 'normal' }} />;
  const opening = (value: ValveOpening) => {
    const message = openingMessage(value);
    return t(message.key, { value: message.value });
  };
  switch (fact) {
    case 'id':
      return bay.id || null;
    case 'location':
      return bay.location || null;
    case 'block':
      return bay.block === null ? null : t('bay.list.blockN', { block: bay.block });
    case 'elevation':
      return bay.heightM === null
        ? null
        : t('bay.unit.metres', { value: formatNumber(bay.heightM, language, 2) });
    case 'age':
      return bay.ageDays === null ? null : t('bay.unit.days', { count: bay.ageDays });
    case 'maxTemp':
      return celsius(bay.maxTempC);
    case 'latestTemp':
      return celsius(bay.latestTempC);
    case 'entryTemp':
      return celsius(bay.entryTempC);
    case 'pouringTemp':
      return celsius(bay.pouringTempC);
    case 'grout':
      return bay.groutName ?? (bay.grout === null ? null : String(bay.grout));
    case 'stage':
      return bay.stage === null ? null : t(stageName(bay.stage));
    case 'downDate':
      return time(bay.downDateAt);
    case 'decline':
      return bay.declineC === null ? null : t('bay.unit.perDay', { value: coolingRateText(bay.declineC) });
    case 'dailyFlow':
      return bay.dailyFlowL === null
        ? null
        : t('bay.unit.litres', { value: formatNumber(bay.dailyFlowL, language, 0) });
    case 'pourStart':
      return time(bay.pourStartAt);
    case 'pourEnd':
      return time(bay.pourEndAt);
    case 'waterEnd':
      return time(bay.waterEndAt);
    case 'inOutTemp': {
      if (water.inTempC === null && water.outTempC === null) return null;
      const part = (value: number | null) =>
        value === null ? t('common.notCollected') : formatNumber(value, language, 1, 1);
      const text = t('loop.unit.celsius', {
        value: t('bay.unit.inOut', { in: part(water.inTempC), out: part(water.outTempC) }),
      });
      return (
        <>
          {text}
          {water.loops > 1 ? (
            <span className={styles.note}>{t('bay.facts.waterNote', { count: water.loops })}</span>
          ) : null}
        </>
      );
    }
    case 'opening':
      if (water.openingMin === null || water.openingMax === null) return null;
      return water.openingMin === water.openingMax
        ? opening(water.openingMin)
        : t('bay.unit.range', { min: opening(water.openingMin), max: opening(water.openingMax) });
  }
}

/** One fact of a bay: its label over its value, 'not collected' when the value is not known. */
export function BayFactValue({ fact, bay, water }: { fact: BayFactKey; bay: Bay; water: BayWater }) {
  const { t, language } = useDamText(bayFactsTexts);
  const value = factValue(fact, bay, water, t, language);
  return (
    <Fact
      term={t(`bay.facts.${fact}`)}
      missing={value === null}
      termClassName={styles.term}
      valueClassName={styles.value}
      data-fact={fact}
    >
      {value ?? t('common.notCollected')}
    </Fact>
  );
}
