import {
  KEY_BIG_STEP,
  KEY_STEP,
  MAX_TRACK_POINTS,
  type TrackPoint,
} from '@/lib/validation/captcha';

// The browser half of the puzzle's track rules (lib/server/captcha/rules.ts judges them).

export type KeyIntent = { move: number } | { to: 0 } | 'confirm' | null;

/** What a key does to the slider: arrows step (Shift for bigger steps), Page keys step big. */
export function keyIntent(key: string, shiftKey: boolean): KeyIntent {
  const step = shiftKey ? KEY_BIG_STEP : KEY_STEP;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return { move: step };
    case 'ArrowLeft':
    case 'ArrowDown':
      return { move: -step };
    case 'PageUp':
      return { move: KEY_BIG_STEP };
    case 'PageDown':
      return { move: -KEY_BIG_STEP };
    case 'Home':
      return { to: 0 };
    case 'Enter':
      return 'confirm';
    default:
      return null;
  }
}

export const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));

/**
 * At most MAX_TRACK_POINTS points, first and last kept. A drag is sampled evenly; a keyboard
 * track drops only points it can skip without a step longer than a big key step.
 */
export function thinTrack(track: TrackPoint[], keyboard: boolean): TrackPoint[] {
  if (track.length <= MAX_TRACK_POINTS) return track;
  if (!keyboard) {
    const last = track.length - 1;
    return Array.from(
      { length: MAX_TRACK_POINTS },
      (_, i) => track[Math.round((i * last) / (MAX_TRACK_POINTS - 1))]!,
    );
  }
  const kept = [track[0]!];
  for (let i = 1; i < track.length - 1; i++) {
    const skippable = Math.abs(track[i + 1]!.x - kept.at(-1)!.x) <= KEY_BIG_STEP;
    if (!skippable || track[i]!.x === 0) kept.push(track[i]!);
  }
  kept.push(track.at(-1)!);
  return kept.slice(-MAX_TRACK_POINTS);
}
