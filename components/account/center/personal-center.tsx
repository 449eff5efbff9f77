import { getTranslations } from 'next-intl/server';
import { countryOptions } from '@/lib/countries';
import { Link, redirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { listSessions, listSubmissions } from '@/lib/server/account/data';
import { getProfile } from '@/lib/server/account/profile';
import { getDb } from '@/lib/server/db/client';
import { hasLiveAccess, listApplications } from '@/lib/server/open-api/applications';
import { listSystemAccess } from '@/lib/server/open-api/consents';
import { listKeys } from '@/lib/server/open-api/keys';
import { listLeads } from '@/lib/server/quotes/leads';
import { WarrantySection } from '@/components/warranty/warranty-section';
import { languageByTag } from '@/lib/i18n/locales';
import { certificateNumber } from '@/lib/server/warranty/certificate';
import { listForUser } from '@/lib/server/warranty/read';
import { installerCertificateOf } from '@/lib/server/warranty/register';
import { warrantyTexts } from '@/lib/server/warranty/texts';
import { currentSession } from '../current-user';
import { format } from '../format';
import { accountGroup, accountTexts } from '../texts';
import { ApiAccess } from './api-access.client';
import { ApiKeys } from './api-keys.client';
import { DeleteForm } from './delete-form.client';
import { EmailForm } from './email-form.client';
import { LeadList } from './leads';
import { PasswordForm } from './password-form.client';
import { PhoneForm } from './phone-form.client';
import { ProfileForm } from './profile-form.client';
import { RevokeOthersButton, SignOutButton } from './session-actions.client';
import { SessionList } from './session-list';
import { SubmissionList } from './submissions';
import { SystemAccess } from './system-access.client';

const sectionIds = [
  'profile',
  'email',
  'phone',
  'password',
  'leads',
  'submissions',
  'apiKeys',
  'systemAccess',
  'sessions',
  'data',
  'delete',
  'signOut',
] as const;

function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: React.ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-24 rounded-lg border border-slate-200 bg-white p-5 shadow-sm desk:p-8"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      {intro ? <p className="mt-1 text-sm text-slate-700">{intro}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/**
 * The personal center (requirements: Accounts): only its owner sees it. Without a session it sends the
 * visitor to the login page of their language. Everything on it is the signed-in user's own,
 * read per request for that user id; the data layer is called directly (nothing is cached).
 */
export async function PersonalCenter({ locale }: { locale: Locale }) {
  const session = await currentSession();
  if (!session) return redirect({ href: '/login', locale });
  const db = await getDb();
  const profile = await getProfile(db, session.user.id);
  if (!profile) return redirect({ href: '/login', locale });
  const { id: userId, email, emailVerified } = session.user;
  const [
    form,
    center,
    menu,
    submissions,
    sessions,
    leads,
    registrations,
    installer,
    keys,
    liveAccess,
    [application],
    t,
    systems,
  ] = await Promise.all([
    accountTexts(),
    accountGroup('center'),
    accountGroup('menu'),
    listSubmissions(db, profile),
    listSessions(db, userId, session.session.id),
    // Only the certified people of a partner get leads (null for everyone else).
    listLeads(db, profile),
    listForUser(db, userId),
    installerCertificateOf(db, { id: userId, email, emailVerified }),
    listKeys(db, userId),
    hasLiveAccess(db, userId),
    listApplications(db, userId),
    getTranslations('Account'),
    // The owner's registered systems and who may reach them through the Open API.
    listSystemAccess(db, userId),
  ]);
  const warranty = warrantyTexts(languageByTag(locale).code);
  const texts = { ...form, center };
  const countries = countryOptions(locale);
  const none = center.profile.none;

  return (
    <div className="site-container space-y-8 pb-16">
      <p className="text-lg font-semibold text-brand-900">
        {format(center.greeting, { name: profile.nickname })}
      </p>
      <nav aria-label={center.nav}>
        <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
          {sectionIds
            .filter((id) => (id !== 'leads' || leads) && (id !== 'systemAccess' || systems.length))
            .map((id) => (
              <li key={id}>
                <a href={`#${id}`} className="text-brand-800 underline">
                  {center[id].title}
                </a>
              </li>
            ))}
          <li>
            <a href="#warranty" className="text-brand-800 underline">
              {warranty.center.title}
            </a>
          </li>
        </ul>
      </nav>
      <Section id="profile" title={center.profile.title}>
        <dl className="mb-6 grid gap-x-6 gap-y-2 text-sm desk:grid-cols-[10rem_1fr]">
          <dt className="font-medium text-slate-700">{center.profile.username}</dt>
          <dd>{profile.username ?? none}</dd>
          <dt className="font-medium text-slate-700">{center.profile.email}</dt>
          <dd>{profile.email ?? none}</dd>
          <dt className="font-medium text-slate-700">{center.profile.phone}</dt>
          <dd>{profile.phone ?? none}</dd>
        </dl>
        <ProfileForm
          texts={texts}
          countries={countries}
          initial={{ nickname: profile.nickname, country: profile.country ?? '' }}
        />
      </Section>
      <Section id="email" title={center.email.title} intro={center.email.intro}>
        <EmailForm texts={texts} />
      </Section>
      <Section id="phone" title={center.phone.title} intro={center.phone.intro}>
        <PhoneForm texts={texts} countries={countries} />
      </Section>
      <Section id="password" title={center.password.title}>
        <PasswordForm texts={texts} />
      </Section>
      {leads ? (
        <Section id="leads" title={center.leads.title} intro={center.leads.intro}>
          <LeadList leads={leads} texts={texts} locale={locale} />
        </Section>
      ) : null}
      <Section id="submissions" title={center.submissions.title} intro={center.submissions.intro}>
        <SubmissionList
          data={submissions}
          texts={center.submissions}
          locale={locale}
          isVerified={!!profile.email && profile.emailVerified}
        />
      </Section>
      <Section id="warranty" title={warranty.center.title} intro={warranty.center.intro}>
        <WarrantySection
          texts={warranty}
          countries={countries}
          locale={locale}
          isInstaller={!!installer}
          items={registrations.map((r) => ({
            id: r.id,
            code: r.code,
            status: r.status,
            ownerEmail: r.ownerEmail,
            isOwn: r.ownerId === userId,
            installedOn: r.installedOn,
            termYears: r.termYears,
            withMaintenance: r.withMaintenance,
            validUntil: r.validUntil,
            number: certificateNumber(r),
            items: r.items.map(({ serial, family, model, tower }) => ({
              serial,
              family,
              model,
              tower,
            })),
          }))}
        />
      </Section>
      <Section id="apiKeys" title={center.apiKeys.title} intro={center.apiKeys.intro}>
        <ApiKeys
          initial={keys.map((k) => ({
            ...k,
            createdAt: k.createdAt.toISOString(),
            expiresAt: k.expiresAt.toISOString(),
            lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
            revokedAt: k.revokedAt?.toISOString() ?? null,
          }))}
          hasLiveAccess={liveAccess}
          texts={center.apiKeys}
          failure={form.common.failure}
          locale={locale}
        />
        <div className="mt-8 border-t border-slate-200 pt-6">
          <ApiAccess
            initial={{
              liveAccess,
              application: application
                ? {
                    id: application.id,
                    status: application.status,
                    reason: application.reason,
                    createdAt: application.createdAt.toISOString(),
                  }
                : null,
            }}
            canApply={!!profile.email && profile.emailVerified}
            texts={center.apiKeys}
            terms={t.rich('center.apiKeys.access.terms', {
              terms: (chunks) => (
                <Link href="/document/service-agreement" target="_blank">
                  {chunks}
                </Link>
              ),
            })}
            failure={form.common.failure}
            locale={locale}
          />
        </div>
      </Section>
      {systems.length ? (
        <Section
          id="systemAccess"
          title={center.systemAccess.title}
          intro={center.systemAccess.intro}
        >
          <SystemAccess
            initial={systems.map((system) => ({
              ...system,
              consents: system.consents.map((c) => ({
                ...c,
                createdAt: c.createdAt.toISOString(),
              })),
            }))}
            texts={center.systemAccess}
            failure={form.common.failure}
            locale={locale}
          />
        </Section>
      ) : null}
      <Section id="sessions" title={center.sessions.title} intro={center.sessions.intro}>
        <div className="space-y-4">
          <SessionList items={sessions} texts={center.sessions} locale={locale} />
          <RevokeOthersButton texts={texts} />
        </div>
      </Section>
      <Section id="data" title={center.data.title} intro={center.data.intro}>
        {/* A plain download: the browser sends the session cookie with it. */}
        <a
          href="/api/account/export"
          download
          className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
        >
          {center.data.download}
        </a>
      </Section>
      <Section id="delete" title={center.delete.title} intro={center.delete.intro}>
        <DeleteForm texts={texts} />
      </Section>
      <Section id="signOut" title={center.signOut.title} intro={center.signOut.intro}>
        <SignOutButton label={menu.signOut} />
      </Section>
    </div>
  );
}
