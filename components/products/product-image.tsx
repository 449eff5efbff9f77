import { SiteImage } from '@/components/media/site-image';

type Props = { src?: string | null; alt: string; preload?: boolean; sizes: string };

/**
 * Only the site's own images are shown (requirements: Content — no external URLs); anything
 * else is left out.
 */
export function isLocalImage(src: string | null | undefined): src is string {
  return typeof src === 'string' && /^\/(?!\/)[\w\-./]+$/.test(src) && !src.includes('..');
}

/** A product picture in a fixed 16:10 frame, so the page never shifts while it loads. */
export function ProductImage({ src, alt, preload = false, sizes }: Props) {
  if (!isLocalImage(src)) {
    return <div aria-hidden="true" className="aspect-[16/10] w-full rounded-xl bg-brand-50" />;
  }
  return (
    <SiteImage
      src={src}
      alt={alt}
      width={800}
      height={500}
      sizes={sizes}
      preload={preload}
      className="aspect-[16/10] w-full rounded-xl bg-brand-50 object-contain"
    />
  );
}
