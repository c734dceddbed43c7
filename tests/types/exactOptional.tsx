/*
 * A portal with `exactOptionalPropertyTypes: true` passes query data that may be undefined, and spreads a
 * query's status, into damtherm's components: this file only has to type-check against the built types
 * (`npm run check:package`, after `npm run build`).
 */
import {
  BayCurve,
  type BayCurveInput,
  type BayFile,
  type Cabinet,
  CabinetCard,
  type DamQuery,
  FileTable,
  type LoopCommandRecord,
  LoopControlPanel,
  type SeriesInput,
  statusOf,
  TimeValueTable,
} from 'damtherm';

declare const curve: DamQuery<BayCurveInput>;
declare const files: DamQuery<BayFile[]>;
declare const cabinet: DamQuery<Cabinet>;
declare const history: DamQuery<LoopCommandRecord[]>;
declare const pressure: DamQuery<SeriesInput>;
declare const name: DamQuery<{ name: string }>;

export const page = (
  <>
    <BayCurve location="Bay 1" data={curve.data ?? null} {...statusOf(curve)} className={undefined} />
    <FileTable files={files.data} downloadHref={() => '#'} {...statusOf(files)} />
    {cabinet.data ? <CabinetCard cabinet={cabinet.data} now={Date.now()} /> : null}
    <LoopControlPanel
      loop={1}
      history={history.data}
      cabinetName={name.data?.name}
      onSubmit={async () => ({ ok: true })}
      {...statusOf(history)}
    />
    <TimeValueTable series={pressure.data} unit="MPa" {...statusOf(pressure)} />
  </>
);
