import type { Locale } from '@/lib/i18n/locales';

type Units = { hour: string; minute: string; gap: string };

// The installer page: a session's duration in hours and minutes, written the way each
// language abbreviates them (450 → "7 h 30 min", "7 Std. 30 Min.", "7小时30分钟").
const units: Record<Locale, Units> = {
  'en-US': { hour: 'h', minute: 'min', gap: ' ' },
  'en-AU': { hour: 'h', minute: 'min', gap: ' ' },
  'de-DE': { hour: 'Std.', minute: 'Min.', gap: ' ' },
  'it-IT': { hour: 'h', minute: 'min', gap: ' ' },
  'nl-NL': { hour: 'u', minute: 'min', gap: ' ' },
  'fr-FR': { hour: 'h', minute: 'min', gap: ' ' },
  'zh-CN': { hour: '小时', minute: '分钟', gap: '' },
};

/** A duration in whole minutes as hours and minutes; a zero part is left out. */
export function formatDuration(totalMinutes: number, locale: Locale): string {
  if (!Number.isFinite(totalMinutes) || totalMinutes < 0) return '';
  const { hour, minute, gap } = units[locale];
  const rounded = Math.round(totalMinutes);
  const hours = Math.floor(rounded / 60);
  const minutes = rounded % 60;
  const parts: string[] = [];
  if (hours > 0) parts.push(`${hours}${gap}${hour}`);
  if (minutes > 0 || hours === 0) parts.push(`${minutes}${gap}${minute}`);
  return parts.join(gap === '' ? '' : ' ');
}
