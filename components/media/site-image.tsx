import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadImage } from 'react-dom';

/**
 * next/image's optimised <img> (srcset through /_next/image, sizes, lazy loading, intrinsic
 * size), rendered on the server as a plain element. next/image itself is a client component:
 * its JavaScript would hydrate on every page with a picture, only to watch the load event,
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
  // next/image paints a missing picture's alt text transparent; ours stays readable, and the
  // style (a prop in every page's RSC payload too) goes where it holds nothing else.
  const style = { ...props.style };
  delete style.color;
  const fetchPriority = preload ? 'high' : props.fetchPriority;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- this is next/image's own markup
    <img
      {...props}
      alt={alt}
      style={Object.keys(style).length > 0 ? style : undefined}
      {...(fetchPriority ? { fetchPriority } : {})}
    />
  );
}
