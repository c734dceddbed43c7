import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useDamApi } from './api';
import { askQuery } from './contractHooks';
import { type ReadDefinition, readInit } from './defineRead';

/**
 * A declared read asked for now, outside rendering — an export that names its file after the cabinet, tapped
 * before the screen's `useCabinet` has answered: `const readCabinet = useReadNow(useCabinet.read)`, then
 * `await readCabinet(cabinetId)`. The function gives the read's domain value from the provider's cache when the
 * read has answered, from the read's own request while it is in flight, and otherwise asks — a read hook of the
 * same arguments that loads next takes that request. One request either way, keyed and adapted as the hook.
 * It gives undefined for arguments that skip the read, and rejects with the client's DamError.
 */
export function useReadNow<Args extends unknown[], T>(
  read: ReadDefinition<Args, T>,
): (...args: Args) => Promise<T | undefined> {
  const { client } = useDamApi();
  const { cache } = useSWRConfig();
  return useCallback(
    async (...args: Args) => {
      const init = readInit(read, ...args);
      if (init === null) return undefined;
      return read.adapt(await askQuery(client, cache, read.path, init), ...args);
    },
    [client, cache, read],
  );
}
