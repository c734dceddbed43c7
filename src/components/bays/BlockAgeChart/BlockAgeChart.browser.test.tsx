import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { DamProvider } from '../../../hooks/DamProvider';
import { comparison as messages } from '../../../i18n/messages/comparison';
import { plot, pointAt } from '../../charts/core/testing';
import { BlockAgeChart } from './BlockAgeChart';
import { blockCurve, DAM_BLOCKS, defaultBlockCurves, emptyBlockCurve } from './BlockAgeChart.fixtures';
import { BlockPicker } from './BlockPicker';

describe('BlockAgeChart', () => {
  it('draws a line per block named in the reader language, on an axis of days of age', async () => {
    const screen = await render(
      <DamProvider language="en">
        <BlockAgeChart curves={defaultBlockCurves()} />
      </DamProvider>,
    );
    await expect.element(screen.getByRole('heading', { name: messages.en.block.title })).toBeVisible();
    expect(plot().dataset.series).toBe('block-6,block-7,block-8,block-9,block-10,block-11');
    await expect.element(screen.getByRole('checkbox', { name: 'Block 8' })).toBeChecked();
    expect(plot().querySelector('svg')?.textContent).toContain('Day 0');
    pointAt(0.2);
    await vi.waitFor(() =>
      expect(document.querySelector('[role="tooltip"]')?.textContent).toMatch(/^Day \d+.*Block 6/),
    );
    await screen.getByRole('checkbox', { name: 'Block 8' }).click({ force: true });
    expect(plot().dataset.series).toBe('block-6,block-7,block-9,block-10,block-11');
  });

  it('keeps a legend for one block, and names the blocks without data under the title', async () => {
    const screen = await render(
      <DamProvider language="zh">
        <BlockAgeChart curves={[blockCurve(9), emptyBlockCurve(5), emptyBlockCurve(14)]} />
      </DamProvider>,
    );
    expect(plot().dataset.series).toBe('block-9');
    await expect.element(screen.getByRole('checkbox', { name: '9#坝段' })).toBeVisible();
    await expect.element(screen.getByText('暂无数据：5#坝段、14#坝段')).toBeVisible();
  });

  it('shows loading before the first answer, the error with Retry, and the empty text', async () => {
    const onRetry = vi.fn();
    const screen = await render(
      <DamProvider language="en">
        <BlockAgeChart curves={undefined} />
      </DamProvider>,
    );
    expect(screen.container.querySelector('[aria-busy="true"]')).not.toBeNull();
    await screen.rerender(
      <DamProvider language="en">
        <BlockAgeChart curves={undefined} error="network down" onRetry={onRetry} />
      </DamProvider>,
    );
    await expect.element(screen.getByText('network down')).toBeVisible();
    await screen.getByRole('button', { name: 'Retry' }).click();
    expect(onRetry).toHaveBeenCalled();
    await screen.rerender(
      <DamProvider language="en">
        <BlockAgeChart curves={[]} emptyText={messages.en.block.chooseBlock} />
      </DamProvider>,
    );
    await expect.element(screen.getByText(messages.en.block.chooseBlock)).toBeVisible();
  });
});

function Picked({ initial }: { initial?: number[] }) {
  const [blocks, setBlocks] = useState<number[]>(initial ?? [6, 7, 8, 9, 10, 11]);
  return (
    <>
      <BlockPicker blocks={DAM_BLOCKS} value={blocks} onChange={setBlocks} />
      <output data-chosen="">{blocks.join(',')}</output>
    </>
  );
}

describe('BlockPicker', () => {
  const chosen = () => document.querySelector('[data-chosen]')?.textContent;

  it('chooses blocks in ascending order, clears them and goes back to 6 to 11', async () => {
    const screen = await render(
      <DamProvider language="zh">
        <Picked />
      </DamProvider>,
    );
    await expect.element(screen.getByText('已选 6 个')).toBeVisible();
    await screen.getByRole('checkbox', { name: '2#坝段' }).click({ force: true });
    expect(chosen()).toBe('2,6,7,8,9,10,11');
    await screen.getByRole('button', { name: messages.zh.block.clear }).click();
    expect(chosen()).toBe('');
    await expect.element(screen.getByText(messages.zh.block.chooseBlock)).toBeVisible();
    await screen.getByRole('button', { name: '默认（6–11）' }).click();
    expect(chosen()).toBe('6,7,8,9,10,11');
  });

  it('works uncontrolled from 6 to 11, and says when the blocks are loading or failed', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <DamProvider language="en">
        <BlockPicker blocks={DAM_BLOCKS} onChange={onChange} />
      </DamProvider>,
    );
    await screen.getByRole('checkbox', { name: 'Block 11' }).click({ force: true });
    expect(onChange).toHaveBeenLastCalledWith([6, 7, 8, 9, 10]);
    await expect.element(screen.getByRole('checkbox', { name: 'Block 11' })).not.toBeChecked();
    await screen.rerender(
      <DamProvider language="en">
        <BlockPicker blocks={undefined} error onRetry={() => {}} />
      </DamProvider>,
    );
    await expect.element(screen.getByText(messages.en.block.blocksError)).toBeVisible();
  });
});
