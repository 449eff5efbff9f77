import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, test as setup, type APIRequestContext } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/admin';
import { certify, signInByApi, stamp } from '../support/console';
import { declinedConsentState } from '../support/consent';
import { authDir, roleState, type Role } from '../support/roles';
import { signUpOwner } from '../support/warranty';

// Every role of the run signed in once, through the API (the puzzle solved with the test hook),
// and saved for the specs (tests/e2e/support/roles.ts).

async function save(role: Role, request?: APIRequestContext) {
  const cookies = request ? (await request.storageState()).cookies : [];
  const state = { cookies: [...declinedConsentState.cookies, ...cookies], origins: [] };
  writeFileSync(roleState(role), JSON.stringify(state));
}

setup.beforeAll(() => {
  mkdirSync(authDir(), { recursive: true });
});

setup('a visitor and a customer', async ({ playwright, baseURL }) => {
  await save('visitor');
  const customer = await playwright.request.newContext({ baseURL });
  await signUpOwner(customer, baseURL!, `customer.${stamp()}@example.com`);
  await save('customer', customer);
  await customer.dispose();
});

setup('the admin, an editor and a certified installer', async ({ playwright, baseURL }) => {
  const origin = baseURL!;
  const admin = await playwright.request.newContext({ baseURL: origin });
  await signInByApi(admin, origin, ADMIN_EMAIL, ADMIN_PASSWORD);
  await save('admin', admin);

  // An editor: an account the admin gives the role in the console.
  const editor = await playwright.request.newContext({ baseURL: origin });
  const editorEmail = `editor.${stamp()}@example.com`;
  await signUpOwner(editor, origin, editorEmail);
  const found = await admin.get(`/api/admin/users?q=${encodeURIComponent(editorEmail)}`);
  const { items } = ((await found.json()) as { data: { items: { id: string }[] } }).data;
  expect(items, editorEmail).toHaveLength(1);
  const made = await admin.put(`/api/admin/users/${items[0]!.id}/role`, {
    headers: { Origin: origin },
    data: { role: 'editor' },
  });
  expect(made.status(), await made.text()).toBe(200);
  expect((await editor.get('/api/admin/me')).status(), 'the editor is in the console').toBe(200);
  await save('editor', editor);

  // A certified installer: a technical certificate of their company, approved in the console.
  const installer = await playwright.request.newContext({ baseURL: origin });
  const installerEmail = `installer.${stamp()}@example.com`;
  await certify(admin, origin, `Fitters ${stamp()}`, [
    { email: installerEmail, kind: 'technical' },
  ]);
  await signUpOwner(installer, origin, installerEmail);
  await save('installer', installer);
  for (const request of [admin, editor, installer]) await request.dispose();
});
