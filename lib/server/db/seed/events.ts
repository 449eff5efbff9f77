import 'server-only';
import type { events } from '../schema';
import { perLanguage } from './per-language';

export const eventsSeed: (typeof events.$inferInsert)[] = [
  ...perLanguage(
    { id: 1, type: 'expo' as const, startDate: '2027-03-09', endDate: '2027-03-11' },
    {
      cn: {
        title: 'Voltara 亮相欧洲储能展',
        location: '德国慕尼黑',
        summary: '在 B2.410 展位现场观看电池箱堆叠安装。',
        body: '欢迎来到展位，与我们的工程师一起观看高压磷酸铁锂电池箱的现场堆叠演示，并抢先了解三相混合储能系统。',
      },
      au: {
        title: 'Voltara at the European Energy Storage Expo',
        location: 'Munich, Germany',
        summary: 'Watch the battery box being stacked live at stand B2.410.',
        body: 'Catch our engineers for live stacking demonstrations of the high-voltage LFP battery box and a first look at the three-phase hybrid system.',
      },
      en: {
        title: 'Voltara at the European Energy Storage Expo',
        location: 'Munich, Germany',
        summary: 'See the battery box stacked live at booth B2.410.',
        body: 'Join our engineers for live stacking demonstrations of the high-voltage LFP battery box and a first look at the three-phase hybrid system.',
      },
      de: {
        title: 'Voltara auf der Europäischen Energiespeicher-Messe',
        location: 'München, Deutschland',
        summary: 'Erleben Sie am Stand B2.410, wie die Batteriebox live gestapelt wird.',
        body: 'Unsere Ingenieure zeigen live, wie die Hochvolt-LFP-Batteriebox gestapelt wird, und geben einen ersten Einblick in das dreiphasige Hybridsystem.',
      },
      it: {
        title: "Voltara all'Expo europea dell'accumulo energetico",
        location: 'Monaco di Baviera, Germania',
        summary: 'Allo stand B2.410 il battery box viene impilato dal vivo.',
        body: 'I nostri ingegneri mostreranno dal vivo il montaggio del battery box LFP ad alta tensione e presenteranno in anteprima il sistema ibrido trifase.',
      },
      nl: {
        title: 'Voltara op de Europese energieopslagbeurs',
        location: 'München, Duitsland',
        summary: 'Zie op stand B2.410 hoe de batterijbox live wordt gestapeld.',
        body: 'Onze ingenieurs laten live zien hoe de hoogspannings-LFP-batterijbox wordt gestapeld en geven een eerste blik op het driefasige hybride systeem.',
      },
      fr: {
        title: "Voltara au Salon européen du stockage d'énergie",
        location: 'Munich, Allemagne',
        summary: "Découvrez l'empilement de la batterie en direct sur le stand B2.410.",
        body: "Nos ingénieurs font la démonstration en direct de l'empilement de la batterie LFP haute tension et présentent en avant-première le système hybride triphasé.",
      },
    },
  ),
  ...perLanguage(
    { id: 2, type: 'activity' as const, startDate: '2026-09-19', endDate: '2026-09-19' },
    {
      cn: {
        title: '深圳生产中心开放日',
        location: '中国深圳',
        summary: '安装商和合作伙伴参观了新装配线。',
        body: '安装商和合作伙伴走进生产中心，参观了电池箱的装配过程，并亲自体验了混合储能系统的离网切换。',
      },
      au: {
        title: 'Open day at our Shenzhen production centre',
        location: 'Shenzhen, China',
        summary: 'Installers and partners toured the new assembly lines.',
        body: "Installers and partners visited the production centre, watched battery boxes being assembled and tried the hybrid system's backup switchover for themselves.",
      },
      en: {
        title: 'Open house at our Shenzhen production center',
        location: 'Shenzhen, China',
        summary: 'Installers and partners toured the new assembly lines.',
        body: "Installers and partners visited the production center, watched battery boxes being assembled and tried the hybrid system's backup switchover for themselves.",
      },
      de: {
        title: 'Tag der offenen Tür in unserem Produktionszentrum Shenzhen',
        location: 'Shenzhen, China',
        summary: 'Installateure und Partner besichtigten die neuen Montagelinien.',
        body: 'Installateure und Partner besuchten das Produktionszentrum, sahen bei der Montage der Batterieboxen zu und testeten selbst die Notstromumschaltung des Hybridsystems.',
      },
      it: {
        title: 'Open day nel nostro centro produttivo di Shenzhen',
        location: 'Shenzhen, Cina',
        summary: 'Installatori e partner hanno visitato le nuove linee di assemblaggio.',
        body: "Installatori e partner hanno visitato il centro produttivo, osservato l'assemblaggio dei battery box e provato di persona la commutazione in backup del sistema ibrido.",
      },
      nl: {
        title: 'Open dag in ons productiecentrum in Shenzhen',
        location: 'Shenzhen, China',
        summary: 'Installateurs en partners bezochten de nieuwe assemblagelijnen.',
        body: 'Installateurs en partners bezochten het productiecentrum, zagen hoe batterijboxen worden geassembleerd en probeerden zelf de noodstroomomschakeling van het hybride systeem.',
      },
      fr: {
        title: 'Journée portes ouvertes dans notre centre de production de Shenzhen',
        location: 'Shenzhen, Chine',
        summary: "Installateurs et partenaires ont visité les nouvelles lignes d'assemblage.",
        body: "Installateurs et partenaires ont visité le centre de production, observé l'assemblage des batteries et testé eux-mêmes le basculement en secours du système hybride.",
      },
    },
  ),
];
