import 'server-only';
import { Hono } from 'hono';
import { parseBody } from '@/lib/server/account/http';
import { actorOf, type ConsoleEnv } from '@/lib/server/console/access';
import { listCertifiedCompanies } from '@/lib/server/console/partners/certified';
import { createPartnerListing } from '@/lib/server/console/partners/listing';
import { contentTags } from '@/lib/server/data/cached';
import { expireTag } from '@/lib/server/data/expire';
import { listingSchema } from '@/lib/validation/console-submissions';
import { ok } from '../../envelope';

// Certified companies and partners, for editors; guarded by consoleGuard.
export const partnerAdminRoutes = new Hono<ConsoleEnv>();

// GET /api/admin/partners — every certified company: its people, kinds, partner and listed.
partnerAdminRoutes.get('/admin/partners', async (c) =>
  ok(c, { items: await listCertifiedCompanies(c.get('db')) }),
);

// POST /api/admin/partners/:companyKey/listing — a draft installer row for a certified partner.
partnerAdminRoutes.post('/admin/partners/:companyKey/listing', async (c) => {
  const { websiteId } = await parseBody(c, listingSchema);
  const row = await createPartnerListing(
    c.get('db'),
    c.req.param('companyKey'),
    websiteId,
    actorOf(c),
  );
  // A draft is not public yet, but the console's lists and the draft-mode preview read the
  // tagged data too: expire it at once rather than serve the listing without the new row.
  await expireTag(contentTags.distributors);
  return ok(c, row);
});
