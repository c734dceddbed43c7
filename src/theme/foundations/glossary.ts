import type { Language } from '../../i18n/language';
import { aggregate } from '../../i18n/messages/aggregate';
import { bay } from '../../i18n/messages/bay';
import { common } from '../../i18n/messages/common';
import { entry } from '../../i18n/messages/entry';
import { forecast } from '../../i18n/messages/forecast';
import { loop } from '../../i18n/messages/loop';
import { rack } from '../../i18n/messages/rack';
import { reversal } from '../../i18n/messages/reversal';
import { stage } from '../../i18n/messages/stage';
import { warning } from '../../i18n/messages/warning';
import type { MessageTree } from '../../i18n/translator';

/**
 * The product's words: each term names the message the screens show it with (so the zh and en words are the
 * product's own, not a copy), the legacy names it replaces, and what it means on site.
 */
export interface GlossaryTerm {
  /** The message key whose text is the word, `area.path`. */
  key: string;
  /** The name in code (types, props), where there is one. */
  code?: string;
  /** Names the legacy system and the wire use for it; none of them appears in a text. */
  legacy?: string;
  meaning: Record<Language, string>;
}

const AREAS: Readonly<Record<string, Readonly<Record<Language, MessageTree>>>> = {
  aggregate,
  bay,
  common,
  entry,
  forecast,
  loop,
  rack,
  reversal,
  stage,
  warning,
};

/** The text of a message key in a language, or undefined when the key does not exist. */
export function glossaryWord(key: string, language: Language): string | undefined {
  const [area = '', ...path] = key.split('.');
  let node: string | MessageTree | undefined = AREAS[area]?.[language];
  for (const part of path) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

export const glossary: readonly GlossaryTerm[] = [
  {
    key: 'warning.fact.bin',
    code: 'Bay',
    legacy: 'hive, warehouse, bin, 仓 (c_hive_id)',
    meaning: {
      en: 'One pour of concrete: a lift of one block, poured, cooled and tracked as a unit.',
      zh: '一次浇筑的混凝土，即某坝段的一个浇筑层，作为一个整体浇筑、冷却和跟踪。',
    },
  },
  {
    key: 'bay.facts.location',
    legacy: 'canghao, 仓号',
    meaning: {
      en: 'The name of a bay, usually its block and elevation.',
      zh: '仓位的名称，通常由坝段和高程组成。',
    },
  },
  {
    key: 'bay.facts.block',
    code: 'Block',
    legacy: 'pier, dam section (c_block)',
    meaning: {
      en: 'A column of the dam; a column on the map.',
      zh: '大坝沿轴线划分的一段，在地图上是一列。',
    },
  },
  {
    key: 'bay.areas.label',
    meaning: {
      en: 'A part of the site that groups blocks and bays.',
      zh: '工地上的片区，包含若干坝段和仓位。',
    },
  },
  {
    key: 'bay.facts.grout',
    legacy: 'grout, c_free',
    meaning: { en: 'The grouting zone a bay belongs to.', zh: '仓位所属的灌浆区。' },
  },
  {
    key: 'warning.fact.cabinet',
    code: 'Cabinet',
    legacy: 'rack, 智能柜 (c_rack, rack_id)',
    meaning: {
      en: 'A smart cabinet on site with the valves and flow meters of its loops.',
      zh: '现场的智能柜，装有各回路的阀门和流量计。',
    },
  },
  {
    key: 'warning.fact.loop',
    code: 'LoopRow, LoopCommand',
    legacy: 'c_loop, loop_id',
    meaning: {
      en: 'One cooling-pipe circuit of a cabinet, laid in a bay.',
      zh: '智能柜的一路冷却水管，埋在仓位里。',
    },
  },
  {
    key: 'rack.thermometers',
    meaning: { en: 'Sensors cast into the concrete of a bay.', zh: '埋在仓位混凝土中的温度传感器。' },
  },
  {
    key: 'loop.field.opening',
    code: 'opening',
    legacy: 'kaidu, 开度',
    meaning: {
      en: 'How far a loop’s valve is open, in % (0, 10, 20, 30, 50, 80, 100).',
      zh: '回路阀门打开的程度，单位 %（0、10、20、30、50、80、100）。',
    },
  },
  {
    key: 'loop.field.flow',
    meaning: { en: 'Cooling water through a loop, in L/min.', zh: '回路中冷却水的流量，单位 L/min。' },
  },
  {
    key: 'loop.field.inTemp',
    meaning: { en: 'Temperature of the water entering a loop.', zh: '进入回路的冷却水温度。' },
  },
  {
    key: 'loop.field.outTemp',
    meaning: {
      en: 'Temperature of the water leaving a loop. Not the mixer’s outlet temperature below.',
      zh: '流出回路的冷却水温度；与下面的出机口温度不是一回事。',
    },
  },
  {
    key: 'entry.kind.outlet',
    code: "kind 'outlet'",
    legacy: 'chujikou, cjk, 出机口',
    meaning: {
      en: 'Concrete temperature as it leaves the mixing plant.',
      zh: '混凝土离开拌和楼时的温度。',
    },
  },
  {
    key: 'entry.kind.bin',
    code: "kind 'binEntry'",
    legacy: 'rucang, rc, 入仓',
    meaning: { en: 'Concrete temperature as it enters the bay.', zh: '混凝土进入仓位时的温度。' },
  },
  {
    key: 'entry.kind.pouring',
    code: "kind 'pouring'",
    legacy: 'jiaozhu, jz, 浇筑',
    meaning: { en: 'Concrete temperature once placed and vibrated.', zh: '混凝土浇筑振捣后的温度。' },
  },
  {
    key: 'aggregate.list.label',
    legacy: '骨料',
    meaning: { en: 'Sand and stone, cooled before mixing.', zh: '拌和前预冷的砂石料。' },
  },
  {
    key: 'stage.label',
    meaning: {
      en: 'Where a bay is in its cooling plan (first, middle, second stage …).',
      zh: '仓位在温控计划中所处的阶段（一期、中期、二期……）。',
    },
  },
  {
    key: 'bay.facts.age',
    meaning: { en: 'Days since the bay was poured.', zh: '仓位浇筑后经过的天数。' },
  },
  {
    key: 'forecast.rate',
    meaning: {
      en: 'How fast a bay cools, °C a day, positive while it cools.',
      zh: '仓位每天降低的温度，单位 °C/d，降温时为正。',
    },
  },
  {
    key: 'reversal.title',
    legacy: 'sitong, sifa, 四通',
    meaning: {
      en: 'The four-way valve that swaps a loop’s inlet and outlet on a schedule.',
      zh: '按计划切换回路进、出水方向的四通阀。',
    },
  },
  {
    key: 'loop.flowState.stopped',
    legacy: 'flow -2',
    meaning: { en: 'The loop’s water is shut off on purpose.', zh: '回路的冷却水被有意关闭。' },
  },
  {
    key: 'common.notCollected',
    legacy: 'raw 0',
    meaning: { en: 'The sensor sent no reading for that time.', zh: '传感器在该时刻没有上报读数。' },
  },
  {
    key: 'common.unknown',
    legacy: '100 °C, flow -1',
    meaning: { en: 'The device reported that it cannot tell.', zh: '设备上报了无法测定的标记值。' },
  },
];
