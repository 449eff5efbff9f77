import { describe, expect, it } from 'vitest';
import { keyIntent, thinTrack } from '@/components/captcha/track';
import { isPlausibleTrack } from '@/lib/server/captcha/rules';
import { MAX_TRACK_POINTS } from '@/lib/validation/captcha';

describe('slider keys', () => {
  it('steps 1 px with the arrows and 10 px with Shift or the Page keys', () => {
    expect(keyIntent('ArrowRight', false)).toEqual({ move: 1 });
    expect(keyIntent('ArrowUp', false)).toEqual({ move: 1 });
    expect(keyIntent('ArrowLeft', false)).toEqual({ move: -1 });
    expect(keyIntent('ArrowRight', true)).toEqual({ move: 10 });
    expect(keyIntent('ArrowDown', true)).toEqual({ move: -10 });
    expect(keyIntent('PageUp', false)).toEqual({ move: 10 });
    expect(keyIntent('PageDown', false)).toEqual({ move: -10 });
  });

  it('goes back to the start with Home, confirms with Enter, ignores other keys', () => {
    expect(keyIntent('Home', false)).toEqual({ to: 0 });
    expect(keyIntent('Enter', false)).toBe('confirm');
    expect(keyIntent('Tab', false)).toBeNull();
    expect(keyIntent('End', false)).toBeNull();
  });
});

describe('thinTrack', () => {
  it('keeps a short track as it is', () => {
    const track = [0, 5, 9].map((x, t) => ({ x, t }));
    expect(thinTrack(track, false)).toBe(track);
  });

  it('samples a long drag evenly, keeping its ends, and it still passes the server rules', () => {
    const track = Array.from({ length: 1000 }, (_, i) => ({ x: (i * 120) / 999, t: i * 2 }));
    const thin = thinTrack(track, false);
    expect(thin).toHaveLength(MAX_TRACK_POINTS);
    expect(thin[0]).toEqual(track[0]);
    expect(thin.at(-1)).toEqual(track.at(-1));
    const check = { x: 120, keyboard: false, maxX: 250, elapsedMs: 5000 };
    expect(isPlausibleTrack({ ...check, track: thin })).toBe(true);
  });

  it('shortens a long keyboard track without making a step longer than 10 px', () => {
    // 450 single steps back and forth, then to 120.
    const xs = [
      ...Array.from({ length: 450 }, (_, i) => i % 20),
      ...Array.from({ length: 121 }, (_, i) => i),
    ];
    const track = xs.map((x, t) => ({ x, t: t * 30 }));
    const thin = thinTrack(track, true);
    expect(thin.length).toBeLessThanOrEqual(MAX_TRACK_POINTS);
    const check = { x: 120, keyboard: true, maxX: 250, elapsedMs: 60_000 };
    expect(isPlausibleTrack({ ...check, track: thin })).toBe(true);
  });
});
