import { useWeatherStations, WeatherList, weatherStationSegment } from 'damtherm';
import { Page } from '../../shell/Page';
import { ambientPath } from './paths';
import { useNow } from './useNow';

/**
 * /weather (part 1 §2): the ambient-temperature stations, each leading to its detail
 * (/tempsData/racksId/{rack}/temps/{loop} or {loop}-{dtu}). When no station data is returned nothing is shown.
 */
export function WeatherScreen() {
  const stations = useWeatherStations({ refreshInterval: 120_000 });
  const now = useNow(60_000);
  return (
    <Page backFallback="/main_new">
      <WeatherList
        stations={stations.data}
        error={stations.error}
        onRetry={() => void stations.mutate()}
        now={now.value}
        hrefFor={(station) => ambientPath(station.cabinetId, weatherStationSegment(station))}
      />
    </Page>
  );
}
