import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// Build check: the id of the build this server runs, which `next build` writes to
// .next/BUILD_ID. Every page hands it to the browser, and GET /api/build (the latest-build
// manifest) answers it, so a browser holding an older page learns a new build is out.
export const DEV_BUILD_ID = 'development';

let cached: string | undefined;

// turbopackIgnore: a path from process.cwd() would make the build trace the whole project.
export function readBuildId(
  distDir = path.join(/* turbopackIgnore: true */ process.cwd(), '.next'),
): string {
  try {
    const file = path.join(/* turbopackIgnore: true */ distDir, 'BUILD_ID');
    return readFileSync(/* turbopackIgnore: true */ file, 'utf8').trim() || DEV_BUILD_ID;
  } catch {
    // `next dev` and the tests have no build.
    return DEV_BUILD_ID;
  }
}

/** The running build's id, read once: a process serves one build for its whole life. */
export function runningBuildId(): string {
  cached ??= readBuildId();
  return cached;
}
