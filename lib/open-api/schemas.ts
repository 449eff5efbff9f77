import { z } from '@/lib/validation/zod';

// The Open API's request and response schemas, shared by the routes (which parse with them) and
// the OpenAPI document (which is generated from them), so that the reference and the behaviour
// cannot drift apart. Units and names after SunSpec: power in W, energy in Wh, state of charge in
// %, times ISO 8601 in UTC. One sign convention everywhere, reading and control alike
// (docs/api.md, Open API): battery power is positive when the battery discharges and negative
// when it charges; grid power is positive when the site imports and negative when it exports.

/** At most this many items a page. */
export const PAGE_SIZE_MAX = 100;

export const pageQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(50),
});

/** Serials as the API takes them: a sandbox system's SBX-…, or a device's serial number. */
export const serialParamSchema = z.string().regex(/^[A-Z0-9-]{4,40}$/);

// Systems ------------------------------------------------------------------------------------

export const productSchema = z.strictObject({
  family: z.enum(['hybridUnit', 'batteryModule', 'pcs', 'dataLogger']),
  model: z.string(),
  count: z.int().min(1),
});

export const systemSchema = z.strictObject({
  serial: z.string(),
  name: z.string(),
  environment: z.enum(['sandbox', 'live']),
  /** How the key's account reaches it: its own, or installed by it with the owner's consent. */
  access: z.enum(['owner', 'installer']),
  products: z.array(productSchema),
  capacityWh: z.int().min(0),
  ratedPowerW: z.int().min(0),
  pvPeakPowerW: z.int().min(0),
  location: z.strictObject({
    country: z.string().length(2),
    region: z.string(),
    latitude: z.number(),
    longitude: z.number(),
  }),
});
export type ApiSystem = z.infer<typeof systemSchema>;

export const systemPageSchema = z.strictObject({
  items: z.array(systemSchema),
  page: z.int(),
  size: z.int(),
  total: z.int(),
});

// Telemetry and energy ---------------------------------------------------------------------------

export const resolutions = ['5m', '15m', '1h', '1d'] as const;
export type Resolution = (typeof resolutions)[number];
/** Minutes in one interval of each resolution. */
export const resolutionMinutes: Record<Resolution, number> = {
  '5m': 5,
  '15m': 15,
  '1h': 60,
  '1d': 1440,
};
/** The longest range each resolution answers, in days: 7 days at 5 minutes, a year daily. */
export const maxRangeDays: Record<Resolution, number> = {
  '5m': 7,
  '15m': 31,
  '1h': 92,
  '1d': 366,
};

const isoInstant = z.iso.datetime({ offset: true });

/**
 * A range of whole intervals: `from` inclusive, `to` exclusive, both aligned to the resolution
 * (UTC midnight for daily), `from` before `to`, `to` not in the future, and no longer than the
 * resolution allows. The time checks need "now", so they live in the route
 * (lib/server/open-api/range.ts); this schema checks the shape.
 */
export const rangeQuerySchema = z.strictObject({
  from: isoInstant,
  to: isoInstant,
  resolution: z.enum(resolutions).default('15m'),
});
export type RangeQuery = z.infer<typeof rangeQuerySchema>;

export const telemetryPointSchema = z.strictObject({
  /** Start of the interval. */
  time: z.string(),
  /** Mean PV power over the interval, W (≥ 0). */
  pvW: z.int(),
  /** Mean household or site consumption, W (≥ 0). */
  loadW: z.int(),
  /** Mean battery power, W: positive discharging, negative charging. */
  batteryW: z.int(),
  /** Mean grid power, W: positive importing, negative exporting. */
  gridW: z.int(),
  /** State of charge at the end of the interval, %. */
  socPct: z.number().min(0).max(100),
});

export const telemetrySchema = z.strictObject({
  serial: z.string(),
  resolution: z.enum(resolutions),
  from: z.string(),
  to: z.string(),
  points: z.array(telemetryPointSchema),
});

export const energyTotalsSchema = z.strictObject({
  pvWh: z.int(),
  loadWh: z.int(),
  batteryChargeWh: z.int(),
  batteryDischargeWh: z.int(),
  gridImportWh: z.int(),
  gridExportWh: z.int(),
});

export const energySchema = z.strictObject({
  serial: z.string(),
  resolution: z.enum(resolutions),
  from: z.string(),
  to: z.string(),
  totals: energyTotalsSchema,
  intervals: z.array(energyTotalsSchema.extend({ time: z.string() })),
});

// Operating mode -------------------------------------------------------------------------------

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** A time-of-use window, in UTC clock time; `end` before `start` crosses midnight. */
export const touWindowSchema = z.strictObject({
  start: clockTime,
  end: clockTime,
  /** Battery power to hold in the window, W, in the reading convention: negative charges (from
   * PV and grid), positive discharges. */
  batteryW: z.int().min(-1_000_000).max(1_000_000),
});

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3));

/** The minutes of the day a window covers, as [start, end) pieces that do not cross midnight. */
export function windowPieces(window: { start: string; end: string }): Array<[number, number]> {
  const start = minutesOf(window.start);
  const end = minutesOf(window.end);
  if (start === end) return [[0, 1440]];
  return start < end
    ? [[start, end]]
    : [
        [start, 1440],
        [0, end],
      ];
}

function windowsOverlap(windows: ReadonlyArray<{ start: string; end: string }>): boolean {
  const pieces = windows.flatMap(windowPieces).sort((a, b) => a[0] - b[0]);
  return pieces.some((piece, i) => i > 0 && piece[0] < pieces[i - 1]![1]);
}

export const modeSettingsSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('self-power') }),
  z.strictObject({
    kind: z.literal('time-of-use'),
    schedule: z
      .array(touWindowSchema)
      .min(1)
      .max(6)
      .refine((windows) => !windowsOverlap(windows), "The schedule's windows overlap."),
  }),
  z.strictObject({
    kind: z.literal('backup'),
    /** The share of the battery kept for outages: the battery does not discharge below it. */
    reservePct: z.int().min(0).max(100),
  }),
  z.strictObject({
    kind: z.literal('virtual-power-plant'),
    /** The share kept for the household; the rest is the aggregator's to dispatch. */
    reservePct: z.int().min(0).max(100).default(30),
  }),
]);
export type ModeSettings = z.infer<typeof modeSettingsSchema>;

export const modeBodySchema = z.strictObject({
  mode: modeSettingsSchema,
  /** The most the site may export, W; null for no limit. */
  exportLimitW: z.int().min(0).max(10_000_000).nullable().default(null),
});
export type ModeBody = z.infer<typeof modeBodySchema>;

export const modeSchema = modeBodySchema.extend({
  serial: z.string(),
  /** When the mode took effect; null when it was never changed (self-power, no limit). */
  effectiveFrom: z.string().nullable(),
});

// Errors ----------------------------------------------------------------------------------------

export const problemSchema = z.looseObject({
  type: z.string(),
  title: z.string(),
  status: z.int(),
  detail: z.string(),
  instance: z.string(),
});
