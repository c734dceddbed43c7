import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DamProvider } from '../../../hooks/DamProvider';
import { DateTimeField } from './DateTimeField';

/** 2025-06-18 09:30 in Asia/Shanghai (01:30 UTC). */
const MORNING = Date.UTC(2025, 5, 18, 1, 30);
const HOUR = 3_600_000;

function Field({
  initial,
  onChange,
  ...rest
}: {
  initial: number | null;
  onChange?: (v: number | null) => void;
  maxValue?: number;
  timeZone?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <DateTimeField
      label="录入时间"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      {...rest}
    />
  );
}

describe('DateTimeField', () => {
  it('shows the instant in the site zone, 24-hour, and writes epoch ms', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <DamProvider>
        <Field initial={MORNING + 14 * HOUR} onChange={onChange} />
      </DamProvider>,
    );
    const group = screen.getByRole('group', { name: '录入时间' });
    // 15:30 UTC is 23:30 in Shanghai: a 24-hour clock, no AM/PM segment.
    await expect.element(group).toBeVisible();
    expect(group.element().textContent).toMatch(/2025.*06.*18.*23.*30/);
    expect(group.element().textContent).not.toMatch(/下午|PM/);
    const hour = screen.getByRole('spinbutton', { name: /^小时/ });
    await hour.click();
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(MORNING + 14 * HOUR - 23 * HOUR);
  });

  it('reads the same instant in another zone', async () => {
    const screen = await render(
      <DamProvider language="en">
        <Field initial={MORNING} timeZone="UTC" />
      </DamProvider>,
    );
    const group = screen.getByRole('group', { name: '录入时间' });
    await expect.element(group).toBeVisible();
    expect(group.element().textContent).toMatch(/01.*30/);
  });

  it('picks a day on the calendar and keeps the time', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <DamProvider language="en">
        <Field initial={MORNING} onChange={onChange} maxValue={MORNING + 48 * HOUR} />
      </DamProvider>,
    );
    const opener = screen.getByRole('button', { name: /Open calendar/ });
    const box = opener.element().getBoundingClientRect();
    expect(box.height).toBeGreaterThanOrEqual(44);
    await opener.click();
    const grid = page.getByRole('grid');
    await expect.element(grid).toBeVisible();
    expect(grid.element().closest('[data-dam-root]')).not.toBeNull();
    // Days after the maximum cannot be chosen.
    await expect
      .element(page.getByRole('button', { name: /June 21, 2025/ }))
      .toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('button', { name: /June 17, 2025/ }).click();
    expect(onChange).toHaveBeenLastCalledWith(MORNING - 24 * HOUR);
  });

  it('marks the field invalid and shows the message', async () => {
    const screen = await render(
      <DamProvider language="en">
        <DateTimeField label="Entry time" value={MORNING} onChange={() => {}} errorMessage="too late" />
      </DamProvider>,
    );
    await expect.element(screen.getByText('too late')).toBeVisible();
    await expect
      .element(screen.getByRole('group', { name: 'Entry time' }))
      .toHaveAttribute('data-invalid', 'true');
  });
});
