import 'server-only';

/** The rows of db.execute on either driver (both answer { rows }). */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
