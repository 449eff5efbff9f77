import { revalidateTag } from 'next/cache';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthLimiters } from '@/lib/server/account/limits';
import { closeDb, getDb } from '@/lib/server/db/client';
import { auditLog } from '@/lib/server/db/schema';
import { testDriver, useTestDatabase } from '../../support/db';
import { Browser, signedInUser } from '../../support/accounts';
import { useAccountEnv, useGenerousLimits } from '../account/helpers';

type Version = Record<string, unknown> & { id: number; revision: number; websiteId: number };

describe(`the content console API: translations, configuration, markdown (${testDriver})`, () => {
  let editor: Browser;

  const audits = async (action: string) => {
    const db = await getDb();
    return db.select().from(auditLog).where(eq(auditLog.action, action));
  };

  beforeAll(async () => {
    useAccountEnv();
    await useTestDatabase('console_content_config');
    await getDb();
    await useGenerousLimits();
    editor = await signedInUser({ role: 'editor' });
  });
  afterAll(async () => {
    await setAuthLimiters(undefined);
    await closeDb();
  });
  beforeEach(() => vi.mocked(revalidateTag).mockClear());

  it('reports which languages each item has and which are missing', async () => {
    const created = (
      await editor.post('/api/admin/content/faqs', {
        websiteId: 3,
        state: 'published',
        question: 'How long is the warranty?',
        answer: 'Ten years.',
      })
    ).body.data as Version;
    await editor.post(`/api/admin/content/faqs/${created.id}/3/duplicate`, { toWebsiteId: 1 });
    const res = await editor.get('/api/admin/translations?type=faqs');
    const data = res.body.data as {
      items: { id: number; title: string; languages: Record<string, string | null> }[];
      missing: { id: number; websiteIds: number[] }[];
    };
    const item = data.items.find((i) => i.id === created.id);
    expect(item).toMatchObject({
      title: 'How long is the warranty?',
      languages: { 1: 'draft', 2: null, 3: 'published', 4: null, 5: null, 6: null, 7: null },
    });
    expect(data.missing.find((m) => m.id === created.id)?.websiteIds).toEqual([2, 4, 5, 6, 7]);
    expect((await editor.get('/api/admin/translations?type=nope')).status).toBe(404);
  });

  it('edits the translated configuration with revisions', async () => {
    const listed = (await editor.get('/api/admin/i18n-config')).body.data as {
      tags: string[];
      entries: { tag: string; key: string; value: string; revision: number }[];
    };
    expect(listed.tags).toEqual(['zh-CN', 'en-AU', 'en-US', 'de-DE', 'it-IT', 'nl-NL', 'fr-FR']);
    const siteName = listed.entries.find((e) => e.tag === 'de-DE' && e.key === 'siteName')!;
    const path = '/api/admin/i18n-config/de-DE/siteName';
    const saved = await editor.request('PUT', path, {
      value: 'Voltara DE',
      revision: siteName.revision,
    });
    expect(saved.body.data).toMatchObject({ value: 'Voltara DE', revision: siteName.revision + 1 });
    expect(revalidateTag).toHaveBeenCalledWith('i18n-config', { expire: 0 });
    const stale = await editor.request('PUT', path, { value: 'Alt', revision: siteName.revision });
    expect(stale.status).toBe(409);
    expect((await editor.request('PUT', path, { value: 'Neu' })).status).toBe(409);
    expect(
      (await editor.request('PUT', '/api/admin/i18n-config/xx-XX/siteName', { value: 'x' })).status,
    ).toBe(400);
    const created = await editor.request('PUT', '/api/admin/i18n-config/fr-FR/slogan', {
      value: 'Énergie',
    });
    expect(created.body.data).toMatchObject({ revision: 1 });
    const config = (await new Browser().get('/api/config/i18n')).body.data as Record<
      string,
      Record<string, string>
    >;
    expect(config['de-DE']?.siteName).toBe('Voltara DE');
    expect(
      (await editor.request('DELETE', '/api/admin/i18n-config/fr-FR/slogan?revision=1')).status,
    ).toBe(200);
    expect((await audits('config.update')).map((a) => a.entityId)).toContain('de-DE/siteName');
    expect((await audits('config.delete')).map((a) => a.entityId)).toContain('fr-FR/slogan');
  });

  it('renders markdown through the site’s sanitizing pipeline', async () => {
    const res = await editor.post('/api/admin/markdown', {
      markdown: '**bold** <img src=x onerror=alert(1)> [x](javascript:alert(1))',
    });
    const { html } = res.body.data as { html: string };
    expect(html).toContain('<strong>bold</strong>');
    expect(html).not.toMatch(/onerror|href="javascript:/);
    expect(html).toContain('<img src="x" />');
  });
});
