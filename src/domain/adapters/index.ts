/**
 * Raw → domain adapters: the one place where the site backend's answers (tenths of a degree, hundredths
 * of L/min, thousandths of a MPa, epoch seconds) become domain values (°C, L/min, MPa, epoch ms). The
 * hooks return what these return; components never see a raw field. Inputs are typed structurally (numbers
 * may arrive as numeric strings), so the domain does not depend on the client.
 */
export * from './accounts.ts';
export * from './aggregates.ts';
export * from './audit.ts';
export * from './bayServerData.ts';
export * from './bays.ts';
export * from './cabinets.ts';
export * from './charts.ts';
export * from './entries.ts';
export * from './files.ts';
export * from './loops.ts';
export * from './map.ts';
export * from './pages.ts';
export * from './pressure.ts';
export * from './recordMode.ts';
export * from './reports.ts';
export * from './reversal.ts';
export * from './series.ts';
export * from './timeQuery.ts';
export * from './warnings.ts';
export * from './weather.ts';
