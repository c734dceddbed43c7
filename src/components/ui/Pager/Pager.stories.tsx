import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyTexts } from '../../../../.storybook/storyTexts';
import { Pager } from './Pager';

const meta = {
  title: 'UI/Pager 分页',
  id: 'ui-pager',
  component: Pager,
  // The cjk history of a site after a hot week: 47 readings above the limit, 10 a page.
  args: { total: 47, pageSize: 10, onPageChange: fn() },
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Page 1 of 5: links 1 2 3, previous disabled. */
export const FirstPage: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: t('pager.previous') })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t('pager.page', { page: 1 }) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByText(t('pager.status', { page: 1, pages: 5 }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('pager.next') }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('button', { name: t('pager.page', { page: 2 }) })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A page in the middle: the current page between its neighbours. */
export const Middle: Story = { args: { defaultPage: 3 } };

/** The last page: links 3 4 5, next disabled. */
export const LastPage: Story = {
  args: { defaultPage: 5 },
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: t('pager.next') })).toBeDisabled();
    await expect(canvas.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['3', '4', '5']);
  },
};

/** Two pages: two links. */
export const TwoPages: Story = { args: { total: 14 } };

/** A long history: page 128 of 240. */
export const LongHistory: Story = { args: { total: 2397, defaultPage: 128 } };

/** While the next page loads the links cannot be pressed. */
export const Disabled: Story = { args: { defaultPage: 2, isDisabled: true } };

function Controlled() {
  const [page, setPage] = useState(2);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <p style={{ margin: 0 }}>当前：第 {page} 页</p>
      <Pager total={47} page={page} onPageChange={setPage} />
    </div>
  );
}

/** Controlled by the screen (the demo keeps the page in the URL). */
export const ControlledPage: Story = { render: () => <Controlled /> };

export const English: Story = { args: { defaultPage: 2 }, globals: { language: 'en' } };
export const Dark: Story = { args: { defaultPage: 2 }, globals: { theme: 'dark' } };
export const Sunlight: Story = { args: { defaultPage: 2 }, globals: { theme: 'sunlight' } };
export const SunlightEnglish: Story = {
  args: { defaultPage: 4 },
  globals: { theme: 'sunlight', language: 'en' },
};
