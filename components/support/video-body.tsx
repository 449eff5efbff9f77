import { getLocale, getTranslations } from 'next-intl/server';
import { formatDay } from '@/lib/support/display-names';
import { loadVideos } from './data';
import { NoData } from './fields';
import { NeedHelp } from './need-help';
import { Section, SupportBody } from './section';
import { SupportNav } from './support-nav';

/**
 * Each video with its title and a text summary. The files have no caption track yet, so the
 * summary, tied to the player by aria-describedby, is the text alternative (WCAG 1.2.1).
 * preload="none": nothing is downloaded until the visitor presses play.
 */
export async function VideoBody() {
  const [videos, locale, t, common] = await Promise.all([
    loadVideos(),
    getLocale(),
    getTranslations('Support.video'),
    getTranslations('Common'),
  ]);

  return (
    <SupportBody>
      <SupportNav current="video" />
      <Section id="video-list" heading={t('listHeading')} className="">
        <p className="mt-3 max-w-3xl text-slate-700">{t('captionsNote')}</p>
        {videos.length === 0 ? (
          <NoData text={common('noData')} />
        ) : (
          <ul className="mt-6 grid gap-8 desk:grid-cols-2">
            {videos.map((video) => (
              <li key={video.id}>
                <article className="overflow-hidden rounded-lg border border-slate-200">
                  <video
                    controls
                    preload="none"
                    poster={video.coverUrl ?? undefined}
                    width={640}
                    height={360}
                    aria-label={video.title}
                    aria-describedby={`video-summary-${video.id}`}
                    className="aspect-video h-auto w-full bg-slate-900"
                  >
                    <source src={video.videoUrl} />
                  </video>
                  <div className="p-5">
                    <h3 className="text-lg font-semibold text-brand-900">{video.title}</h3>
                    <p className="mt-1 text-sm text-slate-600">
                      <time dateTime={video.publishedOn}>
                        {formatDay(locale, video.publishedOn)}
                      </time>
                    </p>
                    <p id={`video-summary-${video.id}`} className="mt-3 text-slate-700">
                      {video.summary}
                    </p>
                    <a
                      href={video.videoUrl}
                      download
                      className="mt-4 inline-block text-brand-800 underline"
                    >
                      {t('download')}
                      <span className="sr-only">: {video.title}</span>
                    </a>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <NeedHelp />
    </SupportBody>
  );
}
