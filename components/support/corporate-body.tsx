import { getTranslations } from 'next-intl/server';
import { DocumentList } from './document-list';
import { loadDownloads } from './data';
import { Section, SupportBody } from './section';
import { SupportNav } from './support-nav';

/** Company documents (docType corporate) for partners, procurement and tenders. */
export async function CorporateBody() {
  const [documents, t] = await Promise.all([loadDownloads(), getTranslations('Support.corporate')]);
  return (
    <SupportBody>
      <SupportNav current="corporate" />
      <Section id="corporate-about" heading={t('aboutHeading')} className="">
        <p className="mt-4 max-w-3xl leading-relaxed text-slate-800">{t('aboutText')}</p>
        <p className="mt-3 max-w-3xl leading-relaxed text-slate-800">{t('requestText')}</p>
      </Section>
      <Section id="corporate-documents" heading={t('documentsHeading')}>
        <DocumentList rows={documents.filter((d) => d.docType === 'corporate')} />
      </Section>
    </SupportBody>
  );
}
