/* Loop commands and cabinet restarts. */
import { DamError } from '../../client/errors';
import { adaptLoopCommand, encodeLoopCommand } from '../../domain/adapters/index.ts';
import type { LoopCommand } from '../../domain/loop.ts';
import { browserOffline } from '../browserOffline';
import { defineMutation, matching } from '../defineMutation';
import { useAutoLoops, useCabinet, useCabinetLoops, useCabinets, useLoopControl } from '../reads/cabinets';
import { idempotencyKey, type WriteOnce } from './writeOnce';

/** A loop command as a control sends it: what it does, the cabinet, and who issues it. */
export type LoopCommandInput = LoopCommand &
  WriteOnce & {
    /** The cabinet; 0 sends the command to every cabinet (through /myapi.php). */
    cabinetId: number;
    /** User id of the signed-in issuer. */
    userId: string;
  };

/**
 * Issue a loop command (encoded by `encodeLoopCommand`): through /pqt_php for a cabinet, through /myapi.php
 * for cabinet 0, with its `requestId` as Idempotency-Key. Reloads the loop's commands, the automatic loops and
 * the cabinet's loops. Resolves with the server's msg and the id of the command record it made (`commandId`);
 * a refusal rejects with a DamError (reason `noPermission`, `loopCommandFailed`, `validation`).
 *
 * Never queued: a valve command run hours later is unsafe, so when the browser is offline nothing is sent and
 * `trigger` rejects at once with a `network` DamError whose `cause` is `'offline'`.
 */
export const useIssueLoopCommand = defineMutation('/pqt_php/api_issue_cmd', {
  method: 'GET',
  async request(client, c: LoopCommandInput, path) {
    if (browserOffline()) {
      throw new DamError('network', 'offline: the loop command was not sent', {
        operationId: c.cabinetId === 0 ? 'issueLoopCommandMyapi' : 'issueLoopCommand',
        cause: 'offline',
      });
    }
    const q = { ...encodeLoopCommand(c), from_who: c.userId, rack_id: c.cabinetId };
    const params = { query: q, ...idempotencyKey(c.requestId) };
    const { data } =
      c.cabinetId === 0
        ? await client.GET('/myapi.php/api_issue_cmd', { params })
        : await client.GET(path, { params });
    // The record the server made lets a control follow this command until the cabinet executes it.
    return {
      message: data?.msg ?? '',
      commandId: data?.data ? (adaptLoopCommand(data.data).id ?? null) : null,
    };
  },
  affects: [
    matching(useLoopControl, (c: LoopCommandInput) => ({ rack_id: c.cabinetId })),
    matching(useAutoLoops, (c: LoopCommandInput) => ({ rack_id: c.cabinetId })),
    matching(useCabinetLoops, (c: LoopCommandInput) => ({ rackId: c.cabinetId })),
  ],
});

/** A cabinet to restart, with the site its restart message goes to. */
interface Restart {
  site: string;
  cabinetId: number;
}

/** Restart a cabinet (main-power right): 'restart succeeded'. */
export const useRestartCabinet = defineMutation('/mqtt/send', {
  method: 'GET',
  async request(client, arg: Restart, path) {
    await client.GET(path, { params: { query: { site: arg.site, text: String(arg.cabinetId) } } });
  },
  affects: [matching(useCabinet, (arg: Restart) => ({ c_id: arg.cabinetId })), useCabinets],
});
