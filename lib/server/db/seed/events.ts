import 'server-only';
import { SITE_TIME_ZONE } from '@/lib/i18n/request';
import type { events } from '../schema';
import { perLanguage } from './per-language';

/**
 * The day `days` away from today in the site's time zone, as YYYY-MM-DD. The expo and
 * activity tabs (upcoming / ongoing / finished) are computed from the dates, so the seed places its
 * events around the day the database is created: every tab has something to show on a fresh site.
 */
export function daysFromNow(days: number, now: Date = new Date()): string {
  // en-CA formats a date as YYYY-MM-DD; the time zone decides which calendar day "today" is.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE }).format(now);
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

const span = (start: number, end: number) => ({
  startDate: daysFromNow(start),
  endDate: daysFromNow(end),
});

// 8 events, both types in every status: expo upcoming 1 and 7, ongoing 3, finished 5; activity
// upcoming 4, ongoing 6, finished 2 and 8.
export const eventsSeed: (typeof events.$inferInsert)[] = [
  ...perLanguage(
    { id: 1, type: 'expo' as const, ...span(54, 56), coverUrl: '/images/content/event-1.svg' },
    {
      cn: {
        title: 'Voltara 亮相欧洲储能展',
        location: '德国慕尼黑，慕尼黑展览中心',
        summary: '在 B2.410 展位现场观看电池箱堆叠安装。',
        body: '欢迎莅临 B2 馆 **B2.410 展位**，参加为期三天的现场演示。\n\n- 高压磷酸铁锂电池箱现场堆叠：15 分钟完成整组安装\n- 抢先了解 5–13 kW 三相混合储能系统\n- Pangu OS 实时运行一台工商业储能柜\n\n我们的工程师和欧洲销售团队将全程在场，欢迎通过您的 Voltara 联系人预约项目洽谈。',
      },
      au: {
        title: 'Voltara at the European Energy Storage Expo',
        location: 'Messe München, Munich, Germany',
        summary: 'Watch the battery box being stacked live at stand B2.410.',
        body: "Meet Voltara at **stand B2.410** in hall B2 for three days of live demonstrations.\n\n- Live stacking of the high-voltage LFP battery box: a full stack in 15 minutes\n- A first look at the three-phase hybrid system, 5 to 13 kW\n- Pangu OS running a commercial storage cabinet in real time\n\nOur engineers and the European sales team will be on the stand all week. If you're travelling from Australia, book a meeting slot through your Voltara contact.",
      },
      en: {
        title: 'Voltara at the European Energy Storage Expo',
        location: 'Messe München, Munich, Germany',
        summary: 'Watch the battery box being stacked live at stand B2.410.',
        body: 'Meet Voltara at **stand B2.410** in hall B2 for three days of live demonstrations.\n\n- Live stacking of the high-voltage LFP battery box: a full stack in 15 minutes\n- A first look at the three-phase hybrid system, 5 to 13 kW\n- Pangu OS running a commercial storage cabinet in real time\n\nOur engineers and the European sales team will be on the stand all week. Book a meeting slot through your Voltara contact.',
      },
      de: {
        title: 'Voltara auf der Europäischen Energiespeicher-Messe',
        location: 'Messe München, München, Deutschland',
        summary: 'Erleben Sie am Stand B2.410, wie die Batteriebox live gestapelt wird.',
        body: 'Besuchen Sie Voltara an **Stand B2.410** in Halle B2 – drei Tage lang mit Live-Vorführungen.\n\n- Live-Montage der Hochvolt-LFP-Batteriebox: ein kompletter Stapel in 15 Minuten\n- Ein erster Blick auf das dreiphasige Hybridsystem mit 5 bis 13 kW\n- Pangu OS steuert einen Gewerbespeicher-Schrank in Echtzeit\n\nUnsere Ingenieure und das europäische Vertriebsteam sind an allen Messetagen vor Ort. Vereinbaren Sie einen Gesprächstermin über Ihren Voltara-Ansprechpartner.',
      },
      it: {
        title: "Voltara all'Expo europea dell'accumulo energetico",
        location: 'Messe München, Monaco di Baviera, Germania',
        summary: 'Allo stand B2.410 il battery box viene impilato dal vivo.',
        body: 'Vieni a trovare Voltara allo **stand B2.410** nel padiglione B2: tre giorni di dimostrazioni dal vivo.\n\n- Montaggio dal vivo del battery box LFP ad alta tensione: una pila completa in 15 minuti\n- Anteprima del sistema ibrido trifase da 5 a 13 kW\n- Pangu OS alla guida di un armadio di accumulo commerciale in tempo reale\n\nI nostri ingegneri e il team commerciale europeo saranno allo stand per tutta la fiera. Prenota un incontro tramite il tuo referente Voltara.',
      },
      nl: {
        title: 'Voltara op de Europese energieopslagbeurs',
        location: 'Messe München, München, Duitsland',
        summary: 'Zie op stand B2.410 hoe de batterijbox live wordt gestapeld.',
        body: 'Bezoek Voltara op **stand B2.410** in hal B2: drie dagen lang live demonstraties.\n\n- Live stapelen van de hoogspannings-LFP-batterijbox: een complete stapel in 15 minuten\n- Een eerste blik op het driefasige hybride systeem van 5 tot 13 kW\n- Pangu OS dat in realtime een commerciële opslagkast aanstuurt\n\nOnze ingenieurs en het Europese verkoopteam zijn alle beursdagen aanwezig. Plan een afspraak via uw contactpersoon bij Voltara.',
      },
      fr: {
        title: "Voltara au Salon européen du stockage d'énergie",
        location: 'Messe München, Munich, Allemagne',
        summary: "Découvrez l'empilement de la batterie en direct sur le stand B2.410.",
        body: "Retrouvez Voltara sur le **stand B2.410**, hall B2, pour trois jours de démonstrations en direct.\n\n- Montage en direct de la batterie LFP haute tension : une pile complète en 15 minutes\n- Une première présentation du système hybride triphasé de 5 à 13 kW\n- Pangu OS pilotant en temps réel une armoire de stockage commerciale\n\nNos ingénieurs et l'équipe commerciale européenne seront présents pendant tout le salon. Réservez un rendez-vous auprès de votre contact Voltara.",
      },
    },
  ),
  ...perLanguage(
    {
      id: 2,
      type: 'activity' as const,
      ...span(-63, -63),
      coverUrl: '/images/content/event-2.svg',
    },
    {
      cn: {
        title: '深圳生产中心开放日',
        location: '中国深圳，Voltara 生产中心',
        summary: '安装商和合作伙伴参观了新装配线。',
        body: '一百二十多位安装商和合作伙伴走进生产中心，度过了充实的一天。\n\n- 参观电池箱装配线和出厂测试台\n- 亲自体验混合储能系统的备用电源切换，切换时间低于 10 ms\n- 与研发团队交流 16 年来在电池管理方面的积累\n\n感谢所有到场的朋友。下一次开放日的日期将在本页公布。',
      },
      au: {
        title: 'Open day at our Shenzhen production centre',
        location: 'Voltara production centre, Shenzhen, China',
        summary: 'Installers and partners toured the new assembly lines.',
        body: 'More than 120 installers and partners spent a full day at the production centre.\n\n- A tour of the battery box assembly lines and end-of-line test benches\n- Hands-on trials of the hybrid system’s backup switchover, in under 10 ms\n- A session with the R&D team on 16 years of battery management development\n\nThanks to everyone who made the trip. The date of the next open day will be posted on this page.',
      },
      en: {
        title: 'Open house at our Shenzhen production center',
        location: 'Voltara production center, Shenzhen, China',
        summary: 'Installers and partners toured the new assembly lines.',
        body: 'More than 120 installers and partners spent a full day at the production center.\n\n- A tour of the battery box assembly lines and end-of-line test benches\n- Hands-on trials of the hybrid system’s backup switchover, in under 10 ms\n- A session with the R&D team on 16 years of battery management development\n\nThanks to everyone who made the trip. The date of the next open house will be posted on this page.',
      },
      de: {
        title: 'Tag der offenen Tür in unserem Produktionszentrum Shenzhen',
        location: 'Voltara-Produktionszentrum, Shenzhen, China',
        summary: 'Installateure und Partner besichtigten die neuen Montagelinien.',
        body: 'Mehr als 120 Installateure und Partner verbrachten einen ganzen Tag im Produktionszentrum.\n\n- Rundgang durch die Montagelinien der Batteriebox und die Endprüfstände\n- Praxistest der Notstromumschaltung des Hybridsystems in unter 10 ms\n- Gespräch mit dem Entwicklungsteam über 16 Jahre Batteriemanagement\n\nDanke an alle, die angereist sind. Den Termin des nächsten Tags der offenen Tür veröffentlichen wir auf dieser Seite.',
      },
      it: {
        title: 'Open day nel nostro centro produttivo di Shenzhen',
        location: 'Centro produttivo Voltara, Shenzhen, Cina',
        summary: 'Installatori e partner hanno visitato le nuove linee di assemblaggio.',
        body: 'Oltre 120 installatori e partner hanno trascorso una giornata intera nel centro produttivo.\n\n- Visita alle linee di assemblaggio dei battery box e ai banchi di collaudo finale\n- Prova pratica della commutazione in backup del sistema ibrido, in meno di 10 ms\n- Incontro con il team di ricerca e sviluppo su 16 anni di gestione delle batterie\n\nGrazie a tutti i partecipanti. La data del prossimo open day sarà pubblicata su questa pagina.',
      },
      nl: {
        title: 'Open dag in ons productiecentrum in Shenzhen',
        location: 'Voltara-productiecentrum, Shenzhen, China',
        summary: 'Installateurs en partners bezochten de nieuwe assemblagelijnen.',
        body: 'Meer dan 120 installateurs en partners brachten een volledige dag door in het productiecentrum.\n\n- Rondleiding langs de assemblagelijnen van de batterijbox en de eindtestbanken\n- Zelf de noodstroomomschakeling van het hybride systeem testen, in minder dan 10 ms\n- Een sessie met het R&D-team over 16 jaar ontwikkeling van batterijbeheer\n\nDank aan iedereen die de reis maakte. De datum van de volgende open dag verschijnt op deze pagina.',
      },
      fr: {
        title: 'Journée portes ouvertes dans notre centre de production de Shenzhen',
        location: 'Centre de production Voltara, Shenzhen, Chine',
        summary: "Installateurs et partenaires ont visité les nouvelles lignes d'assemblage.",
        body: "Plus de 120 installateurs et partenaires ont passé une journée entière au centre de production.\n\n- Visite des lignes d'assemblage des batteries et des bancs de test de fin de ligne\n- Essai en conditions réelles du basculement en secours du système hybride, en moins de 10 ms\n- Échange avec l'équipe R&D sur 16 ans de développement de la gestion des batteries\n\nMerci à toutes celles et ceux qui ont fait le déplacement. La date de la prochaine journée portes ouvertes sera publiée sur cette page.",
      },
    },
  ),
  ...perLanguage(
    { id: 3, type: 'expo' as const, ...span(-1, 2), coverUrl: '/images/content/event-3.svg' },
    {
      cn: {
        title: 'Voltara 参展悉尼太阳能与储能展',
        location: '澳大利亚悉尼，悉尼国际会议中心',
        summary: '为期四天，在 D14 展位为澳大利亚安装商现场演示家用储能。',
        body: '欢迎来到 **D14 展位**，了解专为澳大利亚住宅设计的储能方案。\n\n- 三相混合储能系统：光伏超配最高 2 倍，最多 5 台并联，总容量可达 149.76 kWh\n- 电池箱在 -20 °C 下满功率运行，最高可在 55 °C 环境中工作\n- 每天上午 11 点和下午 3 点举办安装商讲座，介绍认证流程和 10 年质保\n\n现场还可了解 ECOS Hub 如何帮助您远程调试和监控客户系统。',
      },
      au: {
        title: 'Voltara at the Sydney Solar & Storage Show',
        location: 'ICC Sydney, Darling Harbour NSW',
        summary: 'Four days of home battery demos for Australian installers at stand D14.',
        body: 'Drop by **stand D14** to see storage built for Australian homes.\n\n- The three-phase hybrid system: up to 2x PV over-configuration, and up to five units in parallel for as much as 149.76 kWh\n- Battery boxes that deliver full power at -20 °C and keep running at 55 °C\n- Installer briefings on certification and the 10-year warranty, daily at 11 am and 3 pm\n\nOur team will also show how ECOS Hub lets you commission and monitor customer systems remotely.',
      },
      en: {
        title: 'Voltara at the Sydney Solar & Storage Show',
        location: 'ICC Sydney, Sydney, Australia',
        summary: 'Four days of home battery demos for Australian installers at stand D14.',
        body: 'Stop by **stand D14** to see storage built for Australian homes.\n\n- The three-phase hybrid system: up to 2x PV over-configuration, and up to five units in parallel for as much as 149.76 kWh\n- Battery boxes that deliver full power at -20 °C and keep running at 55 °C\n- Installer briefings on certification and the 10-year warranty, daily at 11 a.m. and 3 p.m.\n\nOur team will also show how ECOS Hub lets you commission and monitor customer systems remotely.',
      },
      de: {
        title: 'Voltara auf der Solar- und Speichermesse Sydney',
        location: 'ICC Sydney, Sydney, Australien',
        summary: 'Vier Tage Heimspeicher-Vorführungen für australische Installateure an Stand D14.',
        body: 'Besuchen Sie **Stand D14** und erleben Sie Speicherlösungen für australische Häuser.\n\n- Das dreiphasige Hybridsystem: bis zu 2-fache PV-Überdimensionierung und bis zu fünf Geräte parallel mit bis zu 149,76 kWh\n- Batterieboxen mit voller Leistung bei -20 °C, die auch bei 55 °C zuverlässig arbeiten\n- Täglich um 11 und 15 Uhr: Kurzvorträge für Installateure zu Zertifizierung und 10-Jahres-Garantie\n\nUnser Team zeigt außerdem, wie Sie mit ECOS Hub Kundensysteme aus der Ferne in Betrieb nehmen und überwachen.',
      },
      it: {
        title: 'Voltara al Salone del solare e dell’accumulo di Sydney',
        location: 'ICC Sydney, Sydney, Australia',
        summary: 'Quattro giorni di dimostrazioni per gli installatori australiani allo stand D14.',
        body: 'Passa allo **stand D14** per scoprire l’accumulo pensato per le case australiane.\n\n- Il sistema ibrido trifase: sovradimensionamento fotovoltaico fino a 2 volte e fino a cinque unità in parallelo, per un massimo di 149,76 kWh\n- Battery box che erogano piena potenza a -20 °C e funzionano anche a 55 °C\n- Incontri per installatori su certificazione e garanzia di 10 anni, ogni giorno alle 11 e alle 15\n\nIl nostro team mostrerà anche come ECOS Hub consente di mettere in servizio e monitorare da remoto gli impianti dei clienti.',
      },
      nl: {
        title: 'Voltara op de Solar & Storage-beurs in Sydney',
        location: 'ICC Sydney, Sydney, Australië',
        summary: 'Vier dagen thuisbatterijdemo’s voor Australische installateurs op stand D14.',
        body: 'Kom langs op **stand D14** en ontdek opslag die is gebouwd voor Australische woningen.\n\n- Het driefasige hybride systeem: tot 2x PV-overdimensionering en tot vijf units parallel, samen tot 149,76 kWh\n- Batterijboxen die volledig vermogen leveren bij -20 °C en ook bij 55 °C blijven werken\n- Dagelijks om 11.00 en 15.00 uur korte sessies voor installateurs over certificering en de 10 jaar garantie\n\nOns team laat ook zien hoe u met ECOS Hub klantsystemen op afstand in bedrijf stelt en bewaakt.',
      },
      fr: {
        title: 'Voltara au Salon du solaire et du stockage de Sydney',
        location: 'ICC Sydney, Sydney, Australie',
        summary:
          'Quatre jours de démonstrations de batteries résidentielles pour les installateurs australiens, stand D14.',
        body: "Passez sur le **stand D14** pour découvrir un stockage conçu pour les maisons australiennes.\n\n- Le système hybride triphasé : surdimensionnement photovoltaïque jusqu'à 2 fois et jusqu'à cinq unités en parallèle, pour 149,76 kWh au maximum\n- Des batteries qui délivrent toute leur puissance à -20 °C et fonctionnent encore à 55 °C\n- Chaque jour à 11 h et 15 h, des sessions pour installateurs sur la certification et la garantie de 10 ans\n\nNotre équipe montre aussi comment ECOS Hub permet de mettre en service et de superviser à distance les systèmes des clients.",
      },
    },
  ),
  ...perLanguage(
    { id: 4, type: 'activity' as const, ...span(18, 18), coverUrl: '/images/content/event-4.svg' },
    {
      cn: {
        title: 'Voltara 米兰安装商日',
        location: '意大利米兰，MiCo 米兰会议中心',
        summary: '一天的实操培训：电池箱堆叠、ECOS Hub 调试和质保注册。',
        body: '面向意大利安装商的一日实操活动，名额限 40 人，含午餐。\n\n## 日程\n\n- **上午：** 高压磷酸铁锂电池箱堆叠实操，15 分钟完成一组安装\n- **下午：** 使用 ECOS Hub 调试三相混合储能系统并注册 10 年质保\n- **全天：** 与技术支持团队一对一答疑\n\n通过考核的学员将获得技术认证。证书归个人所有。',
      },
      au: {
        title: 'Voltara Installer Day in Milan',
        location: 'MiCo Milano Congressi, Milan, Italy',
        summary:
          'A hands-on day: stacking the battery box, commissioning in ECOS Hub and registering the warranty.',
        body: 'A practical day for installers in Italy, limited to 40 places, lunch included.\n\n## Program\n\n- **Morning:** hands-on stacking of the high-voltage LFP battery box, a full stack in 15 minutes\n- **Afternoon:** commissioning the three-phase hybrid system in ECOS Hub and registering the 10-year warranty\n- **All day:** one-on-one questions with our technical support team\n\nParticipants who pass the assessment receive the technical certification, which belongs to them personally.',
      },
      en: {
        title: 'Voltara Installer Day in Milan',
        location: 'MiCo Milano Congressi, Milan, Italy',
        summary:
          'A hands-on day: stacking the battery box, commissioning in ECOS Hub and registering the warranty.',
        body: 'A practical day for installers in Italy, limited to 40 seats, lunch included.\n\n## Program\n\n- **Morning:** hands-on stacking of the high-voltage LFP battery box, a full stack in 15 minutes\n- **Afternoon:** commissioning the three-phase hybrid system in ECOS Hub and registering the 10-year warranty\n- **All day:** one-on-one questions with our technical support team\n\nParticipants who pass the assessment receive the technical certification, which belongs to them personally.',
      },
      de: {
        title: 'Voltara-Installateurstag in Mailand',
        location: 'MiCo Milano Congressi, Mailand, Italien',
        summary:
          'Ein Praxistag: Batteriebox stapeln, mit ECOS Hub in Betrieb nehmen und die Garantie registrieren.',
        body: 'Ein Praxistag für Installateure in Italien, begrenzt auf 40 Plätze, inklusive Mittagessen.\n\n## Programm\n\n- **Vormittag:** Hochvolt-LFP-Batteriebox selbst stapeln – ein kompletter Stapel in 15 Minuten\n- **Nachmittag:** Inbetriebnahme des dreiphasigen Hybridsystems in ECOS Hub und Registrierung der 10-Jahres-Garantie\n- **Ganztägig:** Einzelgespräche mit unserem technischen Support\n\nWer die Prüfung besteht, erhält die technische Zertifizierung; das Zertifikat gilt für die Person.',
      },
      it: {
        title: 'Voltara Installer Day a Milano',
        location: 'MiCo Milano Congressi, Milano, Italia',
        summary:
          'Una giornata pratica: montaggio del battery box, messa in servizio con ECOS Hub e registrazione della garanzia.',
        body: 'Una giornata pratica per gli installatori italiani, con 40 posti disponibili e pranzo incluso.\n\n## Programma\n\n- **Mattina:** montaggio del battery box LFP ad alta tensione, una pila completa in 15 minuti\n- **Pomeriggio:** messa in servizio del sistema ibrido trifase con ECOS Hub e registrazione della garanzia di 10 anni\n- **Tutto il giorno:** domande individuali al nostro supporto tecnico\n\nChi supera la verifica finale ottiene la certificazione tecnica, che resta personale.',
      },
      nl: {
        title: 'Voltara-installateursdag in Milaan',
        location: 'MiCo Milano Congressi, Milaan, Italië',
        summary:
          'Een praktijkdag: de batterijbox stapelen, in bedrijf stellen met ECOS Hub en de garantie registreren.',
        body: 'Een praktijkdag voor installateurs in Italië, maximaal 40 plaatsen, inclusief lunch.\n\n## Programma\n\n- **Ochtend:** zelf de hoogspannings-LFP-batterijbox stapelen, een complete stapel in 15 minuten\n- **Middag:** het driefasige hybride systeem in bedrijf stellen met ECOS Hub en de 10 jaar garantie registreren\n- **De hele dag:** persoonlijke vragen aan ons technische supportteam\n\nWie de toets haalt, ontvangt de technische certificering; het certificaat is persoonsgebonden.',
      },
      fr: {
        title: 'Journée installateurs Voltara à Milan',
        location: 'MiCo Milano Congressi, Milan, Italie',
        summary:
          'Une journée pratique : empiler la batterie, mettre en service avec ECOS Hub et enregistrer la garantie.',
        body: "Une journée pratique pour les installateurs en Italie, limitée à 40 places, déjeuner compris.\n\n## Programme\n\n- **Matin :** montage de la batterie LFP haute tension, une pile complète en 15 minutes\n- **Après-midi :** mise en service du système hybride triphasé avec ECOS Hub et enregistrement de la garantie de 10 ans\n- **Toute la journée :** questions individuelles à notre équipe d'assistance technique\n\nLes participants qui réussissent l'évaluation obtiennent la certification technique, qui leur appartient personnellement.",
      },
    },
  ),
  ...perLanguage(
    { id: 5, type: 'expo' as const, ...span(-45, -43), coverUrl: '/images/content/event-5.svg' },
    {
      cn: {
        title: 'Voltara 参展意大利太阳能与储能博览会',
        location: '意大利维罗纳，维罗纳展览中心',
        summary: '我们在 C7 展位展示了工商业储能柜和 62.5 kW 储能变流器。',
        body: '感谢所有到访 **C7 展位** 的安装商和 EPC 总包商。三天里，我们重点展示了：\n\n- 60 kW 和 62.5 kW 储能变流器，最多 10 台并联，效率高达 99%\n- 消防系统 15 秒内启动的工商业储能柜\n- IP55 柜体，可在 -20 至 55 °C 环境中运行\n\n如需展会上的演示资料，请联系您的 Voltara 销售代表。',
      },
      au: {
        title: 'Voltara at the Italian Solar & Storage Expo',
        location: 'Veronafiere, Verona, Italy',
        summary: 'We showed the commercial storage cabinet and the 62.5 kW PCS at stand C7.',
        body: 'Thank you to every installer and EPC contractor who visited **stand C7**. Over three days we presented:\n\n- The 60 kW and 62.5 kW power conversion systems, up to 10 in parallel at up to 99% efficiency\n- The commercial storage cabinet with fire suppression that acts within 15 seconds\n- IP55 enclosures rated from -20 to 55 °C\n\nThe presentations from the show are available from your Voltara sales representative.',
      },
      en: {
        title: 'Voltara at the Italian Solar & Storage Expo',
        location: 'Veronafiere, Verona, Italy',
        summary: 'We showed the commercial storage cabinet and the 62.5 kW PCS at stand C7.',
        body: 'Thank you to every installer and EPC contractor who visited **stand C7**. Over three days we presented:\n\n- The 60 kW and 62.5 kW power conversion systems, up to 10 in parallel at up to 99% efficiency\n- The commercial storage cabinet with fire suppression that acts within 15 seconds\n- IP55 enclosures rated from -20 to 55 °C\n\nThe presentations from the show are available from your Voltara sales representative.',
      },
      de: {
        title: 'Voltara auf der Italienischen Solar- und Speichermesse',
        location: 'Veronafiere, Verona, Italien',
        summary: 'An Stand C7 zeigten wir den Gewerbespeicher-Schrank und den 62,5-kW-PCS.',
        body: 'Danke an alle Installateure und EPC-Unternehmen, die **Stand C7** besucht haben. An drei Tagen zeigten wir:\n\n- Die Leistungswandler mit 60 kW und 62,5 kW, bis zu 10 parallel, mit bis zu 99 % Wirkungsgrad\n- Den Gewerbespeicher-Schrank mit Brandunterdrückung innerhalb von 15 Sekunden\n- Gehäuse in Schutzart IP55 für -20 bis 55 °C\n\nDie Präsentationen der Messe erhalten Sie bei Ihrem Voltara-Vertriebsansprechpartner.',
      },
      it: {
        title: 'Voltara alla Fiera italiana del solare e dell’accumulo',
        location: 'Veronafiere, Verona, Italia',
        summary:
          'Allo stand C7 abbiamo presentato l’armadio di accumulo commerciale e il PCS da 62,5 kW.',
        body: 'Grazie a tutti gli installatori e alle imprese EPC che hanno visitato lo **stand C7**. In tre giorni abbiamo presentato:\n\n- I convertitori di potenza da 60 kW e 62,5 kW, fino a 10 in parallelo con un’efficienza fino al 99%\n- L’armadio di accumulo commerciale con sistema antincendio che interviene entro 15 secondi\n- Involucri IP55 per temperature da -20 a 55 °C\n\nLe presentazioni della fiera sono disponibili presso il tuo referente commerciale Voltara.',
      },
      nl: {
        title: 'Voltara op de Italiaanse beurs voor zon en opslag',
        location: 'Veronafiere, Verona, Italië',
        summary: 'Op stand C7 toonden we de commerciële opslagkast en de PCS van 62,5 kW.',
        body: 'Dank aan alle installateurs en EPC-aannemers die **stand C7** bezochten. In drie dagen presenteerden we:\n\n- De omvormers van 60 kW en 62,5 kW, tot 10 parallel met een rendement tot 99%\n- De commerciële opslagkast met brandblussing die binnen 15 seconden ingrijpt\n- IP55-behuizingen voor -20 tot 55 °C\n\nDe presentaties van de beurs zijn verkrijgbaar bij uw verkoopcontact van Voltara.',
      },
      fr: {
        title: 'Voltara au Salon italien du solaire et du stockage',
        location: 'Veronafiere, Vérone, Italie',
        summary:
          'Sur le stand C7, nous avons présenté l’armoire de stockage commerciale et le PCS de 62,5 kW.',
        body: "Merci à tous les installateurs et EPC qui ont visité le **stand C7**. Pendant trois jours, nous avons présenté :\n\n- Les convertisseurs de 60 kW et 62,5 kW, jusqu'à 10 en parallèle avec un rendement jusqu'à 99 %\n- L'armoire de stockage commerciale dont l'extinction incendie agit en moins de 15 secondes\n- Des enveloppes IP55 conçues pour fonctionner de -20 à 55 °C\n\nLes présentations du salon sont disponibles auprès de votre commercial Voltara.",
      },
    },
  ),
  ...perLanguage(
    { id: 6, type: 'activity' as const, ...span(-6, 15), coverUrl: '/images/content/event-6.svg' },
    {
      cn: {
        title: '荷兰和比利时冬季家庭储能巡回活动',
        location: '乌得勒支、埃因霍温、安特卫普、根特',
        summary: '为期三周，在四座城市为安装商和房主举办晚间讲座。',
        body: '荷兰的光伏净计量政策（salderingsregeling）将于 2027 年 1 月 1 日结束，储存自家光伏电量的价值随之上升。本次巡回活动每周在两座城市举办晚间讲座。\n\n- **面向房主：** 如何根据晚间用电量选择电池容量，起步 9.98 kWh\n- **面向安装商：** 混合储能系统设计、堆叠安装和 ECOS Hub 调试\n- **现场演示：** 在 ECOS 应用中切换自发自用、分时电价、备用电源和虚拟电厂模式\n\n活动免费，请通过当地经销商报名。',
      },
      au: {
        title: 'Winter home storage roadshow in the Netherlands and Belgium',
        location: 'Utrecht, Eindhoven, Antwerp and Ghent',
        summary: 'Three weeks of evening sessions for installers and homeowners in four cities.',
        body: 'Dutch net metering (the salderingsregeling) ends on 1 January 2027, so storing your own solar power is worth more than ever. The roadshow visits two cities each week with evening sessions.\n\n- **For homeowners:** how to size a battery to your evening use, starting at 9.98 kWh\n- **For installers:** hybrid system design, stacking and commissioning in ECOS Hub\n- **Live demo:** switching between self-power, time-of-use, backup and virtual power plant modes in the ECOS app\n\nSessions are free; register through your local distributor.',
      },
      en: {
        title: 'Winter home storage roadshow in the Netherlands and Belgium',
        location: 'Utrecht, Eindhoven, Antwerp and Ghent',
        summary: 'Three weeks of evening sessions for installers and homeowners in four cities.',
        body: 'Dutch net metering (the salderingsregeling) ends on January 1, 2027, so storing your own solar power is worth more than ever. The roadshow visits two cities each week with evening sessions.\n\n- **For homeowners:** how to size a battery to your evening use, starting at 9.98 kWh\n- **For installers:** hybrid system design, stacking and commissioning in ECOS Hub\n- **Live demo:** switching between self-power, time-of-use, backup and virtual power plant modes in the ECOS app\n\nSessions are free; register through your local distributor.',
      },
      de: {
        title: 'Winter-Roadshow Heimspeicher in den Niederlanden und Belgien',
        location: 'Utrecht, Eindhoven, Antwerpen und Gent',
        summary:
          'Drei Wochen Abendveranstaltungen für Installateure und Hausbesitzer in vier Städten.',
        body: 'Die niederländische Saldierungsregelung (salderingsregeling) endet am 1. Januar 2027 – selbst erzeugten Solarstrom zu speichern lohnt sich damit mehr denn je. Die Roadshow macht jede Woche in zwei Städten Station.\n\n- **Für Hausbesitzer:** den Speicher nach dem Abendverbrauch bemessen, ab 9,98 kWh\n- **Für Installateure:** Auslegung des Hybridsystems, Stapelmontage und Inbetriebnahme in ECOS Hub\n- **Live-Demo:** Wechsel zwischen Eigenverbrauch, zeitvariablem Tarif, Notstrom und virtuellem Kraftwerk in der ECOS-App\n\nDie Teilnahme ist kostenlos; die Anmeldung erfolgt über Ihren örtlichen Händler.',
      },
      it: {
        title: 'Roadshow invernale dell’accumulo domestico in Paesi Bassi e Belgio',
        location: 'Utrecht, Eindhoven, Anversa e Gand',
        summary:
          'Tre settimane di incontri serali per installatori e proprietari di casa in quattro città.',
        body: 'Lo scambio sul posto olandese (salderingsregeling) termina il 1° gennaio 2027: accumulare la propria energia solare conviene più che mai. Il roadshow fa tappa ogni settimana in due città con incontri serali.\n\n- **Per i proprietari di casa:** come dimensionare la batteria sui consumi serali, a partire da 9,98 kWh\n- **Per gli installatori:** progettazione del sistema ibrido, montaggio della pila e messa in servizio con ECOS Hub\n- **Dimostrazione dal vivo:** passaggio tra autoconsumo, fasce orarie, alimentazione di riserva e centrale elettrica virtuale nell’app ECOS\n\nLa partecipazione è gratuita; iscriviti tramite il tuo distributore locale.',
      },
      nl: {
        title: 'Winterroadshow thuisopslag in Nederland en België',
        location: 'Utrecht, Eindhoven, Antwerpen en Gent',
        summary: 'Drie weken avondsessies voor installateurs en huiseigenaren in vier steden.',
        body: 'De salderingsregeling stopt op 1 januari 2027, dus uw eigen zonnestroom opslaan loont meer dan ooit. De roadshow doet elke week twee steden aan met avondsessies.\n\n- **Voor huiseigenaren:** een batterij kiezen op basis van uw avondverbruik, vanaf 9,98 kWh\n- **Voor installateurs:** ontwerp van het hybride systeem, stapelen en in bedrijf stellen met ECOS Hub\n- **Live demo:** schakelen tussen eigen verbruik, tijdsafhankelijk tarief, noodstroom en virtuele energiecentrale in de ECOS-app\n\nDeelname is gratis; meld u aan via uw lokale distributeur.',
      },
      fr: {
        title: 'Tournée d’hiver du stockage résidentiel aux Pays-Bas et en Belgique',
        location: 'Utrecht, Eindhoven, Anvers et Gand',
        summary:
          'Trois semaines de soirées pour installateurs et propriétaires dans quatre villes.',
        body: "Le comptage net néerlandais (salderingsregeling) prend fin le 1er janvier 2027 : stocker sa propre électricité solaire n'a jamais été aussi intéressant. La tournée fait étape chaque semaine dans deux villes, en soirée.\n\n- **Pour les propriétaires :** dimensionner la batterie selon la consommation du soir, à partir de 9,98 kWh\n- **Pour les installateurs :** conception du système hybride, empilement et mise en service avec ECOS Hub\n- **Démonstration en direct :** passer des modes autoconsommation, tarif horaire, secours et centrale électrique virtuelle dans l'application ECOS\n\nLa participation est gratuite ; inscrivez-vous auprès de votre distributeur local.",
      },
    },
  ),
  ...perLanguage(
    { id: 7, type: 'expo' as const, ...span(95, 97), coverUrl: '/images/content/event-7.svg' },
    {
      cn: {
        title: 'Voltara 参展巴黎可再生能源与储能展',
        location: '法国巴黎，凡尔赛门展览中心',
        summary: '在 3-F21 展位了解电网级和工商业储能，以及面向集成商的 Open API。',
        body: '我们将在 **3-F21 展位** 面向法国市场展示完整的储能产品线。\n\n- Pangu OS 如何统一调度电池、PCS 和站点数据，自动完成削峰填谷和电网辅助服务\n- 防护等级 IP55、IP65、IP66 的储能柜体，适应户外和沿海环境\n- Open API 五步接入流程：线下申请、登录 API 控制台、阅读使用指南、测试调试、开发\n\n欢迎集成商、能源服务公司和电网企业提前预约洽谈。',
      },
      au: {
        title: 'Voltara at the Paris Renewables & Storage Show',
        location: 'Paris Expo Porte de Versailles, Paris, France',
        summary:
          'Utility and commercial storage, and the Open API for integrators, at stand 3-F21.',
        body: 'At **stand 3-F21** we will present our full storage range to the French market.\n\n- How Pangu OS brings battery, PCS and site data together to handle peak shaving and grid services automatically\n- Enclosures rated IP55, IP65 and IP66 for outdoor and coastal sites\n- The five steps of the Open API: apply offline, log in to the API console, read the usage guide, test and debug, develop\n\nIntegrators, energy service companies and network operators are welcome to book a meeting in advance.',
      },
      en: {
        title: 'Voltara at the Paris Renewables & Storage Show',
        location: 'Paris Expo Porte de Versailles, Paris, France',
        summary:
          'Utility and commercial storage, and the Open API for integrators, at stand 3-F21.',
        body: 'At **stand 3-F21** we will present our full storage range to the French market.\n\n- How Pangu OS brings battery, PCS and site data together to handle peak shaving and grid services automatically\n- Enclosures rated IP55, IP65 and IP66 for outdoor and coastal sites\n- The five steps of the Open API: apply offline, log in to the API console, read the usage guide, test and debug, develop\n\nIntegrators, energy service companies and utilities are welcome to book a meeting in advance.',
      },
      de: {
        title: 'Voltara auf der Pariser Messe für erneuerbare Energien und Speicher',
        location: 'Paris Expo Porte de Versailles, Paris, Frankreich',
        summary: 'Netz- und Gewerbespeicher sowie die Open API für Integratoren an Stand 3-F21.',
        body: 'An **Stand 3-F21** stellen wir dem französischen Markt unser gesamtes Speicherprogramm vor.\n\n- Wie Pangu OS Batterie-, PCS- und Standortdaten zusammenführt und Lastspitzenkappung sowie Netzdienstleistungen automatisch übernimmt\n- Gehäuse in den Schutzarten IP55, IP65 und IP66 für Außen- und Küstenstandorte\n- Die fünf Schritte zur Open API: offline beantragen, in der API-Konsole anmelden, Nutzungsanleitung lesen, testen und debuggen, entwickeln\n\nIntegratoren, Energiedienstleister und Netzbetreiber können vorab einen Gesprächstermin vereinbaren.',
      },
      it: {
        title: 'Voltara al Salone delle rinnovabili e dell’accumulo di Parigi',
        location: 'Paris Expo Porte de Versailles, Parigi, Francia',
        summary: 'Accumulo per reti e imprese e l’Open API per gli integratori, allo stand 3-F21.',
        body: 'Allo **stand 3-F21** presenteremo al mercato francese l’intera gamma di accumulo.\n\n- Come Pangu OS riunisce i dati di batterie, PCS e sito per gestire automaticamente la riduzione dei picchi e i servizi di rete\n- Involucri con grado di protezione IP55, IP65 e IP66 per siti all’aperto e costieri\n- I cinque passaggi dell’Open API: richiesta offline, accesso alla console API, lettura della guida all’uso, test e correzioni, sviluppo\n\nIntegratori, società di servizi energetici e gestori di rete possono prenotare un incontro in anticipo.',
      },
      nl: {
        title: 'Voltara op de beurs voor hernieuwbare energie en opslag in Parijs',
        location: 'Paris Expo Porte de Versailles, Parijs, Frankrijk',
        summary:
          'Opslag voor netbeheer en bedrijven, en de Open API voor integrators, op stand 3-F21.',
        body: 'Op **stand 3-F21** presenteren we ons volledige opslagaanbod aan de Franse markt.\n\n- Hoe Pangu OS batterij-, PCS- en locatiegegevens samenbrengt voor automatische piekbeperking en netdiensten\n- Behuizingen met beschermingsgraad IP55, IP65 en IP66 voor buitenlocaties en kustgebieden\n- De vijf stappen van de Open API: offline aanvragen, inloggen op de API-console, de gebruikershandleiding lezen, testen en debuggen, ontwikkelen\n\nIntegrators, energiedienstverleners en netbeheerders kunnen vooraf een afspraak plannen.',
      },
      fr: {
        title: 'Voltara au Salon des énergies renouvelables et du stockage de Paris',
        location: 'Paris Expo Porte de Versailles, Paris, France',
        summary:
          "Stockage pour les réseaux et les entreprises, et l'Open API pour les intégrateurs, stand 3-F21.",
        body: "Sur le **stand 3-F21**, nous présenterons au marché français toute notre gamme de stockage.\n\n- Comment Pangu OS réunit les données des batteries, du PCS et du site pour assurer automatiquement l'écrêtement des pointes et les services réseau\n- Des enveloppes IP55, IP65 et IP66 pour les sites extérieurs et littoraux\n- Les cinq étapes de l'Open API : demande hors ligne, connexion à la console API, lecture du guide d'utilisation, tests et débogage, développement\n\nIntégrateurs, sociétés de services énergétiques et gestionnaires de réseau peuvent réserver un rendez-vous à l'avance.",
      },
    },
  ),
  ...perLanguage(
    {
      id: 8,
      type: 'activity' as const,
      ...span(-20, -20),
      coverUrl: '/images/content/event-8.svg',
    },
    {
      cn: {
        title: '参观江苏 50 MWh 电网侧储能电站',
        location: '中国江苏',
        summary: '电网企业和大型用户代表实地参观了运行中的储能电站。',
        body: '四十位来自电网企业、发电集团和大型工商业用户的代表在现场度过了一天。\n\n- 在中控室观看 Pangu OS 如何根据调度指令在数秒内响应调频\n- 了解集装箱消防系统如何在 15 秒内启动\n- 与运维团队交流电站在 -20 至 55 °C 环境下的运行数据\n\n如您希望参观下一期，请联系我们的电网级储能团队。',
      },
      au: {
        title: 'Site visit: the 50 MWh grid-support plant in Jiangsu',
        location: 'Jiangsu, China',
        summary: 'Utilities and large energy users toured a storage plant in operation.',
        body: 'Forty representatives of network operators, generators and large commercial users spent the day on site.\n\n- In the control room, Pangu OS answered frequency dispatch signals within seconds\n- A walk-through of the container fire suppression system, which acts within 15 seconds\n- Operating data from the maintenance team on running the plant from -20 to 55 °C\n\nTo join the next visit, contact our utility storage team.',
      },
      en: {
        title: 'Site visit: the 50 MWh grid-support plant in Jiangsu',
        location: 'Jiangsu, China',
        summary: 'Utilities and large energy users toured a storage plant in operation.',
        body: 'Forty representatives of utilities, generators and large commercial users spent the day on site.\n\n- In the control room, Pangu OS answered frequency dispatch signals within seconds\n- A walk-through of the container fire suppression system, which acts within 15 seconds\n- Operating data from the maintenance team on running the plant from -20 to 55 °C\n\nTo join the next visit, contact our utility storage team.',
      },
      de: {
        title: 'Standortbesuch: der 50-MWh-Netzspeicher in Jiangsu',
        location: 'Jiangsu, China',
        summary:
          'Energieversorger und Großverbraucher besichtigten einen Speicher im laufenden Betrieb.',
        body: 'Vierzig Vertreter von Netzbetreibern, Erzeugern und gewerblichen Großverbrauchern verbrachten einen Tag vor Ort.\n\n- In der Leitwarte reagierte Pangu OS innerhalb von Sekunden auf Frequenz-Abrufsignale\n- Rundgang durch die Brandunterdrückung der Container, die innerhalb von 15 Sekunden auslöst\n- Betriebsdaten des Wartungsteams zum Einsatz von -20 bis 55 °C\n\nWenn Sie beim nächsten Besuch dabei sein möchten, wenden Sie sich an unser Team für Netzspeicher.',
      },
      it: {
        title: 'Visita all’impianto di supporto alla rete da 50 MWh nel Jiangsu',
        location: 'Jiangsu, Cina',
        summary:
          'Gestori di rete e grandi utenti hanno visitato un impianto di accumulo in esercizio.',
        body: 'Quaranta rappresentanti di gestori di rete, produttori e grandi utenti commerciali hanno trascorso la giornata sul sito.\n\n- In sala controllo, Pangu OS ha risposto in pochi secondi ai segnali di regolazione della frequenza\n- Visita guidata al sistema antincendio dei container, che interviene entro 15 secondi\n- Dati di esercizio del team di manutenzione sul funzionamento da -20 a 55 °C\n\nPer partecipare alla prossima visita, contatta il nostro team per l’accumulo su scala di rete.',
      },
      nl: {
        title: 'Locatiebezoek: de netondersteunende centrale van 50 MWh in Jiangsu',
        location: 'Jiangsu, China',
        summary: 'Netbeheerders en grootverbruikers bezochten een opslagcentrale in bedrijf.',
        body: 'Veertig vertegenwoordigers van netbeheerders, producenten en grote zakelijke verbruikers brachten de dag op de locatie door.\n\n- In de controlekamer reageerde Pangu OS binnen enkele seconden op frequentiesignalen\n- Een rondgang langs de brandblusinstallatie van de containers, die binnen 15 seconden ingrijpt\n- Bedrijfsgegevens van het onderhoudsteam over de werking van -20 tot 55 °C\n\nWilt u bij het volgende bezoek zijn? Neem contact op met ons team voor netopslag.',
      },
      fr: {
        title: 'Visite de la centrale de soutien au réseau de 50 MWh dans le Jiangsu',
        location: 'Jiangsu, Chine',
        summary:
          'Gestionnaires de réseau et grands consommateurs ont visité une centrale de stockage en exploitation.',
        body: "Quarante représentants de gestionnaires de réseau, de producteurs et de grands consommateurs ont passé la journée sur le site.\n\n- En salle de contrôle, Pangu OS a répondu en quelques secondes aux signaux de réglage de fréquence\n- Visite du système d'extinction des conteneurs, qui agit en moins de 15 secondes\n- Données d'exploitation de l'équipe de maintenance sur le fonctionnement de -20 à 55 °C\n\nPour participer à la prochaine visite, contactez notre équipe stockage réseau.",
      },
    },
  ),
];
