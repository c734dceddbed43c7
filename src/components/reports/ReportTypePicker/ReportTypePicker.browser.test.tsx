import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DamProvider } from '../../../hooks/DamProvider';
import { ReportTypePicker } from './ReportTypePicker';

describe('ReportTypePicker', () => {
  it('says there is no type to pick when none is offered', async () => {
    const screen = await render(
      <DamProvider language="zh">
        <ReportTypePicker types={[]} />
      </DamProvider>,
    );
    await expect.element(screen.getByRole('button')).toHaveTextContent('暂无数据');
  });

  it('offers the five types with what a row holds, and tells the one picked', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <DamProvider language="zh">
        <ReportTypePicker onChange={onChange} className="portal" />
      </DamProvider>,
    );
    const button = screen.getByRole('button', { name: /报表类型/ });
    await expect.element(button).toHaveTextContent('最高温度统计');
    await userEvent.click(button);
    const options = page.getByRole('option');
    await expect.element(options.nth(4)).toBeVisible();
    expect(options.elements()).toHaveLength(5);
    expect(options.elements()[1]?.textContent).toMatch(/^周降温统计每仓每天一行：/);
    await userEvent.click(page.getByRole('option', { name: /^大坝温控数据/ }));
    expect(onChange).toHaveBeenCalledWith('damControl');
    await expect.element(button).toHaveTextContent('大坝温控数据');
    expect(screen.container.querySelector('.portal')?.getAttribute('data-type')).toBe('damControl');
  });

  it('follows a controlled value and speaks English', async () => {
    const screen = await render(
      <DamProvider language="en">
        <ReportTypePicker value="cooling" types={['cooling', 'damControl']} />
      </DamProvider>,
    );
    const button = screen.getByRole('button', { name: /Report type/ });
    await expect.element(button).toHaveTextContent('Cooling situation');
    await userEvent.click(button);
    expect(page.getByRole('option').elements()).toHaveLength(2);
    await userEvent.click(page.getByRole('option', { name: /^Dam temperature control data/ }));
    // Controlled: the owner did not change the value.
    await expect.element(button).toHaveTextContent('Cooling situation');
  });
});
