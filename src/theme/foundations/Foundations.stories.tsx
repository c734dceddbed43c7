import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ChartPalettes } from './ChartPalette';
import { ContrastPairs } from './ContrastPairs';
import { BorderTokens, RadiusTokens, SpacingTokens, TouchTargets, TypeScale } from './ScaleTokens';
import { ThemeColors } from './ThemeColors';
import { DateExamples, Glossary, NumberExamples, UnitExamples } from './WritingRules';

/**
 * The parts of the Foundations pages (Foundations/*.mdx). They are shown on those pages only (`!dev`), and
 * tested like every story: rendered, played and checked by axe, under the toolbar's language and theme.
 */
const meta = {
  title: 'Foundations/Parts 基础',
  id: 'foundations-parts',
  tags: ['!autodocs', '!dev'],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThemeColours: Story = { render: () => <ThemeColors /> };

export const ContrastRatios: Story = {
  render: () => <ContrastPairs />,
  // The samples are each theme's own pairs, measured exactly by contrast.test.ts; axe measuring its 70-odd
  // samples again only made the story slow (over 20 s on a busy CI machine).
  parameters: { a11y: { config: { rules: [{ id: 'color-contrast', enabled: false }] } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('td[data-passes]').length).toBeGreaterThan(0);
    await expect(canvasElement.querySelectorAll('td[data-passes="false"]')).toHaveLength(0);
  },
};

export const ChartPalette: Story = { render: () => <ChartPalettes /> };
export const Spacing: Story = { render: () => <SpacingTokens /> };
export const Radii: Story = { render: () => <RadiusTokens /> };
export const Borders: Story = { render: () => <BorderTokens /> };
export const Type: Story = { render: () => <TypeScale /> };
export const Touch: Story = { render: () => <TouchTargets /> };
export const Words: Story = { render: () => <Glossary /> };
export const Units: Story = { render: () => <UnitExamples /> };
export const Dates: Story = { render: () => <DateExamples /> };
export const Numbers: Story = { render: () => <NumberExamples /> };
