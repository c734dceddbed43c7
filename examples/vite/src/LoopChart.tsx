import {
  Chart,
  chartPalette,
  type HoverState,
  Legend,
  Line,
  Navigator,
  Threshold,
  YAxis,
} from 'damtherm/charts';
import { useState } from 'react';
import { loopFlow, loopPressure, MAX_PRESSURE_MPA } from './site';

/**
 * The portal's own chart, composed from damtherm/charts in damtherm's look: one loop's flow (left axis, from
 * 0) and pipe pressure (right axis) with the pressure limit, a tooltip in the portal's words, a legend of
 * toggles, the overview strip, and the point a user taps shown under it.
 */
export function LoopChart() {
  const [picked, setPicked] = useState<HoverState | null>(null);
  const title = '12# 智能柜 3# 回路：流量与压力';
  return (
    <section className="loop">
      <h2>{title}</h2>
      <Chart
        label={title}
        height={280}
        onPointClick={setPicked}
        tooltipContent={(hover, helpers) => (
          <div>
            <strong>{helpers.formatPosition(hover)}</strong>
            {hover.rows.map((row) => (
              <div key={row.id}>
                {row.name}：{helpers.formatValue(row)}
                {row.id === 'pressure' && row.value > MAX_PRESSURE_MPA ? '（超过最大压力）' : null}
              </div>
            ))}
          </div>
        )}
      >
        <YAxis unit="L/min" includeZero />
        <YAxis side="right" unit="MPa" />
        <Line series={loopFlow} color={chartPalette[0]!} unit="L/min" width={2} />
        <Line series={loopPressure} axis="right" color={chartPalette[4]!} unit="MPa" decimals={3} />
        <Threshold value={MAX_PRESSURE_MPA} label="最大压力" axis="right" unit="MPa" />
        <Legend />
        <Navigator />
      </Chart>
      <output data-picked="">
        {picked ? `选中：${picked.rows.map((r) => `${r.name} ${r.value}`).join('，')}` : '点一下曲线上的点'}
      </output>
    </section>
  );
}
