/**
 * ECharts' bench page, a second peer for the plain multi-line case only (its cold runs are slow enough to
 * double the bench's length if it ran every case), as a React app uses it: a small component whose effect
 * inits the chart and sets the option, in a fresh React root. [time, value] pairs, LTTB sampling, no
 * animation. It draws no title or legend (ECharts' own components for them would add to its time, not to
 * damtherm's).
 */
import { LineChart } from 'echarts/charts';
import { GridComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { type CaseName, makeCase } from './data';
import { caseParam, coldRun, HEIGHT, WIDTH } from './protocol';

echarts.use([LineChart, GridComponent, CanvasRenderer]);

const COLORS = ['#0b63c5', '#c2410c', '#0f766e'];
const made = makeCase(caseParam() as CaseName);
const pairs = made.lines!.map((c) => Array.from(c.time, (t, i) => [t, c.value[i]!]));

/** The wrapper a React app writes around ECharts: init and set the option in an effect, dispose on unmount. */
function EChartsLines() {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const chart = echarts.init(host.current!, undefined, {
      renderer: 'canvas',
      width: WIDTH,
      height: HEIGHT,
    });
    chart.setOption({
      animation: false,
      grid: { left: 50, right: 16, top: 26, bottom: 30 },
      xAxis: { type: 'time' },
      yAxis: { type: 'value', scale: true },
      series: pairs.map((data, i) => ({
        type: 'line',
        data,
        showSymbol: false,
        sampling: 'lttb',
        lineStyle: { width: 1, color: COLORS[i] },
      })),
    });
    return () => chart.dispose();
  }, []);
  return <div ref={host} style={{ height: HEIGHT }} />;
}

const run = () => coldRun(() => <EChartsLines />);

const none = () => Promise.reject(new Error('ECharts runs the cold case only'));
window.bench = { run, mount: none, zoom: none, pan: none };
