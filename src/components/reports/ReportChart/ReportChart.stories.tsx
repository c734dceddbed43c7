import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storyTexts } from '../../../../.storybook/storyTexts';
import {
  damControlReport,
  entryReport,
  extremeDamControlReport,
  extremeWeekDropReport,
  maxTempReport,
  weekDropReport,
} from '../ReportTable/ReportTable.fixtures';
import { ReportChart } from './ReportChart';

const meta = {
  title: 'Reports/ReportChart 报表图表',
  id: 'reports-reportchart',
  component: ReportChart,
  args: { report: weekDropReport(), headingLevel: 2 },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ReportChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop', isRotated: false } };

/** The weekly drop: the bays' mean daily drop (°C) and mean flow (L/min, right axis). */
export const WeeklyDrop: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('report.chart.weekDrop') })).toBeVisible();
    await expect(await canvas.findAllByRole('checkbox')).toHaveLength(2);
  },
};
export const OutletEntryPouring: Story = { args: { report: entryReport() } };
export const DamControlData: Story = { args: { report: damControlReport() } };

/** A type that lists bays draws nothing. */
export const NotASeries: Story = {
  args: { report: maxTempReport() },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('h2')).toBeNull();
  },
};
export const Loading: Story = { args: { report: undefined, type: 'damControl' } };
export const Empty: Story = { args: { report: { type: 'outletEntryPouring', rows: [] } } };
export const LoadError: Story = { args: { report: undefined, type: 'weekDrop', error: true, onRetry: fn() } };
export const Extreme: Story = { args: { report: extremeDamControlReport() } };
export const ExtremeWeeklyDrop: Story = { args: { report: extremeWeekDropReport() }, globals: desktop };
export const English: Story = { globals: { language: 'en' } };
export const EnglishDesktop: Story = {
  args: { report: entryReport() },
  globals: { language: 'en', ...desktop },
};
export const Dark: Story = { args: { report: damControlReport() }, globals: { theme: 'dark' } };
export const Sunlight: Story = { globals: { theme: 'sunlight' } };
export const SunlightEnglish: Story = {
  args: { report: entryReport() },
  globals: { theme: 'sunlight', language: 'en' },
};
