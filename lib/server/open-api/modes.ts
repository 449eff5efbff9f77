import 'server-only';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { ModeBody } from '@/lib/open-api/schemas';
import type { ModeChange } from '@/lib/open-api/simulator/engine';
import { STEP_MS } from '@/lib/open-api/simulator/clock';
import type { KeyEnvironment } from '@/lib/server/open-api/key-format';
import { apiSystemModes } from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/types';

// Operating modes set through the Open API (lib/server/db/schema/open-api.ts). A change takes
// effect at the next 5-minute step, never in the past: what a system reported stays what it
// reported. Two changes within one step keep the later one only, so a loop of changes adds at
// most one row per system and step.

type System = { environment: KeyEnvironment; userId: string; serial: string };

const where = (s: System) =>
  and(
    eq(apiSystemModes.environment, s.environment),
    eq(apiSystemModes.userId, s.userId),
    eq(apiSystemModes.serial, s.serial),
  );

/** The system's mode changes, oldest first, as the simulator reads them. */
export async function modeTimeline(db: Db, system: System): Promise<ModeChange[]> {
  const rows = await db
    .select({
      from: apiSystemModes.effectiveFrom,
      mode: apiSystemModes.mode,
      exportLimitW: apiSystemModes.exportLimitW,
    })
    .from(apiSystemModes)
    .where(where(system))
    .orderBy(asc(apiSystemModes.effectiveFrom), asc(apiSystemModes.id));
  return rows.map((r) => ({ from: r.from.getTime(), mode: r.mode, exportLimitW: r.exportLimitW }));
}

export type CurrentMode = ModeBody & { serial: string; effectiveFrom: string | null };

/** The latest mode set, in force now or from the next step; self-power before any. */
export async function currentMode(db: Db, system: System): Promise<CurrentMode> {
  const [row] = await db
    .select()
    .from(apiSystemModes)
    .where(where(system))
    .orderBy(desc(apiSystemModes.effectiveFrom), desc(apiSystemModes.id))
    .limit(1);
  return row
    ? {
        serial: system.serial,
        mode: row.mode,
        exportLimitW: row.exportLimitW,
        effectiveFrom: row.effectiveFrom.toISOString(),
      }
    : {
        serial: system.serial,
        mode: { kind: 'self-power' },
        exportLimitW: null,
        effectiveFrom: null,
      };
}

/** Sets the mode from the next 5-minute step on. */
export async function setMode(
  db: Db,
  system: System,
  body: ModeBody,
  keyId: number,
  now = new Date(),
): Promise<CurrentMode> {
  const effectiveFrom = new Date(Math.ceil((now.getTime() + 1) / STEP_MS) * STEP_MS);
  await db.transaction(async (tx) => {
    await tx
      .delete(apiSystemModes)
      .where(and(where(system), eq(apiSystemModes.effectiveFrom, effectiveFrom)));
    await tx.insert(apiSystemModes).values({
      ...system,
      mode: body.mode,
      exportLimitW: body.exportLimitW,
      effectiveFrom,
      keyId,
    });
  });
  return { serial: system.serial, ...body, effectiveFrom: effectiveFrom.toISOString() };
}
