import { useState } from 'react';
import { useParams } from 'react-router';
import { AutoReversalPanel, type ReversalSetting } from '../../../../src/components/AutoReversalPanel';
import { REVERSAL_LOG_PAGE_SIZE } from '../../../../src/domain';
import {
  usePressureTexts,
  useRack,
  useReversalLogPages,
  useReversalSetting,
  useSetAutoReverse,
} from '../../../../src/hooks';
import { useDamTranslation } from '../../../../src/i18n/useDamTranslation';
import { isVisitor, useSessionMainPower, useSessionUserInfo } from '../../api/account';
import { errorMessage } from '../../api/errors';
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
  const rackId = wholeNumber(params.racksId);
  const loop = wholeNumber(params.loopId);
  const autoIdParam = wholeNumber(params.id);
  const session = useSession();
  const info = useSessionUserInfo();
  const power = useSessionMainPower();
  const rack = useRack(rackId);
  const setting = useReversalSetting(rackId, loop);
  // The cabinet's pressure meter carries the cabinet's id (one meter on each cabinet's main pipe).
  const pressure = usePressureTexts(rackId);
  const logs = useReversalLogPages(rackId, loop, { pageSize: REVERSAL_LOG_PAGE_SIZE });
  const setAutoReverse = useSetAutoReverse();
  const [page, setPage] = useState(1);

  if (rackId === null || loop === null) return null;

  const autoId = autoIdParam ?? Number(setting.data?.setting.autoId ?? 0);
  const submit = async (s: ReversalSetting): Promise<number> => {
    const base = { autoId, rackId, loop, userId: session?.loginId ?? '' };
    const result = await setAutoReverse.trigger(
      s.mode === 'auto'
        ? { ...base, mode: 'auto', hours: s.hours, minutes: s.minutes }
        : { ...base, mode: 'manual', direction: s.direction },
    );
    setPage(1);
    return result.result;
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
      backFallback={coolerControlPath(rackId)}
    >
      <AutoReversalPanel
        loop={loop}
        current={
          current
            ? { mode: current.mode, direction: current.direction, intervalMinutes: current.intervalMinutes }
            : undefined
        }
        pressure={
          pressure.data
            ? { inlet: pressure.data.in || null, outlet: pressure.data.out || null }
            : pressure.error
              ? { inlet: null, outlet: null }
              : undefined
        }
        logs={logs.isLoading ? undefined : pageItems}
        logTotal={logs.total ?? logs.items.length}
        page={page}
        onPageChange={(next) => {
          setPage(next);
          if (next * REVERSAL_LOG_PAGE_SIZE > logs.items.length) logs.loadMore();
        }}
        logError={logs.error ? errorMessage(logs.error, t) : undefined}
        onRetryLogs={() => void logs.reload()}
        onSubmit={submit}
        canOperate={power.data === true && !isVisitor(info.data)}
      />
    </Page>
  );
}
