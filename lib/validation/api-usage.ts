import { z } from './zod';
import { DEFAULT_USAGE_DAYS, MAX_USAGE_DAYS } from '@/lib/open-api/usage';

// The period of the Open API's usage figures: the API console's one key
// (/api/account/api-keys/:id/usage) and the staff console's totals (/api/admin/api-usage).

export const usageQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(MAX_USAGE_DAYS).default(DEFAULT_USAGE_DAYS),
});
