/**
 * Every component `damtherm` and `damtherm/charts` export, rendered in jsdom inside DamProvider with small
 * domain values, as a portal's Jest suite would: not one line may reach the console (React's warnings, jsdom's
 * "Not implemented", a component's own logging). The cases are keyed by export name, so a component exported
 * without a case here fails the suite.
 */
import 'damtherm/styles.css';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, render } from '@testing-library/react';
import * as damtherm from 'damtherm';
import * as charts from 'damtherm/charts';
import { createDamClient } from 'damtherm/client';
import { candles, emptySeries, type Series } from 'damtherm/domain';
import type { ReactElement } from 'react';

const {
  AggregateEntryForm,
  AggregateList,
  AggregateRecordList,
  Alert,
  AutoReversalPanel,
  BayCurve,
  BayFacts,
  BayHandlingList,
  BaySensorTable,
  BlockAgeChart,
  BlockPicker,
  Button,
  CabinetCard,
  CabinetMenu,
  Candlestick,
  Card,
  CardLink,
  CardList,
  ChangePasswordDialog,
  ChangePasswordForm,
  CheckboxTile,
  CheckboxTileGroup,
  CoolingForecast,
  CountBadge,
  CountBadgeLabel,
  DamMap,
  DamMap3DFrame,
  DamProvider,
  DateRangeField,
  DateTimeField,
  DepartmentTree,
  Dialog,
  DialogActions,
  DialogTrigger,
  Entry,
  EntryDialog,
  EntryList,
  ExportProgress,
  Fact,
  Facts,
  FeedbackForm,
  FileTable,
  FormMessage,
  GradientComparisonChart,
  GradientMeterList,
  HandlingRecordForm,
  HandlingRecordList,
  HivePicker,
  BayPicker,
  HomeGrid,
  Icon,
  LanguageSwitch,
  LatestReadings,
  LinkButton,
  LoginForm,
  LoopControlPanel,
  LoopList,
  LoopNumberDialog,
  MapLegend,
  PageHeader,
  Pager,
  PasswordField,
  PendingEntries,
  PressureMeterList,
  ReadOnlyNotice,
  ReadingList,
  RecordTable,
  RegisterForm,
  ReportChart,
  ReportTable,
  ReportTypePicker,
  ReversalSummary,
  SearchField,
  Segment,
  SegmentedControl,
  SendForm,
  SiteTime,
  StatusMessage,
  Tab,
  TabBar,
  TabList,
  TabPanel,
  Tabs,
  TextField,
  ThermometerList,
  ThermometerPicker,
  TimeSeriesChart,
  TimeValueTable,
  ToastRegion,
  UnitField,
  WarningList,
  WeatherList,
  createToastQueue,
  useSendOnce,
} = damtherm;
const {
  Annotation,
  Area,
  Band,
  Candles,
  Chart,
  ChartCard,
  ChartTooltip,
  Key,
  Layer,
  Legend,
  Line,
  Markers,
  Navigator,
  Step,
  TargetLine,
  Threshold,
  YAxis,
  chartPalette,
  tooltipHelpers,
} = charts;

const NOW = Date.UTC(2026, 10, 20, 2, 0, 0);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const nothing = () => {};
const accepted = async () => ({ ok: true as const });

/** Hourly readings up to NOW. */
function hourly(id: string, name: string, values: readonly number[]): Series {
  return {
    id,
    name,
    time: Float64Array.from(values, (_, i) => NOW - (values.length - 1 - i) * HOUR),
    value: Float64Array.from(values),
  };
}

const concrete = hourly('average', 'Average', [24.1, 24.3, 24.6, 24.4, 24.2, 23.9]);
const flow = hourly('flow', 'Flow', [31, 32, 30.5, 29.8, 30.2, 31.1]);
const t = (celsius: number) => ({ kind: 'value' as const, celsius });
const bin = { id: 'b-12-1', bin: '12#-001', block: 12 };
const sensor = {
  id: 's-1',
  name: '12#-001 温度计1',
  kind: 'thermometer' as const,
  cabinetId: 'c-12',
  loop: 1,
  startAt: NOW - 10 * DAY,
  endAt: null,
  reportedAt: NOW - HOUR,
  flow: null,
  temp: t(24.2),
  inTemp: t(12),
  outTemp: t(15),
  opening: null,
  firstTempC: 18,
  maxTempC: 26.4,
};
const bay = {
  id: 'bay-12-1',
  location: '12#-001',
  bin: '1#',
  areaId: 'left',
  heightM: 3,
  entryTempC: 12,
  pouringTempC: 14,
  ageDays: 10,
  stage: null,
  grout: 1,
  groutName: '1区',
  free: false,
  latestTempC: 24.2,
  maxTempC: 26.4,
  block: 12,
  top: 603,
  bottom: 600,
  pourStartAt: NOW - 10 * DAY,
  pourEndAt: NOW - 10 * DAY + 6 * HOUR,
  waterEndAt: null,
  downDateAt: null,
  declineC: 0.3,
  dailyFlowL: 43_000,
  sensors: [sensor],
};
const cabinet = {
  id: 'c-12',
  name: '左岸 12# 智能柜',
  heartbeatAt: NOW - 60_000,
  flowUpdatedAt: NOW - 60_000,
  tempUpdatedAt: NOW - 60_000,
  thermometerCount: 8,
  thermometerErrors: 0,
  flowMeterCount: 4,
  flowMeterErrors: 0,
};
const departments = [
  { id: 'd-1', name: '工程部', parentId: null },
  { id: 'd-2', name: '温控组', parentId: 'd-1' },
];
const mapBays = [
  {
    id: 'bay-12-1',
    label: '12#-001',
    block: 12,
    top: 603,
    bottom: 600,
    grout: 1,
    free: false,
    stage: 1,
    ageDays: 10,
  },
];
const loopRow = {
  loop: 1,
  reportedAt: NOW - HOUR,
  flow: { kind: 'value' as const, lpm: 30.5 },
  inTemp: t(12),
  outTemp: t(15),
  opening: 50 as const,
};
const report = {
  type: 'maxTemp' as const,
  rows: [
    {
      bayId: 'bay-12-1',
      bay: '12#-001',
      pourStartAt: NOW - 10 * DAY,
      pourEndAt: NOW - 10 * DAY + 6 * HOUR,
      maxTempC: 26.4,
      maxAt: NOW - 5 * DAY,
      nowTempC: 24.2,
      nowAt: NOW - HOUR,
      minInletC: 11.5,
      maxInletC: 12.5,
      minFlowLpm: 28,
      maxFlowLpm: 33,
    },
  ],
};
const idleExport = {
  phase: 'idle' as const,
  total: 0,
  done: 0,
  succeeded: 0,
  failed: 0,
  fraction: 0,
  current: null,
  upcoming: null,
  notTried: 0,
  timeLeftMs: null,
  failures: [],
};
const hover = {
  x: 40,
  time: NOW,
  rows: [
    {
      id: 'average',
      name: 'Average',
      color: '#d33',
      unit: '°C',
      decimals: 1,
      time: NOW,
      value: 24.2,
      x: 40,
      y: 20,
    },
  ],
  source: 'keyboard' as const,
};
const dayCandles = candles(flow.time, flow.value, HOUR);

/** A frame for the chart parts, which draw into the Chart around them. */
const inChart = (part: ReactElement) => (
  <Chart label="12# 智能柜 3# 回路" height={200}>
    <YAxis unit="L/min" />
    {part}
  </Chart>
);
const tabs = (
  <Tabs>
    <TabList aria-label="Views">
      <Tab id="curve">Curve</Tab>
      <Tab id="table">Table</Tab>
    </TabList>
    <TabPanel id="curve">Curve</TabPanel>
    <TabPanel id="table">Table</TabPanel>
  </Tabs>
);
const dialog = (
  <DialogTrigger>
    <Button>Open</Button>
    <Dialog title="Restart">
      Restart the cabinet?
      <DialogActions>
        <Button>OK</Button>
      </DialogActions>
    </Dialog>
  </DialogTrigger>
);
const segments = (
  <SegmentedControl label="Range" value="day" onChange={nothing}>
    <Segment value="day">Day</Segment>
    <Segment value="week">Week</Segment>
  </SegmentedControl>
);
const tiles = (
  <CheckboxTileGroup label="Blocks" value={['12']} onChange={nothing}>
    <CheckboxTile value="12">12#</CheckboxTile>
    <CheckboxTile value="13">13#</CheckboxTile>
  </CheckboxTileGroup>
);
const facts = (
  <Facts>
    <Fact term="Bay">12#-001</Fact>
  </Facts>
);
const entries = (
  <EntryList aria-label="Readings">
    <Entry title="12#-001" facts={[{ label: 'Temperature', value: '24.2 °C' }]} />
  </EntryList>
);

/** A form that sends once per tap, as a portal builds its own with SendForm and useSendOnce. */
function SendOnceForm() {
  const once = useSendOnce({ send: accepted });
  return (
    <SendForm
      onSubmit={() => void once.send(undefined)}
      status={once.status}
      tapGuardProps={once.tapGuardProps}
      labels={{ submit: 'Send', sending: 'Sending' }}
    >
      Send the entry
    </SendForm>
  );
}

/** One case per exported component, by its export name. */
const cases: Record<string, () => ReactElement> = {
  // damtherm
  AggregateEntryForm: () => (
    <AggregateEntryForm
      types={[{ id: '1', type: '大石', region: '1#拌和楼', kind: null, plant: '1' }]}
      onSubmit={accepted}
      now={NOW}
    />
  ),
  AggregateList: () => (
    <AggregateList
      aggregates={[
        { id: '1', name: '大石', latest: [{ stage: 1, tempC: 14.5, at: NOW - HOUR, typeId: '1' }] },
      ]}
    />
  ),
  AggregateRecordList: () => (
    <AggregateRecordList
      records={[{ id: 'r1', tempC: 14.5, at: NOW - HOUR, stage: 1, typeId: '1', user: '张工' }]}
    />
  ),
  Alert: () => <Alert>Cabinet offline</Alert>,
  AutoReversalPanel: () => <AutoReversalPanel loop={3} onSubmit={accepted} />,
  BayCurve: () => <BayCurve location="12#-001" data={{ average: concrete, flow }} />,
  BayFacts: () => <BayFacts bay={bay} />,
  BayHandlingList: () => <BayHandlingList bays={[{ bay, warnings: 2, lastRecordAt: NOW - DAY }]} />,
  BaySensorTable: () => <BaySensorTable sensors={[sensor]} bayLocation="12#-001" now={NOW} />,
  BlockAgeChart: () => <BlockAgeChart curves={[{ block: 12, series: concrete }]} />,
  BlockPicker: () => <BlockPicker blocks={[11, 12, 13]} />,
  Button: () => <Button>Save</Button>,
  CabinetCard: () => <CabinetCard cabinet={cabinet} now={NOW} />,
  CabinetMenu: () => (
    <CabinetMenu
      links={{ loops: '/loops', temps: '/temps', settings: '/settings', autoReversal: '/reversal' }}
      hasMainPower={false}
    />
  ),
  Candlestick: () => <Candlestick title="3# 回路 流量" series={flow} unit="L/min" />,
  Card: () => <Card title="Bay 12#-001">Cooling</Card>,
  CardLink: () => <CardLink href="/bays/12">12#-001</CardLink>,
  CardList: () => (
    <CardList
      items={[{ id: '12#-001' }]}
      errorText="Could not load"
      emptyText="No bays"
      skeletonHeight="4rem"
      label="Bays"
      renderCard={(item) => <Card title={item.id}>Cooling</Card>}
    />
  ),
  ChangePasswordDialog: () => <ChangePasswordDialog onSubmit={nothing} />,
  ChangePasswordForm: () => <ChangePasswordForm variant="inApp" onSubmit={nothing} />,
  CheckboxTile: () => tiles,
  CheckboxTileGroup: () => tiles,
  CoolingForecast: () => <CoolingForecast forecast={null} />,
  CountBadge: () => <CountBadge count={3} />,
  CountBadgeLabel: () => <CountBadgeLabel count={3} />,
  DamMap: () => <DamMap bays={mapBays} />,
  DamMap3DFrame: () => <DamMap3DFrame src="https://portal.example/3d/" onBaySelect={nothing} />,
  DamProvider: () => <DamProvider language="zh">12#-001</DamProvider>,
  DateRangeField: () => (
    <DateRangeField
      value={{ start: NOW - DAY, end: NOW }}
      onChange={nothing}
      minDate={NOW - 30 * DAY}
      maxDate={NOW}
    />
  ),
  DateTimeField: () => <DateTimeField label="Time" value={NOW} onChange={nothing} />,
  DepartmentTree: () => <DepartmentTree departments={departments} />,
  Dialog: () => dialog,
  DialogActions: () => dialog,
  DialogTrigger: () => dialog,
  Entry: () => entries,
  EntryDialog: () => <EntryDialog kind="outlet" bins={[bin]} onSubmit={accepted} now={NOW} />,
  EntryList: () => entries,
  ExportProgress: () => <ExportProgress progress={idleExport} />,
  Fact: () => facts,
  Facts: () => facts,
  FeedbackForm: () => <FeedbackForm onSubmit={nothing} />,
  FileTable: () => (
    <FileTable
      files={[{ id: 'f1', name: '12#-001.pdf', url: '/files/f1', size: 1024, uploadedAt: NOW - DAY }]}
      downloadHref={(file) => file.url}
    />
  ),
  FormMessage: () => <FormMessage tone="error">Required</FormMessage>,
  GradientComparisonChart: () => <GradientComparisonChart curves={[concrete]} />,
  GradientMeterList: () => (
    <GradientMeterList meters={[{ id: 'g1', name: '1# 梯度计', thermometers: ['T1', 'T2'] }]} />
  ),
  HandlingRecordForm: () => <HandlingRecordForm onSubmit={nothing} />,
  HandlingRecordList: () => (
    <HandlingRecordList records={[{ id: 'h1', what: '加大通水', who: '张工', at: NOW - DAY }]} />
  ),
  BayPicker: () => <BayPicker bins={[bin]} value={{ bay: null }} onChange={nothing} />,
  // The deprecated name of BayPicker, exported until 0.3.
  HivePicker: () => <HivePicker bins={[bin]} value={{ bay: null }} onChange={nothing} />,
  HomeGrid: () => (
    <HomeGrid
      sections={[
        { id: 'site', title: 'Site', items: [{ id: 'map', label: 'Map', href: '/map', icon: 'map2d' }] },
      ]}
    />
  ),
  Icon: () => <Icon name="thermometer" />,
  LanguageSwitch: () => <LanguageSwitch onChange={nothing} />,
  LatestReadings: () => (
    <LatestReadings
      title="Outlet"
      unit="°C"
      readings={[{ id: '1', name: '1# 出水口', value: 15.2, time: NOW }]}
    />
  ),
  LinkButton: () => <LinkButton href="/bays">Bays</LinkButton>,
  LoginForm: () => <LoginForm onLogin={nothing} />,
  LoopControlPanel: () => <LoopControlPanel loop={3} onSubmit={accepted} now={NOW} />,
  LoopList: () => <LoopList rows={[loopRow]} now={NOW} />,
  LoopNumberDialog: () => <LoopNumberDialog onOpenLoop={nothing} />,
  MapLegend: () => <MapLegend legend={null} pending={[]} />,
  PageHeader: () => <PageHeader title="Bays" />,
  Pager: () => <Pager total={3} />,
  PasswordField: () => <PasswordField label="Password" />,
  PendingEntries: () => <PendingEntries pending={[]} onDiscard={nothing} />,
  PressureMeterList: () => (
    <PressureMeterList
      meters={[
        {
          id: 'p1',
          name: '1# 压力计',
          inMPa: 0.32,
          outMPa: 0.21,
          inAt: NOW,
          outAt: NOW,
          inSeries: null,
          outSeries: null,
        },
      ]}
    />
  ),
  ReadOnlyNotice: () => <ReadOnlyNotice refusal="visitor" />,
  ReadingList: () => <ReadingList readings={[{ tempC: 15.2, at: NOW, bin: '12#-001', who: '张工' }]} />,
  RecordTable: () => <RecordTable kind="thermometer" records={[{ at: NOW, temp: t(24.2) }]} />,
  RegisterForm: () => <RegisterForm departments={departments} onSubmit={nothing} />,
  ReportChart: () => <ReportChart report={report} />,
  ReportTable: () => <ReportTable report={report} />,
  ReportTypePicker: () => <ReportTypePicker />,
  ReversalSummary: () => (
    <ReversalSummary setting={{ mode: 'auto', direction: 'forward', intervalMinutes: 120 }} />
  ),
  SearchField: () => <SearchField label="Bay" onSearch={nothing} />,
  Segment: () => segments,
  SegmentedControl: () => segments,
  SendForm: () => <SendOnceForm />,
  SiteTime: () => <SiteTime value={NOW} />,
  StatusMessage: () => <StatusMessage tone="empty">No data</StatusMessage>,
  Tab: () => tabs,
  TabBar: () => (
    <TabBar aria-label="Sections" items={[{ id: 'map', label: 'Map', href: '/map', icon: 'map2d' }]} />
  ),
  TabList: () => tabs,
  TabPanel: () => tabs,
  Tabs: () => tabs,
  TextField: () => <TextField label="Name" />,
  ThermometerList: () => (
    <ThermometerList rows={[{ loop: 1, reportedAt: NOW - HOUR, temp: t(24.2) }]} now={NOW} />
  ),
  ThermometerPicker: () => <ThermometerPicker thermometers={['T1', 'T2']} />,
  TimeSeriesChart: () => <TimeSeriesChart title="3# 回路" lines={[{ series: flow, unit: 'L/min' }]} />,
  TimeValueTable: () => <TimeValueTable series={flow} unit="L/min" />,
  ToastRegion: () => <ToastRegion queue={createToastQueue()} />,
  UnitField: () => <UnitField label="Flow" unit="L/min" />,
  WarningList: () => (
    <WarningList
      warnings={[
        { key: 'p-1', kind: 'outletTemperature', at: NOW, read: false, cabinetId: '12', outletTempC: 31.4 },
      ]}
    />
  ),
  WeatherList: () => (
    <WeatherList
      stations={[{ name: '左岸气象站', loop: 1, cabinetId: 'c-12', reportedAt: NOW - HOUR, temp: t(8.5) }]}
    />
  ),
  // damtherm/charts
  Annotation: () => inChart(<Annotation time={NOW - 2 * HOUR} label="Pour end" />),
  Area: () => inChart(<Area series={flow} color={chartPalette[0]!} />),
  Band: () => inChart(<Band series={flow} lower={flow.value.map((v) => v - 2)} color={chartPalette[1]!} />),
  Candles: () => inChart(<Candles data={dayCandles} bucketMs={HOUR} name="Flow" />),
  Chart: () => inChart(<Line series={flow} color={chartPalette[0]!} />),
  ChartCard: () => <ChartCard title="3# 回路" height={200} />,
  ChartTooltip: () => (
    <ChartTooltip hover={hover} helpers={tooltipHelpers('Asia/Shanghai', 'en', 'not collected')} />
  ),
  Key: () => inChart(<Key />),
  Layer: () => inChart(<Layer layer={null} />),
  Legend: () => inChart(<Legend />),
  Line: () => inChart(<Line series={flow} color={chartPalette[0]!} />),
  Markers: () => inChart(<Markers series={flow} color={chartPalette[0]!} />),
  Navigator: () => inChart(<Navigator />),
  Step: () => inChart(<Step series={emptySeries('valve')} color={chartPalette[2]!} />),
  TargetLine: () => inChart(<TargetLine value={30} label="Target" />),
  Threshold: () => inChart(<Threshold value={33} label="Max" />),
  YAxis: () => inChart(<YAxis side="right" unit="°C" />),
};

/** A runtime export that React renders: a function or a forwardRef / memo object, named in PascalCase (not CONSTANT_CASE). */
function componentNames(module: Record<string, unknown>): string[] {
  return Object.keys(module).filter((name) => {
    const value = module[name];
    const renderable =
      typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
    return /^[A-Z](?![A-Z0-9_]*$)/.test(name) && renderable;
  });
}

const exported = [...componentNames(damtherm), ...componentNames(charts)];
const METHODS = ['log', 'info', 'warn', 'error', 'debug'] as const;
let calls: string[];

beforeEach(() => {
  calls = [];
  for (const method of METHODS) {
    jest.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      calls.push(`console.${method}: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

describe('damtherm in Jest + jsdom', () => {
  it('has a case for every exported component, and none for a name no longer exported', () => {
    expect(exported.filter((name) => !(name in cases))).toEqual([]);
    expect(Object.keys(cases).filter((name) => !exported.includes(name))).toEqual([]);
  });

  it('the client builds without a backend', () => {
    expect(typeof createDamClient({ baseUrl: 'http://127.0.0.1:1' }).GET).toBe('function');
  });

  it.each(exported)('%s renders with nothing on the console', async (name) => {
    const element = cases[name];
    if (!element) throw new Error(`no case for ${name}`);
    const { container, unmount } = render(<DamProvider language="en">{element()}</DamProvider>);
    // Effects, lazy parts and microtasks settle inside act, as React expects.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(container.childElementCount).toBeGreaterThan(0);
    unmount();
    expect(calls).toEqual([]);
  });
});
