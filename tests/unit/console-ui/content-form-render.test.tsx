import { describe, expect, it, vi } from 'vitest';
import { contentTypeKeys, contentTypes } from '@/lib/console/content-types';
import { renderServer, textOf } from '../../support/render-server';

// Every content type's form is generated from its field definitions: each field is drawn with
// its label, every control is labelled (axe's rule, checked here for all ten types), and the
// Chinese console labels them in Chinese.

vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ...(await import('@/tests/support/render-mocks')).nextNavigationHooks,
}));
vi.mock(
  '@/lib/i18n/navigation',
  async () => (await import('@/tests/support/render-mocks')).i18nNavigation,
);
vi.mock(
  '@/lib/i18n/client-navigation',
  async () => (await import('@/tests/support/render-mocks')).i18nClientNavigation,
);

const { ConsoleLangProvider } = await import('@/components/console/ui/console-lang');
const { ToastProvider } = await import('@/components/console/ui/toast');
const { ContentCreate } = await import('@/components/console/content/content-create.client');
const { ContentForm } = await import('@/components/console/content/content-form.client');
const { initialValues } = await import('@/components/console/content/form-values');

const inConsole = (lang: 'en' | 'zh', node: React.ReactNode) =>
  renderServer(
    <ConsoleLangProvider lang={lang}>
      <ToastProvider>{node}</ToastProvider>
    </ConsoleLangProvider>,
  );

/** Ids of the form's controls that no <label for> names and that carry no aria-label. */
function unlabelled(html: string): string[] {
  const form = html.slice(html.indexOf('<form'), html.indexOf('</form>'));
  const labelled = new Set([...form.matchAll(/<label for="([^"]+)"/g)].map((m) => m[1]));
  return [...form.matchAll(/<(input|select|textarea)\b([^>]*)>/g)]
    .filter(([, , attrs]) => !/type="hidden"/.test(attrs!) && !/aria-label=/.test(attrs!))
    .map(([, tag, attrs]) => /\bid="([^"]+)"/.exec(attrs!)?.[1] ?? `<${tag} without id>`)
    .filter((id) => !labelled.has(id));
}

describe.each(contentTypeKeys)('the %s form', (key) => {
  const type = contentTypes[key];

  it('draws every field with its label, and labels every control', async () => {
    const html = await inConsole('en', <ContentCreate typeKey={key} />);
    const text = textOf(html);
    for (const field of type.fields) expect(text, field.name).toContain(field.label.en);
    expect(text).toContain('Language');
    expect(text).toContain('Scheduled publish time');
    expect(unlabelled(html)).toEqual([]);
  });

  it('is labelled in Chinese in the Chinese console', async () => {
    const html = await inConsole('zh', <ContentCreate typeKey={key} />);
    for (const field of type.fields) expect(textOf(html), field.name).toContain(field.label.zh);
  });
});

describe('the edit form', () => {
  it('offers Save, not Create, and no language or id to change', async () => {
    const row = {
      title: 'Neuer Speicher',
      summary: 'Kurz',
      body: 'Text',
      coverUrl: null,
      publishedOn: '2026-03-01',
      state: true,
      publishAt: null,
      revision: 4,
    };
    const html = await inConsole(
      'en',
      <ContentForm
        typeKey="news"
        mode="edit"
        defaults={initialValues(contentTypes.news, { row })}
        target={{ id: 7, websiteId: 4, revision: 4 }}
        onSaved={() => undefined}
      />,
    );
    expect(html).toMatch(/<button type="submit"[^>]*>Save<\/button>/);
    // react-hook-form fills the values in the browser; a stored version's language and id
    // are not editable.
    expect(html).not.toContain('name="websiteId"');
  });
});
