import { PressureMeterList, useDamTranslation, usePressures } from 'damtherm';
import { errorMessage } from '../../api/errors';
import { Page } from '../../shell/Page';
import { pressureDetailPath } from './paths';

/**
 * /tab/pressure (part 2 §2.9): the pressure meters with their inlet and outlet pressure (MPa) and last times,
 * each opening its details.
 */
export function PressureListScreen() {
  const { t } = useDamTranslation();
  const meters = usePressures();
  return (
    <Page backFallback="/main_new">
      <PressureMeterList
        meters={meters.data}
        error={
          meters.error
            ? `${t('instruments.pressure.loadError')}: ${errorMessage(meters.error, t)}`
            : undefined
        }
        onRetry={() => void meters.mutate()}
        hrefFor={(meter) => pressureDetailPath(meter.id)}
      />
    </Page>
  );
}
