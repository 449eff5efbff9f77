import type en from '@/messages/warranty/en-US.json';

export type WarrantyMessages = (typeof en)['Warranty'];

/** What the personal center shows of a registration (lib/server/warranty/read.ts). */
export type RegistrationItem = {
  id: number;
  code: string;
  status: 'pending' | 'active' | 'void';
  ownerEmail: string | null;
  isOwn: boolean;
  installedOn: string;
  termYears: number;
  withMaintenance: boolean;
  validUntil: string;
  number: string;
  items: { serial: string; family: string; model: string; tower: number | null }[];
};
