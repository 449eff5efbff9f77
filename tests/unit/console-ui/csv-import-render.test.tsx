import { describe, expect, it } from 'vitest';
import { ConsoleLangProvider } from '@/components/console/ui/console-lang';
import { ToastProvider } from '@/components/console/ui/toast';
import { RuleImport } from '@/components/console/route-rules/rule-import.client';
import { SerialImport } from '@/components/console/warranty/serial-import.client';
import { routeRulesTexts } from '@/lib/console/i18n/route-rules';
import { warrantyTexts } from '@/lib/console/i18n/warranty';
import { renderServer, textOf } from '../../support/render-server';

// The two CSV imports are one part: a named region, a labelled file field described by what the
// file must hold, the import's own fields, and a live region for the outcome.

const inConsole = (node: React.ReactNode) =>
  renderServer(
    <ConsoleLangProvider lang="en">
      <ToastProvider>{node}</ToastProvider>
    </ConsoleLangProvider>,
  );

describe('a CSV import', () => {
  for (const [name, id, node, texts] of [
    [
      'route rules',
      'rule-import',
      <RuleImport key="r" onImported={() => undefined} />,
      routeRulesTexts.en.import,
    ],
    ['warranty serials', 'warranty-import', <SerialImport key="s" />, warrantyTexts.en.import],
  ] as const) {
    it(`of ${name} labels its file field, describes it and announces the outcome`, async () => {
      const html = await inConsole(node);
      expect(html).toMatch(new RegExp(`<section aria-labelledby="${id}-title"`));
      expect(html).toContain(`<label for="${id}-file"`);
      expect(html).toMatch(
        new RegExp(
          `<input id="${id}-file" type="file" accept=".csv,text/csv" aria-describedby="${id}-intro"`,
        ),
      );
      expect(html).toMatch(/<div aria-live="polite" aria-busy="false"><\/div>/);
      const text = textOf(html);
      for (const words of [texts.title, texts.file, texts.submit]) expect(text).toContain(words);
    });
  }

  it('sends the route rules with their import mode', async () => {
    const html = await inConsole(<RuleImport onImported={() => undefined} />);
    expect(html).toMatch(/<select[^>]*name="mode"/);
    expect(html).toContain('href="/api/admin/route-rules/export.csv"');
  });
});
