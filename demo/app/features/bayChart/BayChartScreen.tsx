import { BayCurve, type BayCurveKey, useBayChart, useDamClient } from 'damtherm';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { useApp } from '../../AppContext';
import { openDownload } from '../../api/download';
import { Page } from '../../shell/Page';
import { wholeNumber } from '../racks/paths';

const NO_CURVES: readonly BayCurveKey[] = [];

/**
 * The bay chart page, /hives/temp_chart/{hive_id} and /hives/echart_temp_chart/{hive_id} (part 1 §2, §4):
 * the concrete temperature curve of one bay with its toggles, range buttons, extremes and the two CSV
 * downloads. Only the average temperature is loaded at first; each curve is fetched when its toggle is
 * switched on. A hive id that is not a whole number is not a page.
 */
export function BayChartScreen() {
  const hiveId = wholeNumber(useParams().hive_id);
  const [visibleCurves, setVisibleCurves] = useState<readonly BayCurveKey[]>(NO_CURVES);
  const chart = useBayChart(hiveId, visibleCurves);
  const client = useDamClient();
  const { reportError } = useApp();
  // The CSV downloads open through signed one-minute links: no session token in the page.
  const download = (link: Promise<string>) => void openDownload(link).catch(reportError);

  if (hiveId === null) return <Navigate to="/404" replace />;

  return (
    <Page backFallback="/main_new" width="full">
      <BayCurve
        location={chart.location ?? `#${hiveId}`}
        data={chart.data}
        extremes={chart.extremes}
        loading={chart.loading}
        error={chart.error}
        onRetry={() => void chart.mutate()}
        visibleCurves={visibleCurves}
        onVisibleCurvesChange={setVisibleCurves}
        onExportTemperature={() =>
          download(client.downloadLink('/api/getAllTemperatureData', { id: hiveId }))
        }
        onExportFlow={() => download(client.downloadLink('/api/getAllFlowData', { id: hiveId }))}
        headingLevel={2}
      />
    </Page>
  );
}
