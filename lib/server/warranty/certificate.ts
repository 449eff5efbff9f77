import 'server-only';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { countryOptions } from '@/lib/countries';
import { isLanguageCode, languageByCode, type LanguageCode } from '@/lib/i18n/locales';
import { absoluteUrl } from '@/lib/site-url';
import type { RegistrationView } from './read';
import { fill, warrantyTexts } from './texts';

// The warranty certificate: an A4 PDF in the owner's language, written with pdfkit in
// Noto Sans SC (Chinese, Latin and the accents of the other five languages in one font). pdfkit
// embeds only the glyphs a certificate uses (a subset), so a certificate stays small. The QR
// code is drawn as vector squares and points to the public verification page.

let font: fontkit.Font | undefined;

/**
 * The font, read and opened once per process (10 MB) and handed to every document, which embeds
 * the subset it uses (a few KB). No standard font is loaded at all.
 */
function notoSansSc(): fontkit.Font {
  if (!font) {
    const require = createRequire(path.join(process.cwd(), 'package.json'));
    const dir = path.dirname(require.resolve('@expo-google-fonts/noto-sans-sc/package.json'));
    const bytes = fs.readFileSync(path.join(dir, '400Regular', 'NotoSansSC_400Regular.ttf'));
    font = fontkit.create(bytes) as fontkit.Font;
  }
  return font;
}

export const certificateNumber = (r: Pick<RegistrationView, 'id' | 'revision'>) =>
  `VW-${String(r.id).padStart(6, '0')}-${r.revision}`;

export const verifyUrl = (language: LanguageCode, code: string) =>
  absoluteUrl(language, `/warranty/verify/${code}`);

export type CertificateInput = {
  registration: RegistrationView;
  ownerName: string;
  issuedOn?: Date;
};

const BRAND = '#12355b';
const MUTED = '#475569';

export async function renderCertificate({
  registration: r,
  ownerName,
  issuedOn,
}: CertificateInput) {
  const language: LanguageCode = isLanguageCode(r.language) ? r.language : 'en';
  const tag = languageByCode(language).tag;
  const t = warrantyTexts(language);
  const c = t.certificate;
  const dateFormat = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' });
  const date = (ymd: string) => dateFormat.format(new Date(`${ymd}T00:00:00Z`));
  const country = countryOptions(tag).find((o) => o.code === r.country)?.name ?? r.country;
  const url = verifyUrl(language, r.code);

  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `${c.title} ${certificateNumber(r)}`, Author: 'Voltara' },
    lang: tag,
    // pdfkit takes a fontkit font as well as a path or bytes (its types know only those).
    font: notoSansSc() as unknown as string,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.fillColor(BRAND).fontSize(24).text('Voltara', left, 56);
  doc.fontSize(18).text(c.title, { width });
  doc.moveDown(0.3).fillColor(MUTED).fontSize(10);
  doc.text(
    `${c.number}: ${certificateNumber(r)}    ${c.issued}: ${dateFormat.format(issuedOn ?? new Date())}`,
  );
  doc.moveDown(1);

  const term = r.withMaintenance
    ? fill(c.extendedTerm, { years: r.termYears })
    : fill(c.standardTerm, { years: r.termYears });
  const installer = r.installerCertificate
    ? `${r.installerName ?? ''} (${fill(c.certificateNumber, { number: r.installerCertificate })})`
    : c.noInstaller;
  const fields: [string, string][] = [
    [c.owner, ownerName],
    [c.site, `${r.address}, ${country}`],
    [c.installedOn, date(r.installedOn)],
    [c.installer, installer],
    [c.term, term],
    [c.validUntil, date(r.validUntil)],
  ];
  for (const [label, value] of fields) {
    const y = doc.y;
    doc.fillColor(MUTED).fontSize(10).text(label, left, y, { width: 140 });
    doc
      .fillColor('black')
      .fontSize(11)
      .text(value, left + 150, y, { width: width - 150 });
    doc.moveDown(0.4);
  }

  doc.moveDown(0.8).fillColor(BRAND).fontSize(13).text(c.products, left);
  doc.moveDown(0.3);
  const cols = [left, left + 170, left + 280];
  const header = doc.y;
  doc.fillColor(MUTED).fontSize(9);
  doc
    .text(c.product, cols[0], header)
    .text(c.model, cols[1], header)
    .text(c.serial, cols[2], header);
  doc.fillColor('black').fontSize(10);
  for (const item of r.items) {
    if (doc.y > doc.page.height - 200) doc.addPage();
    const y = doc.y + 4;
    const product =
      item.tower === null
        ? t.families[item.family]
        : `${t.families[item.family]} · ${fill(c.tower, { n: item.tower })}`;
    doc.text(product, cols[0], y, { width: 165 });
    doc.text(item.model, cols[1], y, { width: 105 });
    doc.text(item.serial, cols[2], y);
  }

  // The QR code, bottom right: one black square per dark module.
  const qr = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const modules = qr.modules.size;
  const side = 110;
  const cell = side / modules;
  const qrX = doc.page.width - doc.page.margins.right - side;
  const qrY = doc.page.height - doc.page.margins.bottom - side - 10;
  for (let row = 0; row < modules; row++) {
    for (let col = 0; col < modules; col++) {
      if (qr.modules.get(row, col)) doc.rect(qrX + col * cell, qrY + row * cell, cell, cell);
    }
  }
  doc.fill('black');
  doc.fillColor(MUTED).fontSize(9);
  doc.text(c.verify, left, qrY, { width: width - side - 20 });
  doc.fillColor(BRAND).text(url, { width: width - side - 20, link: url });
  doc
    .moveDown(1)
    .fillColor(MUTED)
    .fontSize(8)
    .text(c.footer, { width: width - side - 20 });
  doc.end();
  return done;
}
