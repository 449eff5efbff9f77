import { BareHeader } from '@/components/layout/bare-header';

// Layout disabled (spec §2: /login, /contact-us and the other account screens).
export default function BareLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <BareHeader />
      <main id="main" tabIndex={-1} className="flex-1 bg-slate-50 focus:outline-none">
        {children}
      </main>
    </>
  );
}
