import 'server-only';
import { HttpError, type FieldErrors } from '@/lib/server/api/errors';
import {
  submissionFilters,
  submissionKinds,
  type SubmissionFilter,
  type SubmissionKind,
} from '@/lib/validation/console-submissions';

/** The :kind of a path: an unknown one names no inbox, so 404. */
export function kindOf(value: string | undefined): SubmissionKind {
  const kind = submissionKinds.find((k) => k === value);
  if (!kind)
    throw new HttpError(404, 'Not Found: the inboxes are contact, newsletter and training');
  return kind;
}

/** The :id of a path: a positive integer that fits the serial column, else 400. */
export function idOf(value: string | undefined): number {
  const id = /^[1-9]\d{0,9}$/.test(value ?? '') ? Number(value) : NaN;
  if (!(id <= 2_147_483_647))
    throw new HttpError(400, 'Bad Request: expected a positive integer id');
  return id;
}

/** The list's and export's query by the kind's filter schema; a bad one is a 400 per field. */
export function filterOf(kind: SubmissionKind, query: Record<string, string>): SubmissionFilter {
  const parsed = submissionFilters[kind].safeParse(query);
  if (parsed.success) return parsed.data;
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const list = (errors[issue.path.length ? String(issue.path[0]) : '_'] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  throw new HttpError(
    400,
    `Bad Request: check the filters ${Object.keys(errors).join(', ')}`,
    errors,
  );
}
