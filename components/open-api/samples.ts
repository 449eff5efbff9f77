// The usage guide's closing example, the same steps in three languages: list the key's systems,
// then read one day of the first one's telemetry at 15 minutes. Code is not translated; the
// day is a fixed one in the past, as `to` may not be in the future.

const day = { from: '2026-01-14T00:00:00Z', to: '2026-01-15T00:00:00Z', resolution: '15m' };

export function guideSamples(base: string) {
  const curl = `curl -sS "${base}/systems?size=100" \\
  -H "Authorization: Bearer $VOLTARA_API_KEY"

# The serial number of a system from the list above:
SERIAL=SBX-7KQ2M9XH4D
curl -sS -G "${base}/systems/$SERIAL/telemetry" \\
  -H "Authorization: Bearer $VOLTARA_API_KEY" \\
  --data-urlencode "from=${day.from}" \\
  --data-urlencode "to=${day.to}" \\
  --data-urlencode "resolution=${day.resolution}"`;

  const typescript = `const base = '${base}';
const headers = { Authorization: \`Bearer \${process.env.VOLTARA_API_KEY}\` };

async function get<T>(path: string, query: Record<string, string> = {}): Promise<T> {
  const res = await fetch(\`\${base}\${path}?\${new URLSearchParams(query)}\`, { headers });
  if (!res.ok) {
    // Every error is application/problem+json.
    const problem = (await res.json()) as { title: string; detail: string };
    throw new Error(\`\${res.status} \${problem.title}: \${problem.detail}\`);
  }
  return (await res.json()) as T;
}

type Point = { time: string; pvW: number; loadW: number; batteryW: number; gridW: number; socPct: number };

const systems = await get<{ items: { serial: string; name: string }[]; total: number }>(
  '/systems',
  { size: '100' },
);
const serial = systems.items[0].serial;
const telemetry = await get<{ points: Point[] }>(\`/systems/\${serial}/telemetry\`, {
  from: '${day.from}',
  to: '${day.to}',
  resolution: '${day.resolution}',
});
console.log(telemetry.points.length); // 96 intervals of 15 minutes`;

  const python = `import os
import requests

BASE = "${base}"
session = requests.Session()
session.headers["Authorization"] = f"Bearer {os.environ['VOLTARA_API_KEY']}"


def get(path, params=None):
    res = session.get(BASE + path, params=params, timeout=30)
    if not res.ok:
        # Every error is application/problem+json.
        problem = res.json()
        raise RuntimeError(f"{res.status_code} {problem['title']}: {problem['detail']}")
    return res.json()


systems = get("/systems", {"size": 100})
serial = systems["items"][0]["serial"]
telemetry = get(
    f"/systems/{serial}/telemetry",
    {"from": "${day.from}", "to": "${day.to}", "resolution": "${day.resolution}"},
)
print(len(telemetry["points"]))  # 96 intervals of 15 minutes`;

  return { curl, typescript, python };
}

/** One operation's request as curl, with the document's example values. */
export function curlRequest({
  base,
  method,
  path,
  query,
  body,
}: {
  base: string;
  method: string;
  path: string;
  query: Record<string, string>;
  body?: unknown;
}): string {
  const search = new URLSearchParams(query).toString();
  const url = `${base}${path}${search ? `?${search}` : ''}`;
  const lines = [
    `curl -sS${method === 'get' ? '' : ` -X ${method.toUpperCase()}`} "${url}"`,
    `  -H "Authorization: Bearer $VOLTARA_API_KEY"`,
  ];
  if (body !== undefined) {
    lines.push(`  -H "Content-Type: application/json"`);
    lines.push(`  -d '${JSON.stringify(body)}'`);
  }
  return lines.join(' \\\n');
}
