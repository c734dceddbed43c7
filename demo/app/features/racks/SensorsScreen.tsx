import {
  LoopList,
  ThermometerList,
  useCabinet,
  useCabinetLoops,
  useCabinetThermometers,
  useDamTranslation,
} from 'damtherm';
import { useNavigate, useParams } from 'react-router';
import { Page } from '../../shell/Page';
import { loopPath, rackPath, tempPath, wholeNumber } from './paths';
import { useNow } from './useNow';

/**
 * /tab/racksId/{id}/loops and …/temps (part 1 §2, §4): the cabinet's flow loops or thermometers with the
 * name search and the dialog to type a number by hand; stale rows are flagged. Refreshed every minute.
 */
export function SensorsScreen({ kind }: { kind: 'loops' | 'temps' }) {
  const { t } = useDamTranslation();
  const navigate = useNavigate();
  const cabinetId = wholeNumber(useParams().id);
  const rack = useCabinet(cabinetId);
  const loops = useCabinetLoops(kind === 'loops' ? cabinetId : null, { refreshInterval: 60_000 });
  const temps = useCabinetThermometers(kind === 'temps' ? cabinetId : null, { refreshInterval: 60_000 });
  const now = useNow(30_000);
  if (cabinetId === null) return null;

  const title = rack.data
    ? `${rack.data.name} · ${kind === 'loops' ? t('loop.list.loopsTitle') : t('loop.list.thermometersTitle')}`
    : undefined;
  const href = (loop: number) => (kind === 'loops' ? loopPath(cabinetId, loop) : tempPath(cabinetId, loop));
  const open = (loop: number) => void navigate(href(loop), { viewTransition: true });

  return (
    <Page title={title} backFallback={rackPath(cabinetId)}>
      {kind === 'loops' ? (
        <LoopList
          rows={loops.data}
          error={loops.error}
          onRetry={() => void loops.mutate()}
          now={now.value}
          hrefFor={href}
          onOpenLoop={open}
        />
      ) : (
        <ThermometerList
          rows={temps.data}
          error={temps.error}
          onRetry={() => void temps.mutate()}
          now={now.value}
          hrefFor={href}
          onOpenLoop={open}
        />
      )}
    </Page>
  );
}

/** /tab/racksId/{id}/loops. */
export function LoopsScreen() {
  return <SensorsScreen kind="loops" />;
}

/** /tab/racksId/{id}/temps. */
export function TempsScreen() {
  return <SensorsScreen kind="temps" />;
}
