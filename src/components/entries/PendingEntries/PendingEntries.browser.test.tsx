import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DamProvider } from '../../../hooks/DamProvider';
import { pending as messages } from '../../../i18n/messages/pending';
import { validation } from '../../../i18n/messages/validation';
import { PendingEntries } from './PendingEntries';
import { refusedEntry, waitingEntries } from './PendingEntries.fixtures';

const en = messages.en;

describe('PendingEntries', () => {
  it('shows nothing when no entry waits', async () => {
    const screen = await render(
      <DamProvider language="en">
        <div data-testid="host">
          <PendingEntries pending={[]} onDiscard={() => {}} />
        </div>
      </DamProvider>,
    );
    expect(screen.getByTestId('host').element().childElementCount).toBe(0);
  });

  it('counts the waiting entries, lists each with its kind and value, and sends on request', async () => {
    const onSendNow = vi.fn();
    const screen = await render(
      <DamProvider language="en">
        <PendingEntries pending={waitingEntries} onSendNow={onSendNow} onDiscard={() => {}} />
      </DamProvider>,
    );
    await expect.element(screen.getByRole('heading', { name: '3 entries waiting to send' })).toBeVisible();
    await expect.element(screen.getByText(en.kind.outlet)).toBeVisible();
    await expect.element(screen.getByText(en.kind.bin)).toBeVisible();
    await expect.element(screen.getByText(en.kind.aggregate)).toBeVisible();
    await expect.element(screen.getByText('14.8 °C')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: en.sendNow }));
    expect(onSendNow).toHaveBeenCalledTimes(1);
  });

  it('says why the server refused an entry, in the reader language, and discards only after a confirmation', async () => {
    const onDiscard = vi.fn();
    const screen = await render(
      <DamProvider language="en">
        <PendingEntries pending={[refusedEntry]} onDiscard={onDiscard} />
      </DamProvider>,
    );
    await expect
      .element(screen.getByText(en.refused.replace('{{reason}}', validation.en.entry.future)))
      .toBeVisible();
    await expect.element(screen.getByRole('button', { name: en.sendNow })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: en.discard }));
    await userEvent.click(screen.getByRole('button', { name: en.discardDialog.keep }));
    expect(onDiscard).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: en.discard }));
    await userEvent.click(
      screen.getByRole('alertdialog').getByRole('button', { name: en.discardDialog.confirm }),
    );
    expect(onDiscard).toHaveBeenCalledWith('k-4');
  });
});
