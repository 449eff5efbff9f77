// List answers for the support render test: the same rows in every language bucket, plus a
// German FAQ set in the de bucket (the real seed gives each variant its own translations).
import { emptyBuckets, type Buckets } from '@/lib/api';
import { languageCodes } from '@/lib/i18n/locales';

const downloads = [
  {
    id: 1,
    title: 'Hybrid system datasheet',
    product: 'three-phase-hybrid-system',
    series: 'H3',
    docType: 'product',
    language: 'en',
    fileType: 'pdf',
    updatedOn: '2026-10-01',
    fileUrl: '/files/downloads/datasheet-en.pdf',
  },
  {
    id: 2,
    title: 'Limited warranty',
    product: 'high-voltage-lfp-battery-box',
    series: 'HV Box',
    docType: 'warranty',
    language: 'de',
    fileType: 'pdf',
    updatedOn: '2025-09-02',
    fileUrl: '/files/downloads/warranty-de.pdf',
  },
  {
    id: 3,
    title: 'Company profile',
    product: null,
    series: null,
    docType: 'corporate',
    language: 'zh',
    fileType: 'image',
    updatedOn: '2024-01-15',
    fileUrl: '/files/downloads/profile.png',
  },
];

const products = [{ id: 'three-phase-hybrid-system', name: 'Three-phase hybrid system' }];

const faqs = [
  { id: 2, sort: 2, question: 'Does it work in the cold?', answer: 'Yes, down to -20 °C.' },
  { id: 1, sort: 1, question: 'How long is the warranty?', answer: 'Ten years.' },
];
const faqsDe = [
  { id: 2, sort: 2, question: 'Funktioniert sie bei Kälte?', answer: 'Ja, bis -20 °C.' },
  { id: 1, sort: 1, question: 'Wie lange gilt die Garantie?', answer: 'Garantie von 10 Jahren.' },
];

const videos = [
  {
    id: 1,
    title: 'Stacking the battery box',
    summary: 'From unboxing to first power-up.',
    videoUrl: '/files/videos/stacking.mp4',
    coverUrl: '/files/videos/stacking.jpg',
    publishedOn: '2026-06-25',
  },
];

const distributors = [
  { id: 1, country: 'DE', company: 'Sonnenwerk GmbH', contact: 'J. Weber', type: 'distributor' },
  { id: 3, country: 'NL', company: 'Groen Licht B.V.', contact: 'S. de Vries', type: 'installer' },
].map((d) => ({
  ...d,
  email: 'info@example.test',
  phone: '+49 89 0000 0000',
  website: 'https://example.test',
  address: 'Street 1',
}));

const lists: Record<string, unknown[]> = {
  '/downloads': downloads,
  '/products': products,
  '/faqs': faqs,
  '/videos': videos,
  '/distributors': distributors,
};

export function fixtures(path: string): Buckets<unknown> {
  const buckets = emptyBuckets<unknown>();
  for (const code of languageCodes) buckets[code] = [...(lists[path] ?? [])];
  if (path === '/faqs') buckets.de = faqsDe;
  return buckets;
}
