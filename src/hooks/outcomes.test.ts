import { describe, expect, it } from 'vitest';
import { DamError } from '../client/errors';
import { deleteOutcomeOf, outcomeOf, uploadOutcomeOf } from './outcomes';

const rejecting = (failure: unknown) => async (_arg: unknown) => {
  throw failure;
};

describe('outcomeOf', () => {
  it('resolves a success with the command record the server made, from the request mapped to the write', async () => {
    const sent: unknown[] = [];
    const submit = outcomeOf(
      async (arg: { loops: number[]; cabinetId: number }) => {
        sent.push(arg);
        return { message: 'ok', commandId: '42' };
      },
      (r: { loops: number[] }) => ({ ...r, cabinetId: 7 }),
    );
    await expect(submit({ loops: [1] })).resolves.toEqual({ ok: true, commandId: '42' });
    expect(sent).toEqual([{ loops: [1], cabinetId: 7 }]);
    await expect(outcomeOf(async () => undefined)(null)).resolves.toEqual({ ok: true });
  });

  it('passes on a result that is an outcome already', async () => {
    const refused = { ok: false, reason: 'rejected' } as const;
    await expect(outcomeOf(async () => refused)(null)).resolves.toBe(refused);
  });

  it('resolves a refusal with its reason: permission, or rejected with the error and the rule’s key', async () => {
    const denied = new DamError('server', '无操作权限', { reason: 'noPermission' });
    await expect(outcomeOf(rejecting(denied))(null)).resolves.toEqual({ ok: false, reason: 'permission' });
    const invalid = new DamError('http', 'too hot', {
      reason: 'validation',
      messageKey: 'validation.entry.max',
    });
    await expect(outcomeOf(rejecting(invalid))(null)).resolves.toEqual({
      ok: false,
      reason: 'rejected',
      message: 'too hot',
      messageKey: 'validation.entry.max',
      error: invalid,
    });
  });

  it('resolves a network failure as rejected with its DamError, never rejecting', async () => {
    const offline = new DamError('network', 'Failed to fetch');
    const outcome = await outcomeOf(rejecting(offline))(null);
    expect(outcome).toMatchObject({ ok: false, reason: 'rejected', error: offline });
  });

  it('resolves a thrown non-DamError as rejected with its message (or none)', async () => {
    await expect(outcomeOf(rejecting(new TypeError('boom')))(null)).resolves.toEqual({
      ok: false,
      reason: 'rejected',
      message: 'boom',
    });
    await expect(outcomeOf(rejecting('nope'))(null)).resolves.toEqual({ ok: false, reason: 'rejected' });
  });
});

describe('uploadOutcomeOf and deleteOutcomeOf', () => {
  const file = new File(['x'], 'a.pdf');
  const transfer = () => ({ onProgress: () => {}, signal: new AbortController().signal });

  it('turn an upload’s answer or refusal into the file table’s outcomes', async () => {
    const args: unknown[] = [];
    const ok = uploadOutcomeOf(
      async (arg: { bayId: number; file: File }) => {
        args.push(arg.bayId);
        return 'ok';
      },
      (u) => ({ ...u, bayId: 3 }),
    );
    await expect(ok(file, transfer())).resolves.toEqual({ status: 'uploaded' });
    expect(args).toEqual([3]);
    const existed = new DamError('server', 'existed', { reason: 'existed' });
    await expect(uploadOutcomeOf(rejecting(existed), (u) => u)(file, transfer())).resolves.toEqual({
      status: 'existed',
    });
    const network = new DamError('network', 'Failed to fetch');
    await expect(uploadOutcomeOf(rejecting(network), (u) => u)(file, transfer())).resolves.toEqual({
      status: 'failed',
      message: 'Failed to fetch',
      error: network,
    });
    const stopped = new AbortController();
    stopped.abort();
    const cancelled = uploadOutcomeOf(rejecting(new Error('aborted')), (u) => u);
    await expect(cancelled(file, { onProgress: () => {}, signal: stopped.signal })).resolves.toEqual({
      status: 'cancelled',
    });
  });

  it('turn a delete’s success or failure into the file table’s outcomes', async () => {
    await expect(
      deleteOutcomeOf(
        async () => undefined,
        (f: { id: number }) => f.id,
      )({ id: 1 }),
    ).resolves.toEqual({
      status: 'deleted',
    });
    await expect(
      deleteOutcomeOf(rejecting(new Error('gone')), (f: { id: number }) => f.id)({ id: 1 }),
    ).resolves.toEqual({ status: 'failed', message: 'gone' });
  });
});
