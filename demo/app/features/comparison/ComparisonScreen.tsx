import {
  BlockAgeChart,
  BlockPicker,
  GradientComparisonChart,
  Segment,
  SegmentedControl,
  StatusMessage,
  statusOf,
  ThermometerPicker,
  useBlockCurves,
  useDamTranslation,
  useGradientCurves,
  useGradientMeters,
  useMapBlocks,
} from 'damtherm';
import { blockCurves, defaultComparisonBlocks } from 'damtherm/domain';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../api/errors';
import { Page } from '../../shell/Page';
import { blocksOf, defaultThermometers, thermometersOf } from './address';
import * as styles from './screens.css';

/**
 * /tempduibi (part 2 §2.7): the block age comparison — a multi-select of dam blocks (6 to 11 at first) and a
 * line per block of its daily average concrete temperature by concrete age — and the gradient comparison:
 * a gradient meter, one or two of its thermometers, and their curves with the difference only when exactly
 * two are chosen. Every choice is kept in the address.
 */
export function ComparisonScreen() {
  return (
    <Page>
      <div className={styles.page}>
        <BlockComparison />
        <GradientComparison />
      </div>
    </Page>
  );
}

/** Replaces some query parameters of the address, without a history entry per tap. */
function useQueryParam() {
  const [search, setSearch] = useSearchParams();
  const set = (changes: Record<string, string | null>) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return [search, set] as const;
}

function BlockComparison() {
  const { t } = useDamTranslation();
  const [search, setQuery] = useQueryParam();
  const damBlocks = useMapBlocks();
  // Keyed by the parameter's text, so a change of the gradient choice leaves these curves (and their zoom) be.
  const blocksParam = search.get('blocks');
  const chosen = useMemo(
    () => blocksOf(blocksParam) ?? defaultComparisonBlocks(damBlocks.data),
    [blocksParam, damBlocks.data],
  );
  const curves = useBlockCurves(chosen.length > 0 ? chosen : null);
  const paired = useMemo(
    () => (curves.data ? blockCurves(curves.data, chosen) : undefined),
    [curves.data, chosen],
  );

  return (
    <BlockAgeChart
      headingLevel={2}
      curves={chosen.length === 0 ? [] : paired}
      loading={chosen.length > 0 && curves.isLoading}
      error={chosen.length > 0 && curves.error ? errorMessage(curves.error, t) : undefined}
      onRetry={() => void curves.mutate()}
      emptyText={chosen.length === 0 ? t('comparison.block.chooseBlock') : undefined}
      controls={
        <BlockPicker
          blocks={damBlocks.data}
          value={chosen}
          onChange={(blocks) => setQuery({ blocks: blocks.join(',') })}
          defaultBlocks={defaultComparisonBlocks(damBlocks.data)}
          {...statusOf(damBlocks)}
        />
      }
    />
  );
}

function GradientComparison() {
  const { t } = useDamTranslation();
  const [search, setQuery] = useQueryParam();
  const meters = useGradientMeters();
  const meter = meters.data?.find((m) => m.id === search.get('meter')) ?? meters.data?.[0];
  const offered = useMemo(() => meter?.thermometers ?? [], [meter]);
  const tdParam = search.get('td');
  const chosen = useMemo(() => {
    const asked = thermometersOf(tdParam, offered);
    return asked && asked.length > 0 ? asked : defaultThermometers(offered);
  }, [tdParam, offered]);
  const data = useGradientCurves(meter?.id ?? null);
  const all = data.data;
  const curves = useMemo(
    () =>
      all ? chosen.map((name) => all.find((s) => s.name === name)).filter((s) => s !== undefined) : undefined,
    [all, chosen],
  );

  if (meters.data && meters.data.length === 0) {
    return <StatusMessage tone="empty">{t('comparison.gradient.noMeters')}</StatusMessage>;
  }
  const metersError = meters.error ? errorMessage(meters.error, t) : undefined;

  return (
    <GradientComparisonChart
      headingLevel={2}
      // With one thermometer nothing loads into the chart: it asks for a second one (part 2 §2.7).
      curves={chosen.length === 2 ? curves : []}
      loading={chosen.length === 2 && data.isLoading}
      error={chosen.length === 2 && data.error ? errorMessage(data.error, t) : undefined}
      onRetry={() => void data.mutate()}
      controls={
        <div className={styles.controls}>
          {meters.data && meters.data.length > 1 ? (
            <SegmentedControl
              label={t('comparison.gradient.meter')}
              value={meter?.id ?? null}
              onChange={(id) => setQuery({ meter: id, td: null })}
            >
              {meters.data.map((m) => (
                <Segment key={m.id} value={m.id}>
                  {m.name}
                </Segment>
              ))}
            </SegmentedControl>
          ) : null}
          <ThermometerPicker
            key={meter?.id}
            thermometers={meter ? offered : undefined}
            value={chosen}
            onChange={(names) => setQuery({ td: names.join(',') })}
            loading={meters.isLoading}
            error={metersError}
            onRetry={() => void meters.mutate()}
          />
        </div>
      }
    />
  );
}
