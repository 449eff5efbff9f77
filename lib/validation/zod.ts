import { z } from 'zod';

// The one door to zod for the schemas shared by browser and server. Zod 4 compiles object
// parsers with `new Function` when it may, and probes for that on the first schema it builds;
// under the site's CSP (no 'unsafe-eval') the probe, though caught, is reported as a CSP
// violation in the browser (Lighthouse best practices: "Issues logged"). jitless skips the
// probe; parsing stays correct, only without the compiled fast path. ESLint keeps every schema
// module importing z from here, so this runs before any schema is built.
z.config({ jitless: true });

export { z };
