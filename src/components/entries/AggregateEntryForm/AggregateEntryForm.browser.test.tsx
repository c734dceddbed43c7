import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { EntryOutcome } from '../../../domain';
import { DamProvider } from '../../../hooks/DamProvider';
import type { Language } from '../../../i18n/language';
import { AggregateEntryForm, type AggregateEntryRequest } from './AggregateEntryForm';
import { aggregateTypes, FIXTURE_NOW } from './AggregateEntryForm.fixtures';

const MINUTE = 60_000;

const inProvider = (node: ReactNode, language: Language = 'zh') => (
  <DamProvider language={language}>{node}</DamProvider>
);

/** A data layer that answers after a tick, recording what it was asked. */
function dataLayer(...outcomes: (EntryOutcome | Error)[]) {
  const calls: AggregateEntryRequest[] = [];
  const onSubmit = vi.fn(async (request: AggregateEntryRequest) => {
    calls.push(request);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const next = outcomes.shift() ?? { ok: true };
    if (next instanceof Error) throw next;
    return next;
  });
  return { calls, onSubmit };
}

describe('AggregateEntryForm', () => {
  it('enters a temperature once on a double tap, then clears it and returns the time to now', async () => {
    const { calls, onSubmit } = dataLayer({ ok: true });
    const onEntered = vi.fn();
    const screen = await render(
      inProvider(
        <AggregateEntryForm
          types={aggregateTypes}
          onSubmit={onSubmit}
          onEntered={onEntered}
          now={FIXTURE_NOW}
        />,
      ),
    );
    const temperature = screen.getByRole('textbox', { name: '温度（°C）' });
    // The time starts at now: 2026-11-20 10:00 in Shanghai.
    const time = screen.getByRole('group', { name: '录入时间' });
    expect(time.element().textContent).toMatch(/2026.*11.*20.*10.*00/);
    // Nothing chosen but the first cooling.
    expect(screen.container.querySelectorAll('[data-selected]')).toHaveLength(1);

    await userEvent.fill(temperature, '-1.5');
    await userEvent.click(screen.getByText('砂'));
    await userEvent.click(screen.getByText('二次冷却'));
    // An earlier minute: the hour back by one.
    await userEvent.click(screen.getByRole('spinbutton', { name: /^小时/ }));
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.dblClick(screen.getByRole('button', { name: '录入' }));

    await expect.element(screen.getByRole('status').getByText('录入成功')).toBeVisible();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toEqual({
      typeId: 5,
      stage: 2,
      tempC: -1.5,
      at: FIXTURE_NOW - 60 * MINUTE,
      requestId: expect.any(String),
    });
    expect(onEntered).toHaveBeenCalledWith(
      { typeId: 5, stage: 2, tempC: -1.5, at: FIXTURE_NOW - 60 * MINUTE },
      { ok: true },
    );
    await expect.element(temperature).toHaveValue('');
    expect(time.element().textContent).toMatch(/2026.*11.*20.*10.*00/);
    // Category and stage stay for the next reading; after a success the button waits for an edit.
    await expect.element(screen.getByRole('button', { name: '已录入' })).toBeDisabled();
    await userEvent.fill(temperature, '7.2');
    await userEvent.click(screen.getByRole('button', { name: '录入' }));
    await expect.poll(() => calls.length).toBe(2);
    expect(calls[1]).toMatchObject({ typeId: 5, stage: 2, tempC: 7.2, at: FIXTURE_NOW });
    expect(calls[1]?.requestId).not.toBe(calls[0]?.requestId);
  });

  it('shows each problem under its field and sends nothing', async () => {
    const { onSubmit } = dataLayer();
    const screen = await render(
      inProvider(<AggregateEntryForm types={aggregateTypes} onSubmit={onSubmit} now={FIXTURE_NOW} />),
    );
    const submit = screen.getByRole('button', { name: '录入' });
    const temperature = screen.getByRole('textbox', { name: '温度（°C）' });

    await userEvent.click(submit);
    await expect.element(screen.getByText('温度值不能为空')).toBeVisible();
    await expect.element(screen.getByText('请选择类别')).toBeVisible();
    await expect.element(temperature).toHaveAttribute('aria-invalid', 'true');

    await userEvent.fill(temperature, '12..5');
    await expect.element(screen.getByText('温度值不能为空')).not.toBeInTheDocument();
    await userEvent.click(screen.getByText('特大石'));
    await expect.element(screen.getByText('请选择类别')).not.toBeInTheDocument();
    await userEvent.click(submit);
    await expect.element(screen.getByText('请输入数字')).toBeVisible();

    await userEvent.fill(temperature, '150');
    await userEvent.click(submit);
    await expect.element(screen.getByText('温度值应在 -50 到 100 °C 之间')).toBeVisible();

    // A time later than now: the year up by one.
    await userEvent.fill(temperature, '12.5');
    await userEvent.click(screen.getByRole('spinbutton', { name: /^年/ }));
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.click(submit);
    await expect.element(screen.getByText('录入时间晚于当前时间')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps the request id for a retry after a failure, and says when an entry is kept on the device', async () => {
    const { calls, onSubmit } = dataLayer(new Error('network'), { ok: true, queued: true });
    const screen = await render(
      inProvider(<AggregateEntryForm types={aggregateTypes} onSubmit={onSubmit} now={FIXTURE_NOW} />, 'en'),
    );
    await userEvent.fill(screen.getByRole('textbox', { name: 'Temperature (°C)' }), '9.4');
    // The site's 中石 in the reader's language.
    await userEvent.click(screen.getByText('Medium stone'));
    await userEvent.click(screen.getByRole('button', { name: 'Enter' }));
    await expect.element(screen.getByRole('alert').getByText('Entry failed, please re-enter')).toBeVisible();
    await expect.element(screen.getByRole('textbox', { name: 'Temperature (°C)' })).toHaveValue('9.4');

    await userEvent.click(screen.getByRole('button', { name: 'Enter' }));
    await expect
      .element(screen.getByText('Saved on this phone: it will be sent when the network returns'))
      .toBeVisible();
    expect(calls).toHaveLength(2);
    expect(calls[0]).toMatchObject({ typeId: 3, tempC: 9.4 });
    expect(calls[1]?.requestId).toBe(calls[0]?.requestId);
    await expect.element(screen.getByRole('textbox', { name: 'Temperature (°C)' })).toHaveValue('');
  });

  it("shows the server's refusal by its rule", async () => {
    const { onSubmit } = dataLayer({
      ok: false,
      reason: 'rejected',
      message: 'Entry time is later than the current time',
      messageKey: 'validation.entry.future',
    });
    const screen = await render(
      inProvider(<AggregateEntryForm types={aggregateTypes} onSubmit={onSubmit} now={FIXTURE_NOW} />),
    );
    await userEvent.fill(screen.getByRole('textbox', { name: '温度（°C）' }), '10');
    await userEvent.click(screen.getByText('大石'));
    await userEvent.click(screen.getByRole('button', { name: '录入' }));
    await expect.element(screen.getByRole('alert').getByText('录入时间晚于当前时间')).toBeVisible();
  });

  it('is read-only for the visitor: the reason up front, no field or button', async () => {
    const denied = dataLayer();
    const readOnly = await render(
      inProvider(
        <AggregateEntryForm
          types={aggregateTypes}
          onSubmit={denied.onSubmit}
          now={FIXTURE_NOW}
          refusal="visitor"
        />,
      ),
    );
    await expect.element(readOnly.getByTestId('read-only-notice')).toMatchTextContent(/游客账号只能查看/);
    expect(readOnly.getByRole('textbox').elements()).toHaveLength(0);
    expect(readOnly.getByRole('button').elements()).toHaveLength(0);
    expect(denied.onSubmit).not.toHaveBeenCalled();
  });

  it('says while the categories load', async () => {
    const screen = await render(
      inProvider(<AggregateEntryForm types={undefined} onSubmit={vi.fn()} now={FIXTURE_NOW} />),
    );
    await expect.element(screen.getByText('加载中...')).toBeVisible();
  });

  it('says when there is no category', async () => {
    const screen = await render(inProvider(<AggregateEntryForm types={[]} onSubmit={vi.fn()} />, 'en'));
    await expect
      .element(screen.getByText('No aggregate categories yet: nothing can be entered'))
      .toBeVisible();
  });
});
