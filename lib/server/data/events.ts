import 'server-only';
import { asc, desc } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { events, trainings } from '@/lib/server/db/schema';
import { listContent, type PageOptions, type View } from './list-content';

/** Expos and activities, latest start first (the page splits upcoming/ongoing/finished). */
export function listEvents(db: Db, opts: PageOptions, view: View = 'public') {
  return listContent(db, events, opts, { orderBy: [desc(events.startDate), asc(events.id)] }, view);
}

/** Training sessions, soonest first: the installer page shows the upcoming ones. */
export function listTrainings(db: Db, opts: PageOptions, view: View = 'public') {
  return listContent(
    db,
    trainings,
    opts,
    { orderBy: [asc(trainings.date), asc(trainings.id)] },
    view,
  );
}
