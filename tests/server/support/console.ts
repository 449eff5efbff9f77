import { expect } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../../e2e/support/admin';
import { newsItemBody } from '../../support/news-item';
import { session, type Session } from './http';
import { signInOverHttp } from './instances';

/** A short unique suffix for names, e-mails and titles. */
export const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The site's first admin (start-site.ts creates it), signed in at `origin`. */
export async function adminSession(origin: string): Promise<Session> {
  const admin = session(origin);
  await signInOverHttp(admin, ADMIN_EMAIL, ADMIN_PASSWORD);
  return admin;
}

/**
 * An editor's news writes through the console API, in one language, from a session signed in
 * at the site's origin (the Origin check of writes).
 */
export function newsConsole(editor: Session, websiteId: number) {
  const headers = { Origin: editor.origin };
  const ok = async (res: Response) => expect(res.ok, await res.clone().text()).toBe(true);
  return {
    /** A published item made now (or as `extra` says: a draft, a scheduled time). */
    async create(title: string, extra: Record<string, unknown> = {}) {
      const res = await editor.json(
        'POST',
        '/api/admin/content/news',
        newsItemBody(websiteId, title, extra),
        headers,
      );
      await ok(res);
      return ((await res.json()) as { data: { id: number } }).data.id;
    },
    async update(id: number, change: Record<string, unknown>) {
      const current = await editor.request(`/api/admin/content/news/${id}`);
      await ok(current);
      const body = (await current.json()) as { data: { versions: Record<number, object> } };
      const version = body.data.versions[websiteId];
      await ok(
        await editor.json(
          'PUT',
          `/api/admin/content/news/${id}/${websiteId}`,
          { ...version, ...change },
          headers,
        ),
      );
    },
  };
}
