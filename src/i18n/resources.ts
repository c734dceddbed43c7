import { account } from './messages/account';
import { aggregate } from './messages/aggregate';
import { bay } from './messages/bay';
import { chart } from './messages/chart';
import { common } from './messages/common';
import { comparison } from './messages/comparison';
import { entry } from './messages/entry';
import { errors } from './messages/errors';
import { exportTexts } from './messages/export';
import { field } from './messages/field';
import { file } from './messages/file';
import { forecast } from './messages/forecast';
import { handling } from './messages/handling';
import { home } from './messages/home';
import { instruments } from './messages/instruments';
import { loop } from './messages/loop';
import { map } from './messages/map';
import { pager } from './messages/pager';
import { pending } from './messages/pending';
import { rack } from './messages/rack';
import { report } from './messages/report';
import { reversal } from './messages/reversal';
import { rights } from './messages/rights';
import { signIn } from './messages/signIn';
import { stage } from './messages/stage';
import { ui } from './messages/ui';
import { validation } from './messages/validation';
import { warning } from './messages/warning';
import { weather } from './messages/weather';

/**
 * Every message area of damtherm. Each area file holds both languages side by side so that a missing
 * translation is seen in review; `resources.test.ts` fails when a key exists in one language only.
 */
export const messageAreas = {
  common,
  ui,
  account,
  home,
  rack,
  loop,
  reversal,
  weather,
  map,
  stage,
  validation,
  chart,
  errors,
  warning,
  pager,
  bay,
  export: exportTexts,
  handling,
  file,
  forecast,
  pending,
  instruments,
  aggregate,
  field,
  entry,
  comparison,
  report,
  signIn,
  rights,
} as const;

type Area = keyof typeof messageAreas;
type Lang = 'zh' | 'en';

function pick(lang: Lang) {
  const out = {} as { [A in Area]: (typeof messageAreas)[A][Lang] };
  for (const area of Object.keys(messageAreas) as Area[]) {
    (out as Record<string, unknown>)[area] = messageAreas[area][lang];
  }
  return out;
}

/** i18next resources: one namespace, `damtherm`, with one top-level key per area. */
export const resources = {
  zh: { damtherm: pick('zh') },
  en: { damtherm: pick('en') },
} as const;
