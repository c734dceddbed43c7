import { useParams } from 'react-router';
import { RackCard } from '../../../../src/components/RackCard';
import { RackMenu } from '../../../../src/components/RackMenu';
import { Alert } from '../../../../src/components/ui/Alert';
import {
  useAutoLoops,
  useRack,
  useRackLoops,
  useRackThermometers,
  useRackWithLoops,
  useRestartRack,
} from '../../../../src/hooks';
import { useDamTranslation } from '../../../../src/i18n/useDamTranslation';
import { useSessionMainPower } from '../../api/account';
import { errorMessage } from '../../api/errors';
import { Page } from '../../shell/Page';
import { autoReversalPath, loopCtrlPath, loopsPath, racksPath, tempsPath, wholeNumber } from './paths';
import { useNow } from './useNow';

/**
 * /tab/racksId/{id} (part 1 §2, §6): the cabinet's card and its menu — loops, thermometers and loop settings
 * with count badges; the auto-reversing valve and restart only for a user with main power.
 */
export function RackScreen() {
  const { t } = useDamTranslation();
  const rackId = wholeNumber(useParams().id);
  const rack = useRack(rackId);
  const loops = useRackLoops(rackId);
  const temps = useRackThermometers(rackId);
  const autoLoops = useAutoLoops(rackId);
  const power = useSessionMainPower();
  const hasMainPower = power.data === true;
  // The cabinet's site (needed to restart it) comes with the reversal call; only asked with main power.
  const withSite = useRackWithLoops(hasMainPower ? rackId : null);
  const restart = useRestartRack();
  const now = useNow(30_000);

  if (rackId === null) return null;

  const onRestart = async () => {
    const site = withSite.data?.site;
    if (!site) throw new Error(t('rack.menu.restartFailed'));
    try {
      await restart.trigger({ site, rackId });
    } catch (error) {
      throw new Error(errorMessage(error, t));
    }
  };

  return (
    <Page title={rack.data?.name} backFallback={racksPath()}>
      {rack.error ? <Alert tone="danger">{errorMessage(rack.error, t)}</Alert> : null}
      {rack.data ? <RackCard rack={rack.data} now={now.value} headingLevel={2} /> : null}
      <RackMenu
        links={{
          loops: loopsPath(rackId),
          temps: tempsPath(rackId),
          settings: loopCtrlPath(rackId, 0),
          autoReversal: autoReversalPath(rackId),
        }}
        counts={{ loops: loops.data?.length, temps: temps.data?.length, settings: autoLoops.data?.length }}
        hasMainPower={hasMainPower}
        onRestart={hasMainPower ? onRestart : undefined}
      />
    </Page>
  );
}
