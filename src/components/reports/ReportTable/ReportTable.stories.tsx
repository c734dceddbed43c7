import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyTexts } from '../../../../.storybook/storyTexts';
import { ReportTable } from './ReportTable';
import {
  coolingReport,
  damControlReport,
  entryReport,
  extremeDamControlReport,
  extremeWeekDropReport,
  maxTempReport,
  weekDropReport,
} from './ReportTable.fixtures';

const meta = {
  title: 'Reports/ReportTable 报表',
  id: 'reports-reporttable',
  component: ReportTable,
  args: { report: maxTempReport() },
} satisfies Meta<typeof ReportTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop', isRotated: false } };

/** Max temperature: a row per bay, times in the site zone, units under the headers. */
export const MaxTemperature: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    const caption = t('report.table.caption', { type: t('report.type.maxTemp'), count: 6 });
    await expect(canvas.getByText(caption)).toBeVisible();
    const maxTemp = `${t('report.column.maxTemp.maxTemp')} °C`;
    await expect(canvas.getByRole('columnheader', { name: maxTemp })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: '1#-008' })).toBeVisible();
  },
};
export const WeeklyDrop: Story = { args: { report: weekDropReport() } };
export const OutletEntryPouring: Story = { args: { report: entryReport() } };
export const CoolingSituation: Story = { args: { report: coolingReport() } };
export const DamControlData: Story = { args: { report: damControlReport() } };

export const Loading: Story = { args: { report: undefined, type: 'weekDrop' } };
export const Refreshing: Story = { args: { loading: true } };
export const Empty: Story = { args: { report: { type: 'cooling', rows: [] } } };
export const LoadError: Story = { args: { report: undefined, error: true, onRetry: fn() } };
export const ServerMessage: Story = {
  args: { report: undefined, error: 'the period of this report is at most 62 days', onRetry: fn() },
};

/** 1054 rows of 62 days, long names, gaps, a broken sensor's 100.5 °C: paged 50 at a time. */
export const Extreme: Story = {
  args: { report: extremeDamControlReport() },
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(51);
    await userEvent.click(canvas.getByRole('button', { name: t('pager.page', { page: 2 }) }));
    await expect(canvas.getByText(t('report.table.pageRows', { from: 51, to: 100 }))).toBeVisible();
  },
};
export const ExtremeWeeklyDrop: Story = { args: { report: extremeWeekDropReport() } };
export const ExtremeDesktop: Story = { args: { report: extremeDamControlReport() }, globals: desktop };

export const English: Story = {
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Max temperature, 6 rows')).toBeVisible();
  },
};
export const EnglishWeeklyDrop: Story = { args: { report: weekDropReport() }, globals: { language: 'en' } };
export const EnglishDesktop: Story = {
  args: { report: coolingReport() },
  globals: { language: 'en', ...desktop },
};
export const Dark: Story = { args: { report: weekDropReport() }, globals: { theme: 'dark' } };
export const Sunlight: Story = { args: { report: damControlReport() }, globals: { theme: 'sunlight' } };
export const SunlightEnglish: Story = {
  args: { report: entryReport() },
  globals: { theme: 'sunlight', language: 'en' },
};
