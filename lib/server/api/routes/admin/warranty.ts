import 'server-only';
import { Hono } from 'hono';
import { z } from 'zod';
import { actorOf, type ConsoleEnv } from '@/lib/server/console/access';
import { parseBody } from '@/lib/server/account/http';
import { isCountryCode } from '@/lib/countries';
import { recordAudit } from '@/lib/server/console/audit';
import {
  exportRegistrations,
  searchRegistrations,
  serialHistory,
} from '@/lib/server/warranty/console';
import { warrantyError } from '@/lib/server/warranty/errors';
import {
  importSerials,
  MAX_IMPORT_BYTES,
  SerialFileRefused,
  SerialRowsRefused,
} from '@/lib/server/warranty/import';
import { voidRegistration } from '@/lib/server/warranty/ownership';
import { voidSchema } from '@/lib/validation/warranty';
import { ok } from '../../envelope';
import { HttpError } from '../../errors';

// The console's warranty desk (editor role, as the rest of /api/admin): search,
// export, void with a reason (audited), a serial's history, and the CSV import of serials.
export const warrantyAdminRoutes = new Hono<ConsoleEnv>();

const filtersSchema = z.object({
  q: z.string().max(200).optional(),
  country: z
    .string()
    .refine((v) => v === '' || isCountryCode(v.toUpperCase()))
    .optional(),
  status: z.enum(['active', 'pending', 'void', '']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

const filtersOf = (query: Record<string, string>) => {
  const parsed = filtersSchema.safeParse(query);
  if (!parsed.success) throw new HttpError(400, 'Bad Request: check the filters');
  return parsed.data;
};

// GET /api/admin/warranty/registrations?q=&country=&status=&page=&size=
warrantyAdminRoutes.get('/admin/warranty/registrations', async (c) => {
  const { page, size, ...filters } = filtersOf(c.req.query());
  return ok(c, await searchRegistrations(c.get('db'), filters, { page, size }));
});

// GET /api/admin/warranty/registrations/export — the same filters, every row, as CSV.
warrantyAdminRoutes.get('/admin/warranty/registrations/export', async (c) => {
  const { q, country, status } = filtersOf(c.req.query());
  const filters = { q, country, status };
  const csv = await exportRegistrations(c.get('db'), filters);
  await recordAudit(c.get('db'), {
    ...actorOf(c),
    action: 'warranty.export',
    entity: 'warranty_registration',
    entityId: '*',
    detail: filters,
  });
  c.header('Content-Disposition', 'attachment; filename="warranty-registrations.csv"');
  return c.body(`\ufeff${csv}`, 200, { 'Content-Type': 'text/csv; charset=utf-8' });
});

// POST /api/admin/warranty/registrations/:id/void { reason }
warrantyAdminRoutes.post('/admin/warranty/registrations/:id/void', async (c) => {
  const raw = c.req.param('id');
  if (!/^[1-9][0-9]{0,8}$/.test(raw)) throw warrantyError(404, '_', 'notFound', 'Not Found');
  const { reason } = await parseBody(c, voidSchema);
  await voidRegistration(c.get('db'), actorOf(c), Number(raw), reason);
  return ok(c, { status: 'void' });
});

// GET /api/admin/warranty/serials/:serial — when it was made, every registration, every event.
warrantyAdminRoutes.get('/admin/warranty/serials/:serial', async (c) => {
  const serial = c.req.param('serial');
  const history = serial.length <= 40 ? await serialHistory(c.get('db'), serial) : undefined;
  if (!history) throw warrantyError(404, '_', 'notFound', 'Not Found');
  return ok(c, history);
});

// POST /api/admin/warranty/serials/import — a CSV body (text/csv), streamed; all or nothing.
warrantyAdminRoutes.post('/admin/warranty/serials/import', async (c) => {
  const length = Number(c.req.header('content-length') ?? 0);
  if (length > MAX_IMPORT_BYTES) {
    throw new HttpError(413, 'Payload Too Large: at most 50 MB', { file: ['tooLarge'] });
  }
  const body = c.req.raw.body;
  if (!body) throw new HttpError(400, 'Bad Request: no file', { file: ['empty'] });
  const actor = actorOf(c);
  try {
    const result = await importSerials(c.get('db'), body, { source: `import:${actor.actorEmail}` });
    await recordAudit(c.get('db'), {
      ...actor,
      action: 'warranty.import',
      entity: 'serial_numbers',
      entityId: '*',
      detail: result,
    });
    return ok(c, result);
  } catch (error) {
    if (error instanceof SerialFileRefused) {
      throw new HttpError(error.status, `CSV refused: ${error.code}`, { file: [error.code] });
    }
    if (error instanceof SerialRowsRefused) {
      return c.json(
        {
          code: 400,
          message: `Nothing imported: ${error.total} rows are invalid or duplicate`,
          data: { total: error.total, rows: error.problems },
        },
        400,
      );
    }
    throw error;
  }
});
