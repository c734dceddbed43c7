import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HomeGrid } from './HomeGrid';
import { homeSections, homeSectionsEnglish } from './HomeGrid.fixtures';

const meta = {
  title: 'Home/HomeGrid 首页宫格',
  id: 'home-homegrid',
  component: HomeGrid,
  args: { sections: homeSections },
} satisfies Meta<typeof HomeGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: /预警消息.*7 条未处理预警/ })).toHaveAttribute(
      'href',
      '#/message/messages',
    );
  },
};

export const NoBadge: Story = {
  args: {
    sections: homeSections.map((s) => ({ ...s, items: s.items.map((i) => ({ ...i, badge: 0 })) })),
  },
};

export const ManyWarnings: Story = {
  args: {
    sections: homeSections.map((s) => ({
      ...s,
      items: s.items.map((i) =>
        i.id === 'messages' ? { ...i, badge: 4321, badgeLabel: '4321 条未处理预警' } : i,
      ),
    })),
  },
};

export const EmptySection: Story = { args: { sections: [{ id: 'empty', title: '仓位应用', items: [] }] } };
export const English: Story = { args: { sections: homeSectionsEnglish }, globals: { language: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Sunlight: Story = { globals: { theme: 'sunlight' } };
export const SunlightEnglish: Story = {
  args: { sections: homeSectionsEnglish },
  globals: { theme: 'sunlight', language: 'en' },
};
