/** Nothing beside ./layout.tsx's not-found view (the site's not-found file would show it twice). */
export default function MissingDetailNotFound() {
  return null;
}
