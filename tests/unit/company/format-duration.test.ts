import { describe, expect, it } from 'vitest';
import { formatDuration } from '@/components/company/format-duration';

describe('formatDuration (installer training sessions)', () => {
  it('writes 450 minutes as 7 h 30 min in English', () => {
    expect(formatDuration(450, 'en-US')).toBe('7 h 30 min');
    expect(formatDuration(450, 'en-AU')).toBe('7 h 30 min');
  });

  it("uses each language's own abbreviations", () => {
    expect(formatDuration(450, 'de-DE')).toBe('7 Std. 30 Min.');
    expect(formatDuration(450, 'nl-NL')).toBe('7 u 30 min');
    expect(formatDuration(450, 'fr-FR')).toBe('7 h 30 min');
    expect(formatDuration(450, 'it-IT')).toBe('7 h 30 min');
    expect(formatDuration(450, 'zh-CN')).toBe('7小时30分钟');
  });

  it('leaves out a zero minute part for whole hours', () => {
    expect(formatDuration(420, 'en-US')).toBe('7 h');
    expect(formatDuration(60, 'zh-CN')).toBe('1小时');
  });

  it('shows minutes only for sessions under an hour, and 0 min for none', () => {
    expect(formatDuration(45, 'de-DE')).toBe('45 Min.');
    expect(formatDuration(0, 'en-US')).toBe('0 min');
  });

  it('rounds to the minute and goes past a day without turning hours into days', () => {
    expect(formatDuration(89.6, 'en-US')).toBe('1 h 30 min');
    expect(formatDuration(1530, 'en-US')).toBe('25 h 30 min');
  });

  it('gives an empty text for a negative or non-numeric duration', () => {
    expect(formatDuration(-5, 'en-US')).toBe('');
    expect(formatDuration(Number.NaN, 'en-US')).toBe('');
  });
});
