import { BayCurve, CabinetCard, DamMap, type DamMapHandle, DamProvider } from 'damtherm';
import { createDamClient } from 'damtherm/client';
import { useEffect, useMemo, useRef, useState } from 'react';
import { LoopChart } from './LoopChart';
import { bayCurve, cabinet, damBays, NOW } from './site';

// The portal's client for its site backend; the page below only builds a download link with it.
const client = createDamClient({ baseUrl: '/backend' });

/**
 * A portal page: one bay's temperature chart, its cabinet, a chart of its own composed from damtherm/charts
 * and the dam map, in damtherm's light theme.
 */
export function App() {
  const bays = useMemo(damBays, []);
  // The temperature overlay's values, as a screen passes them once fetched (here: each bay's last reading).
  const overlayData = useMemo(
    () => ({ currentTemperature: new Map(bays.map((b) => [b.id, { value: b.temperature ?? null }])) }),
    [bays],
  );
  const map = useRef<DamMapHandle>(null);
  // The map's imperative handle, once attached (React 18 attaches it only through forwardRef).
  const [attached, setAttached] = useState(false);
  useEffect(() => setAttached(map.current !== null), []);

  return (
    <DamProvider language="zh" timeZone="Asia/Shanghai" client={client}>
      <main className="page">
        <h1>左岸工区 · 12# 坝段</h1>
        <div className="row">
          <BayCurve
            location="左岸 12# 坝段 1#仓"
            data={bayCurve}
            defaultVisibleCurves={['target', 'inOutTemp', 'flow']}
            temperatureExportHref={client.url('/api/getAllTemperatureData', { id: 1201 })}
          />
          <CabinetCard cabinet={cabinet} now={NOW} headingLevel={2} />
        </div>
        <LoopChart />
        <div className="map-tools">
          <button type="button" onClick={() => map.current?.zoomBy(1)}>
            放大一级
          </button>
          <button type="button" onClick={() => map.current?.showWholeDam()}>
            全坝
          </button>
          <output data-map-handle={attached ? 'live' : 'missing'}>
            {attached ? '地图句柄已连接' : '地图句柄未连接'}
          </output>
        </div>
        <DamMap
          ref={map}
          bays={bays}
          height={360}
          defaultOverlay="currentTemperature"
          overlayData={overlayData}
        />
      </main>
    </DamProvider>
  );
}
