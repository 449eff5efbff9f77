import type { Country, Region } from '@/lib/estimator/data/regions';
import { STEPS_PER_DAY } from '@/lib/estimator/calendar';
import { windowPieces, type ModeSettings } from '@/lib/open-api/schemas';
import { DAY_MS, localTime, SIMULATION_EPOCH, STEP_HOURS, STEP_MS } from './clock';
import { profilesFor } from './profiles';

// The sandbox's simulator (docs/api.md, Open API): a system's power flows every 5 minutes, from
// its products and location through the estimator's yearly profiles, with the battery run
// forward step by step from SIMULATION_EPOCH under the operating modes set on it. Deterministic:
// the same serial, time and modes give the same figures, whatever range is asked for, and the
// state of charge runs on across days because every day starts where the last one ended.

export type SimSystem = {
  serial: string;
  capacityWh: number;
  ratedPowerW: number;
  pvPeakPowerW: number;
  country: Country;
  region: Region;
};

/** A mode in force from `from` (ms, UTC) until the next change. */
export type ModeChange = { from: number; mode: ModeSettings; exportLimitW: number | null };

/** One 5-minute step, in the API's convention: battery + discharging, grid + importing. */
export type SimStep = {
  pvW: number;
  loadW: number;
  batteryW: number;
  gridW: number;
  /** State of charge after the step, 0–1. */
  soc: number;
};

const EFFICIENCY = 0.95;
/** A battery below its backup reserve also charges from the grid, at this share of its power. */
const BACKUP_GRID_CHARGE = 0.25;
/** A virtual power plant's daily dispatch, local clock minutes: 17:00–19:00. */
const VPP_DISPATCH = [17 * 60, 19 * 60] as const;
const SELF_POWER: ModeChange = {
  from: -Infinity,
  mode: { kind: 'self-power' },
  exportLimitW: null,
};

/** FNV-1a of the serial: the seed of its noise. */
function seedOf(serial: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < serial.length; i++) h = Math.imul(h ^ serial.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** A repeatable value in [-1, 1] for (seed, step, channel). */
function noise(seed: number, step: number, channel: number): number {
  let t = (seed ^ Math.imul(step, 0x9e3779b1) ^ Math.imul(channel, 0x85ebca6b)) >>> 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return (((t ^ (t >>> 14)) >>> 0) / 4294967296) * 2 - 1;
}

/**
 * The share of its 15-minute slot's energy that the 5-minute step `sub` (0–2) carries: the
 * slot's mean varied by ±`spread`, normalised so that the slot's sum stays the estimator's.
 */
function subShare(seed: number, slotStep: number, sub: number, channel: number, spread: number) {
  let sum = 0;
  let mine = 0;
  for (let k = 0; k < 3; k++) {
    const w = 1 + spread * noise(seed, slotStep + k, channel);
    sum += w;
    if (k === sub) mine = w;
  }
  return mine / sum;
}

function inWindow(mode: ModeSettings, utcMinute: number): number | null {
  if (mode.kind !== 'time-of-use') return null;
  for (const window of mode.schedule) {
    for (const [start, end] of windowPieces(window)) {
      if (utcMinute >= start && utcMinute < end) return window.batteryW;
    }
  }
  return null;
}

/** Runs the system from `stored` Wh at step `from` to step `to`, calling `visit` on each step. */
function run(
  system: SimSystem,
  timeline: readonly ModeChange[],
  from: number,
  to: number,
  stored: number,
  visit?: (step: number, flows: SimStep) => void,
): number {
  const { pv: pvYear, load: loadYear } = profilesFor(
    system.country,
    system.region,
    system.pvPeakPowerW,
  );
  const seed = seedOf(system.serial);
  const capacity = system.capacityWh;
  const power = Math.min(system.ratedPowerW, capacity);
  let next = 0;
  let current = SELF_POWER;
  for (let step = from; step < to; step++) {
    const ms = step * STEP_MS;
    while (next < timeline.length && timeline[next]!.from <= ms) current = timeline[next++]!;
    const { day, minuteOfDay } = localTime(system.country, ms);
    const slot = day * STEPS_PER_DAY + Math.floor(minuteOfDay / 15);
    const sub = Math.floor((minuteOfDay % 15) / 5);
    const slotStep = step - sub;
    // kWh per 15 minutes → mean W over the step.
    let pvW = pvYear[slot]! * 4000 * 3 * subShare(seed, slotStep, sub, 1, 0.15);
    const loadW = loadYear[slot]! * 4000 * 3 * subShare(seed, slotStep, sub, 2, 0.3);

    const mode = current.mode;
    const reserve =
      mode.kind === 'backup' || mode.kind === 'virtual-power-plant'
        ? (mode.reservePct / 100) * capacity
        : 0;
    const utcMinute = Math.floor((ms % DAY_MS) / 60_000);
    const scheduled = inWindow(mode, utcMinute);
    let batteryW: number;
    if (scheduled !== null) batteryW = scheduled;
    else if (
      mode.kind === 'virtual-power-plant' &&
      minuteOfDay >= VPP_DISPATCH[0] &&
      minuteOfDay < VPP_DISPATCH[1]
    )
      batteryW = power;
    else if (mode.kind === 'backup' && stored < reserve)
      batteryW = -(Math.max(pvW - loadW, 0) + BACKUP_GRID_CHARGE * power);
    else batteryW = loadW - pvW;

    // Within the inverter's power and what the battery can give or take in the step.
    batteryW = Math.max(-power, Math.min(power, batteryW));
    if (batteryW > 0) {
      batteryW = Math.min(batteryW, (Math.max(stored - reserve, 0) * EFFICIENCY) / STEP_HOURS);
      stored -= (batteryW * STEP_HOURS) / EFFICIENCY;
    } else if (batteryW < 0) {
      batteryW = -Math.min(-batteryW, (capacity - stored) / (EFFICIENCY * STEP_HOURS));
      stored -= batteryW * STEP_HOURS * EFFICIENCY;
    }
    let gridW = loadW - pvW - batteryW;
    // An export limit curtails PV rather than export past it.
    const limit = current.exportLimitW;
    if (limit !== null && gridW < -limit) {
      pvW = Math.max(0, pvW - (-limit - gridW));
      gridW = loadW - pvW - batteryW;
    }
    visit?.(step, { pvW, loadW, batteryW, gridW, soc: capacity > 0 ? stored / capacity : 0 });
  }
  return stored;
}

// Checkpoints: the stored energy at every UTC midnight since the epoch, per system and modes.
const MAX_SYSTEMS = 500;
const checkpoints = new Map<string, number[]>();

function cacheKey(system: SimSystem, timeline: readonly ModeChange[]): string {
  const last = timeline.at(-1);
  return `${system.serial}:${system.capacityWh}:${timeline.length}:${last ? last.from : ''}:${last ? JSON.stringify(last) : ''}`;
}

/** Stored energy (Wh) at the start of the UTC day `day` (days since the Unix epoch). */
function storedAtDay(system: SimSystem, timeline: readonly ModeChange[], day: number): number {
  const key = cacheKey(system, timeline);
  let days = checkpoints.get(key);
  if (!days) {
    if (checkpoints.size >= MAX_SYSTEMS) checkpoints.delete(checkpoints.keys().next().value!);
    days = [system.capacityWh / 2];
    checkpoints.set(key, days);
  }
  const epochDay = SIMULATION_EPOCH / DAY_MS;
  const stepsPerDay = DAY_MS / STEP_MS;
  while (epochDay + days.length - 1 < day) {
    const d = epochDay + days.length - 1;
    days.push(run(system, timeline, d * stepsPerDay, (d + 1) * stepsPerDay, days.at(-1)!));
  }
  return days[day - epochDay]!;
}

/**
 * Calls `visit` for every 5-minute step in [fromMs, toMs), both at or after SIMULATION_EPOCH and
 * on step boundaries. `timeline` is sorted by `from`.
 */
export function simulate(
  system: SimSystem,
  timeline: readonly ModeChange[],
  fromMs: number,
  toMs: number,
  visit: (step: number, flows: SimStep) => void,
): void {
  const day = Math.floor(fromMs / DAY_MS);
  const dayStart = (day * DAY_MS) / STEP_MS;
  const fromStep = fromMs / STEP_MS;
  const stored = run(system, timeline, dayStart, fromStep, storedAtDay(system, timeline, day));
  run(system, timeline, fromStep, toMs / STEP_MS, stored, visit);
}
