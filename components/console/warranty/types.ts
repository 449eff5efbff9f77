import type { ImportRowProblem } from '@/lib/server/warranty/import';
import type { searchRegistrations, serialHistory } from '@/lib/server/warranty/console';
import type { WarrantyTexts } from '@/lib/console/i18n/warranty';

// What the console's warranty API answers (lib/server/api/routes/admin/warranty.ts), as the
// browser reads it (types only: nothing of the server reaches the bundle).

export type RegistrationPage = Awaited<ReturnType<typeof searchRegistrations>>;
export type RegistrationRow = RegistrationPage['items'][number];
export type SerialHistory = NonNullable<Awaited<ReturnType<typeof serialHistory>>>;
export type ImportProblem = ImportRowProblem;
export type FileRefusal = keyof WarrantyTexts['import']['files'];

/** The outcome of an import as the page shows it. */
export type ImportOutcome =
  | { kind: 'done'; count: number }
  | { kind: 'rows'; total: number; rows: ImportProblem[] }
  | { kind: 'file'; reason: FileRefusal }
  | { kind: 'error'; message: string };
