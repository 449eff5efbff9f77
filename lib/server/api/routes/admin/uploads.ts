import 'server-only';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { actorOf, type ConsoleEnv } from '@/lib/server/console/access';
import { MAX_UPLOAD } from '@/lib/server/console/content/sniff';
import { saveUpload } from '@/lib/server/console/content/upload';
import { ok } from '../../envelope';
import { HttpError } from '../../errors';

// Editors' files (images, PDFs, videos), kept in the storage (the data directory by default)
// and served publicly at /api/files/<key> (lib/server/api/routes/files.ts).
export const uploadAdminRoutes = new Hono<ConsoleEnv>();

/** Room for the multipart framing around the largest file. */
const MULTIPART_SLACK = 64 * 1024;

const tooLarge = () =>
  new HttpError(413, `Payload Too Large: a file may be at most ${MAX_UPLOAD / 1024 / 1024} MB`);

// POST /api/admin/uploads — multipart field `file`; refused by type (415) or size (413).
uploadAdminRoutes.post(
  '/admin/uploads',
  // By Content-Length before anything is read; without one, while reading.
  bodyLimit({
    maxSize: MAX_UPLOAD + MULTIPART_SLACK,
    onError: () => {
      throw tooLarge();
    },
  }),
  async (c) => {
    if (!/^multipart\/form-data/i.test(c.req.header('content-type') ?? '')) {
      throw new HttpError(415, 'Unsupported Media Type: send multipart/form-data with a file');
    }
    let file: FormDataEntryValue | null;
    try {
      file = (await c.req.formData()).get('file');
    } catch {
      throw new HttpError(400, 'Bad Request: the form could not be read', { file: ['Required.'] });
    }
    if (!(file instanceof File)) {
      throw new HttpError(400, 'Bad Request: no file', { file: ['Choose a file.'] });
    }
    if (file.size > MAX_UPLOAD) throw tooLarge();
    return ok(c, await saveUpload(c.get('db'), file, actorOf(c)));
  },
);
