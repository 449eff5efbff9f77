import 'server-only';
import type { distributors } from '../schema';
import { inEveryLanguage } from './per-language';

// Names and addresses are not translated; each site variant lists the same partners.
export const distributorsSeed: (typeof distributors.$inferInsert)[] = [
  ...inEveryLanguage({
    id: 1,
    country: 'DE',
    company: 'Sonnenwerk Energiesysteme GmbH',
    contact: 'Jonas Weber',
    type: 'distributor' as const,
    email: 'vertrieb@sonnenwerk.example',
    phone: '+49 89 0000 0000',
    website: 'https://sonnenwerk.example',
    address: 'Musterstraße 12, 80331 München',
  }),
  ...inEveryLanguage({
    id: 2,
    country: 'AU',
    company: 'Southern Cross Solar Supply Pty Ltd',
    contact: 'Olivia Nguyen',
    type: 'distributor' as const,
    email: 'sales@southerncross.example',
    phone: '+61 2 0000 0000',
    website: 'https://southerncross.example',
    address: 'Level 4, 1 Example Street, Sydney NSW 2000',
  }),
  ...inEveryLanguage({
    id: 3,
    country: 'NL',
    company: 'Groen Licht Installatie B.V.',
    contact: 'Sanne de Vries',
    type: 'installer' as const,
    email: 'info@groenlicht.example',
    phone: '+31 10 000 0000',
    website: 'https://groenlicht.example',
    address: 'Voorbeeldstraat 5, 3011 AA Rotterdam',
  }),
];
