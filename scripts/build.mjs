// CI's build step (.ci/run): the site built when it is missing or older than its sources, so
// the server and end-to-end suites that follow find it ready and its time shows on its own.
import { buildIfStale } from './lib/build.mjs';

buildIfStale('build');
