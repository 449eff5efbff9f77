import { describe, expect, it } from 'vitest';
import {
  MIN_TRACK_MS,
  TOLERANCE_PX,
  isCloseEnough,
  isPlausibleTrack,
} from '@/lib/server/captcha/rules';
import { dragTrack, keyTrack } from '../../integration/captcha/tracks';

const check = (
  x: number,
  track: ReturnType<typeof dragTrack>,
  keyboard = false,
  elapsedMs = 60_000,
) => isPlausibleTrack({ x, track, keyboard, maxX: 250, elapsedMs });

describe('slider puzzle: position', () => {
  it(`accepts a drop within ±${TOLERANCE_PX} px of the gap and nothing further`, () => {
    expect(isCloseEnough(120, 120)).toBe(true);
    expect(isCloseEnough(125, 120)).toBe(true);
    expect(isCloseEnough(115, 120)).toBe(true);
    expect(isCloseEnough(125.1, 120)).toBe(false);
    expect(isCloseEnough(114.9, 120)).toBe(false);
  });
});

describe('slider puzzle: drag track', () => {
  it('accepts a human drag: eased, several moves, over more than 150 ms', () => {
    expect(check(120, dragTrack(120, 600))).toBe(true);
    expect(check(120, dragTrack(120, MIN_TRACK_MS, 8))).toBe(true);
  });

  it('refuses a drag faster than 150 ms', () => {
    expect(check(120, dragTrack(120, MIN_TRACK_MS - 1, 8))).toBe(false);
  });

  it('refuses a teleport: too few moves, or one move covering most of the way', () => {
    expect(
      check(120, [
        { x: 0, t: 0 },
        { x: 120, t: 400 },
      ]),
    ).toBe(false);
    const jump = [0, 1, 2, 3, 120].map((x, i) => ({ x, t: i * 100 }));
    expect(check(120, jump)).toBe(false);
    const still = [0, 0, 0, 0, 120].map((x, i) => ({ x, t: i * 100 }));
    expect(check(120, still)).toBe(false);
  });

  it('refuses a track that does not start at the left edge or does not end at the drop', () => {
    expect(
      check(
        120,
        dragTrack(120).map((p) => ({ ...p, x: p.x + 10 })),
      ),
    ).toBe(false);
    expect(check(140, dragTrack(120))).toBe(false);
  });

  it('refuses time running backwards and positions off the picture', () => {
    const backwards = dragTrack(120).map((p, i) => (i === 5 ? { ...p, t: 0 } : p));
    expect(check(120, backwards)).toBe(false);
    const off = dragTrack(120).map((p, i) => (i === 5 ? { ...p, x: 400 } : p));
    expect(check(120, off)).toBe(false);
  });

  it('refuses a track longer than the challenge has existed (a forged timeline)', () => {
    expect(check(120, dragTrack(120, 600), false, 100)).toBe(false);
    expect(check(120, dragTrack(120, 600), false, 600)).toBe(true);
  });
});

describe('slider puzzle: keyboard track', () => {
  it('accepts key steps of 1 and 10 px, and Home back to the start', () => {
    expect(check(127, keyTrack(127), true)).toBe(true);
    const withHome = [
      ...keyTrack(40),
      { x: 0, t: 4000 },
      ...keyTrack(60)
        .slice(1)
        .map((p) => ({ ...p, t: p.t + 4000 })),
    ];
    expect(check(60, withHome, true)).toBe(true);
  });

  it('refuses steps bigger than a Shift+arrow step', () => {
    const big = [0, 10, 30, 40].map((x, i) => ({ x, t: i * 100 }));
    expect(check(40, big, true)).toBe(false);
  });

  it('refuses a keyboard track under 150 ms', () => {
    const quick = [0, 10, 20, 30].map((x, i) => ({ x, t: i * 40 }));
    expect(check(30, quick, true)).toBe(false);
  });

  it('does not accept key steps as a drag when the move is one big step', () => {
    const steps = [
      { x: 0, t: 0 },
      { x: 10, t: 200 },
    ];
    expect(check(10, steps, false)).toBe(false);
    expect(check(10, steps, true)).toBe(true);
  });
});
