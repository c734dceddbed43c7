import {
  Alert,
  CabinetCard,
  CabinetMenu,
  useAutoLoops,
  useCabinet,
  useCabinetLoops,
  useCabinetThermometers,
  useCabinetWithLoops,
  useDamTranslation,
  useRestartCabinet,
} from 'damtherm';
import { useParams } from 'react-router';
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
  const cabinetId = wholeNumber(useParams().id);
  const rack = useCabinet(cabinetId);
  const loops = useCabinetLoops(cabinetId);
  const temps = useCabinetThermometers(cabinetId);
  const autoLoops = useAutoLoops(cabinetId);
  const power = useSessionMainPower();
  const hasMainPower = power.data === true;
  // The cabinet's site (needed to restart it) comes with the reversal call; only asked with main power.
  const withSite = useCabinetWithLoops(hasMainPower ? cabinetId : null);
  const restart = useRestartCabinet();
  const now = useNow(30_000);

  if (cabinetId === null) return null;

  const onRestart = async () => {
    const site = withSite.data?.site;
    if (!site) throw new Error(t('rack.menu.restartFailed'));
    try {
      await restart.trigger({ site, cabinetId });
    } catch (error) {
      throw new Error(errorMessage(error, t));
    }
  };

  return (
    <Page title={rack.data?.name} backFallback={racksPath()}>
      {rack.error ? <Alert tone="danger">{errorMessage(rack.error, t)}</Alert> : null}
      {rack.data ? <CabinetCard cabinet={rack.data} now={now.value} headingLevel={2} /> : null}
      <CabinetMenu
        links={{
          loops: loopsPath(cabinetId),
          temps: tempsPath(cabinetId),
          settings: loopCtrlPath(cabinetId, 0),
          autoReversal: autoReversalPath(cabinetId),
        }}
        counts={{ loops: loops.data?.length, temps: temps.data?.length, settings: autoLoops.data?.length }}
        hasMainPower={hasMainPower}
        onRestart={hasMainPower ? onRestart : undefined}
      />
    </Page>
  );
}
