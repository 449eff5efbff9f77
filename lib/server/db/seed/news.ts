import 'server-only';
import type { news } from '../schema';
import { perLanguage } from './per-language';

const cover = (id: number) => `/images/content/news-${id}.svg`;

export const newsSeed: (typeof news.$inferInsert)[] = [
  ...perLanguage(
    { id: 1, publishedOn: '2026-10-14', coverUrl: cover(1) },
    {
      cn: {
        title: 'Voltara 第三个生产中心正式投产',
        summary: '储能电池年产能达到 2.5 GWh，交付周期进一步缩短。',
        body: 'Voltara 第三个生产中心已正式投产。三大生产中心合计每年可生产 **2.5 GWh** 储能电池，足以满足数万户家庭以及不断增长的工商业和电网级项目需求。\n\n## 新生产中心的产品\n\n新产线主要生产高压磷酸铁锂电池箱和三相混合储能系统，依托公司 16 年的研发积累。每个模块在包装前都要通过容量、绝缘和通信的出厂测试。\n\n| 产品线 | 关键参数 |\n|---|---|\n| 高压磷酸铁锂电池箱 | 4.99–29.94 kWh，1C 循环超过 10000 次 |\n| 三相混合储能系统 | 5–13 kW，单台 9.98–29.94 kWh |\n| 储能变流器 | 60 kW 和 62.5 kW，效率高达 99% |\n\n## 对客户意味着什么\n\n- **交付更快：** 订单由三个生产中心分担，不再只依靠两处。\n- **供应更稳：** 任一基地停产检修时，另外两处可继续保障交付。\n- **品质一致：** 三个生产中心采用相同的工艺、测试台和追溯系统。\n\n安装商和经销商可在 ECOS Hub 中查看当前交付周期，或咨询您的 Voltara 销售联系人。',
      },
      au: {
        title: 'Voltara opens its third production centre',
        summary:
          'Annual manufacturing capacity reaches 2.5 GWh, with shorter lead times for Australian installers.',
        body: "Voltara has started production at its third manufacturing centre. Together, the three sites can now build **2.5 GWh** of battery storage a year, enough for tens of thousands of homes and a growing pipeline of commercial and utility projects.\n\n## What the new centre builds\n\nThe new lines assemble our high-voltage LFP battery boxes and three-phase hybrid systems, backed by 16 years of research and development. Every module passes an end-of-line test of capacity, insulation and communication before it's packed.\n\n| Product line | Key figures |\n|---|---|\n| High-voltage LFP battery box | 4.99–29.94 kWh, more than 10,000 cycles at 1C |\n| Three-phase hybrid system | 5–13 kW, 9.98–29.94 kWh per unit |\n| Power conversion system | 60 kW and 62.5 kW, up to 99% efficiency |\n\n## What it means for customers\n\n- **Shorter lead times:** orders are spread across three sites instead of two, so Australian installers can plan jobs with more certainty.\n- **Resilience:** if one site pauses for maintenance, the other two keep deliveries moving.\n- **Consistent quality:** all three centres share the same process, test benches and traceability system.\n\nInstallers and distributors can check current delivery times in ECOS Hub or ask their Voltara sales contact.",
      },
      en: {
        title: 'Voltara opens its third production center',
        summary: 'Annual manufacturing capacity now reaches 2.5 GWh of battery storage.',
        body: 'Voltara has started production at its third manufacturing center. Together, the three sites can now build **2.5 GWh** of battery storage a year, enough for tens of thousands of homes and a growing pipeline of commercial and utility projects.\n\n## What the new center builds\n\nThe new lines assemble our high-voltage LFP battery boxes and three-phase hybrid systems, backed by 16 years of research and development. Every module passes an end-of-line test of capacity, insulation and communication before it is packed.\n\n| Product line | Key figures |\n|---|---|\n| High-voltage LFP battery box | 4.99–29.94 kWh, more than 10,000 cycles at 1C |\n| Three-phase hybrid system | 5–13 kW, 9.98–29.94 kWh per unit |\n| Power conversion system | 60 kW and 62.5 kW, up to 99% efficiency |\n\n## What it means for customers\n\n- **Shorter lead times:** orders are spread across three sites instead of two.\n- **Resilience:** if one site pauses for maintenance, the other two keep deliveries moving.\n- **Consistent quality:** all three centers share the same process, test benches and traceability system.\n\nInstallers and distributors can check current delivery times in ECOS Hub or ask their Voltara sales contact.',
      },
      de: {
        title: 'Voltara eröffnet sein drittes Produktionszentrum',
        summary: 'Die jährliche Fertigungskapazität erreicht nun 2,5 GWh Batteriespeicher.',
        body: 'Voltara hat die Produktion in seinem dritten Fertigungszentrum aufgenommen. Zusammen fertigen die drei Standorte nun **2,5 GWh** Batteriespeicher pro Jahr – genug für Zehntausende Haushalte und eine wachsende Zahl von Gewerbe- und Netzprojekten.\n\n## Was im neuen Zentrum entsteht\n\nAuf den neuen Linien entstehen unsere Hochvolt-LFP-Batterieboxen und dreiphasigen Hybridsysteme – gestützt auf 16 Jahre Forschung und Entwicklung. Jedes Modul durchläuft vor dem Verpacken eine Endprüfung von Kapazität, Isolation und Kommunikation.\n\n| Produktlinie | Kennzahlen |\n|---|---|\n| Hochvolt-LFP-Batteriebox | 4,99–29,94 kWh, mehr als 10.000 Zyklen bei 1C |\n| Dreiphasiges Hybridsystem | 5–13 kW, 9,98–29,94 kWh pro Gerät |\n| Leistungswandler (PCS) | 60 kW und 62,5 kW, bis zu 99 % Wirkungsgrad |\n\n## Was das für Kunden bedeutet\n\n- **Kürzere Lieferzeiten:** Aufträge verteilen sich auf drei statt zwei Standorte.\n- **Ausfallsicherheit:** Pausiert ein Werk für Wartungsarbeiten, liefern die beiden anderen weiter.\n- **Gleichbleibende Qualität:** Alle drei Zentren arbeiten mit denselben Prozessen, Prüfständen und demselben Rückverfolgungssystem.\n\nInstallateure und Händler sehen die aktuellen Lieferzeiten in ECOS Hub oder erfahren sie bei ihrem Voltara-Vertriebsansprechpartner.',
      },
      it: {
        title: 'Voltara inaugura il suo terzo centro produttivo',
        summary: 'La capacità produttiva annua raggiunge ora 2,5 GWh di accumulo a batteria.',
        body: "Voltara ha avviato la produzione nel suo terzo centro produttivo. Insieme, i tre stabilimenti possono ora produrre **2,5 GWh** di sistemi di accumulo all'anno: abbastanza per decine di migliaia di abitazioni e per un numero crescente di progetti commerciali e di rete.\n\n## Cosa produce il nuovo centro\n\nLe nuove linee assemblano i nostri battery box LFP ad alta tensione e i sistemi ibridi trifase, frutto di 16 anni di ricerca e sviluppo. Prima dell'imballaggio ogni modulo supera un collaudo finale di capacità, isolamento e comunicazione.\n\n| Linea di prodotto | Dati principali |\n|---|---|\n| Battery box LFP ad alta tensione | 4,99–29,94 kWh, oltre 10.000 cicli a 1C |\n| Sistema ibrido trifase | 5–13 kW, 9,98–29,94 kWh per unità |\n| Convertitore di potenza (PCS) | 60 kW e 62,5 kW, efficienza fino al 99% |\n\n## Cosa cambia per i clienti\n\n- **Tempi di consegna più brevi:** gli ordini si distribuiscono su tre stabilimenti anziché due.\n- **Continuità:** se un sito si ferma per manutenzione, gli altri due continuano a consegnare.\n- **Qualità costante:** i tre centri condividono processi, banchi di collaudo e sistema di tracciabilità.\n\nInstallatori e distributori possono verificare i tempi di consegna attuali in ECOS Hub o chiedere al proprio referente commerciale Voltara.",
      },
      nl: {
        title: 'Voltara opent zijn derde productiecentrum',
        summary: 'De jaarlijkse productiecapaciteit bedraagt nu 2,5 GWh aan batterijopslag.',
        body: 'Voltara is gestart met de productie in zijn derde productiecentrum. Samen produceren de drie locaties nu **2,5 GWh** aan batterijopslag per jaar: genoeg voor tienduizenden woningen en een groeiend aantal zakelijke en netprojecten.\n\n## Wat het nieuwe centrum bouwt\n\nOp de nieuwe lijnen worden onze hoogspannings-LFP-batterijboxen en driefasige hybride systemen gebouwd, gebaseerd op 16 jaar onderzoek en ontwikkeling. Elke module doorloopt voor het verpakken een eindtest van capaciteit, isolatie en communicatie.\n\n| Productlijn | Kerncijfers |\n|---|---|\n| Hoogspannings-LFP-batterijbox | 4,99–29,94 kWh, meer dan 10.000 cycli bij 1C |\n| Driefasig hybride systeem | 5–13 kW, 9,98–29,94 kWh per unit |\n| Omvormer (PCS) | 60 kW en 62,5 kW, rendement tot 99% |\n\n## Wat het betekent voor klanten\n\n- **Kortere levertijden:** orders worden over drie in plaats van twee locaties verdeeld.\n- **Leverzekerheid:** staat één locatie stil voor onderhoud, dan leveren de andere twee gewoon door.\n- **Constante kwaliteit:** alle drie de centra gebruiken hetzelfde proces, dezelfde testbanken en hetzelfde traceersysteem.\n\nInstallateurs en distributeurs zien de actuele levertijden in ECOS Hub of vragen ze op bij hun verkoopcontact van Voltara.',
      },
      fr: {
        title: 'Voltara ouvre son troisième centre de production',
        summary:
          'La capacité de fabrication annuelle atteint désormais 2,5 GWh de stockage par batterie.',
        body: "Voltara a lancé la production dans son troisième centre de fabrication. Ensemble, les trois sites peuvent désormais produire **2,5 GWh** de stockage par batterie par an, de quoi équiper des dizaines de milliers de foyers et un nombre croissant de projets commerciaux et réseau.\n\n## Ce que fabrique le nouveau centre\n\nLes nouvelles lignes assemblent nos batteries LFP haute tension et nos systèmes hybrides triphasés, fruit de 16 ans de recherche et développement. Avant emballage, chaque module passe un test de fin de ligne portant sur la capacité, l'isolement et la communication.\n\n| Gamme | Chiffres clés |\n|---|---|\n| Batterie LFP haute tension | 4,99–29,94 kWh, plus de 10 000 cycles à 1C |\n| Système hybride triphasé | 5–13 kW, 9,98–29,94 kWh par unité |\n| Convertisseur de puissance (PCS) | 60 kW et 62,5 kW, rendement jusqu'à 99 % |\n\n## Ce que cela change pour les clients\n\n- **Des délais plus courts :** les commandes sont réparties sur trois sites au lieu de deux.\n- **Une continuité assurée :** si un site s'arrête pour maintenance, les deux autres continuent de livrer.\n- **Une qualité constante :** les trois centres partagent les mêmes procédés, bancs de test et système de traçabilité.\n\nInstallateurs et distributeurs peuvent consulter les délais de livraison actuels dans ECOS Hub ou auprès de leur contact commercial Voltara.",
      },
    },
  ),
  ...perLanguage(
    { id: 2, publishedOn: '2026-09-02', coverUrl: cover(2) },
    {
      cn: {
        title: '认证安装商安装的系统享受 10 年质保',
        summary: '由 Voltara 认证安装商调试的系统，用户可享受十年质保。',
        body: '即日起，凡由 Voltara 认证安装商安装并调试的系统，均享受 **10 年质保**。\n\n## 质保范围\n\n- 三相混合储能系统及其连接的高压磷酸铁锂电池箱\n- 故障部件的维修与更换\n- 服务团队通过 ECOS Hub 提供的远程诊断和维护\n\n## 房主如何获得质保\n\n1. 在官网的认证安装商名单中选择安装商。\n2. 安装商完成调试，并在 ECOS Hub 中登记系统。\n3. 质保证书将出现在 ECOS 应用中，可随时下载。\n\n## 安装商如何获得认证\n\n安装商参加一天的培训即可获得认证，内容涵盖系统设计、电池箱堆叠安装、调试和安全规范。认证分为销售认证和技术认证，**证书归个人所有**，跟随安装商本人。团队同时持有两类证书的公司即可成为**认证合作伙伴**，享受优先支持、项目推荐和官网展示。\n\n近期培训日期请见安装商页面。',
      },
      au: {
        title: '10-year warranty for systems installed by certified installers',
        summary:
          'Homeowners are covered for ten years when a Voltara-certified installer commissions their system.',
        body: 'From today, every Voltara system installed and commissioned by a certified installer carries a **10-year warranty**, for homes right around Australia.\n\n## What the warranty covers\n\n- The three-phase hybrid system and the high-voltage LFP battery boxes connected to it\n- Repair and replacement of faulty components\n- Remote diagnosis and maintenance by our service team through ECOS Hub\n\n## How homeowners get it\n\n1. Choose an installer from the certified list on our website.\n2. The installer commissions the system and registers it in ECOS Hub.\n3. The warranty certificate appears in the ECOS app, ready to download.\n\n## How installers get certified\n\nInstallers earn certification in a one-day training session covering system design, stacking the battery box, commissioning and safety. There are sales and technical certifications, and **certificates belong to the person**, so they move with the installer. A company whose team holds both becomes a **certified partner**, with priority support, project referrals and a listing on our website.\n\nCheck the installer page for upcoming dates.',
      },
      en: {
        title: '10-year warranty for systems installed by certified installers',
        summary:
          'Homeowners get ten years of coverage when a Voltara-certified installer commissions their system.',
        body: 'Starting today, every Voltara system installed and commissioned by a certified installer carries a **10-year warranty**.\n\n## What the warranty covers\n\n- The three-phase hybrid system and the high-voltage LFP battery boxes connected to it\n- Repair and replacement of faulty components\n- Remote diagnosis and maintenance by our service team through ECOS Hub\n\n## How homeowners get it\n\n1. Choose an installer from the certified list on our website.\n2. The installer commissions the system and registers it in ECOS Hub.\n3. The warranty certificate appears in the ECOS app, ready to download.\n\n## How installers get certified\n\nInstallers earn certification in a one-day training session covering system design, stacking the battery box, commissioning and safety. There are sales and technical certifications, and **certificates belong to the person**, so they move with the installer. A company whose team holds both becomes a **certified partner**, with priority support, project referrals and a listing on our website.\n\nSee the installer page for upcoming dates.',
      },
      de: {
        title: '10 Jahre Garantie bei Installation durch zertifizierte Installateure',
        summary:
          'Hausbesitzer erhalten zehn Jahre Garantie, wenn ein von Voltara zertifizierter Installateur ihr System in Betrieb nimmt.',
        body: 'Ab sofort gilt für jedes Voltara-System, das von einem zertifizierten Installateur installiert und in Betrieb genommen wird, eine **Garantie von 10 Jahren**.\n\n## Was die Garantie abdeckt\n\n- Das dreiphasige Hybridsystem und die daran angeschlossenen Hochvolt-LFP-Batterieboxen\n- Reparatur und Austausch defekter Komponenten\n- Ferndiagnose und Wartung durch unser Serviceteam über ECOS Hub\n\n## So erhalten Hausbesitzer die Garantie\n\n1. Wählen Sie einen Installateur aus der Liste zertifizierter Betriebe auf unserer Website.\n2. Der Installateur nimmt das System in Betrieb und registriert es in ECOS Hub.\n3. Das Garantiezertifikat erscheint in der ECOS-App und steht zum Download bereit.\n\n## So werden Installateure zertifiziert\n\nInstallateure erhalten die Zertifizierung in einer eintägigen Schulung zu Systemauslegung, Stapelmontage der Batteriebox, Inbetriebnahme und Sicherheit. Es gibt eine Vertriebs- und eine technische Zertifizierung; **Zertifikate gelten für die Person** und gehen mit dem Installateur mit. Ein Unternehmen, dessen Team beide besitzt, wird **zertifizierter Partner** – mit bevorzugtem Support, Projektvermittlungen und einem Eintrag auf unserer Website.\n\nDie nächsten Termine finden Sie auf der Installateur-Seite.',
      },
      it: {
        title: 'Garanzia di 10 anni con gli installatori certificati',
        summary:
          'Dieci anni di copertura quando il sistema viene messo in servizio da un installatore certificato Voltara.',
        body: "Da oggi ogni sistema Voltara installato e messo in servizio da un installatore certificato gode di una **garanzia di 10 anni**.\n\n## Cosa copre la garanzia\n\n- Il sistema ibrido trifase e i battery box LFP ad alta tensione collegati\n- Riparazione e sostituzione dei componenti difettosi\n- Diagnosi e manutenzione da remoto da parte del nostro servizio tecnico tramite ECOS Hub\n\n## Come ottenerla\n\n1. Scegli un installatore dall'elenco dei certificati sul nostro sito.\n2. L'installatore mette in servizio il sistema e lo registra in ECOS Hub.\n3. Il certificato di garanzia compare nell'app ECOS, pronto da scaricare.\n\n## Come si certificano gli installatori\n\nGli installatori ottengono la certificazione con un corso di un giorno su progettazione, montaggio del battery box, messa in servizio e sicurezza. Esistono una certificazione commerciale e una tecnica; **i certificati sono personali** e seguono l'installatore. Un'azienda il cui team le possiede entrambe diventa **partner certificato**, con assistenza prioritaria, segnalazioni di progetti e presenza nell'elenco sul nostro sito.\n\nLe prossime date sono disponibili nella pagina dedicata agli installatori.",
      },
      nl: {
        title: '10 jaar garantie bij installatie door gecertificeerde installateurs',
        summary:
          'Huiseigenaren krijgen tien jaar garantie wanneer een door Voltara gecertificeerde installateur hun systeem in bedrijf stelt.',
        body: 'Vanaf vandaag geldt voor elk Voltara-systeem dat door een gecertificeerde installateur is geïnstalleerd en in bedrijf gesteld een **garantie van 10 jaar**.\n\n## Wat de garantie dekt\n\n- Het driefasige hybride systeem en de aangesloten hoogspannings-LFP-batterijboxen\n- Reparatie en vervanging van defecte onderdelen\n- Diagnose en onderhoud op afstand door ons serviceteam via ECOS Hub\n\n## Zo krijgen huiseigenaren de garantie\n\n1. Kies een installateur uit de lijst met gecertificeerde bedrijven op onze website.\n2. De installateur stelt het systeem in bedrijf en registreert het in ECOS Hub.\n3. Het garantiecertificaat verschijnt in de ECOS-app, klaar om te downloaden.\n\n## Zo worden installateurs gecertificeerd\n\nInstallateurs behalen de certificering in een training van één dag over systeemontwerp, het stapelen van de batterijbox, inbedrijfstelling en veiligheid. Er is een verkoop- en een technische certificering; **certificaten zijn persoonsgebonden** en gaan mee met de installateur. Een bedrijf waarvan het team beide bezit, wordt **gecertificeerde partner**, met voorrang bij ondersteuning, projectdoorverwijzingen en een vermelding op onze website.\n\nKijk op de installateurspagina voor de komende data.',
      },
      fr: {
        title: 'Garantie de 10 ans avec les installateurs certifiés',
        summary:
          'Dix ans de garantie lorsque le système est mis en service par un installateur certifié Voltara.',
        body: "Désormais, tout système Voltara installé et mis en service par un installateur certifié bénéficie d'une **garantie de 10 ans**.\n\n## Ce que couvre la garantie\n\n- Le système hybride triphasé et les batteries LFP haute tension qui y sont raccordées\n- La réparation et le remplacement des composants défectueux\n- Le diagnostic et la maintenance à distance par notre équipe de service via ECOS Hub\n\n## Comment en bénéficier\n\n1. Choisissez un installateur dans la liste des professionnels certifiés sur notre site.\n2. L'installateur met le système en service et l'enregistre dans ECOS Hub.\n3. Le certificat de garantie apparaît dans l'application ECOS, prêt à être téléchargé.\n\n## Comment les installateurs se certifient\n\nLes installateurs obtiennent leur certification lors d'une formation d'une journée consacrée à la conception, à l'empilement des batteries, à la mise en service et à la sécurité. Il existe une certification commerciale et une certification technique ; **les certificats sont nominatifs** et suivent l'installateur. Une entreprise dont l'équipe détient les deux devient **partenaire certifié**, avec assistance prioritaire, recommandations de projets et référencement sur notre site.\n\nConsultez la page installateurs pour les prochaines dates.",
      },
    },
  ),
  ...perLanguage(
    { id: 3, publishedOn: '2026-06-18', coverUrl: cover(3) },
    {
      cn: {
        title: '新款电池箱在 -20 °C 下仍可满功率运行',
        summary: '高压磷酸铁锂电池箱可堆叠扩展至 4.99–29.94 kWh，15 分钟即可完成安装。',
        body: '全新高压磷酸铁锂电池箱在 **-20 °C 下仍可输出 100% 功率**，寒冷的清晨也不会影响家庭储能系统的出力。\n\n## 主要参数\n\n- 模块化堆叠，容量 4.99–29.94 kWh\n- 1C 条件下循环寿命超过 10000 次\n- 15 分钟完成堆叠安装，节省 75% 安装时间\n\n## 为什么低温性能很重要\n\n普通锂电池在低温下会限制充放电功率，恰好在冬季早晨取暖和热水需求最大的时候。新电池箱内置电芯加热和智能热管理，使电芯始终保持在最佳工作温度，安装在车库、棚屋或室外墙面都能满功率运行。\n\n## 为安装商节省时间\n\n模块之间采用免接线的插接设计，底座调平后逐层堆叠即可，无需在模块之间布线。一组电池只需 **15 分钟**即可安装完毕，与传统方案相比节省 75% 的安装时间，一天内可以完成更多项目。\n\n新电池箱与三相混合储能系统完全兼容，现已通过我们的经销商网络供货。',
      },
      au: {
        title: 'New battery box keeps full power at -20 °C',
        summary:
          'The high-voltage LFP battery box stacks from 4.99 to 29.94 kWh and installs in 15 minutes.',
        body: 'Our new high-voltage LFP battery box delivers **100% of its power at -20 °C**, so homes from the Snowy Mountains to the Tasmanian highlands keep full output on frosty mornings.\n\n## Key figures\n\n- 4.99 to 29.94 kWh in stackable modules\n- More than 10,000 cycles at 1C\n- A stack installs in 15 minutes, saving 75% of installation time\n\n## Why cold performance matters\n\nOrdinary lithium batteries limit their charge and discharge power in the cold, just when winter mornings bring the biggest demand for heating and hot water. The new box has built-in cell heating and smart thermal management, so the cells stay at their best operating temperature whether the box is in a garage, a shed or on an outside wall.\n\n## Time saved for installers\n\nThe modules plug into each other with no cabling between them: level the base, then stack. A full stack goes up in **15 minutes**, 75% faster than conventional systems, so crews can fit more jobs into a day.\n\nThe new battery box is fully compatible with the three-phase hybrid system and is available now through our distributor network.',
      },
      en: {
        title: 'New battery box keeps full power at -20 °C',
        summary:
          'The high-voltage LFP battery box stacks from 4.99 to 29.94 kWh and installs in 15 minutes.',
        body: 'Our new high-voltage LFP battery box delivers **100% of its power at -20 °C** (-4 °F), so cold mornings no longer cut the output of a home system.\n\n## Key figures\n\n- 4.99 to 29.94 kWh in stackable modules\n- More than 10,000 cycles at 1C\n- A stack installs in 15 minutes, saving 75% of installation time\n\n## Why cold performance matters\n\nOrdinary lithium batteries limit their charge and discharge power in the cold, just when winter mornings bring the biggest demand for heating and hot water. The new box has built-in cell heating and smart thermal management, so the cells stay at their best operating temperature whether the box is in a garage, a shed or on an outside wall.\n\n## Time saved for installers\n\nThe modules plug into each other with no cabling between them: level the base, then stack. A full stack goes up in **15 minutes**, 75% faster than conventional systems, so crews can fit more jobs into a day.\n\nThe new battery box is fully compatible with the three-phase hybrid system and is available now through our distributor network.',
      },
      de: {
        title: 'Neue Batteriebox liefert bei -20 °C volle Leistung',
        summary:
          'Die Hochvolt-LFP-Batteriebox lässt sich von 4,99 bis 29,94 kWh stapeln und ist in 15 Minuten installiert.',
        body: 'Unsere neue Hochvolt-LFP-Batteriebox liefert **bei -20 °C 100 % ihrer Leistung** – kalte Morgen bremsen das Heimspeichersystem nicht mehr aus.\n\n## Die wichtigsten Daten\n\n- 4,99 bis 29,94 kWh in stapelbaren Modulen\n- Mehr als 10.000 Zyklen bei 1C\n- Ein Stapel ist in 15 Minuten montiert, 75 % weniger Installationszeit\n\n## Warum Kälteleistung zählt\n\nHerkömmliche Lithiumbatterien drosseln bei Kälte ihre Lade- und Entladeleistung – ausgerechnet an Wintermorgen, wenn Heizung und Warmwasser am meisten Energie brauchen. Die neue Box besitzt eine integrierte Zellheizung und ein intelligentes Thermomanagement. So bleiben die Zellen im optimalen Temperaturbereich, ob die Box in der Garage, im Schuppen oder an der Außenwand hängt.\n\n## Zeitgewinn für Installateure\n\nDie Module werden ohne Verkabelung untereinander gesteckt: Sockel ausrichten, dann stapeln. Ein kompletter Stapel steht in **15 Minuten** – 75 % schneller als bei herkömmlichen Systemen. So schaffen Teams mehr Aufträge am Tag.\n\nDie neue Batteriebox ist vollständig mit dem dreiphasigen Hybridsystem kompatibel und ab sofort über unser Händlernetz erhältlich.',
      },
      it: {
        title: 'Il nuovo battery box mantiene piena potenza a -20 °C',
        summary:
          'Il battery box LFP ad alta tensione si impila da 4,99 a 29,94 kWh e si installa in 15 minuti.',
        body: "Il nostro nuovo battery box LFP ad alta tensione eroga **il 100% della potenza a -20 °C**: le mattine fredde non riducono più la resa del sistema domestico.\n\n## Dati principali\n\n- Da 4,99 a 29,94 kWh con moduli impilabili\n- Oltre 10.000 cicli a 1C\n- Una pila si installa in 15 minuti, con il 75% di tempo di installazione risparmiato\n\n## Perché conta il funzionamento al freddo\n\nLe comuni batterie al litio riducono la potenza di carica e scarica quando fa freddo, proprio nelle mattine d'inverno in cui riscaldamento e acqua calda richiedono più energia. Il nuovo battery box integra il riscaldamento delle celle e una gestione termica intelligente: le celle restano alla temperatura ideale, che il box sia in garage, in un capanno o su una parete esterna.\n\n## Tempo risparmiato per gli installatori\n\nI moduli si innestano l'uno sull'altro senza cavi intermedi: si livella la base e si impila. Una pila completa si monta in **15 minuti**, il 75% più in fretta rispetto ai sistemi tradizionali, così le squadre completano più lavori al giorno.\n\nIl nuovo battery box è pienamente compatibile con il sistema ibrido trifase ed è già disponibile presso la nostra rete di distributori.",
      },
      nl: {
        title: 'Nieuwe batterijbox levert volledig vermogen bij -20 °C',
        summary:
          'De hoogspannings-LFP-batterijbox is stapelbaar van 4,99 tot 29,94 kWh en in 15 minuten geïnstalleerd.',
        body: 'Onze nieuwe hoogspannings-LFP-batterijbox levert **100% vermogen bij -20 °C**, zodat koude ochtenden het vermogen van een thuissysteem niet meer beperken.\n\n## Kerncijfers\n\n- 4,99 tot 29,94 kWh in stapelbare modules\n- Meer dan 10.000 cycli bij 1C\n- Een stapel is in 15 minuten geïnstalleerd: 75% minder installatietijd\n\n## Waarom prestaties bij kou belangrijk zijn\n\nGewone lithiumbatterijen beperken bij kou hun laad- en ontlaadvermogen, juist op winterochtenden wanneer verwarming en warm water de meeste energie vragen. De nieuwe box heeft ingebouwde celverwarming en slim thermisch beheer, zodat de cellen op hun ideale temperatuur blijven, of de box nu in de garage, in een schuur of aan een buitenmuur hangt.\n\n## Tijdwinst voor installateurs\n\nDe modules klikken zonder bekabeling op elkaar: sokkel waterpas zetten en stapelen. Een complete stapel staat er in **15 minuten**, 75% sneller dan bij gangbare systemen, zodat ploegen meer klussen per dag afronden.\n\nDe nieuwe batterijbox is volledig compatibel met het driefasige hybride systeem en nu verkrijgbaar via ons distributeursnetwerk.',
      },
      fr: {
        title: 'La nouvelle batterie garde toute sa puissance à -20 °C',
        summary:
          "La batterie LFP haute tension s'empile de 4,99 à 29,94 kWh et s'installe en 15 minutes.",
        body: "Notre nouvelle batterie LFP haute tension délivre **100 % de sa puissance à -20 °C** : les matins froids ne réduisent plus la production d'un système résidentiel.\n\n## Chiffres clés\n\n- De 4,99 à 29,94 kWh en modules empilables\n- Plus de 10 000 cycles à 1C\n- Une pile s'installe en 15 minutes, soit 75 % de temps d'installation en moins\n\n## Pourquoi les performances à froid comptent\n\nLes batteries lithium ordinaires limitent leur puissance de charge et de décharge par temps froid, justement les matins d'hiver où le chauffage et l'eau chaude demandent le plus d'énergie. La nouvelle batterie intègre un chauffage des cellules et une gestion thermique intelligente : les cellules restent à leur température idéale, que la batterie soit installée au garage, dans un abri ou sur un mur extérieur.\n\n## Du temps gagné pour les installateurs\n\nLes modules s'emboîtent sans câblage entre eux : on met le socle de niveau, puis on empile. Une pile complète se monte en **15 minutes**, 75 % plus vite qu'avec les systèmes classiques, ce qui permet aux équipes de réaliser plus de chantiers par jour.\n\nLa nouvelle batterie est entièrement compatible avec le système hybride triphasé et disponible dès maintenant auprès de notre réseau de distributeurs.",
      },
    },
  ),
  ...perLanguage(
    { id: 4, publishedOn: '2026-03-10', coverUrl: cover(4) },
    {
      cn: {
        title: 'Pangu OS 新版本：一个平台管理整个储能电站群',
        summary: '全新 Pangu OS 可统一监控和调度多个工商业及电网级储能站点。',
        body: 'Pangu OS 是我们电网级及工商业储能项目背后的能源管理系统。新版本让运营方在一个界面中管理**整个电站群**，而不必逐个站点登录。\n\n## 新功能\n\n- **电站群总览：** 实时查看所有站点的荷电状态、可用功率和告警\n- **策略模板：** 削峰填谷、负荷转移、光伏配储和调频策略可一键下发到多个站点\n- **市场接口：** 按电价和调度指令自动生成充放电计划\n- **安全监控：** 集中显示消防系统状态；消防系统在 15 秒内启动，告警即时推送\n\n## 为规模化项目而设计\n\n| 能力 | 参数 |\n|---|---|\n| 储能变流器并联 | 单站最多 10 台 60 kW 或 62.5 kW |\n| 变流效率 | 最高 99% |\n| 离网切换 | 低于 10 ms |\n| 运行环境 | -20 至 55 °C，IP55/IP65/IP66 |\n\n新版本还通过 Open API 开放数据接口，集成商可以把站点数据接入自己的资产管理或交易平台。\n\n现有客户将在未来三个月内分批免费升级。',
      },
      au: {
        title: 'Pangu OS update: one platform for a whole storage fleet',
        summary:
          'The new Pangu OS monitors and dispatches multiple commercial and utility storage sites from one place.',
        body: "Pangu OS is the energy management system behind our utility and commercial and industrial projects. The new release lets operators run a **whole fleet** from one screen instead of logging in to each site.\n\n## What's new\n\n- **Fleet overview:** state of charge, available power and alarms for every site in real time\n- **Strategy templates:** push peak shaving, load shifting, solar shifting and frequency strategies to many sites at once\n- **Market interface:** charging and discharging plans generated automatically from prices and dispatch signals\n- **Safety monitoring:** fire suppression status on one screen; the system acts within 15 seconds and alarms are pushed instantly\n\n## Built for scale\n\n| Capability | Figure |\n|---|---|\n| PCS in parallel | Up to 10 units of 60 kW or 62.5 kW per site |\n| Conversion efficiency | Up to 99% |\n| Off-grid switchover | Under 10 ms |\n| Operating range | -20 to 55 °C, IP55/IP65/IP66 |\n\nThe release also opens site data through the Open API, so integrators can feed it into their own asset management or trading platforms.\n\nExisting customers will be upgraded free of charge in stages over the next three months.",
      },
      en: {
        title: 'Pangu OS update: one platform for a whole storage fleet',
        summary:
          'The new Pangu OS monitors and dispatches multiple commercial and utility storage sites from one place.',
        body: "Pangu OS is the energy management system behind our utility and commercial and industrial projects. The new release lets operators run a **whole fleet** from one screen instead of logging in to each site.\n\n## What's new\n\n- **Fleet overview:** state of charge, available power and alarms for every site in real time\n- **Strategy templates:** push peak shaving, load shifting, solar shifting and frequency strategies to many sites at once\n- **Market interface:** charging and discharging plans generated automatically from prices and dispatch signals\n- **Safety monitoring:** fire suppression status on one screen; the system acts within 15 seconds and alarms are pushed instantly\n\n## Built for scale\n\n| Capability | Figure |\n|---|---|\n| PCS in parallel | Up to 10 units of 60 kW or 62.5 kW per site |\n| Conversion efficiency | Up to 99% |\n| Off-grid switchover | Under 10 ms |\n| Operating range | -20 to 55 °C, IP55/IP65/IP66 |\n\nThe release also opens site data through the Open API, so integrators can feed it into their own asset management or trading platforms.\n\nExisting customers will be upgraded free of charge in stages over the next three months.",
      },
      de: {
        title: 'Pangu OS Update: eine Plattform für den ganzen Speicherpark',
        summary:
          'Das neue Pangu OS überwacht und steuert mehrere Gewerbe- und Netzspeicher zentral.',
        body: 'Pangu OS ist das Energiemanagementsystem hinter unseren Projekten für Energieversorger, Gewerbe und Industrie. Mit der neuen Version steuern Betreiber den **gesamten Speicherpark** über eine Oberfläche, statt sich bei jedem Standort einzeln anzumelden.\n\n## Was neu ist\n\n- **Parkübersicht:** Ladezustand, verfügbare Leistung und Alarme aller Standorte in Echtzeit\n- **Strategievorlagen:** Lastspitzenkappung, Lastverschiebung, Solarverschiebung und Frequenzregelung für viele Standorte gleichzeitig ausrollen\n- **Marktschnittstelle:** Lade- und Entladepläne entstehen automatisch aus Preisen und Abrufsignalen\n- **Sicherheitsüberwachung:** Status der Brandunterdrückung auf einen Blick; sie greift innerhalb von 15 Sekunden, Alarme werden sofort gemeldet\n\n## Gebaut für große Anlagen\n\n| Funktion | Wert |\n|---|---|\n| PCS parallel | Bis zu 10 Geräte mit 60 kW oder 62,5 kW pro Standort |\n| Wirkungsgrad | Bis zu 99 % |\n| Umschaltung Inselbetrieb | Unter 10 ms |\n| Einsatzbereich | -20 bis 55 °C, IP55/IP65/IP66 |\n\nAußerdem öffnet die Version die Standortdaten über die Open API, sodass Integratoren sie in eigene Asset-Management- oder Handelsplattformen übernehmen können.\n\nBestandskunden erhalten das Update in den nächsten drei Monaten schrittweise und kostenlos.',
      },
      it: {
        title: "Aggiornamento di Pangu OS: un'unica piattaforma per l'intero parco di accumulo",
        summary:
          'Il nuovo Pangu OS monitora e gestisce da un unico punto più siti di accumulo commerciali e di rete.',
        body: "Pangu OS è il sistema di gestione dell'energia alla base dei nostri progetti per reti elettriche, commercio e industria. La nuova versione permette agli operatori di gestire **l'intero parco** da un'unica schermata, senza accedere a ogni sito separatamente.\n\n## Le novità\n\n- **Panoramica del parco:** stato di carica, potenza disponibile e allarmi di tutti i siti in tempo reale\n- **Modelli di strategia:** riduzione dei picchi, spostamento dei carichi, spostamento della produzione solare e regolazione di frequenza applicati a più siti contemporaneamente\n- **Interfaccia di mercato:** piani di carica e scarica generati automaticamente da prezzi e segnali di dispacciamento\n- **Monitoraggio della sicurezza:** stato del sistema antincendio in un'unica vista; interviene entro 15 secondi e gli allarmi arrivano subito\n\n## Pensato per la scala\n\n| Funzione | Valore |\n|---|---|\n| PCS in parallelo | Fino a 10 unità da 60 kW o 62,5 kW per sito |\n| Efficienza di conversione | Fino al 99% |\n| Commutazione in isola | Meno di 10 ms |\n| Condizioni operative | Da -20 a 55 °C, IP55/IP65/IP66 |\n\nLa nuova versione rende inoltre disponibili i dati dei siti tramite l'Open API, così gli integratori possono collegarli alle proprie piattaforme di gestione degli asset o di trading.\n\nI clienti esistenti riceveranno l'aggiornamento gratuitamente, in più fasi, nei prossimi tre mesi.",
      },
      nl: {
        title: 'Pangu OS-update: één platform voor een heel opslagpark',
        summary:
          'De nieuwe Pangu OS bewaakt en stuurt meerdere zakelijke en netopslaglocaties vanaf één plek.',
        body: 'Pangu OS is het energiebeheersysteem achter onze projecten voor energiebedrijven, handel en industrie. Met de nieuwe versie beheren operators een **heel opslagpark** vanuit één scherm, in plaats van per locatie in te loggen.\n\n## Wat is er nieuw\n\n- **Parkoverzicht:** laadtoestand, beschikbaar vermogen en alarmen van alle locaties in realtime\n- **Strategiesjablonen:** piekbeperking, lastverschuiving, verschuiving van zonnestroom en frequentieregeling in één keer naar meerdere locaties uitrollen\n- **Marktkoppeling:** laad- en ontlaadplannen worden automatisch opgesteld op basis van prijzen en dispatchsignalen\n- **Veiligheidsbewaking:** de status van de brandblusinstallatie in één overzicht; die grijpt binnen 15 seconden in en alarmen komen direct binnen\n\n## Gebouwd voor schaal\n\n| Functie | Waarde |\n|---|---|\n| PCS parallel | Tot 10 units van 60 kW of 62,5 kW per locatie |\n| Omzettingsrendement | Tot 99% |\n| Omschakeling naar eilandbedrijf | Minder dan 10 ms |\n| Bedrijfsomstandigheden | -20 tot 55 °C, IP55/IP65/IP66 |\n\nDe nieuwe versie ontsluit locatiegegevens ook via de Open API, zodat integrators ze in hun eigen assetmanagement- of handelsplatform kunnen gebruiken.\n\nBestaande klanten krijgen de update de komende drie maanden gefaseerd en kosteloos.',
      },
      fr: {
        title: 'Mise à jour de Pangu OS : une seule plateforme pour tout un parc de stockage',
        summary:
          'Le nouveau Pangu OS supervise et pilote plusieurs sites de stockage commerciaux et réseau depuis un seul endroit.',
        body: "Pangu OS est le système de gestion de l'énergie au cœur de nos projets pour les réseaux, le commerce et l'industrie. La nouvelle version permet aux exploitants de piloter **tout un parc** depuis un seul écran, sans se connecter à chaque site.\n\n## Les nouveautés\n\n- **Vue d'ensemble du parc :** état de charge, puissance disponible et alarmes de tous les sites en temps réel\n- **Modèles de stratégie :** écrêtage des pointes, report de charge, report de la production solaire et réglage de fréquence déployés sur plusieurs sites à la fois\n- **Interface marché :** plans de charge et de décharge générés automatiquement à partir des prix et des signaux d'appel\n- **Supervision de la sécurité :** état de l'extinction incendie sur un seul écran ; elle agit en moins de 15 secondes et les alarmes sont transmises immédiatement\n\n## Conçu pour les grands projets\n\n| Fonction | Valeur |\n|---|---|\n| PCS en parallèle | Jusqu'à 10 unités de 60 kW ou 62,5 kW par site |\n| Rendement de conversion | Jusqu'à 99 % |\n| Basculement en îlotage | Moins de 10 ms |\n| Conditions de fonctionnement | De -20 à 55 °C, IP55/IP65/IP66 |\n\nLa nouvelle version ouvre aussi les données des sites via l'Open API : les intégrateurs peuvent les intégrer à leurs propres plateformes de gestion d'actifs ou de négoce.\n\nLes clients existants recevront la mise à jour gratuitement, par étapes, au cours des trois prochains mois.",
      },
    },
  ),
  ...perLanguage(
    { id: 5, publishedOn: '2025-11-05', coverUrl: cover(5) },
    {
      cn: {
        title: 'ECOS 应用支持四种运行模式，一键切换',
        summary:
          '自发自用、分时电价、备用电源和虚拟电厂：房主可根据电价和生活习惯选择储能运行方式。',
        body: '最新版 ECOS 应用让房主在手机上一键选择储能系统的运行方式。每种模式都针对不同的电价结构和家庭需求。\n\n## 四种模式\n\n| 模式 | 工作方式 | 适合谁 |\n|---|---|---|\n| 自发自用 | 白天储存光伏余电，夜间优先使用 | 上网电价低的家庭 |\n| 分时电价 | 低价时段充电，高价时段放电 | 采用分时电价的家庭 |\n| 备用电源 | 保留一部分电量，停电时 10 ms 内切换 | 电网不稳定地区 |\n| 虚拟电厂 | 由聚合商调用电池支持电网，房主获得收益 | 希望增加收益的家庭 |\n\n## 更多新功能\n\n- **天气预报联动：** 预计次日阴天时，系统会提前多储存电量\n- **清晰报表：** 按日、月、年查看节省金额和自给率\n- **智能提醒：** 电池、逆变器和电网状态异常时即时通知\n\n模式可随时切换，无需联系安装商。ECOS 应用可在各大应用商店免费下载，适用于所有三相混合储能系统。',
      },
      au: {
        title: 'The ECOS app now offers four operating modes at a tap',
        summary:
          'Self-power, time-of-use, backup and virtual power plant: homeowners choose how their battery runs to suit their tariff and routine.',
        body: "The latest ECOS app lets homeowners choose how their storage system runs with a single tap. Each mode suits a different tariff structure and household.\n\n## The four modes\n\n| Mode | How it works | Best for |\n|---|---|---|\n| Self-power | Stores surplus solar by day and uses it first at night | Homes with a low feed-in tariff |\n| Time-of-use | Charges in cheap periods, discharges in expensive ones | Homes on a time-of-use tariff |\n| Backup | Keeps a reserve and switches over in under 10 ms in an outage | Areas with an unreliable grid |\n| Virtual power plant | An aggregator uses the battery to support the grid and the owner is paid | Homes that want extra income |\n\n## More that's new\n\n- **Weather-aware charging:** when tomorrow looks overcast, the system stores more energy in advance\n- **Clear reports:** savings and self-sufficiency by day, month and year\n- **Smart alerts:** instant notifications if the battery, inverter or grid needs attention\n\nModes can be changed at any time without calling the installer. ECOS is a free download from the app stores and works with every three-phase hybrid system.",
      },
      en: {
        title: 'The ECOS app now offers four operating modes at a tap',
        summary:
          'Self-power, time-of-use, backup and virtual power plant: homeowners choose how their battery runs to suit their rate plan and routine.',
        body: "The latest ECOS app lets homeowners choose how their storage system runs with a single tap. Each mode suits a different rate structure and household.\n\n## The four modes\n\n| Mode | How it works | Best for |\n|---|---|---|\n| Self-power | Stores surplus solar by day and uses it first at night | Homes with low export compensation |\n| Time-of-use | Charges in cheap periods, discharges in expensive ones | Homes on a time-of-use rate |\n| Backup | Keeps a reserve and switches over in under 10 ms in an outage | Areas with an unreliable grid |\n| Virtual power plant | An aggregator uses the battery to support the grid and the owner is paid | Homes that want extra income |\n\n## More that's new\n\n- **Weather-aware charging:** when tomorrow looks cloudy, the system stores more energy in advance\n- **Clear reports:** savings and self-sufficiency by day, month and year\n- **Smart alerts:** instant notifications if the battery, inverter or grid needs attention\n\nModes can be changed at any time without calling the installer. ECOS is a free download from the app stores and works with every three-phase hybrid system.",
      },
      de: {
        title: 'Die ECOS-App bietet jetzt vier Betriebsmodi per Fingertipp',
        summary:
          'Eigenverbrauch, zeitvariabler Tarif, Notstrom und virtuelles Kraftwerk: Hausbesitzer wählen, wie ihr Speicher passend zu Tarif und Alltag arbeitet.',
        body: 'Mit der neuesten ECOS-App legen Hausbesitzer per Fingertipp fest, wie ihr Speichersystem arbeitet. Jeder Modus passt zu einer anderen Tarifstruktur und Lebenssituation.\n\n## Die vier Modi\n\n| Modus | So funktioniert er | Geeignet für |\n|---|---|---|\n| Eigenverbrauch | Speichert tagsüber Solarüberschuss und nutzt ihn abends zuerst | Haushalte mit niedriger Einspeisevergütung |\n| Zeitvariabler Tarif | Lädt in günstigen Zeiten, entlädt in teuren | Haushalte mit dynamischem Stromtarif |\n| Notstrom | Hält eine Reserve vor und schaltet bei Ausfall in unter 10 ms um | Regionen mit unzuverlässigem Netz |\n| Virtuelles Kraftwerk | Ein Aggregator nutzt die Batterie zur Netzstützung, der Besitzer wird vergütet | Haushalte, die zusätzlich verdienen möchten |\n\n## Weitere Neuerungen\n\n- **Wetterprognose:** Ist der nächste Tag bewölkt, speichert das System vorab mehr Energie\n- **Übersichtliche Berichte:** Ersparnis und Autarkiegrad nach Tag, Monat und Jahr\n- **Intelligente Benachrichtigungen:** sofortige Meldung, wenn Batterie, Wechselrichter oder Netz Aufmerksamkeit brauchen\n\nDer Modus lässt sich jederzeit wechseln, ohne den Installateur anzurufen. ECOS ist kostenlos in den App-Stores erhältlich und funktioniert mit jedem dreiphasigen Hybridsystem.',
      },
      it: {
        title: "L'app ECOS offre ora quattro modalità di funzionamento con un tocco",
        summary:
          'Autoconsumo, fasce orarie, alimentazione di riserva e centrale elettrica virtuale: chi abita la casa sceglie come lavora la batteria in base a tariffa e abitudini.',
        body: "La nuova versione dell'app ECOS permette di scegliere con un tocco come funziona il sistema di accumulo. Ogni modalità è pensata per una diversa struttura tariffaria e per un diverso stile di vita.\n\n## Le quattro modalità\n\n| Modalità | Come funziona | Ideale per |\n|---|---|---|\n| Autoconsumo | Accumula di giorno il surplus solare e lo usa per primo la sera | Case con una bassa remunerazione dell'energia immessa |\n| Fasce orarie | Si carica nelle fasce economiche e si scarica in quelle costose | Case con tariffa a fasce orarie |\n| Alimentazione di riserva | Mantiene una riserva e commuta in meno di 10 ms in caso di blackout | Zone con rete poco affidabile |\n| Centrale elettrica virtuale | Un aggregatore usa la batteria per sostenere la rete e il proprietario viene remunerato | Chi vuole un reddito aggiuntivo |\n\n## Altre novità\n\n- **Carica in base al meteo:** se domani è previsto nuvoloso, il sistema accumula più energia in anticipo\n- **Resoconti chiari:** risparmi e autosufficienza per giorno, mese e anno\n- **Avvisi intelligenti:** notifiche immediate se batteria, inverter o rete richiedono attenzione\n\nLa modalità si può cambiare in qualsiasi momento senza chiamare l'installatore. ECOS si scarica gratuitamente dagli store e funziona con ogni sistema ibrido trifase.",
      },
      nl: {
        title: 'De ECOS-app biedt nu vier bedrijfsmodi met één tik',
        summary:
          'Eigen verbruik, tijdsafhankelijk tarief, noodstroom en virtuele energiecentrale: huiseigenaren kiezen hoe hun batterij werkt, passend bij tarief en leefritme.',
        body: "Met de nieuwste ECOS-app kiezen huiseigenaren met één tik hoe hun opslagsysteem werkt. Elke modus past bij een andere tariefstructuur en een ander huishouden.\n\n## De vier modi\n\n| Modus | Zo werkt het | Geschikt voor |\n|---|---|---|\n| Eigen verbruik | Slaat overdag zonne-overschot op en gebruikt dat 's avonds eerst | Huishoudens met een lage terugleververgoeding |\n| Tijdsafhankelijk tarief | Laadt in goedkope uren, ontlaadt in dure uren | Huishoudens met een dynamisch contract |\n| Noodstroom | Houdt een reserve aan en schakelt bij uitval binnen 10 ms om | Gebieden met een onbetrouwbaar net |\n| Virtuele energiecentrale | Een aggregator zet de batterij in om het net te ondersteunen, de eigenaar krijgt een vergoeding | Huishoudens die extra willen verdienen |\n\n## Meer nieuws\n\n- **Laden op basis van het weer:** wordt het morgen bewolkt, dan slaat het systeem vooraf meer energie op\n- **Heldere rapporten:** besparing en zelfvoorziening per dag, maand en jaar\n- **Slimme meldingen:** direct bericht als batterij, omvormer of net aandacht nodig heeft\n\nDe modus is op elk moment te wijzigen zonder de installateur te bellen. ECOS is gratis te downloaden in de appstores en werkt met elk driefasig hybride systeem.",
      },
      fr: {
        title:
          "L'application ECOS propose désormais quatre modes de fonctionnement d'un simple geste",
        summary:
          'Autoconsommation, tarif horaire, secours et centrale électrique virtuelle : chaque foyer choisit le fonctionnement de sa batterie selon son tarif et ses habitudes.',
        body: "La dernière version de l'application ECOS permet de choisir d'un simple geste le fonctionnement du système de stockage. Chaque mode correspond à une structure tarifaire et à un foyer différents.\n\n## Les quatre modes\n\n| Mode | Fonctionnement | Pour qui |\n|---|---|---|\n| Autoconsommation | Stocke le surplus solaire le jour et l'utilise en priorité le soir | Foyers dont le tarif de revente est bas |\n| Tarif horaire | Se charge aux heures creuses, se décharge aux heures pleines | Foyers en tarif heures pleines / heures creuses |\n| Secours | Garde une réserve et bascule en moins de 10 ms en cas de coupure | Zones au réseau peu fiable |\n| Centrale électrique virtuelle | Un agrégateur sollicite la batterie pour soutenir le réseau et le propriétaire est rémunéré | Foyers qui souhaitent un revenu complémentaire |\n\n## Autres nouveautés\n\n- **Charge selon la météo :** si le lendemain s'annonce nuageux, le système stocke davantage d'énergie à l'avance\n- **Rapports clairs :** économies et taux d'autonomie par jour, par mois et par an\n- **Alertes intelligentes :** notification immédiate si la batterie, l'onduleur ou le réseau nécessite une attention\n\nLe mode se change à tout moment, sans appeler l'installateur. ECOS se télécharge gratuitement sur les magasins d'applications et fonctionne avec tous les systèmes hybrides triphasés.",
      },
    },
  ),
  ...perLanguage(
    { id: 6, publishedOn: '2025-05-20', coverUrl: cover(6) },
    {
      cn: {
        title: 'Voltara Open API 正式开放',
        summary: '开发者和集成商可通过五个步骤接入 Voltara 储能系统数据。',
        body: 'Voltara **Open API** 正式向开发者、集成商和能源服务公司开放。借助 Open API，您可以读取系统数据，并基于 Voltara 储能构建自己的服务，例如能源看板、虚拟电厂聚合或楼宇能源管理。\n\n## 五步接入\n\n1. **线下申请：** 通过电话或邮件联系我们，说明您的使用场景。\n2. **登录 API 控制台：** 使用您的产品账号登录，获取访问凭证。\n3. **阅读使用指南：** 了解认证方式、数据模型和调用频率限制。\n4. **测试与调试：** 在测试环境中验证您的调用。\n5. **开发：** 将应用接入正式环境。\n\n## 可以获取哪些数据\n\n- 光伏发电、电池荷电状态、家庭和站点用电的实时数据\n- 历史能量统计和系统告警\n- 运行模式的读取与设置（需获得用户授权）\n\n## 数据安全\n\n所有调用均经过加密传输，每个凭证只能访问获得授权的系统。用户可随时在 ECOS 应用中撤销授权。\n\n如需申请，请通过官网联系页面与我们联系。',
      },
      au: {
        title: 'Voltara Open API now available',
        summary:
          'Developers and integrators can connect to Voltara storage system data in five steps.',
        body: "The Voltara **Open API** is now open to developers, integrators and energy service companies. It gives you access to system data so you can build your own services on top of Voltara storage, from energy dashboards to virtual power plant aggregation and building energy management.\n\n## Five steps to get started\n\n1. **Apply offline:** contact us by phone or email and describe your use case.\n2. **Log in to the API console:** sign in with your product account to get your credentials.\n3. **Read the usage guide:** learn about authentication, the data model and rate limits.\n4. **Test and debug:** check your calls in the test environment.\n5. **Develop:** take your application live.\n\n## What data you can use\n\n- Real-time solar generation, battery state of charge and household or site consumption\n- Historical energy statistics and system alarms\n- Reading and setting the operating mode, with the owner's consent\n\n## Data security\n\nEvery call is encrypted in transit, and each credential can only reach the systems it has been authorised for. Owners can withdraw consent at any time in the ECOS app.\n\nTo apply, get in touch through the contact page on our website.",
      },
      en: {
        title: 'Voltara Open API now available',
        summary:
          'Developers and integrators can connect to Voltara storage system data in five steps.',
        body: "The Voltara **Open API** is now open to developers, integrators and energy service companies. It gives you access to system data so you can build your own services on top of Voltara storage, from energy dashboards to virtual power plant aggregation and building energy management.\n\n## Five steps to get started\n\n1. **Apply offline:** contact us by phone or email and describe your use case.\n2. **Log in to the API console:** sign in with your product account to get your credentials.\n3. **Read the usage guide:** learn about authentication, the data model and rate limits.\n4. **Test and debug:** check your calls in the test environment.\n5. **Develop:** take your application live.\n\n## What data you can use\n\n- Real-time solar generation, battery state of charge and household or site consumption\n- Historical energy statistics and system alarms\n- Reading and setting the operating mode, with the owner's consent\n\n## Data security\n\nEvery call is encrypted in transit, and each credential can only reach the systems it has been authorized for. Owners can withdraw consent at any time in the ECOS app.\n\nTo apply, get in touch through the contact page on our website.",
      },
      de: {
        title: 'Voltara Open API jetzt verfügbar',
        summary:
          'Entwickler und Integratoren binden die Daten von Voltara-Speichersystemen in fünf Schritten an.',
        body: 'Die Voltara **Open API** steht ab sofort Entwicklern, Integratoren und Energiedienstleistern offen. Sie ermöglicht den Zugriff auf Systemdaten, damit Sie eigene Dienste auf Basis von Voltara-Speichern entwickeln können – vom Energie-Dashboard über die Bündelung zu einem virtuellen Kraftwerk bis zum Gebäudeenergiemanagement.\n\n## In fünf Schritten zum Start\n\n1. **Offline beantragen:** Kontaktieren Sie uns per Telefon oder E-Mail und beschreiben Sie Ihren Anwendungsfall.\n2. **In der API-Konsole anmelden:** Melden Sie sich mit Ihrem Produktkonto an und rufen Sie Ihre Zugangsdaten ab.\n3. **Nutzungsanleitung lesen:** Authentifizierung, Datenmodell und Aufruflimits kennenlernen.\n4. **Testen und debuggen:** Prüfen Sie Ihre Aufrufe in der Testumgebung.\n5. **Entwickeln:** Bringen Sie Ihre Anwendung in den Produktivbetrieb.\n\n## Welche Daten Sie nutzen können\n\n- Echtzeitdaten zu Solarerzeugung, Ladezustand der Batterie und Verbrauch von Haushalt oder Standort\n- Historische Energiestatistiken und Systemalarme\n- Lesen und Setzen des Betriebsmodus – mit Zustimmung des Besitzers\n\n## Datensicherheit\n\nAlle Aufrufe werden verschlüsselt übertragen, und jeder Zugang erreicht nur die Systeme, für die er freigegeben wurde. Besitzer können ihre Zustimmung jederzeit in der ECOS-App widerrufen.\n\nFür einen Antrag nutzen Sie bitte die Kontaktseite auf unserer Website.',
      },
      it: {
        title: "Disponibile l'Open API di Voltara",
        summary:
          'Sviluppatori e integratori possono collegarsi ai dati dei sistemi di accumulo Voltara in cinque passaggi.',
        body: "L'**Open API** di Voltara è ora aperta a sviluppatori, integratori e società di servizi energetici. Consente di accedere ai dati dei sistemi per creare servizi propri basati sull'accumulo Voltara: dai cruscotti energetici all'aggregazione in centrali virtuali, fino alla gestione energetica degli edifici.\n\n## Cinque passaggi per iniziare\n\n1. **Richiesta offline:** contattaci per telefono o e-mail e descrivi il tuo caso d'uso.\n2. **Accesso alla console API:** entra con il tuo account prodotto per ottenere le credenziali.\n3. **Lettura della guida all'uso:** autenticazione, modello dei dati e limiti di chiamata.\n4. **Test e correzioni:** verifica le tue chiamate nell'ambiente di prova.\n5. **Sviluppo:** porta la tua applicazione in produzione.\n\n## Quali dati puoi usare\n\n- Dati in tempo reale su produzione solare, stato di carica della batteria e consumi della casa o del sito\n- Statistiche energetiche storiche e allarmi di sistema\n- Lettura e impostazione della modalità di funzionamento, con il consenso del proprietario\n\n## Sicurezza dei dati\n\nOgni chiamata è cifrata in transito e ogni credenziale raggiunge solo i sistemi per cui è stata autorizzata. I proprietari possono revocare il consenso in qualsiasi momento nell'app ECOS.\n\nPer fare richiesta, scrivici dalla pagina contatti del nostro sito.",
      },
      nl: {
        title: 'Voltara Open API nu beschikbaar',
        summary:
          'Ontwikkelaars en integrators koppelen in vijf stappen aan de gegevens van Voltara-opslagsystemen.',
        body: 'De Voltara **Open API** staat nu open voor ontwikkelaars, integrators en energiedienstverleners. U krijgt toegang tot systeemgegevens en bouwt zo eigen diensten op basis van Voltara-opslag, van energiedashboards tot aggregatie in een virtuele energiecentrale en gebouwenergiebeheer.\n\n## In vijf stappen aan de slag\n\n1. **Offline aanvragen:** neem telefonisch of per e-mail contact op en beschrijf uw toepassing.\n2. **Inloggen op de API-console:** log in met uw productaccount om uw toegangsgegevens te verkrijgen.\n3. **Gebruikershandleiding lezen:** authenticatie, datamodel en aanroeplimieten.\n4. **Testen en debuggen:** controleer uw aanroepen in de testomgeving.\n5. **Ontwikkelen:** zet uw toepassing live.\n\n## Welke gegevens u kunt gebruiken\n\n- Realtime zonne-opwek, laadtoestand van de batterij en verbruik van woning of locatie\n- Historische energiestatistieken en systeemalarmen\n- De bedrijfsmodus uitlezen en instellen, met toestemming van de eigenaar\n\n## Gegevensbeveiliging\n\nElke aanroep wordt versleuteld verzonden en elke toegangssleutel bereikt alleen de systemen waarvoor hij is geautoriseerd. Eigenaren kunnen hun toestemming op elk moment intrekken in de ECOS-app.\n\nAanvragen kan via de contactpagina op onze website.',
      },
      fr: {
        title: "L'Open API de Voltara est disponible",
        summary:
          'Développeurs et intégrateurs accèdent aux données des systèmes de stockage Voltara en cinq étapes.',
        body: "L'**Open API** de Voltara est désormais ouverte aux développeurs, intégrateurs et sociétés de services énergétiques. Elle donne accès aux données des systèmes pour créer vos propres services autour du stockage Voltara, du tableau de bord énergétique à l'agrégation en centrale virtuelle, en passant par la gestion énergétique des bâtiments.\n\n## Cinq étapes pour démarrer\n\n1. **Demande hors ligne :** contactez-nous par téléphone ou par e-mail en décrivant votre cas d'usage.\n2. **Connexion à la console API :** connectez-vous avec votre compte produit pour obtenir vos identifiants.\n3. **Lecture du guide d'utilisation :** authentification, modèle de données et limites d'appel.\n4. **Tests et débogage :** vérifiez vos appels dans l'environnement de test.\n5. **Développement :** mettez votre application en production.\n\n## Les données disponibles\n\n- Production solaire, état de charge de la batterie et consommation du foyer ou du site en temps réel\n- Statistiques énergétiques historiques et alarmes système\n- Lecture et réglage du mode de fonctionnement, avec l'accord du propriétaire\n\n## Sécurité des données\n\nChaque appel est chiffré pendant le transfert et chaque identifiant n'accède qu'aux systèmes pour lesquels il a été autorisé. Les propriétaires peuvent retirer leur accord à tout moment dans l'application ECOS.\n\nPour faire une demande, passez par la page contact de notre site.",
      },
    },
  ),
  // A draft (state false) that must never reach a page: proves the published filter.
  {
    id: 99,
    websiteId: 3,
    state: false,
    publishedOn: '2026-11-20',
    title: 'Draft: Voltara at the winter trade fair',
    summary: 'Not published yet.',
    body: 'This announcement is still being written.',
  },
];
