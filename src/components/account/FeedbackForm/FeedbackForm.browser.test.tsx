import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { DamProvider } from '../../../hooks/DamProvider';
import { FeedbackForm } from './FeedbackForm';

describe('FeedbackForm', () => {
  it('refuses empty or blank text', async () => {
    const onSubmit = vi.fn();
    const screen = await render(
      <DamProvider language="zh">
        <FeedbackForm onSubmit={onSubmit} />
      </DamProvider>,
    );
    await screen.getByRole('button', { name: '提交' }).click();
    await expect.element(screen.getByText('反馈内容不能为空')).toBeVisible();
    await screen.getByRole('textbox').fill(' \n ');
    await screen.getByRole('button', { name: '提交' }).click();
    await expect.element(screen.getByText('反馈内容不能为空')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends trimmed text, says "Submitted successfully" and clears; shows a server message', async () => {
    const onSubmit = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('server busy'));
    const onSubmitted = vi.fn();
    const screen = await render(
      <DamProvider language="en">
        <FeedbackForm onSubmit={onSubmit} onSubmitted={onSubmitted} />
      </DamProvider>,
    );
    await expect
      .element(screen.getByRole('textbox'))
      .toHaveAttribute('placeholder', 'Please enter information');
    await screen.getByRole('textbox').fill('  loop 3 reads low  ');
    await screen.getByRole('button', { name: 'Submit' }).click();
    await expect.element(screen.getByText('Submitted successfully')).toBeVisible();
    expect(onSubmit).toHaveBeenCalledWith('loop 3 reads low');
    expect(onSubmitted).toHaveBeenCalledWith('Submitted successfully');
    await expect.element(screen.getByRole('textbox')).toHaveValue('');
    await screen.getByRole('textbox').fill('again');
    await screen.getByRole('button', { name: 'Submit' }).click();
    await expect.element(screen.getByRole('alert')).toHaveTextContent('server busy');
  });
});
