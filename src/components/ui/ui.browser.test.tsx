import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DamProvider } from '../../hooks/DamProvider';
import { Alert } from './Alert';
import { Button } from './Button';
import { Dialog, DialogTrigger } from './Dialog';
import { PageHeader } from './PageHeader';
import { TextField } from './TextField';
import { createToastQueue, showToast, ToastRegion } from './Toast';
import { UnitField } from './UnitField';
import { flipSign } from './UnitField/UnitField';

/** A signed number field holding its own value. */
function Signed() {
  const [value, setValue] = useState('3.5');
  return <UnitField label="Temperature" unit="°C" value={value} onChange={setValue} signed />;
}

/** A confirmation that its own Send button closes, as a command form's does. */
function ClosedBySend() {
  const [open, setOpen] = useState(true);
  return (
    <Dialog title="Controlled" isOpen={open} onOpenChange={setOpen}>
      <Button onPress={() => setOpen(false)}>Send</Button>
    </Dialog>
  );
}

describe('UI primitives', () => {
  it('UnitField flips the sign of the number with its ± button (phone keypads have no minus)', async () => {
    const screen = await render(
      <DamProvider language="en">
        <Signed />
      </DamProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Temperature' });
    await userEvent.click(screen.getByRole('button', { name: 'Change the sign' }));
    await expect.element(input).toHaveValue('-3.5');
    await userEvent.click(screen.getByRole('button', { name: 'Change the sign' }));
    await expect.element(input).toHaveValue('3.5');
    expect(flipSign('')).toBe('-');
    expect(flipSign(' -0.7 ')).toBe('0.7');
  });

  it('Button ignores presses while pending', async () => {
    const onPress = vi.fn();
    const screen = await render(
      <DamProvider>
        <Button onPress={onPress} isPending pendingLabel="提交中...">
          提交
        </Button>
      </DamProvider>,
    );
    await screen.getByRole('button').click({ force: true });
    expect(onPress).not.toHaveBeenCalled();
    await expect.element(screen.getByRole('button')).toHaveTextContent('提交中...');
  });

  it('TextField wires its label, help text and error for assistive technology', async () => {
    const screen = await render(
      <DamProvider language="en">
        <TextField
          label="Password"
          type="password"
          revealable
          description="At least 8 characters"
          errorMessage="Please enter password"
          isRequired
        />
      </DamProvider>,
    );
    const input = screen.getByLabelText(/^Password/);
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect
      .element(input)
      .toHaveAccessibleDescription(
        /At least 8 characters.*Please enter password|Please enter password.*At least 8 characters/,
      );
    await screen.getByRole('button', { name: 'Show password' }).click();
    await expect.element(input).toHaveAttribute('type', 'text');
  });

  it('Dialog renders inside the provider theme root, so it keeps the theme', async () => {
    await render(
      <DamProvider theme="dark">
        <Dialog title="重启智能柜" isOpen>
          <p>确定重启智能柜吗？</p>
        </Dialog>
      </DamProvider>,
    );
    const dialog = page.getByRole('dialog', { name: '重启智能柜' }).element();
    expect(dialog.closest('[data-dam-root]')).not.toBeNull();
    // The theme's surface colour reaches the sheet (it would be transparent outside the theme root).
    const sheet = dialog.parentElement as HTMLElement;
    expect(getComputedStyle(sheet).backgroundColor).toBe('rgb(25, 33, 42)');
  });

  it('Dialog leaves the page as soon as it closes, with nothing of it left entering or exiting', async () => {
    await render(
      <DamProvider language="en">
        <ClosedBySend />
      </DamProvider>,
    );
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.element(page.getByRole('dialog', { name: 'Controlled' })).not.toBeInTheDocument();
    expect(document.querySelector('[data-entering], [data-exiting]')).toBeNull();
  });

  it('Dialog opened by default closes by its close button and says so', async () => {
    const onOpenChange = vi.fn();
    await render(
      <DamProvider language="en">
        <Dialog title="Own" defaultOpen onOpenChange={onOpenChange}>
          body
        </Dialog>
      </DamProvider>,
    );
    await page.getByRole('button', { name: 'Close' }).click();
    await expect.element(page.getByRole('dialog', { name: 'Own' })).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('Dialog in a DialogTrigger opens from it, closes, and gives focus back to it', async () => {
    await render(
      <DamProvider language="en">
        <DialogTrigger>
          <Button>Open</Button>
          <Dialog title="Triggered">body</Dialog>
        </DialogTrigger>
      </DamProvider>,
    );
    await page.getByRole('button', { name: 'Open' }).click();
    await expect.element(page.getByRole('dialog', { name: 'Triggered' })).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect.element(page.getByRole('dialog', { name: 'Triggered' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('Toast shows a message in the theme root and can be dismissed', async () => {
    const queue = createToastQueue();
    await render(
      <DamProvider language="en">
        <ToastRegion queue={queue} />
      </DamProvider>,
    );
    showToast(queue, 'Token错误', 'danger', 0);
    const toast = page.getByText('Token错误');
    await expect.element(toast).toBeInTheDocument();
    expect(toast.element().closest('[data-dam-root]')).not.toBeNull();
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect.element(page.getByText('Token错误')).not.toBeInTheDocument();
  });

  it('Alert is assertive for danger and polite otherwise; PageHeader has one h1 and a back button', async () => {
    const onBack = vi.fn();
    const screen = await render(
      <DamProvider language="en">
        <PageHeader title="Feedback" onBack={onBack} />
        <Alert tone="danger">Token错误</Alert>
        <Alert tone="success">Submitted successfully</Alert>
      </DamProvider>,
    );
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Token错误');
    await expect.element(screen.getByRole('status')).toHaveTextContent('Submitted successfully');
    await expect.element(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Feedback');
    (screen.getByRole('button', { name: 'Back' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});
