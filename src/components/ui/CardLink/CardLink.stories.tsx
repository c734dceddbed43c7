import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CardLink } from './CardLink';
import * as styles from './CardLink.stories.css';

const meta = {
  title: 'UI/CardLink 卡片链接',
  id: 'ui-cardlink',
  component: CardLink,
  args: { children: '1 号智能柜', onPress: fn() },
  render: (args) => (
    <article className={styles.card}>
      <h3 style={{ margin: 0 }}>
        <CardLink {...args} />
      </h3>
      <p style={{ margin: 0 }}>温度计 24 个 · 流量计 36 个</p>
    </article>
  ),
} satisfies Meta<typeof CardLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole card is the touch target; keyboard focus rings the card. */
export const Card: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: '1 号智能柜' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
