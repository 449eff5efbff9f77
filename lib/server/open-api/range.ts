import 'server-only';
import { maxRangeDays, resolutionMinutes, type RangeQuery } from '@/lib/open-api/schemas';
import { DAY_MS, SIMULATION_EPOCH } from '@/lib/open-api/simulator/clock';

// A telemetry or energy range checked against the clock (the shape is checked by
// rangeQuerySchema): whole intervals, `from` before `to`, not in the future, and within the
// resolution's longest range. Answers the range to compute, the interval still under way cut
// off, or what is wrong in words a developer can act on.

export type CheckedRange = { fromMs: number; toMs: number };

export function checkRange(
  query: RangeQuery,
  now: number,
  earliest = SIMULATION_EPOCH,
): CheckedRange | string {
  const fromMs = Date.parse(query.from);
  const toMs = Date.parse(query.to);
  const interval = resolutionMinutes[query.resolution] * 60_000;
  if (fromMs % interval !== 0 || toMs % interval !== 0) {
    return `from and to must fall on ${query.resolution} boundaries in UTC${
      query.resolution === '1d' ? ' (midnight)' : ''
    }.`;
  }
  if (fromMs >= toMs) return 'from must be before to.';
  if (toMs - fromMs > maxRangeDays[query.resolution] * DAY_MS) {
    return `At ${query.resolution} resolution a range may cover at most ${maxRangeDays[query.resolution]} days.`;
  }
  if (toMs > Math.ceil(now / interval) * interval) return 'The range must not end in the future.';
  if (fromMs < earliest) {
    return `The system reports from ${new Date(earliest).toISOString()} on.`;
  }
  return { fromMs, toMs: Math.min(toMs, Math.floor(now / interval) * interval) };
}
