import 'server-only';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import {
  parseBody,
  privateNoStore,
  requireSession,
  type AccountEnv,
} from '@/lib/server/account/http';
import { languageOfHeaders } from '@/lib/server/auth/delivery';
import { getDb } from '@/lib/server/db/client';
import { requireSameOrigin } from '@/lib/server/security/origin';
import { renderCertificate, certificateNumber } from '@/lib/server/warranty/certificate';
import { limitWarrantyByAccount, limitWarrantyByIp } from '@/lib/server/warranty/limits';
import {
  acceptTransfer,
  confirmRegistration,
  startTransfer,
} from '@/lib/server/warranty/ownership';
import { getOwned, listForUser, ownerName, verifyView } from '@/lib/server/warranty/read';
import { installerCertificateOf, registerInstallation } from '@/lib/server/warranty/register';
import { warrantyError } from '@/lib/server/warranty/errors';
import {
  codeSchema,
  installerRegistrationSchema,
  registrationSchema,
  transferSchema,
  VERIFY_CODE,
} from '@/lib/validation/warranty';
import { ok } from '../envelope';

// Product registration in the personal center (the signed-in user's own only), the
// certificate, codes for the owner's confirmation and for transfers, and the public check.
export const warrantyRoutes = new Hono<AccountEnv>();

const sameOriginWrites: MiddlewareHandler = async (c, next) =>
  c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : requireSameOrigin(c, next);

warrantyRoutes.use('/warranty/registrations', privateNoStore, sameOriginWrites, requireSession);
warrantyRoutes.use('/warranty/registrations/*', privateNoStore, sameOriginWrites, requireSession);
warrantyRoutes.use('/warranty/transfers/*', privateNoStore, sameOriginWrites, requireSession);

const actorOf = (c: Context<AccountEnv>) => {
  const { id, email, emailVerified } = c.get('session').user;
  return { id, email, emailVerified };
};
const language = (c: Context) => languageOfHeaders(c.req.raw.headers);
const write = (c: Context<AccountEnv>, action: string) =>
  limitWarrantyByAccount(c, action, c.get('session').user.id);

/** A registration id from the path; anything but a small positive integer is "not found". */
function idOf(c: Context): number {
  const raw = c.req.param('id') ?? '';
  if (!/^[1-9][0-9]{0,8}$/.test(raw)) throw warrantyError(404, '_', 'notFound', 'Not Found');
  return Number(raw);
}

// GET /api/warranty/registrations — the user's registrations (and those registered for customers).
warrantyRoutes.get('/warranty/registrations', async (c) => {
  const db = c.get('db');
  const [items, installer] = await Promise.all([
    listForUser(db, c.get('session').user.id),
    installerCertificateOf(db, actorOf(c)),
  ]);
  return ok(c, { items, installer: !!installer });
});

// POST /api/warranty/registrations — the owner registers their system.
warrantyRoutes.post('/warranty/registrations', async (c) => {
  await write(c, 'register');
  const input = await parseBody(c, registrationSchema);
  const result = await registerInstallation(c.get('db'), actorOf(c), input, {
    language: language(c),
  });
  return ok(c, result);
});

// POST /api/warranty/registrations/for-customer — a certified installer registers for a customer.
warrantyRoutes.post('/warranty/registrations/for-customer', async (c) => {
  await write(c, 'register');
  const input = await parseBody(c, installerRegistrationSchema);
  const result = await registerInstallation(c.get('db'), actorOf(c), input, {
    language: language(c),
    ownerEmail: input.ownerEmail,
  });
  return ok(c, result);
});

// POST /api/warranty/registrations/confirm — the owner confirms with the mailed code.
warrantyRoutes.post('/warranty/registrations/confirm', async (c) => {
  await write(c, 'code');
  const { code } = await parseBody(c, codeSchema);
  return ok(c, await confirmRegistration(c.get('db'), actorOf(c), code, language(c)));
});

// GET /api/warranty/registrations/:id/certificate — the owner's certificate as a PDF.
warrantyRoutes.get('/warranty/registrations/:id/certificate', async (c) => {
  await write(c, 'certificate');
  const db = c.get('db');
  const registration = await getOwned(db, c.get('session').user.id, idOf(c));
  if (!registration || registration.status !== 'active') {
    throw warrantyError(404, '_', 'notFound', 'Not Found');
  }
  const pdf = await renderCertificate({
    registration,
    ownerName: await ownerName(db, registration.ownerId),
  });
  const name = `voltara-warranty-${certificateNumber(registration)}.pdf`;
  return c.body(new Uint8Array(pdf), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${name}"`,
  });
});

// POST /api/warranty/registrations/:id/transfer — the owner starts a transfer to an address.
warrantyRoutes.post('/warranty/registrations/:id/transfer', async (c) => {
  await write(c, 'code');
  const id = idOf(c);
  const { email } = await parseBody(c, transferSchema);
  await startTransfer(c.get('db'), actorOf(c), id, email, language(c));
  return ok(c, { status: 'sent' });
});

// POST /api/warranty/transfers/accept — the new owner accepts with the mailed code.
warrantyRoutes.post('/warranty/transfers/accept', async (c) => {
  await write(c, 'code');
  const { code } = await parseBody(c, codeSchema);
  return ok(c, await acceptTransfer(c.get('db'), actorOf(c), code, language(c)));
});

// GET /api/warranty/verify/:code — the public check as data (what the page shows), limited.
warrantyRoutes.get('/warranty/verify/:code', async (c) => {
  await limitWarrantyByIp(c, 'verify');
  const code = c.req.param('code');
  const view = VERIFY_CODE.test(code) ? await verifyView(await getDb(), code) : undefined;
  if (!view) throw warrantyError(404, '_', 'notFound', 'Not Found');
  return ok(c, view);
});
