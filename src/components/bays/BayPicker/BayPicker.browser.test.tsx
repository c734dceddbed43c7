import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DamProvider } from '../../../hooks/DamProvider';
import { type BayChoice, BayPicker, type BayPickerProps, NO_BAY_CHOICE } from './BayPicker';
import { fewBins, manyBins } from './BayPicker.fixtures';

function Picker(props: Partial<BayPickerProps> & { spy?: (v: BayChoice) => void }) {
  const [value, setValue] = useState<BayChoice>(props.value ?? NO_BAY_CHOICE);
  return (
    <BayPicker
      bins={fewBins}
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.spy?.(next);
      }}
    />
  );
}

describe('BayPicker', () => {
  it('asks for the dam section first, then offers its bins, and keeps one', async () => {
    const spy = vi.fn();
    const screen = await render(
      <DamProvider language="en">
        <Picker spy={spy} isRequired />
      </DamProvider>,
    );
    await expect.element(screen.getByText('Choose the dam section first, then the bay')).toBeVisible();
    await screen.getByRole('button', { name: /Dam section/ }).click();
    await page.getByRole('option', { name: /Section 14/ }).click();
    // The select names the section alone (its count is for the list).
    await expect
      .poll(() => screen.getByRole('button', { name: /Dam section/ }).element().textContent)
      .toBe('Section 14');
    const tiles = screen.getByRole('radio');
    expect(tiles.elements().map((e) => e.closest('label')?.textContent)).toEqual([
      '14-031',
      '14-032',
      '14-033',
      '14-034',
      '14-035',
    ]);
    await screen.getByText('14-033', { exact: true }).click();
    expect(spy).toHaveBeenLastCalledWith({
      block: 14,
      bay: expect.objectContaining({ id: '1433', bin: '14-033' }),
    });
    await expect.element(screen.getByTestId('bay-picker-chosen')).toHaveTextContent('Chosen: 14-033');
    // Another section drops the bin of the first.
    await screen.getByRole('button', { name: /Dam section/ }).click();
    await page.getByRole('option', { name: /Section 12/ }).click();
    expect(spy).toHaveBeenLastCalledWith({ block: 12, bay: null });
  });

  it('keeps 500 bins usable: one section at a time, with each section’s count', async () => {
    const screen = await render(
      <DamProvider>
        <Picker bins={manyBins} />
      </DamProvider>,
    );
    expect(screen.getByRole('radio').elements()).toHaveLength(0);
    await screen.getByRole('button', { name: /坝段/ }).click();
    const options = page.getByRole('option');
    expect(options.elements()).toHaveLength(45);
    expect(page.getByRole('option', { name: /41# 坝段/ }).element().textContent).toBe('41# 坝段11 个仓');
    await page.getByRole('option', { name: /41# 坝段/ }).click();
    expect(screen.getByRole('radio').elements()).toHaveLength(11);
    const box = screen
      .getByRole('radio', { name: '41-001' })
      .element()
      .closest('label')
      ?.getBoundingClientRect();
    expect(box?.height).toBeGreaterThanOrEqual(44);
  });

  it('searches with Enter or the button, without submitting a surrounding form', async () => {
    const onSearch = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const screen = await render(
      <DamProvider>
        <form onSubmit={(e) => onSubmit(e.nativeEvent as SubmitEvent)}>
          <Picker onSearch={onSearch} />
        </form>
      </DamProvider>,
    );
    const field = screen.getByRole('searchbox', { name: '搜索仓号' });
    await field.fill(' 13-03 ');
    await userEvent.keyboard('{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('13-03');
    await screen.getByRole('button', { name: '搜索', exact: true }).click();
    expect(onSearch).toHaveBeenCalledTimes(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a search that matched few without a section, and choosing one sets its section', async () => {
    const spy = vi.fn();
    const screen = await render(
      <DamProvider>
        <Picker bins={fewBins.filter((b) => b.bin.startsWith('13-03'))} keyword="13-03" spy={spy} />
      </DamProvider>,
    );
    await screen.getByText('13-032', { exact: true }).click();
    expect(spy).toHaveBeenLastCalledWith({ block: 13, bay: expect.objectContaining({ bin: '13-032' }) });
  });

  it('says what is missing, and the load states', async () => {
    const onRetry = vi.fn();
    const screen = await render(
      <DamProvider language="en">
        <BayPicker
          bins={fewBins}
          value={NO_BAY_CHOICE}
          onChange={() => {}}
          isRequired
          blockError="Please choose the dam section"
          binError="Please choose one bay"
        />
        <BayPicker bins={undefined} value={NO_BAY_CHOICE} onChange={() => {}} error onRetry={onRetry} />
      </DamProvider>,
    );
    await expect.element(screen.getByText('Please choose the dam section')).toBeVisible();
    await expect.element(screen.getByText('Please choose one bay')).toBeVisible();
    await expect
      .element(screen.getByRole('radiogroup', { name: /Bay number/ }).first())
      .toHaveAttribute('aria-invalid', 'true');
    await expect.element(screen.getByText('Could not load the bays')).toBeVisible();
    await screen.getByRole('button', { name: 'Retry' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
