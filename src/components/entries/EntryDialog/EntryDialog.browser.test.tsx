import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { EntryOutcome } from '../../../domain';
import { DamProvider } from '../../../hooks/DamProvider';
import { EntryDialog, type EntryDialogProps } from './EntryDialog';
import { FIXTURE_NOW, fewBins } from './EntryDialog.fixtures';

const HOUR = 3_600_000;

async function open(props: Partial<EntryDialogProps> = {}, language: 'zh' | 'en' = 'en') {
  const onSubmit = vi.fn<EntryDialogProps['onSubmit']>(async () => ({ ok: true }) as EntryOutcome);
  const onSent = vi.fn();
  const onFailed = vi.fn();
  const screen = await render(
    <DamProvider language={language}>
      <EntryDialog
        kind="outlet"
        bins={fewBins}
        now={FIXTURE_NOW}
        onSubmit={onSubmit}
        onSent={onSent}
        onFailed={onFailed}
        {...props}
      />
    </DamProvider>,
  );
  await screen.getByRole('button', { name: language === 'en' ? 'Data entry' : '数据录入' }).click();
  return { screen, onSubmit: (props.onSubmit as typeof onSubmit) ?? onSubmit, onSent, onFailed };
}

const value = () => page.getByLabelText('Temperature (°C)');
const confirm = () => page.getByRole('button', { name: 'Confirm' }).click();

describe('EntryDialog', () => {
  it('refuses an empty value, a non-number and a time later than now, and sends nothing', async () => {
    const { onSubmit } = await open();
    // The fields load as the dialog opens; the temperature takes the focus when it is there.
    await expect.element(value()).toHaveFocus();
    await confirm();
    await expect.element(page.getByText('Temperature value cannot be empty')).toBeVisible();
    await value().fill('twelve');
    await confirm();
    await expect.element(page.getByText('Please enter a number')).toBeVisible();
    await value().fill('12.5');
    // An hour later than now.
    await page.getByRole('spinbutton', { name: /^hour/i }).click();
    await userEvent.keyboard('{ArrowUp}');
    await confirm();
    await expect.element(page.getByText('Entry time is later than the current time')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('needs a dam section and a bin for the bin entry', async () => {
    const { screen, onSubmit } = await open({ kind: 'binEntry' });
    expect(screen.container.querySelector('[data-kind="binEntry"]')).not.toBeNull();
    await value().fill('14');
    await confirm();
    await expect.element(page.getByText('Please choose the dam section')).toBeVisible();
    await expect.element(page.getByText('Please choose one bay')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
    await page.getByRole('button', { name: /Dam section/ }).click();
    await page.getByRole('option', { name: /Section 13/ }).click();
    await page.getByText('13-030', { exact: true }).click();
    await confirm();
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      kind: 2,
      tempC: 14,
      at: FIXTURE_NOW,
      bayIds: [1330],
    });
  });

  it('sends a double tap once; on success it closes, clears the value and returns the time to now', async () => {
    let answer: (outcome: EntryOutcome) => void = () => {};
    const onSubmit = vi.fn<EntryDialogProps['onSubmit']>(
      () => new Promise<EntryOutcome>((resolve) => (answer = resolve)),
    );
    const { onSent } = await open({ onSubmit });
    await value().fill('12.5');
    // An earlier time, which the next entry must not keep.
    await page.getByRole('spinbutton', { name: /^hour/i }).click();
    await userEvent.keyboard('{ArrowDown}');
    const button = page.getByRole('button', { name: 'Confirm' });
    await button.click();
    await page.getByRole('button', { name: 'Sending...' }).click({ force: true });
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ tempC: 12.5, at: FIXTURE_NOW - HOUR });
    answer({ ok: true });
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(onSent).toHaveBeenCalledWith(expect.objectContaining({ tempC: 12.5 }), { ok: true });
    await page.getByRole('button', { name: 'Data entry' }).click();
    await expect.element(value()).toHaveValue('');
    await value().fill('13');
    await confirm();
    expect(onSubmit.mock.calls[1]?.[0]).toMatchObject({ tempC: 13, at: FIXTURE_NOW });
  });

  it('keeps the value after a failed call, says add failed, and retries with the same request id', async () => {
    const onSubmit = vi
      .fn<EntryDialogProps['onSubmit']>()
      .mockRejectedValueOnce(new Error('Failed to fetch'))
      .mockResolvedValueOnce({ ok: true, queued: true });
    const { onFailed, onSent } = await open({ onSubmit });
    await value().fill('11.2');
    await confirm();
    await expect.element(page.getByTestId('entry-notice')).toHaveTextContent('Add failed');
    expect(onFailed).toHaveBeenCalledWith('Add failed');
    await expect.element(value()).toHaveValue('11.2');
    await confirm();
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(onSubmit.mock.calls[1]?.[0].requestId).toBe(onSubmit.mock.calls[0]?.[0].requestId);
    expect(onSent).toHaveBeenCalledWith(expect.anything(), { ok: true, queued: true });
  });

  it('shows a refusal in the words of the broken rule and keeps the value', async () => {
    const onSubmit = vi.fn(
      async (): Promise<EntryOutcome> => ({
        ok: false,
        reason: 'rejected',
        message: 'The temperature must be from -50 to 100 °C',
        messageKey: 'validation.entry.range',
      }),
    );
    await open({ onSubmit }, 'zh');
    await page.getByLabelText('温度值（°C）').fill('99');
    await page.getByRole('button', { name: '确定' }).click();
    await expect.element(page.getByTestId('entry-notice')).toHaveTextContent('温度值应在 -50 到 100 °C 之间');
    await expect.element(page.getByLabelText('温度值（°C）')).toHaveValue('99');
    await expect.element(page.getByRole('dialog')).toBeVisible();
  });

  it('is read-only for the visitor: the reason in place of the data-entry button, nothing to send', async () => {
    const onSubmit = vi.fn<EntryDialogProps['onSubmit']>();
    const screen = await render(
      <DamProvider language="en">
        <EntryDialog kind="outlet" bins={fewBins} now={FIXTURE_NOW} onSubmit={onSubmit} refusal="visitor" />
      </DamProvider>,
    );
    await expect
      .element(screen.getByTestId('read-only-notice'))
      .toMatchTextContent(/visitor account can only look/);
    expect(screen.getByRole('button').elements()).toHaveLength(0);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('still takes the deprecated numbered kinds, as their names', async () => {
    const { screen, onSubmit } = await open({ kind: 4 });
    expect(screen.container.querySelector('[data-kind="pouring"]')).not.toBeNull();
    await expect.element(page.getByRole('dialog', { name: /pouring/i })).toBeVisible();
    await value().fill('15');
    await confirm();
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ kind: 4, tempC: 15 });
  });
});

/** A screen that opens the dialog from its own button and keeps whether it is open. */
function Controlled({ onOpenChange }: { onOpenChange: (isOpen: boolean) => void }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <DamProvider language="en">
      <button type="button" onClick={() => setOpen(true)}>
        Enter a reading
      </button>
      <EntryDialog
        kind="outlet"
        bins={fewBins}
        now={FIXTURE_NOW}
        onSubmit={async () => ({ ok: true })}
        isOpen={isOpen}
        onOpenChange={(next) => {
          onOpenChange(next);
          setOpen(next);
        }}
      />
    </DamProvider>
  );
}

describe('EntryDialog opened from outside', () => {
  it('opens and closes as isOpen says, and tells onOpenChange what the user asks', async () => {
    const onOpenChange = vi.fn();
    const screen = await render(<Controlled onOpenChange={onOpenChange} />);
    await screen.getByRole('button', { name: 'Enter a reading' }).click();
    await expect.element(page.getByRole('dialog')).toBeVisible();
    expect(screen.container.querySelector('[data-open]')).not.toBeNull();
    expect(onOpenChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await page.getByRole('button', { name: 'Data entry' }).click();
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await value().fill('12');
    await confirm();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(onOpenChange).toHaveBeenCalledTimes(3);
  });

  it('stays open while isOpen holds, whatever the user asks', async () => {
    const onOpenChange = vi.fn();
    await render(
      <DamProvider language="en">
        <EntryDialog
          kind="outlet"
          bins={fewBins}
          now={FIXTURE_NOW}
          onSubmit={vi.fn()}
          isOpen
          onOpenChange={onOpenChange}
        />
      </DamProvider>,
    );
    await expect.element(page.getByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await expect.element(page.getByRole('dialog')).toBeVisible();
  });
});
