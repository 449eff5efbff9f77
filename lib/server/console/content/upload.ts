import 'server-only';
import { HttpError } from '@/lib/server/api/errors';
import { recordAudit } from '@/lib/server/console/audit';
import { getStorage, newStorageKey } from '@/lib/server/console/storage';
import type { Db } from '@/lib/server/db/client';
import { uploads } from '@/lib/server/db/schema';
import { SNIFF_BYTES, safeFilename, sniffType, uploadLimits } from './sniff';
import type { Actor } from './types';

const MB = 1024 * 1024;

/**
 * POST /api/admin/uploads: check the file (type by its bytes, size by its type), store the
 * bytes under a new random key, then record the row and its audit entry in one transaction.
 * A refused file leaves nothing behind; if the row cannot be written the bytes are removed.
 */
export async function saveUpload(db: Db, file: File, actor: Actor) {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  const contentType = sniffType(head);
  if (!contentType) {
    throw new HttpError(
      415,
      'Unsupported Media Type: upload a PNG, JPEG or WebP image, a PDF, or an MP4 or WebM video',
    );
  }
  const limit = uploadLimits[contentType];
  if (file.size > limit) {
    throw new HttpError(413, `Payload Too Large: a ${contentType} file may be ${limit / MB} MB`);
  }
  const key = newStorageKey(contentType);
  const filename = safeFilename(file.name);
  const storage = getStorage();
  await storage.put(key, new Uint8Array(await file.arrayBuffer()), contentType);
  try {
    await db.transaction(async (tx) => {
      await tx
        .insert(uploads)
        .values({ key, filename, contentType, size: file.size, createdBy: actor.actorId });
      await recordAudit(tx, {
        ...actor,
        action: 'upload.create',
        entity: 'upload',
        entityId: key,
        detail: { filename, contentType, size: file.size },
      });
    });
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
  return { key, url: `/api/files/${key}`, contentType, size: file.size, filename };
}
