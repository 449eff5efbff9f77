import { defaultEventStatus, type EventStatus } from '@/lib/events/status';

/** A tab's URL: upcoming is the page itself, so that content keeps one address (its canonical). */
export function statusHref(base: string, status: EventStatus) {
  return status === defaultEventStatus ? base : { pathname: base, query: { status } };
}
