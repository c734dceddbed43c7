import {
  AutoReversalPanel,
  type CommandOutcome,
  type ReversalRequest,
  useCabinet,
  useDamTranslation,
  usePressureTexts,
  useReversalLogPages,
  useReversalSetting,
  useSetAutoReverse,
} from 'damtherm';
import { REVERSAL_LOG_PAGE_SIZE } from 'damtherm/domain';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useWriteRefusal } from '../../api/account';
import { useSession } from '../../session/useSession';
import { Page } from '../../shell/Page';
import { coolerControlPath, wholeNumber } from './paths';

/**
 * /tab/coolergo/{racksId}/{loopId}/{id} (part 2 §2.10, §5, §7, §8): the reversal of one loop — inlet and
 * outlet pressure (getPre of the cabinet's meter), the current setting, the form (automatic interval or
 * manual direction) and the log, 10 a page.
 */
export function CoolerGoScreen() {
  const { t } = useDamTranslation();
  const params = useParams();
  const cabinetId = wholeNumber(params.racksId);
  const loop = wholeNumber(params.loopId);
  const autoIdParam = wholeNumber(params.id);
  const session = useSession();
  // The four-way valve is a cabinet-level act: the main-power right's.
  const refusal = useWriteRefusal('mainPower');
  const rack = useCabinet(cabinetId);
  const setting = useReversalSetting(cabinetId, loop);
  // The cabinet's pressure meter carries the cabinet's id (one meter on each cabinet's main pipe).
  const pressure = usePressureTexts(cabinetId);
  const logs = useReversalLogPages(cabinetId, loop, { pageSize: REVERSAL_LOG_PAGE_SIZE });
  const setAutoReverse = useSetAutoReverse();
  const [page, setPage] = useState(1);

  if (cabinetId === null || loop === null) return null;

  const autoId = autoIdParam ?? Number(setting.data?.setting.autoId ?? 0);
  // The request's requestId travels as its Idempotency-Key: a retried setting is not applied twice.
  const submit = async (request: ReversalRequest): Promise<CommandOutcome> => {
    const outcome = await setAutoReverse.trigger({
      ...request,
      autoId,
      cabinetId,
      loop,
      userId: session?.loginId ?? '',
    });
    setPage(1);
    // A refused setting reads 'setting failed' (part 2 §8), not the server's own words.
    return outcome.ok || outcome.reason === 'permission' ? outcome : { ok: false, reason: 'rejected' };
  };

  const loaded =
    logs.items.length >= Math.min(page * REVERSAL_LOG_PAGE_SIZE, logs.total ?? Number.POSITIVE_INFINITY);
  const pageItems =
    loaded || logs.finished
      ? logs.items.slice((page - 1) * REVERSAL_LOG_PAGE_SIZE, page * REVERSAL_LOG_PAGE_SIZE)
      : undefined;
  const current = setting.data?.setting;
  const name = current?.name ?? t('loop.loopN', { loop });

  return (
    <Page
      title={rack.data ? `${rack.data.name} · ${name}` : name}
      width="narrow"
      backFallback={coolerControlPath(cabinetId)}
    >
      <AutoReversalPanel
        loop={loop}
        current={current}
        pressure={
          pressure.data
            ? { inlet: pressure.data.in || null, outlet: pressure.data.out || null }
            : pressure.error
              ? { inlet: null, outlet: null }
              : undefined
        }
        logs={pageItems}
        loading={logs.isLoading}
        logTotal={logs.total ?? logs.items.length}
        page={page}
        onPageChange={(next) => {
          setPage(next);
          if (next * REVERSAL_LOG_PAGE_SIZE > logs.items.length) logs.loadMore();
        }}
        error={logs.error}
        onRetry={() => void logs.reload()}
        onSubmit={submit}
        refusal={refusal}
      />
    </Page>
  );
}
