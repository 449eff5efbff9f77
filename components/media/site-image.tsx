import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadImage } from 'react-dom';

/**
 * next/image's optimised <img> (srcset through /_next/image, sizes, lazy loading, intrinsic
 * size), rendered on the server as a plain element. next/image itself is a client component:
 * its 5 KB of JavaScript hydrated on every page with a picture, only to watch the load event,
 * which no page of ours uses. `preload` (the LCP image) is preloaded with a high priority, as
 * next/image does it.
 */
export function SiteImage({ preload = false, alt, ...rest }: ImageProps) {
  const { props } = getImageProps({ ...rest, alt, preload });
  if (preload) {
    preloadImage(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: 'high',
    });
  }
  // eslint-disable-next-line @next/next/no-img-element -- this is next/image's own markup
  return <img {...props} alt={alt} fetchPriority={preload ? 'high' : props.fetchPriority} />;
}
