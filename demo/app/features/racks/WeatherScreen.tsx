import { useDamTranslation, useWeatherStations, WeatherList, weatherStationSegment } from 'damtherm';
import { errorMessage } from '../../api/errors';
import { Page } from '../../shell/Page';
import { ambientPath } from './paths';
import { useNow } from './useNow';

/**
 * /weather (part 1 §2): the ambient-temperature stations, each leading to its detail
 * (/tempsData/racksId/{rack}/temps/{loop} or {loop}-{dtu}). When no station data is returned nothing is shown.
 */
export function WeatherScreen() {
  const { t } = useDamTranslation();
  const stations = useWeatherStations({ refreshInterval: 120_000 });
  const now = useNow(60_000);
  return (
    <Page backFallback="/main_new">
      <WeatherList
        stations={stations.data}
        error={stations.error ? errorMessage(stations.error, t) : undefined}
        onRetry={() => void stations.mutate()}
        now={now.value}
        hrefFor={(station) => ambientPath(station.cabinetId, weatherStationSegment(station))}
      />
    </Page>
  );
}
