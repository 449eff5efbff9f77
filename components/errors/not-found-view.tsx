import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { ErrorView } from './error-view';

// Spec §8: status 404, "Page Not Found" with the path the visitor asked for.
export async function NotFoundView() {
  const t = await getTranslations('Errors');
  const path = (await headers()).get('x-public-path') ?? '/';
  return (
    <ErrorView
      statusCode={404}
      title={t('notFoundTitle')}
      description={t('notFoundText', { path })}
      statusCodeLabel={t('statusCode')}
      homeLabel={t('backHome')}
    />
  );
}
