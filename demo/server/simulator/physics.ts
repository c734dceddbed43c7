/**
 * The physics of the site simulator, pure: no Node APIs and no I/O, so Storybook stories and unit tests can
 * run the same model as the reference backend.
 *
 * Units here are physical: °C, L/min, days, MPa, W/m². The legacy raw units (tenths of a degree, hundredths
 * of L/min, seconds, kPa) are produced by the database layer, never here.
 *
 * The model of one bay (hive): a lumped mean concrete temperature T that
 *  - rises with the heat of cement hydration, given as an adiabatic temperature rise θ(τ) = θ0·(1 − e^(−m·τ^b))
 *    over the concrete age τ in days;
 *  - falls with the heat taken by the water of each cooling pipe (loop): the water warms from its inlet
 *    temperature towards T with an effectiveness ε = 1 − e^(−K/flow), and the heat it carries is
 *    flow·ε·(T − Tin);
 *  - exchanges heat with the air through its top surface (less once the next lift covers it).
 * Auto loops open their valve by a PI controller that tracks the target curve of the seven control stages.
 */

/** Length of one reporting period of cabinets and thermometers, in seconds (every 10 minutes). */
export const REPORT_PERIOD_S = 600;
/** One reporting period in days. */
export const REPORT_PERIOD_DAYS = REPORT_PERIOD_S / 86_400;
/** The site is in China (UTC+8, no daylight saving); physics needs the local solar hour only. */
export const SITE_UTC_OFFSET_S = 8 * 3600;
/** Site latitude, degrees north (a hydropower site in south-west China). */
export const SITE_LATITUDE = 27;

/** Names of the seven control stages (part 2 §4), index 1..7. */
export const STAGE_NAMES = {
  zh: ['', '一期控温', '一期降温', '中期一次控温', '中期降温', '中期二次控温', '二期降温', '二期一次控温'],
  en: [
    '',
    'first-phase control',
    'first-phase cooling',
    'mid-phase first control',
    'mid cooling',
    'mid-phase second control',
    'second cooling',
    'second-phase first control',
  ],
} as const;

/** Design temperatures of a bay that shape its target curve (°C). */
export interface TargetDesign {
  /** Allowed maximum temperature; above it the bay raises a max-temperature warning. */
  maxAllowed: number;
  /** Held during first-phase control (stage 1). */
  firstControl: number;
  /** Reached at the end of first-phase cooling and held in mid-phase first control (stages 2–3). */
  midFirst: number;
  /** Reached at the end of mid cooling and held in mid-phase second control (stages 4–5). */
  midSecond: number;
  /** The grouting temperature reached by second cooling and held afterwards (stages 6–7). */
  final: number;
}

/** Age (days) at which each stage 1..7 starts; stage 7 lasts until the water supply stops. */
export const STAGE_START_DAYS = [0, 0, 21, 35, 60, 74, 100, 124] as const;
/** Age (days) at which the cooling water of a bay is stopped (c_stop) and its loops are disconnected. */
export const WATER_STOP_AGE_DAYS = 160;

/** The control stage (1..7) of a bay of the given age in days. */
export function stageAt(ageDays: number): number {
  for (let s = 7; s >= 1; s--) {
    if (ageDays >= (STAGE_START_DAYS[s] ?? 0)) return s;
  }
  return 1;
}

/** Target temperature (°C) of a bay at an age in days: holds in control stages, linear ramps in cooling. */
export function targetTemperature(ageDays: number, design: TargetDesign): number {
  const s = stageAt(ageDays);
  const ramp = (from: number, to: number, start: number, end: number) =>
    from + (to - from) * Math.min(1, Math.max(0, (ageDays - start) / (end - start)));
  switch (s) {
    case 1:
      return design.firstControl;
    case 2:
      return ramp(design.firstControl, design.midFirst, 21, 35);
    case 3:
      return design.midFirst;
    case 4:
      return ramp(design.midFirst, design.midSecond, 60, 74);
    case 5:
      return design.midSecond;
    case 6:
      return ramp(design.midSecond, design.final, 100, 124);
    default:
      return design.final;
  }
}

/** Adiabatic temperature rise (°C) of concrete at an age in days: θ0·(1 − e^(−m·τ^b)). */
export function adiabaticRise(ageDays: number, theta0: number, m: number, b = 1): number {
  if (ageDays <= 0) return 0;
  return theta0 * (1 - Math.exp(-m * ageDays ** b));
}

/** Day of year (0-based) and local hour at the site for an epoch second. */
export function siteCalendar(epochS: number): { dayOfYear: number; hour: number } {
  const local = epochS + SITE_UTC_OFFSET_S;
  const days = Math.floor(local / 86_400);
  const hour = (local - days * 86_400) / 3600;
  // Days since 1970-01-01 to day of year; a year of 365.2425 days is exact enough for weather.
  const dayOfYear = (((days + 0.5) % 365.2425) + 365.2425) % 365.2425;
  return { dayOfYear, hour };
}

/** Air temperature (°C) at the site: annual wave (coldest mid-January) plus a daily wave (warmest at 15:00). */
export function airTemperature(epochS: number, station = 0): number {
  const { dayOfYear, hour } = siteCalendar(epochS);
  const annual = 17 - 9 * Math.cos((2 * Math.PI * (dayOfYear - 15)) / 365.2425);
  const daily = 4.5 * Math.sin((2 * Math.PI * (hour - 9)) / 24);
  // Stations higher on the abutments are a little colder.
  return annual + daily - station * 0.6;
}

/** Clearness of the sky on a given day (0.35..0.95), a deterministic function of the day number. */
export function skyClearness(epochS: number): number {
  const day = Math.floor((epochS + SITE_UTC_OFFSET_S) / 86_400);
  const x = Math.sin(day * 12.9898) * 43_758.5453;
  return 0.35 + 0.6 * (x - Math.floor(x));
}

/** Global solar radiation (W/m²) on a horizontal surface at the site. */
export function solarRadiation(epochS: number): number {
  const { dayOfYear, hour } = siteCalendar(epochS);
  const decl = ((23.44 * Math.PI) / 180) * Math.sin((2 * Math.PI * (284 + dayOfYear)) / 365.2425);
  const lat = (SITE_LATITUDE * Math.PI) / 180;
  // Solar noon at about 12:50 local time at 103° E with UTC+8.
  const hourAngle = ((hour - 12.83) * 15 * Math.PI) / 180;
  const sinElevation = Math.sin(lat) * Math.sin(decl) + Math.cos(lat) * Math.cos(decl) * Math.cos(hourAngle);
  if (sinElevation <= 0) return 0;
  return 1050 * sinElevation ** 1.15 * skyClearness(epochS);
}

/**
 * Inlet temperature (°C) of the cooling water a bay of this stage receives: chilled water during first-phase
 * and second-phase work, river water (following the season) in between.
 */
export function inletWaterTemperature(stage: number, epochS: number): number {
  const { dayOfYear } = siteCalendar(epochS);
  const river = 14 - 4 * Math.cos((2 * Math.PI * (dayOfYear - 40)) / 365.2425);
  if (stage <= 2) return 9;
  if (stage >= 6) return 6.5;
  return 11 + 0.25 * (river - 14);
}

/** Maximum flow of one loop with its valve fully open (L/min). */
export const MAX_LOOP_FLOW_LPM = 38;

/** Flow (L/min) through a loop whose valve is open by `openingPct` (0..100) under the rack's supply. */
export function flowFromOpening(openingPct: number, supplyFactor = 1): number {
  const o = Math.min(100, Math.max(0, openingPct)) / 100;
  // An equal-percentage-like characteristic: small openings pass little water.
  return MAX_LOOP_FLOW_LPM * supplyFactor * o ** 1.35;
}

/** Opening (0..100) that passes a flow (L/min): inverse of flowFromOpening. */
export function openingForFlow(flowLpm: number, supplyFactor = 1): number {
  const o = (Math.max(0, flowLpm) / (MAX_LOOP_FLOW_LPM * supplyFactor)) ** (1 / 1.35);
  return Math.min(100, o * 100);
}

/**
 * The legacy kaidu value of a valve open by `openingPct`. The app reads opening a = −1.25·k + 125, so a fully
 * open valve reports 20 and a closed one 100.
 */
export function kaiduFromOpening(openingPct: number): number {
  return Math.round((125 - Math.min(100, Math.max(0, openingPct))) / 1.25);
}

/** Effectiveness constant K (L/min) of the heat exchange in one cooling pipe. */
export const PIPE_EXCHANGE_K = 12;

/** Outlet water temperature (°C) of a pipe in concrete at T with inlet Tin and a flow (L/min). */
export function outletWaterTemperature(concreteC: number, inletC: number, flowLpm: number): number {
  if (flowLpm <= 0.01) return concreteC; // standing water takes the concrete's temperature
  const eps = 1 - Math.exp(-PIPE_EXCHANGE_K / flowLpm);
  return inletC + eps * (concreteC - inletC);
}

/** Thermal parameters of one bay. */
export interface BayThermal {
  /** Final adiabatic temperature rise θ0 (°C). */
  theta0: number;
  /** Hydration rate m (1/day^b). */
  m: number;
  /** Hydration exponent b. */
  b: number;
  /** Surface exchange with air (1/day) while the top is exposed. */
  airExposed: number;
  /** Surface exchange with air (1/day) once the next lift covers the top. */
  airCovered: number;
  /** Age (days) at which the next lift covers the bay. */
  coveredAfterDays: number;
  /** Temperature drop per day per unit of heat taken by water (°C per (L/min·°C·day)). */
  pipeCoefficient: number;
}

export const DEFAULT_BAY_THERMAL: BayThermal = {
  theta0: 25,
  m: 0.36,
  b: 0.8,
  airExposed: 0.04,
  airCovered: 0.004,
  coveredAfterDays: 9,
  pipeCoefficient: 0.004,
};

/** Water through one loop during a step. */
export interface LoopFlow {
  /** Flow in L/min (≥ 0). */
  flowLpm: number;
  /** Inlet water temperature (°C). */
  inletC: number;
}

/** Result of one integration step of a bay. */
export interface BayStep {
  /** Mean concrete temperature at the end of the step (°C). */
  concreteC: number;
  /** Outlet water temperature of each loop during the step (°C). */
  outletC: number[];
}

/**
 * Advances the mean concrete temperature of a bay by dtDays (explicit Euler; stable for the 10-minute step
 * and the coefficients above). `ageDays` is the age at the start of the step.
 */
export function stepBay(
  concreteC: number,
  ageDays: number,
  dtDays: number,
  loops: readonly LoopFlow[],
  airC: number,
  thermal: BayThermal = DEFAULT_BAY_THERMAL,
): BayStep {
  const heat =
    adiabaticRise(ageDays + dtDays, thermal.theta0, thermal.m, thermal.b) -
    adiabaticRise(ageDays, thermal.theta0, thermal.m, thermal.b);
  let waterLoss = 0;
  const outletC: number[] = [];
  for (const loop of loops) {
    const out = outletWaterTemperature(concreteC, loop.inletC, loop.flowLpm);
    outletC.push(out);
    waterLoss += thermal.pipeCoefficient * loop.flowLpm * (out - loop.inletC) * dtDays;
  }
  const air = ageDays >= thermal.coveredAfterDays ? thermal.airCovered : thermal.airExposed;
  const airLoss = air * (concreteC - airC) * dtDays;
  return { concreteC: concreteC + heat - waterLoss - airLoss, outletC };
}

/** State of the PI controller of one auto loop. */
export interface ControllerState {
  /** Integral term, in percent of opening. */
  integral: number;
}

/**
 * Valve opening (percent) an auto loop sets to track the target: more water when the concrete is warmer than
 * the target, nearly closed when it is colder (a trickle keeps the pipe from silting).
 */
export function controlOpening(
  state: ControllerState,
  concreteC: number,
  targetC: number,
  dtDays: number,
): { opening: number; state: ControllerState } {
  const error = concreteC - targetC;
  const integral = Math.min(60, Math.max(-20, state.integral + 12 * error * dtDays));
  const raw = 18 + 22 * error + integral;
  return { opening: Math.min(100, Math.max(5, raw)), state: { integral } };
}

/**
 * The reading of a thermometer embedded in a bay: depth 1 is the core, lower depths sit nearer the surface
 * and lean towards the air temperature.
 */
export function thermometerReading(concreteC: number, airC: number, depth: number): number {
  return airC + (concreteC - airC) * depth;
}

/** Temperature (°C) at a distance (m) below the surface for a temperature-gradient meter. */
export function gradientTemperature(concreteC: number, airC: number, depthM: number): number {
  return airC + (concreteC - airC) * (1 - Math.exp(-depthM / 0.8));
}

/**
 * Temperature of an aggregate material (°C) in its cooling stage: 1 first cooling (air-cooled in the bin),
 * 2 second cooling (chilled air), with a daily wave that follows the air.
 */
export function aggregateTemperature(stage: 1 | 2, epochS: number, bias = 0): number {
  const air = airTemperature(epochS);
  const base = stage === 1 ? 0.45 * air + 6 : 0.15 * air + 3.5;
  return base + bias;
}

/** Concrete temperature at the mixer outlet (chujikou), at the bay entry (rucang) and once placed (jiaozhu). */
export function placingChain(epochS: number, bias = 0): { outlet: number; entry: number; pouring: number } {
  const air = airTemperature(epochS);
  const outlet = 7 + 0.12 * air + bias;
  const entry = outlet + 0.1 * Math.max(0, air - outlet) + 1.2;
  const pouring = entry + 0.12 * Math.max(0, air - entry) + 1.6;
  return { outlet, entry, pouring };
}

/** Supply and return pressure (MPa) of a cooling header at a given time. */
export function headerPressure(epochS: number, bias = 0): { inlet: number; outlet: number } {
  const { hour } = siteCalendar(epochS);
  const demand = 0.02 * Math.sin((2 * Math.PI * (hour - 14)) / 24);
  return { inlet: 0.42 + bias - demand, outlet: 0.14 + bias / 2 - demand / 3 };
}
