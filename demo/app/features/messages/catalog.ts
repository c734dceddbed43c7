/**
 * The fourteen warning lists of part 2 §2.1 and §2.6 as data: which call feeds each view, which counts of
 * `message_warn_count` (part 2 §3) it stands for. Its category on the messages page follows from its card
 * variant (`warningCategory` of the domain). One generic screen reads this table by route id.
 */
import {
  WARNING_KINDS_OF_LIST,
  type WarningKind,
  type WarningListKind,
  type WarningTableKind,
} from 'damtherm';
import {
  WARNING_CATEGORIES,
  type WarningCategory,
  type WarningCountKey,
  type WarningVariant,
  warningCategory,
} from 'damtherm/domain';

/** Where a view's warnings come from. */
export type WarningSource =
  /** A /pqt list answered whole (the user's warnings); shown a page at a time as the user asks for more. */
  | { call: 'list'; kind: WarningListKind }
  /** A /cytWarn table loaded page after page until its total. */
  | { call: 'table'; kind: WarningTableKind }
  /** A /cytWarn history table, 10 a page, moved through with page links (part 2 §2.6, §9). */
  | { call: 'history'; kind: WarningTableKind };

/** One tab of a list screen (most lists have one and show no tabs). */
export interface WarningView {
  /** Tab id, kept in the address (`?tab=`); the first view is the default. */
  id: 'all' | 'realtime' | 'history' | 'decline' | 'currentTarget';
  source: WarningSource;
  /** The card variant of WarningList (the fields its call returns, part 2 §3). */
  card: WarningVariant;
}

export interface WarningListEntry {
  /** The counts of message_warn_count this list's unread standing warnings are. */
  counts: readonly WarningCountKey[];
  views: readonly [WarningView, ...WarningView[]];
  /** A card opens the thermometer's detail (max temperature, part 1 §2 `from3=tempWarns`). */
  opensThermometer?: boolean;
}

const one = (source: WarningSource, card: WarningVariant): [WarningView] => [{ id: 'all', source, card }];

/** Real-time and history tabs of the outlet, bin-entry and pouring lists (part 2 §2.6). */
const entryViews = (
  realtime: WarningTableKind,
  history: WarningTableKind,
  card: WarningVariant,
): [WarningView, WarningView] => [
  { id: 'realtime', source: { call: 'table', kind: realtime }, card },
  { id: 'history', source: { call: 'history', kind: history }, card },
];

export const WARNING_LISTS = {
  // Temperature
  tempWarns: {
    counts: ['temp'],
    views: one({ call: 'list', kind: 'temp' }, 'maxTemperature'),
    opensThermometer: true,
  },
  cjkWarns: {
    counts: ['cjk'],
    views: entryViews('cjk', 'cjkHistory', 'outlet'),
  },
  rcWarns: {
    counts: ['rc'],
    views: entryViews('rc', 'rcHistory', 'entry'),
  },
  jzWarns: {
    counts: ['jz'],
    views: entryViews('jz', 'jzHistory', 'pouring'),
  },
  stageTemp: {
    counts: ['stageTemp3'],
    views: one({ call: 'list', kind: 'stageTemp' }, 'stageTemperature'),
  },
  dailyDecline: {
    counts: ['dailyDeclineCount'],
    // The daily-drop list and the second daily-drop list (current and target temperature), one call.
    views: [
      { id: 'decline', source: { call: 'list', kind: 'dailyDecline' }, card: 'dailyDrop' },
      { id: 'currentTarget', source: { call: 'list', kind: 'dailyDecline' }, card: 'dailyDropTarget' },
    ],
  },
  intempBiggerHivetemp: {
    counts: ['ih'],
    views: one({ call: 'table', kind: 'intempHive' }, 'inletAboveBay'),
  },
  inTempRange: {
    counts: ['inTempRange'],
    views: one({ call: 'table', kind: 'tempRange' }, 'inletRange'),
  },
  tempControlChangeRange: {
    counts: ['tempControlChangeRange'],
    views: one({ call: 'list', kind: 'tempControlChangeRange' }, 'changeRange'),
  },
  tempUnknown: {
    counts: ['tempUnknown'],
    views: one({ call: 'list', kind: 'tempUnknown' }, 'temperatureUnknown'),
  },
  tempTimeout: {
    counts: ['tempTimeout'],
    views: one({ call: 'list', kind: 'tempTimeout' }, 'temperatureTimeout'),
  },
  // Flow
  loopWarns: {
    counts: ['loopUnknown', 'loopTooBig', 'loopTooSmall'],
    views: one({ call: 'list', kind: 'loop' }, 'flow'),
  },
  // Other
  gkjWarns: {
    counts: ['gkj'],
    views: one({ call: 'list', kind: 'gkj' }, 'computer'),
  },
  sifaWarns: {
    counts: ['sitong'],
    views: one({ call: 'table', kind: 'sifa' }, 'valve'),
  },
} as const satisfies Record<string, WarningListEntry>;

/** A warning list's route id (`/message/{id}`). */
export type WarningListId = keyof typeof WARNING_LISTS;

export const WARNING_LIST_IDS = Object.keys(WARNING_LISTS) as WarningListId[];

export { WARNING_CATEGORIES, type WarningCategory };

/** The lists of a category, in the catalogue's order. */
export function listsOf(category: WarningCategory): WarningListId[] {
  return WARNING_LIST_IDS.filter((id) => warningCategory(WARNING_LISTS[id].views[0].card) === category);
}

export function isWarningListId(id: string | undefined): id is WarningListId {
  return id !== undefined && Object.hasOwn(WARNING_LISTS, id);
}

/** The warning kinds a list shows, over all its views: what "mark all read" on it marks. */
export function kindsOf(id: WarningListId): WarningKind[] {
  const views: readonly WarningView[] = WARNING_LISTS[id].views;
  return [...new Set(views.flatMap((view) => WARNING_KINDS_OF_LIST[view.source.kind]))];
}
