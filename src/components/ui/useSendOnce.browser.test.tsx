import { Form } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render, renderHook } from 'vitest-browser-react';
import type { CommandOutcome } from '../../domain';
import { Button } from './Button';
import { type SendResult, useSendOnce } from './useSendOnce';

type Command = { loop: number; value: number };
type Send = (command: Command, requestId: string) => Promise<CommandOutcome>;

async function hook(send: Send) {
  return renderHook(() => useSendOnce<Command, CommandOutcome>({ send }));
}

/** A form whose submit button sends `command` once, as the control panels use the hook. */
function SendForm({ send, command }: { send: Send; command: Command }) {
  const once = useSendOnce<Command, CommandOutcome>({ send });
  return (
    <Form
      {...once.tapGuardProps}
      data-status={once.status}
      data-testid="form"
      onSubmit={(event) => {
        event.preventDefault();
        void once.send(command);
      }}
    >
      <Button type="submit">Send</Button>
    </Form>
  );
}

const A = { loop: 12, value: 60 };
const B = { loop: 12, value: 40 };

describe('useSendOnce', () => {
  it('retries the same command after a failure or a refusal with the same request id', async () => {
    const send = vi
      .fn<Send>()
      .mockRejectedValueOnce(new Error('timeout'))
      .mockResolvedValueOnce({ ok: false, reason: 'rejected' })
      .mockResolvedValueOnce({ ok: true });
    const { result, act } = await hook(send);
    const answers: SendResult<CommandOutcome>[] = [];
    await act(async () => {
      answers.push(await result.current.send(A));
    });
    expect(answers[0]).toMatchObject({ status: 'failed', error: new Error('timeout') });
    expect(result.current.status).toBe('failed');
    // The same command, even built in another key order.
    await act(async () => {
      answers.push(await result.current.send({ value: 60, loop: 12 }));
    });
    expect(answers[1]).toMatchObject({ status: 'refused', result: { ok: false, reason: 'rejected' } });
    await act(async () => {
      answers.push(await result.current.send(A));
    });
    expect(answers[2]).toMatchObject({ status: 'succeeded', result: { ok: true } });
    expect(result.current.status).toBe('succeeded');
    const ids = send.mock.calls.map(([, id]) => id);
    expect(new Set(ids).size).toBe(1);
    expect(answers.map((a) => ('requestId' in a ? a.requestId : null))).toEqual(ids);
  });

  it('gives a new command a new id, and keeps each failed command its own', async () => {
    const send = vi.fn<Send>().mockRejectedValueOnce(new Error('network')).mockResolvedValue({ ok: true });
    const { result, act } = await hook(send);
    await act(() => result.current.send(A));
    await act(() => result.current.send(B));
    // Back to the command that failed: its retry reuses its id.
    await act(() => result.current.reset());
    await act(() => result.current.send(A));
    const [a, b, aAgain] = send.mock.calls.map(([, id]) => id);
    expect(b).not.toBe(a);
    expect(aAgain).toBe(a);
  });

  it('does not send a command that succeeded again until reset, then sends it with a new id', async () => {
    const send = vi.fn<Send>(async () => ({ ok: true }));
    const { result, act } = await hook(send);
    await act(() => result.current.send(A));
    let again: SendResult<CommandOutcome> = { status: 'succeeded', requestId: '', result: { ok: true } };
    await act(async () => {
      again = await result.current.send(A);
    });
    expect(again.status).toBe('skipped');
    expect(send).toHaveBeenCalledTimes(1);
    await act(() => result.current.reset());
    expect(result.current.status).toBe('idle');
    await act(() => result.current.send(A));
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]![1]).not.toBe(send.mock.calls[0]![1]);
  });

  it('refuses a second send while one is in flight, even of another command', async () => {
    let answer: (outcome: CommandOutcome) => void = () => {};
    const send = vi.fn<Send>(() => new Promise((resolve) => (answer = resolve)));
    const { result, act } = await hook(send);
    let first: Promise<SendResult<CommandOutcome>> = Promise.resolve({ status: 'skipped' });
    let second: SendResult<CommandOutcome> = { status: 'failed', requestId: '', error: null };
    await act(async () => {
      first = result.current.send(A);
      second = await result.current.send(B);
    });
    expect(second.status).toBe('skipped');
    expect(result.current.status).toBe('sending');
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => {
      answer({ ok: true });
      await first;
    });
    expect(result.current.status).toBe('succeeded');
  });

  it('sends once for a double tap on the submit button, even when the send fails at once', async () => {
    const send = vi.fn<Send>(() => Promise.reject(new Error('offline')));
    await render(<SendForm send={send} command={A} />);
    await userEvent.dblClick(page.getByRole('button', { name: 'Send' }));
    await expect.element(page.getByTestId('form')).toHaveAttribute('data-status', 'failed');
    expect(send).toHaveBeenCalledTimes(1);
    // A new tap after the answer is a retry, with the same id.
    await userEvent.click(page.getByRole('button', { name: 'Send' }));
    await expect.poll(() => send.mock.calls.length).toBe(2);
    expect(send.mock.calls[1]![1]).toBe(send.mock.calls[0]![1]);
  });
});
