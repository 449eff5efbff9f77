// Warranty budget: certificate PDF generation, p95 ≤ 300 ms per certificate with the CJK font,
// measured over 200 certificates (half Chinese, half in the other six languages). Runs the
// site's own renderer in this process; started by `npm run bench -- --warranty` with the
// react-server condition (the renderer is server-only code).
import { performance } from 'node:perf_hooks';
import { renderCertificate } from '@/lib/server/warranty/certificate';
import type { RegistrationView } from '@/lib/server/warranty/read';
import { makeSerial } from '@/lib/warranty/serial';

const LANGUAGES = ['cn', 'en', 'cn', 'de', 'cn', 'fr', 'cn', 'it', 'cn', 'nl', 'cn', 'au'];
const COUNT = 200;

function registration(n: number): RegistrationView {
  const modules = Array.from({ length: 6 }, (_, i) => ({
    serial: makeSerial('BM', 2025, 3, n * 6 + i + 1),
    role: 'module' as const,
    tower: 1 + Math.floor(i / 3),
    family: 'batteryModule' as const,
    model: 'HV-LFP 5.1',
    manufacturedOn: '2025-03-10',
  }));
  return {
    id: n + 1,
    code: `code${String(n).padStart(18, '0')}`,
    status: 'active',
    ownerId: 'u',
    ownerEmail: null,
    registeredBy: 'u',
    installedOn: '2025-06-01',
    address: n % 2 ? '上海市浦东新区世纪大道 100 号' : 'Sonnenallee 1, 12045 Berlin',
    country: n % 2 ? 'CN' : 'DE',
    installerCertificate: 'VC-12',
    installerName: '王安装, 阳光储能安装有限公司',
    termYears: 10,
    withMaintenance: true,
    validUntil: '2035-05-31',
    language: LANGUAGES[n % LANGUAGES.length]!,
    revision: 1,
    updatedAt: new Date().toISOString(),
    items: [
      {
        serial: makeSerial('HU', 2025, 3, n + 1),
        role: 'hybrid',
        tower: null,
        family: 'hybridUnit',
        model: 'HES-10K3',
        manufacturedOn: '2025-03-02',
      },
      ...modules,
    ],
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const first = performance.now();
  await renderCertificate({ registration: registration(999), ownerName: '张伟' });
  const cold = performance.now() - first;
  const times: number[] = [];
  let bytes = 0;
  for (let n = 0; n < COUNT; n++) {
    const start = performance.now();
    const pdf = await renderCertificate({
      registration: registration(n),
      ownerName: '张伟 Zhang Wei',
    });
    times.push(performance.now() - start);
    bytes += pdf.length;
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  const result = {
    certificates: COUNT,
    coldFirstMs: Math.round(cold),
    p50Ms: Math.round(percentile(times, 50) * 10) / 10,
    p95Ms: Math.round(p95 * 10) / 10,
    maxMs: Math.round(times.at(-1)! * 10) / 10,
    meanKb: Math.round(bytes / COUNT / 102.4) / 10,
    budgetP95Ms: 300,
    verdict: p95 <= 300 ? 'PASS' : 'MISS',
  };
  console.log(JSON.stringify(result));
}

void main();
