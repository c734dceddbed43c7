import {
  LoopControlPanel,
  outcomeOf,
  useAutoLoops,
  useCabinet,
  useDamTranslation,
  useIssueLoopCommand,
  useLoopControl,
} from 'damtherm';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useWriteRefusal } from '../../api/account';
import { useSession } from '../../session/useSession';
import { Page } from '../../shell/Page';
import { keepDetailQuery } from './detailBack';
import { loopPath, rackPath, wholeNumber } from './paths';

/** How often the waiting command is checked while the cabinet has not executed it. */
const WAITING_POLL_MS = 5_000;

/**
 * /tab/racksId/{id}/loops/{loopId}/loopctrl (part 1 §2, §4, §5, §8): control of one loop, or with loop 0 of
 * all loops or a chosen set; cabinet 0 is every cabinet at once (main-power right). Every command is
 * confirmed first; a user without the right sees the screen read-only with the reason. The waiting command
 * is checked every 5 s until the cabinet executes it; then it moves to the history.
 */
export function LoopCtrlScreen() {
  const { t } = useDamTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const cabinetId = wholeNumber(params.id);
  const loop = wholeNumber(params.loopId);
  const session = useSession();
  // Cabinet 0 commands every cabinet at once: a cabinet-level act, the main-power right's.
  const refusal = useWriteRefusal(cabinetId === 0 ? 'mainPower' : 'operate');
  // Cabinet 0 is every cabinet, not one to look up (the backend refuses c_id 0).
  const rack = useCabinet(cabinetId ? cabinetId : null);
  const control = useLoopControl(cabinetId, loop);
  const autoLoops = useAutoLoops(cabinetId, loop ?? 0);
  const issue = useIssueLoopCommand();
  const waiting = control.data?.pending != null;
  const { mutate: reloadControl } = control;
  const { mutate: reloadAuto } = autoLoops;

  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      void reloadControl();
      void reloadAuto();
    }, WAITING_POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, reloadControl, reloadAuto]);

  if (cabinetId === null || loop === null) return null;

  const title = rack.data
    ? `${rack.data.name} · ${loop === 0 ? t('loop.allLoops') : t('loop.loopN', { loop })}`
    : undefined;
  const userId = session?.loginId ?? '';

  return (
    <Page
      title={title}
      width="narrow"
      backFallback={loop === 0 ? rackPath(cabinetId) : loopPath(cabinetId, loop, keepDetailQuery(search))}
    >
      <LoopControlPanel
        loop={loop}
        autoLoops={autoLoops.data}
        pending={control.data?.pending ?? null}
        history={control.data?.history}
        // The command's requestId travels as its Idempotency-Key: a retry after a lost answer is not run twice.
        onSubmit={outcomeOf(issue.trigger, (r) => ({ ...r, cabinetId, userId }))}
        everyCabinet={cabinetId === 0}
        refusal={refusal}
        cabinetName={rack.data?.name}
        issuerName={session?.userName}
        loading={control.isLoading}
        error={control.error ?? autoLoops.error}
        onRetry={() => {
          void reloadControl();
          void reloadAuto();
        }}
      />
    </Page>
  );
}
