import { SiteImage } from '@/components/media/site-image';

type Props = {
  src: string;
  alt: string;
  children: React.ReactNode;
  /** Our solution drawings are 16:9 (480×270), the platform drawings 4:3 (480×360). */
  height?: 270 | 360;
  imageFirst?: boolean;
};

/** Text beside one of our own SVG illustrations (width/height given: no layout shift). */
export function Illustrated({ src, alt, children, height = 360, imageFirst = false }: Props) {
  return (
    <div className="grid items-center gap-10 desk:grid-cols-2">
      <div className={imageFirst ? 'desk:order-2' : undefined}>{children}</div>
      <SiteImage
        src={src}
        alt={alt}
        width={480}
        height={height}
        className="mx-auto h-auto w-full max-w-md rounded-2xl bg-brand-50"
      />
    </div>
  );
}
