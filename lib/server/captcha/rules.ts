import 'server-only';
import { KEY_BIG_STEP, type TrackPoint } from '@/lib/validation/captcha';

// "Position within a small tolerance, a plausible track (time, movement)" (requirements: Accounts).
// Pure functions, so every rule is tested on its own.

/** How far from the gap the piece may be dropped, in picture pixels. */
export const TOLERANCE_PX = 5;
/** A person needs at least this long to drag or step the piece across. */
export const MIN_TRACK_MS = 150;
/** A drag is seen as several moves, not one jump. */
export const MIN_DRAG_POINTS = 5;
const MIN_DISTINCT_POSITIONS = 3;
/** No single move of a drag may cover more than this share of the way. */
const MAX_STEP_SHARE = 0.7;
/** Clock granularity between the browser's timestamps and ours. */
const CLOCK_SLACK_MS = 250;
const EDGE_SLACK_PX = 2;

export const isCloseEnough = (x: number, answer: number) => Math.abs(x - answer) <= TOLERANCE_PX;

export type TrackCheck = {
  x: number;
  track: TrackPoint[];
  keyboard: boolean;
  /** The largest x the piece can reach. */
  maxX: number;
  /** How long ago the challenge was made: no track can last longer. */
  elapsedMs: number;
};

/**
 * Could a person have made this track? It starts at the left edge, moves forward in time,
 * stays on the picture, ends where the piece was dropped, and lasts a human while. A drag has
 * several moves, none of them most of the way; a keyboard track moves in key steps (or back
 * to the start with Home).
 */
export function isPlausibleTrack({ x, track, keyboard, maxX, elapsedMs }: TrackCheck): boolean {
  const first = track[0];
  const last = track.at(-1);
  if (!first || !last) return false;
  if (Math.abs(first.x) > EDGE_SLACK_PX || Math.abs(last.x - x) > EDGE_SLACK_PX) return false;
  const duration = last.t - first.t;
  if (duration < MIN_TRACK_MS || duration > elapsedMs + CLOCK_SLACK_MS) return false;

  let largestStep = 0;
  for (let i = 1; i < track.length; i++) {
    const [before, point] = [track[i - 1]!, track[i]!];
    if (point.t < before.t) return false;
    if (point.x < -EDGE_SLACK_PX || point.x > maxX + EDGE_SLACK_PX) return false;
    const step = Math.abs(point.x - before.x);
    if (keyboard && step > KEY_BIG_STEP && point.x !== 0) return false;
    largestStep = Math.max(largestStep, step);
  }
  if (keyboard) return track.length >= 2;

  const positions = new Set(track.map((point) => Math.round(point.x)));
  return (
    track.length >= MIN_DRAG_POINTS &&
    positions.size >= MIN_DISTINCT_POSITIONS &&
    largestStep <= MAX_STEP_SHARE * Math.max(Math.abs(x), 1)
  );
}
