import { createRef, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { DamProvider } from '../hooks/DamProvider';
import * as damtherm from '../index';
import { recordsOf38 } from './bays/BayHandling/BayHandling.fixtures';
import { FIXTURE_NOW, pressureCurves } from './charts/TimeSeriesChart/TimeSeriesChart.fixtures';
import { type AnyComponent, componentName, renderedBeside, storyComponents } from './storyComponents';

/**
 * A portal measures, scrolls to or focuses a component through `ref`: every component the package exports
 * forwards it to its root element, in React 18 (`forwardRef`) as in 19. Each one renders with the args of its
 * first story (or the props below) and its ref must hold the outermost element of what it rendered.
 */

/** Exports that render no element of their own to hold a ref. */
const withoutElement: Record<string, string> = {
  DamProvider: 'the provider: its theme root wraps the whole page, not a component',
  DialogTrigger: "react-aria's trigger: it renders its children and the dialog, nothing of its own",
  ReversalSummary: 'a sentence for a text: it renders the words alone',
};

interface RefCase {
  props: Record<string, unknown>;
  /** A part rendered inside its parent: its ref holds the part (the parent's own elements stand beside it). */
  inside?: (part: ReactNode) => ReactNode;
}

const noop = () => {};
const toastQueue = damtherm.createToastQueue();
damtherm.showToast(toastQueue, 'Saved');

/** Components no story shows with args of their own (parts, kit primitives shown by a demo wrapper). */
const cases: Record<string, RefCase> = {
  Dialog: { props: { title: 'Loop 12', children: 'Open the valve?', defaultOpen: true } },
  SendForm: {
    props: {
      onSubmit: noop,
      status: 'idle',
      tapGuardProps: { onPointerDownCapture: noop, onKeyDownCapture: noop, onClickCapture: noop },
      labels: { submit: 'Send', sending: 'Sending' },
      children: 'Feedback',
    },
  },
  ChangePasswordForm: { props: { variant: 'inApp', onSubmit: noop } },
  TimeSeriesChart: { props: { title: 'Pressure', lines: pressureCurves() } },
  MapLegend: {
    props: {
      legend: {
        overlay: 'stage',
        scheme: 'stage',
        title: 'Stage',
        entries: [{ color: '#1f77b4', label: 'Cooling' }],
      },
      pending: [],
    },
  },
  DateRangeField: {
    props: { value: null, onChange: noop, minDate: FIXTURE_NOW - 30 * 86_400_000, maxDate: FIXTURE_NOW },
  },
  HandlingRecordForm: { props: { onSubmit: noop } },
  HandlingRecordList: { props: { records: recordsOf38 } },
  LoopNumberDialog: { props: { onOpenLoop: noop } },
  CardList: {
    props: {
      items: ['a', 'b'],
      renderCard: (item: string) => <p>{item}</p>,
      errorText: 'Failed',
      emptyText: 'None',
      skeletonHeight: '40px',
    },
  },
  CheckboxTileGroup: {
    props: {
      label: 'Loops',
      value: ['1'],
      onChange: noop,
      children: <damtherm.CheckboxTile value="1">1</damtherm.CheckboxTile>,
    },
  },
  CheckboxTile: {
    props: { value: '1', children: '1' },
    inside: (part) => (
      <damtherm.CheckboxTileGroup label="Loops" value={[]} onChange={noop}>
        {part}
      </damtherm.CheckboxTileGroup>
    ),
  },
  CountBadgeLabel: { props: { count: 3, label: '3 open warnings' } },
  DialogActions: { props: { children: 'Cancel' } },
  EntryList: { props: { 'aria-label': 'Readings', children: <li>12.5 °C</li> } },
  Entry: {
    props: { title: '12.5 °C', facts: [{ label: 'At', value: '10:00' }] },
    inside: (part) => <damtherm.EntryList aria-label="Readings">{part}</damtherm.EntryList>,
  },
  Facts: { props: { children: <damtherm.Fact term="Flow">2.4 L/min</damtherm.Fact> } },
  Fact: {
    props: { term: 'Flow', children: '2.4 L/min' },
    inside: (part) => <damtherm.Facts>{part}</damtherm.Facts>,
  },
  LinkButton: { props: { href: '#/loops', children: 'Loops' } },
  PasswordField: { props: { label: 'Password' } },
  ReadOnlyNotice: { props: { refusal: 'visitor' } },
  SegmentedControl: {
    props: {
      label: 'Mode',
      value: null,
      onChange: noop,
      children: <damtherm.Segment value="manual">Manual</damtherm.Segment>,
    },
  },
  Segment: {
    props: { value: 'manual', children: 'Manual' },
    inside: (part) => (
      <damtherm.SegmentedControl label="Mode" value={null} onChange={noop}>
        {part}
      </damtherm.SegmentedControl>
    ),
  },
  StatusMessage: { props: { tone: 'empty' } },
  Tabs: {
    props: {
      children: [
        <damtherm.TabList key="list" aria-label="Views">
          <damtherm.Tab id="a">A</damtherm.Tab>
        </damtherm.TabList>,
        <damtherm.TabPanel key="panel" id="a">
          Panel A
        </damtherm.TabPanel>,
      ],
    },
  },
  TabList: {
    props: { 'aria-label': 'Views', children: <damtherm.Tab id="a">A</damtherm.Tab> },
    inside: (part) => <damtherm.Tabs>{part}</damtherm.Tabs>,
  },
  Tab: {
    props: { id: 'a', children: 'A' },
    inside: (part) => (
      <damtherm.Tabs>
        <damtherm.TabList aria-label="Views">{part}</damtherm.TabList>
      </damtherm.Tabs>
    ),
  },
  TabPanel: {
    props: { id: 'a', children: 'Panel A' },
    inside: (part) => (
      <damtherm.Tabs>
        <damtherm.TabList aria-label="Views">
          <damtherm.Tab id="a">A</damtherm.Tab>
        </damtherm.TabList>
        {part}
      </damtherm.Tabs>
    ),
  },
  ToastRegion: { props: { queue: toastQueue } },
  UnitField: { props: { label: 'Opening', unit: '%' } },
};

const fromStories = new Map(storyComponents().map((entry) => [entry.Component as unknown, entry.args]));

const forwardRefType = Symbol.for('react.forward_ref');

/**
 * The exports that render: functions and forwardRef objects named with a capital. A deprecated alias
 * (`HivePicker`, the same object as `BayPicker`) is checked under its own name.
 */
const exported = Object.entries(damtherm).filter(
  ([name, value]) =>
    /^[A-Z][a-z]/.test(name) &&
    (typeof value === 'function' || (value as { $$typeof?: symbol } | null)?.$$typeof === forwardRefType) &&
    !isAlias(name, value),
);

function isAlias(name: string, value: unknown): boolean {
  const own = componentName(value as AnyComponent);
  return own !== name && (damtherm as Record<string, unknown>)[own] === value;
}

const probeClass = 'ref-probe';
const checked: string[] = [];

for (const [name, value] of exported) {
  if (name in withoutElement) continue;
  const Component = value as AnyComponent;
  const storyArgs = fromStories.get(Component);
  const refCase: RefCase | undefined = cases[name] ?? (storyArgs && { props: storyArgs });
  checked.push(name);
  describe(name, () => {
    it('forwards its ref to its root element', async () => {
      if (!refCase) throw new Error(`${name}: give it a story, or props in this test`);
      expect(componentName(Component)).toBe(name);
      // forwardRef, not a ref prop: React 18 hands a function component no ref.
      expect((Component as { $$typeof?: symbol }).$$typeof).toBe(forwardRefType);
      const ref = createRef<Element>();
      const part = <Component {...refCase.props} ref={ref} className={probeClass} />;
      const screen = await render(<DamProvider language="en">{refCase.inside?.(part) ?? part}</DamProvider>);
      const root = screen.container.querySelector('[data-dam-root]') as HTMLElement;
      // An overlay (an open dialog, the toasts) renders after its portal's container is known.
      await expect.poll(() => ref.current).toBeInstanceOf(Element);
      const element = ref.current as Element;
      expect(root.contains(element)).toBe(true);
      // Where the class lands (the root, as the style-props test checks), there the ref points.
      const probe = root.querySelector(`.${probeClass}`);
      if (probe) expect(probe).toBe(element);
      // Nothing the component rendered stands beside it: it holds the rest.
      if (!refCase.inside) expect(renderedBeside(element, root).join(' | ')).toBe('');
    });
  });
}

it('covers every exported component', () => {
  expect(checked.length).toBeGreaterThanOrEqual(70);
});
