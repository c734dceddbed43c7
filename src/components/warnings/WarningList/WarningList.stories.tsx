import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyLanguage, storyTexts } from '../../../../.storybook/storyTexts';
import { WARNING_VARIANTS, type WarningItem } from '../../../domain';
import { WarningList, type WarningListProps } from './WarningList';
import {
  entryWarnings,
  FIXTURE_NOW,
  FLOW_TOTAL,
  flowPage,
  longNames,
  warningsByVariant,
} from './WarningList.fixtures';

/** The thermometer detail a max-temperature card opens (part 1 §2, from3=tempWarns). */
const thermometerHref = (w: WarningItem) =>
  w.cabinetId !== null && w.loop !== null
    ? `#/tab/racksId/${w.cabinetId}/temps/${w.loop}?from3=tempWarns`
    : undefined;

const meta = {
  title: 'Warnings/WarningList 告警列表',
  id: 'warnings-warninglist',
  component: WarningList,
  args: {
    warnings: warningsByVariant.maxTemperature,
    variant: 'maxTemperature',
    now: FIXTURE_NOW,
    hrefOf: thermometerHref,
    onOpen: fn(),
  },
} satisfies Meta<typeof WarningList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Max temperature (tempWarns): bay, thermometer, °C against the limit; a card opens the thermometer. */
export const MaxTemperature: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: t('warning.list.maxTemperature') })).toBeVisible();
    // A card's name: unread, severity, bay and condition, joined as the language lists words.
    const cardName = (...words: string[]) => words.join(storyLanguage(globals) === 'en' ? ', ' : '，');
    const condition = t('warning.condition.maxTemperatureHigh');
    const unread = cardName(t('warning.unread'), t('warning.severity.critical'), '3#-014', condition);
    const link = canvas.getByRole('link', { name: unread });
    await expect(link).toHaveAttribute('href', '#/tab/racksId/2/temps/12?from3=tempWarns');
    await expect(canvas.getByText('31.2 °C')).toBeVisible();
    // Read: no dot, no 'unread' in its name.
    const read = cardName(t('warning.severity.major'), '7#-013', condition);
    await expect(canvas.getByRole('link', { name: read })).toBeVisible();
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

// One story per card variant, each with its own list's warnings, read and unread.
const only = (variant: (typeof WARNING_VARIANTS)[number]): Story => ({
  args: { variant, warnings: warningsByVariant[variant], hrefOf: undefined, onOpen: undefined },
});

/** Four-way valve (sifaWarns). */
export const Valve: Story = only('valve');
/** Industrial computer offline (gkjWarns): cabinet, site, last heartbeat and for how long. */
export const Computer: Story = {
  ...only('computer'),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const offlineFor = storyTexts(globals)('warning.duration.hours', { hours: 3, minutes: 20 });
    await expect(canvas.getByText(offlineFor)).toBeVisible();
    await expect(canvas.getByText('2026-11-20 06:40')).toBeVisible();
  },
};
export const StageTemperature: Story = only('stageTemperature');
/** Flow (loopWarns): water stopped, too little, too much, unknown, in L/min. */
export const Flow: Story = {
  ...only('flow'),
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('35.12 L/min')).toBeVisible();
    await expect(canvas.getAllByText(t('loop.flowState.stopped')).length).toBeGreaterThan(0);
  },
};
/** Outlet too high (cjkWarns): cards link nowhere. */
export const Outlet: Story = only('outlet');
export const Entry: Story = only('entry');
export const Pouring: Story = only('pouring');
export const DailyDrop: Story = only('dailyDrop');
/** The second daily-drop list: current and target temperature. */
export const DailyDropTarget: Story = only('dailyDropTarget');
export const TemperatureUnknown: Story = only('temperatureUnknown');
export const TemperatureTimeout: Story = only('temperatureTimeout');
export const ChangeRange: Story = only('changeRange');
export const InletAboveBay: Story = only('inletAboveBay');
export const InletRange: Story = only('inletRange');

/** The list the home badge opens: outlet, bin-entry and pouring together, each card as its kind says. */
export const Mixed: Story = {
  args: { variant: undefined, warnings: entryWarnings, hrefOf: undefined, onOpen: undefined },
};

/** Every card variant, one list each (for review in each language and theme). */
export const EveryVariant: Story = {
  args: { hrefOf: undefined, onOpen: undefined },
  parameters: { viewport: { defaultViewport: 'desktop' } },
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      {WARNING_VARIANTS.map((variant) => (
        <section key={variant} aria-label={variant}>
          <WarningList {...args} variant={variant} warnings={warningsByVariant[variant].slice(0, 2)} />
        </section>
      ))}
    </div>
  ),
};

export const Loading: Story = { args: { warnings: undefined } };
export const LoadError: Story = {
  args: { warnings: undefined, error: true, onRetry: fn() },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
/** A refresh failed: the warnings stay, the failure shows under them with Retry. */
export const RefreshError: Story = { args: { error: '网络连接失败，请检查网络后重试', onRetry: fn() } };
/** Nothing to show: 'No more' (part 2 §8). */
export const Empty: Story = { args: { warnings: [] } };
export const EmptyText: Story = { args: { warnings: [], emptyText: '当前没有未处理的流量预警' } };

function PagedFlow(props: WarningListProps & { infinite?: boolean }) {
  const [warnings, setWarnings] = useState(() => flowPage(0));
  return (
    <WarningList
      {...props}
      variant="flow"
      warnings={warnings}
      total={FLOW_TOTAL}
      onLoadMore={() => setWarnings((loaded) => [...loaded, ...flowPage(loaded.length)])}
    />
  );
}

/** Page after page until the total (47), then 'No more'; a button for keyboard users. */
export const LoadMore: Story = {
  args: { hrefOf: undefined, onOpen: undefined },
  render: (args) => <PagedFlow {...args} />,
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('warning.loaded', { shown: 10, count: 47 }))).toBeVisible();
    for (let i = 0; i < 4; i++)
      await userEvent.click(canvas.getByRole('button', { name: t('warning.loadMore') }));
    await expect(canvas.getByText(t('warning.count', { count: 47 }))).toBeVisible();
    await expect(canvas.getByText(t('common.noMore'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('warning.loadMore') })).toBeNull();
  },
};
/** An infinite list: the next page loads as the end scrolls into view. */
export const Infinite: Story = {
  args: { hrefOf: undefined, onOpen: undefined, infinite: true },
  render: (args) => <PagedFlow {...args} />,
};
export const LoadingMore: Story = {
  args: {
    variant: 'flow',
    warnings: flowPage(0),
    total: FLOW_TOTAL,
    onLoadMore: fn(),
    loadingMore: true,
    hrefOf: undefined,
    onOpen: undefined,
  },
};

/** Names as long as sites write them wrap inside the card. */
export const LongNames: Story = {
  args: { variant: undefined, warnings: longNames, onOpen: fn(), hrefOf: undefined },
};

export const English: Story = {
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Max temperature warnings' })).toBeVisible();
    await expect(canvas.getByText('31.2 °C')).toBeVisible();
  },
};
export const EnglishFlow: Story = { ...only('flow'), globals: { language: 'en' } };
export const EnglishEveryVariant: Story = { ...EveryVariant, globals: { language: 'en' } };
export const Dark: Story = { ...only('flow'), globals: { theme: 'dark' } };
export const DarkEveryVariant: Story = { ...EveryVariant, globals: { theme: 'dark' } };
export const Sunlight: Story = { ...only('flow'), globals: { theme: 'sunlight' } };
export const SunlightEnglish: Story = { globals: { theme: 'sunlight', language: 'en' } };
export const SunlightEveryVariant: Story = { ...EveryVariant, globals: { theme: 'sunlight' } };
