import { createTranslator } from 'use-intl/core';
import { describe, expect, it, vi } from 'vitest';
import { captchaTexts } from '@/components/captcha/captcha-texts';
import { SliderPuzzle } from '@/components/captcha/slider-puzzle.client';
import { locales, type Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { renderServer } from '../../support/render-server';

const state = { locale: 'en-US' as Locale, messages: {} as Record<string, unknown> };

vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace?: string) =>
    createTranslator({
      locale: state.locale,
      messages: state.messages as never,
      namespace: namespace as never,
    }),
}));

async function textsFor(locale: Locale) {
  state.locale = locale;
  state.messages = await loadMessages(locale);
  return captchaTexts();
}

describe('slider puzzle markup', () => {
  it('has a labelled keyboard slider, instructions, a refresh button and a live region', async () => {
    const texts = await textsFor('en-US');
    const html = await renderServer(
      <SliderPuzzle action="sign-in" texts={texts} onSolved={() => {}} />,
    );
    const slider = html.match(/<div role="slider"[^>]*>/)?.[0] ?? '';
    expect(slider).toContain('aria-label="Puzzle piece position"');
    expect(slider).toContain('aria-valuemin="0"');
    expect(slider).toContain('aria-valuemax="250"');
    expect(slider).toContain('aria-valuenow="0"');
    expect(slider).toContain('aria-valuetext="0 of 250"');
    // Until a puzzle is loaded the slider is out of the tab order and says it is disabled.
    expect(slider).toContain('tabindex="-1"');
    expect(slider).toContain('aria-disabled="true"');
    for (const id of slider.match(/aria-describedby="([^"]+)"/)![1]!.split(' ')) {
      expect(html).toContain(`id="${id}"`);
    }
    expect(html).toContain('Drag the slider to complete the puzzle');
    expect(html).toContain('press Enter');
    expect(html).toMatch(/<span class="sr-only">New puzzle<\/span>/);
    expect(html).toMatch(/<p role="status"[^>]*><\/p>/);
    expect(html).toMatch(/role="group" aria-labelledby="[^"]+" aria-describedby="[^"]+"/);
  });

  it('is translated in all seven languages, with "Verification failure" in English', async () => {
    const failures = new Set<string>();
    for (const locale of locales) {
      const texts = await textsFor(locale);
      expect(texts.position).toMatch(/\{value\}.*\{max\}/);
      for (const value of Object.values(texts)) expect(value.trim()).not.toBe('');
      failures.add(texts.failure);
    }
    expect((await textsFor('en-US')).failure).toBe('Verification failure');
    expect(failures.size).toBeGreaterThanOrEqual(6);
  });
});
