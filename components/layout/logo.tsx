// The brand mark: a battery cell with a leaf-shaped charge, drawn inline so it costs no request.
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className} focusable="false">
      <rect x="4" y="7" width="22" height="18" rx="4" fill="currentColor" />
      <rect x="26" y="12" width="3" height="8" rx="1.5" fill="currentColor" />
      <path d="M17 10 10 17.5h5L13.5 23l7-8h-5z" fill="#fff" />
    </svg>
  );
}

export function Wordmark() {
  return (
    <span className="flex items-center gap-2 text-xl font-bold tracking-tight text-brand-900">
      <LogoMark className="h-8 w-8 text-brand-700" />
      Voltara
    </span>
  );
}
