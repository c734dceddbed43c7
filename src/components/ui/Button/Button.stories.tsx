import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyTexts } from '../../../../.storybook/storyTexts';
import { Icon } from '../Icon';
import { resetLiveAnnouncer } from '../storyHelpers';
import { Button, LinkButton } from './Button';
import { PlainButton } from './PlainButton';

const meta = {
  title: 'UI/Button 按钮',
  id: 'ui-button',
  component: Button,
  subcomponents: { LinkButton },
  beforeEach: resetLiveAnnouncer,
  args: { children: '登录', onPress: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      <Button {...args} variant="primary">
        确定
      </Button>
      <Button {...args} variant="secondary">
        取消
      </Button>
      <Button {...args} variant="danger">
        <Icon name="logout" size={20} />
        退出登录
      </Button>
      <Button {...args} variant="quiet">
        修改密码
      </Button>
      <Button {...args} size="sm">
        小按钮
      </Button>
      <Button {...args} size="lg">
        大按钮
      </Button>
      <LinkButton href="#/main_new" variant="secondary">
        返回首页
      </LinkButton>
      <Button {...args} variant="link">
        忘记密码
      </Button>
      <Button {...args} variant="icon" aria-label="关闭">
        <Icon name="close" />
      </Button>
    </div>
  ),
};

/** The flat looks: a list of rows and a row of tiles (they take the colour of their container). */
export const RowsAndTiles: Story = {
  render: (args, { globals }) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 420 }}>
      <div style={{ display: 'grid', border: '1px solid var(--dam-color-border)', borderRadius: 8 }}>
        <LinkButton href="#/loops" variant="row">
          <Icon name="list" />
          流量回路
        </LinkButton>
        <Button {...args} variant="row">
          <Icon name="refresh" />
          {storyTexts(globals)('rack.menu.restart')}
        </Button>
      </div>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)' }}>
        {(['cabinet', 'weather', 'report', 'bell'] as const).map((name) => (
          <LinkButton key={name} href={`#/${name}`} variant="tile">
            <Icon name={name} size={26} />
            {name}
          </LinkButton>
        ))}
      </div>
    </div>
  ),
  play: async ({ canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('rack.menu.restart') }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};
export const Pending: Story = {
  args: { isPending: true, pendingLabel: '提交中...' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
export const Disabled: Story = { args: { isDisabled: true } };
export const FullWidth: Story = { args: { fullWidth: true, size: 'lg' } };
export const Dark: Story = { render: Variants.render, globals: { theme: 'dark' } };
export const DarkRowsAndTiles: Story = { render: RowsAndTiles.render, globals: { theme: 'dark' } };
export const Sunlight: Story = { render: Variants.render, globals: { theme: 'sunlight' } };

/**
 * `PlainButton`, the native button the charts and the map use: the same looks, its hover, press, focus and
 * disabled looks from the native states. Tab to one to see the focus ring.
 */
export const Plain: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      <PlainButton variant="primary">确定</PlainButton>
      <PlainButton variant="secondary">取消</PlainButton>
      <PlainButton variant="quiet" aria-pressed={false}>
        周
      </PlainButton>
      <PlainButton variant="secondary" size="sm">
        导出温度数据
      </PlainButton>
      <PlainButton variant="icon" aria-label="放大">
        ＋
      </PlainButton>
      <PlainButton variant="icon" aria-label="缩小" disabled>
        －
      </PlainButton>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '确定' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: '确定' })).toHaveStyle({ outlineStyle: 'solid' });
    await expect(canvas.getByRole('button', { name: '缩小' })).toBeDisabled();
  },
};
