import type { TrackPoint } from '@/lib/validation/captcha';

/** A drag as a person makes it: eased, a little uneven, over `duration` ms, ending at `x`. */
export function dragTrack(x: number, duration = 600, points = 24): TrackPoint[] {
  return Array.from({ length: points + 1 }, (_, i) => {
    const k = i / points;
    const eased = 1 - (1 - k) ** 3;
    const wobble = i === 0 || i === points ? 0 : Math.sin(i * 1.7) * 0.8;
    return { x: Math.round((x * eased + wobble) * 10) / 10, t: Math.round(duration * k) };
  });
}

/** Arrow presses: Shift+arrow steps of 10, then single steps, about 90 ms apart. */
export function keyTrack(x: number): TrackPoint[] {
  const track: TrackPoint[] = [{ x: 0, t: 0 }];
  let position = 0;
  while (position < x) {
    position += x - position >= 10 ? 10 : 1;
    track.push({ x: position, t: track.length * 90 });
  }
  return track;
}
