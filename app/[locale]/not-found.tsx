import { NotFoundView } from '@/components/errors/not-found-view.client';

export default function NotFound() {
  return <NotFoundView />;
}
