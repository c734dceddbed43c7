/*
 * From a write hook's `trigger` (which rejects with the DamError of a refused or failed call) to the handler a
 * control takes (which resolves with what became of the write and never rejects): the controls say each
 * outcome in the reader's language, the DamError's reason included.
 */
import { isDamError, isDamFailure } from '../client/errors';
import type { EntryOutcome } from '../domain/command.ts';
import type { FileDeleteOutcome, FileUploadOutcome, UploadProgress } from '../domain/files.ts';

/** A write hook's `trigger` (`DamMutation.trigger`). */
export type Trigger<Arg, Result> = (arg: Arg) => Promise<Result>;

/** A write that did not succeed, as an outcome: `permission` for want of the right, else `rejected`. */
export type Refusal = Exclude<EntryOutcome, { ok: true }>;

/**
 * What `outcomeOf` resolves: a `CommandOutcome` and an `EntryOutcome` at once, so it is the `onSubmit` of
 * the command panels and of the entry forms alike.
 */
export type WriteOutcome = { ok: true; commandId?: string | null; queued?: boolean } | Refusal;

/**
 * The outcome of a rejected write: `noPermission` → `permission`; any other DamError → `rejected` with the
 * server's words, the broken rule's message key (a validation failure) and the error itself; another Error →
 * `rejected` with its message.
 */
export function refusalOf(failure: unknown): Refusal {
  if (isDamError(failure)) {
    if (failure.reason === 'noPermission') return { ok: false, reason: 'permission' };
    return {
      ok: false,
      reason: 'rejected',
      ...(failure.message ? { message: failure.message } : {}),
      ...(failure.messageKey ? { messageKey: failure.messageKey } : {}),
      error: failure,
    };
  }
  if (failure instanceof Error && failure.message)
    return { ok: false, reason: 'rejected', message: failure.message };
  return { ok: false, reason: 'rejected' };
}

/** A result that is an outcome already (e.g. `useSetAutoReverse`'s), passed on as it is. */
function isOutcome(result: unknown): result is WriteOutcome {
  return (
    typeof result === 'object' && result !== null && typeof (result as { ok?: unknown }).ok === 'boolean'
  );
}

/** The outcome of a write that succeeded: its result's `commandId` when it has one (a loop command). */
function successOf(result: unknown): WriteOutcome {
  if (isOutcome(result)) return result;
  const commandId = (result as { commandId?: unknown } | null | undefined)?.commandId;
  return typeof commandId === 'string' || commandId === null ? { ok: true, commandId } : { ok: true };
}

/**
 * The `onSubmit` of a control that resolves a `CommandOutcome` or an `EntryOutcome` (`LoopControlPanel`,
 * `AutoReversalPanel`, `EntryDialog`, `AggregateEntryForm`): sends `toArg(request)` through `trigger` and
 * resolves `{ ok: true }` (with the loop command's `commandId`), or the refusal (`refusalOf`); it never
 * rejects. `onSubmit={outcomeOf(issue.trigger, (r) => ({ ...r, cabinetId, userId }))}`.
 */
export function outcomeOf<Arg, Result>(trigger: Trigger<Arg, Result>): (arg: Arg) => Promise<WriteOutcome>;
export function outcomeOf<Request, Arg, Result>(
  trigger: Trigger<Arg, Result>,
  toArg: (request: Request) => Arg,
): (request: Request) => Promise<WriteOutcome>;
export function outcomeOf<Request, Arg, Result>(
  trigger: Trigger<Arg, Result>,
  toArg?: (request: Request) => Arg,
): (request: Request) => Promise<WriteOutcome> {
  return async (request) => {
    try {
      return successOf(await trigger(toArg ? toArg(request) : (request as unknown as Arg)));
    } catch (failure) {
      return refusalOf(failure);
    }
  };
}

/** A failed file write as the file table takes it: the server's words and the DamError it words itself. */
function fileFailure(failure: unknown): Extract<FileDeleteOutcome, { status: 'failed' }> {
  const message = failure instanceof Error ? failure.message : '';
  return isDamError(failure) ? { status: 'failed', message, error: failure } : { status: 'failed', message };
}

/** What `FileTable` hands `onUpload`: the file, its progress callback and the cancel's signal. */
interface UploadRequest {
  file: File;
  onProgress: (progress: UploadProgress) => void;
  signal: AbortSignal;
}

/**
 * `FileTable`'s `onUpload`: sends `toArg({ file, onProgress, signal })` through `trigger` and resolves
 * `uploaded` (an answer of 'ok'), `existed`, `cancelled` (the user stopped it) or `failed` with the reason;
 * it never rejects. `onUpload={uploadOutcomeOf(upload.trigger, (u) => ({ ...u, bayId }))}`.
 */
export function uploadOutcomeOf<Arg, Result>(
  trigger: Trigger<Arg, Result>,
  toArg: (upload: UploadRequest) => Arg,
): (file: File, transfer: Omit<UploadRequest, 'file'>) => Promise<FileUploadOutcome> {
  return async (file, { onProgress, signal }) => {
    try {
      const answer = await trigger(toArg({ file, onProgress, signal }));
      // Success is an answer of 'ok' (part 2 §8); any other answer is shown as what it says.
      return answer === 'ok' ? { status: 'uploaded' } : { status: 'failed', message: String(answer ?? '') };
    } catch (failure) {
      if (signal.aborted) return { status: 'cancelled' };
      if (isDamFailure(failure, 'existed')) return { status: 'existed' };
      return fileFailure(failure);
    }
  };
}

/**
 * `FileTable`'s `onDelete`: sends `toArg(file)` through `trigger` and resolves `deleted`, or `failed` with
 * the reason; it never rejects. `onDelete={deleteOutcomeOf(remove.trigger, (f) => ({ bayId, fileId: f.id, fileUrl: f.url }))}`.
 */
export function deleteOutcomeOf<File, Arg, Result>(
  trigger: Trigger<Arg, Result>,
  toArg: (file: File) => Arg,
): (file: File) => Promise<FileDeleteOutcome> {
  return async (file) => {
    try {
      await trigger(toArg(file));
      return { status: 'deleted' };
    } catch (failure) {
      return fileFailure(failure);
    }
  };
}
