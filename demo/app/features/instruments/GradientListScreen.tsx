import { GradientMeterList, useDamTranslation, useGradientMeters } from 'damtherm';
import { errorMessage } from '../../api/errors';
import { Page } from '../../shell/Page';
import { gradientCurvePath } from './paths';

/** /tab/temperatureGradient (part 2 §2.9): the gradient meters and their thermometers, each opening its curves. */
export function GradientListScreen() {
  const { t } = useDamTranslation();
  const meters = useGradientMeters();
  return (
    <Page backFallback="/main_new">
      <GradientMeterList
        meters={meters.data}
        headingLevel={2}
        error={
          meters.error
            ? `${t('instruments.gradient.loadError')}: ${errorMessage(meters.error, t)}`
            : undefined
        }
        onRetry={() => void meters.mutate()}
        hrefFor={(meter) => gradientCurvePath(meter.id, meter.name)}
      />
    </Page>
  );
}
