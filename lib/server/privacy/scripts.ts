import 'server-only';
import { z } from 'zod';

// The analytics (statistics) and advertising (marketing) scripts come from the
// environment, none by default. The server layout hands them to the browser's shell, which
// loads each only after consent for its category. A value that is no http(s) URL is ignored
// (and said once in the log) rather than becoming a script tag.
const scriptUrl = z.url({ protocol: /^https?$/ }).optional();

export type ThirdPartyScripts = { analyticsSrc?: string; marketingSrc?: string };

let cached: ThirdPartyScripts | undefined;

function read(name: 'ANALYTICS_SRC' | 'MARKETING_SRC'): string | undefined {
  const value = process.env[name]?.trim() || undefined;
  const parsed = scriptUrl.safeParse(value);
  if (parsed.success) return parsed.data;
  console.warn(`[privacy] ${name} is not an http(s) URL; no script is loaded for it`);
  return undefined;
}

export function thirdPartyScripts(): ThirdPartyScripts {
  cached ??= { analyticsSrc: read('ANALYTICS_SRC'), marketingSrc: read('MARKETING_SRC') };
  return cached;
}
