import { BareHeader } from '@/components/layout/bare-header';
import { PreviewBar } from '@/components/preview/preview-bar';

// Layout disabled (spec §2: /login, /contact-us and the other account screens); the preview
// bar (issue 7) still shows when an editor previews.
export default function BareLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <BareHeader />
      <PreviewBar />
      <main id="main" tabIndex={-1} className="flex-1 bg-slate-50 focus:outline-none">
        {children}
      </main>
    </>
  );
}
