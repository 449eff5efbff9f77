import 'server-only';
import type { LanguageCode } from '@/lib/i18n/locales';
import type { blogs } from '../schema';
import { perLanguage } from './per-language';

const cover = (keytitle: string) => `/images/content/blog-${keytitle}.svg`;

const engineering: Record<LanguageCode, string> = {
  cn: 'Voltara 工程团队',
  au: 'Voltara engineering team',
  en: 'Voltara engineering team',
  de: 'Voltara Entwicklungsteam',
  it: 'Team di ingegneria Voltara',
  nl: 'Voltara engineeringteam',
  fr: "L'équipe d'ingénierie Voltara",
};

const product: Record<LanguageCode, string> = {
  cn: 'Voltara 产品团队',
  au: 'Voltara product team',
  en: 'Voltara product team',
  de: 'Voltara Produktteam',
  it: 'Team prodotto Voltara',
  nl: 'Voltara productteam',
  fr: "L'équipe produit Voltara",
};

const commercial: Record<LanguageCode, string> = {
  cn: 'Voltara 工商业解决方案团队',
  au: 'Voltara commercial solutions team',
  en: 'Voltara commercial solutions team',
  de: 'Voltara Team Gewerbe und Industrie',
  it: 'Team soluzioni per le imprese Voltara',
  nl: 'Voltara team zakelijke oplossingen',
  fr: "L'équipe solutions professionnelles Voltara",
};

const safety: Record<LanguageCode, string> = {
  cn: 'Voltara 质量与安全团队',
  au: 'Voltara quality and safety team',
  en: 'Voltara quality and safety team',
  de: 'Voltara Team Qualität und Sicherheit',
  it: 'Team qualità e sicurezza Voltara',
  nl: 'Voltara team kwaliteit en veiligheid',
  fr: "L'équipe qualité et sécurité Voltara",
};

export const blogsSeed: (typeof blogs.$inferInsert)[] = [
  ...perLanguage(
    {
      keytitle: 'choosing-a-home-battery',
      publishedOn: '2026-08-20',
      coverUrl: cover('choosing-a-home-battery'),
    },
    {
      cn: {
        title: '如何选择家用储能电池',
        author: engineering.cn,
        summary: '按晚间用电量而不是屋顶面积来确定电池容量。',
        body: '家用储能电池的价值在于覆盖日落之后的用电。先统计晚间和夜间的用电量，再为阴雨天留出余量。\n\n## 需要回答的三个问题\n\n1. **日落后用电多少？** 大多数家庭需要 10–15 kWh。\n2. **家电同时运行的功率有多大？** 5–13 kW 的混合储能一体机可满足大多数家庭。\n3. **未来需求会增长吗？** 可堆叠模块让单台系统从 9.98 kWh 起步，扩展到 29.94 kWh。\n\n## 参考配置\n\n| 家庭类型 | 晚间用电 | 建议配置 |\n|---|---|---|\n| 公寓或小户型 | 约 6–8 kWh | 5 kW 混合机 + 9.98 kWh |\n| 普通家庭 | 约 10–15 kWh | 8–10 kW 混合机 + 14.97–19.96 kWh |\n| 有电动车或热泵的大宅 | 20 kWh 以上 | 13 kW 混合机 + 29.94 kWh |\n\n## 别忘了光伏侧\n\n混合储能系统支持最高 **2 倍光伏超配**，MPPT 组串电流为 16/26 A，可接入大电流的双面组件。屋顶空间充足时，多装组件能让电池在冬季也充得满。\n\n最多 5 台混合系统可并联运行，总容量高达 149.76 kWh，适合大户型或小型商铺。\n\n最后，请选择认证安装商：由认证安装商安装和调试的系统享受 10 年质保。',
      },
      au: {
        title: 'How to choose a home battery',
        author: engineering.au,
        summary: 'Size the battery to your evening use, not to the size of your roof.',
        body: "A home battery pays off when it covers the hours after sunset. Start with your evening and overnight usage, then add a margin for overcast days. Check the feed-in tariff your retailer pays, too: when it's low, storing solar energy is worth more than exporting it.\n\n## Three questions to ask\n\n1. **How much energy do you use after sunset?** Most households need 10 to 15 kWh.\n2. **How much power do your appliances draw at once?** A 5 to 13 kW hybrid unit covers most homes.\n3. **Will your needs grow?** Stackable modules let you start at 9.98 kWh and grow to 29.94 kWh per unit.\n\n## Typical set-ups\n\n| Household | Evening use | Suggested system |\n|---|---|---|\n| Unit or small home | About 6–8 kWh | 5 kW hybrid + 9.98 kWh |\n| Family home | About 10–15 kWh | 8–10 kW hybrid + 14.97–19.96 kWh |\n| Large home with EV or pool | Over 20 kWh | 13 kW hybrid + 29.94 kWh |\n\n## Don't forget the solar side\n\nThe hybrid system accepts up to **2x PV over-configuration**, and its MPPT string inputs take 16/26 A, enough for high-current bifacial panels. If you have the roof space, extra panels help the battery fill up in winter too.\n\nUp to five hybrid units can run in parallel, for as much as 149.76 kWh, which suits large homes and small businesses.\n\nFinally, choose a certified installer: systems they install and commission carry a 10-year warranty.",
      },
      en: {
        title: 'How to choose a home battery',
        author: engineering.en,
        summary: 'Size the battery to your evening use, not to your roof.',
        body: "A home battery pays off when it covers the hours after sunset. Start with your evening and nighttime consumption, then add a margin for cloudy days.\n\n## Three questions to ask\n\n1. **How much energy do you use after sunset?** Most households need 10 to 15 kWh.\n2. **How much power do your appliances draw at once?** A 5 to 13 kW hybrid unit covers most homes.\n3. **Will your needs grow?** Stackable modules let you start at 9.98 kWh and grow to 29.94 kWh per unit.\n\n## Typical setups\n\n| Household | Evening use | Suggested system |\n|---|---|---|\n| Apartment or small home | About 6–8 kWh | 5 kW hybrid + 9.98 kWh |\n| Family home | About 10–15 kWh | 8–10 kW hybrid + 14.97–19.96 kWh |\n| Large home with EV or heat pump | Over 20 kWh | 13 kW hybrid + 29.94 kWh |\n\n## Don't forget the solar side\n\nThe hybrid system accepts up to **2x PV over-configuration**, and its MPPT string inputs take 16/26 A, enough for high-current bifacial panels. If you have the roof space, extra panels help the battery fill up in winter too.\n\nUp to five hybrid units can run in parallel, for as much as 149.76 kWh, which suits large homes and small businesses.\n\nFinally, choose a certified installer: systems they install and commission carry a 10-year warranty.",
      },
      de: {
        title: 'So wählen Sie einen Heimspeicher',
        author: engineering.de,
        summary: 'Bemessen Sie den Speicher nach Ihrem Abendverbrauch, nicht nach Ihrem Dach.',
        body: 'Ein Heimspeicher lohnt sich, wenn er die Stunden nach Sonnenuntergang abdeckt. Ermitteln Sie zuerst Ihren Verbrauch am Abend und in der Nacht und planen Sie eine Reserve für trübe Tage ein.\n\n## Drei Fragen vorab\n\n1. **Wie viel Energie verbrauchen Sie nach Sonnenuntergang?** Die meisten Haushalte benötigen 10 bis 15 kWh.\n2. **Welche Leistung ziehen Ihre Geräte gleichzeitig?** Ein Hybridgerät mit 5 bis 13 kW deckt die meisten Häuser ab.\n3. **Wächst Ihr Bedarf?** Mit stapelbaren Modulen starten Sie bei 9,98 kWh und erweitern auf 29,94 kWh pro Gerät.\n\n## Typische Konfigurationen\n\n| Haushalt | Abendverbrauch | Empfohlenes System |\n|---|---|---|\n| Wohnung oder kleines Haus | ca. 6–8 kWh | 5-kW-Hybridgerät + 9,98 kWh |\n| Einfamilienhaus | ca. 10–15 kWh | 8–10-kW-Hybridgerät + 14,97–19,96 kWh |\n| Großes Haus mit E-Auto oder Wärmepumpe | über 20 kWh | 13-kW-Hybridgerät + 29,94 kWh |\n\n## Die PV-Seite nicht vergessen\n\nDas Hybridsystem erlaubt eine **PV-Überdimensionierung bis zum Faktor 2**, die MPPT-Stringeingänge verarbeiten 16/26 A – genug für leistungsstarke bifaziale Module. Wenn das Dach Platz bietet, sorgen zusätzliche Module dafür, dass sich der Speicher auch im Winter füllt.\n\nBis zu fünf Hybridgeräte arbeiten parallel, mit insgesamt bis zu 149,76 kWh – passend für große Häuser und kleine Betriebe.\n\nWählen Sie zum Schluss einen zertifizierten Installateur: Von ihm installierte und in Betrieb genommene Systeme haben 10 Jahre Garantie.',
      },
      it: {
        title: 'Come scegliere una batteria domestica',
        author: engineering.it,
        summary: 'Dimensiona la batteria sui consumi serali, non sulla superficie del tetto.',
        body: "Una batteria domestica conviene quando copre le ore dopo il tramonto. Parti dai consumi serali e notturni, poi aggiungi un margine per le giornate nuvolose.\n\n## Tre domande da porsi\n\n1. **Quanta energia consumi dopo il tramonto?** La maggior parte delle famiglie ha bisogno di 10-15 kWh.\n2. **Quanta potenza assorbono insieme i tuoi elettrodomestici?** Un'unità ibrida da 5 a 13 kW copre la maggior parte delle case.\n3. **Le tue esigenze cresceranno?** Con i moduli impilabili si parte da 9,98 kWh e si arriva a 29,94 kWh per unità.\n\n## Configurazioni tipiche\n\n| Abitazione | Consumi serali | Sistema consigliato |\n|---|---|---|\n| Appartamento o casa piccola | circa 6-8 kWh | Ibrido da 5 kW + 9,98 kWh |\n| Casa familiare | circa 10-15 kWh | Ibrido da 8-10 kW + 14,97-19,96 kWh |\n| Casa grande con auto elettrica o pompa di calore | oltre 20 kWh | Ibrido da 13 kW + 29,94 kWh |\n\n## Non dimenticare il fotovoltaico\n\nIl sistema ibrido accetta un **sovradimensionamento fotovoltaico fino a 2 volte** e gli ingressi MPPT reggono 16/26 A, sufficienti per moduli bifacciali ad alta corrente. Se il tetto lo consente, qualche modulo in più aiuta a riempire la batteria anche d'inverno.\n\nFino a cinque unità ibride possono lavorare in parallelo, per un massimo di 149,76 kWh: una soluzione adatta a case grandi e piccole attività.\n\nInfine, scegli un installatore certificato: i sistemi installati e messi in servizio da lui godono di una garanzia di 10 anni.",
      },
      nl: {
        title: 'Zo kiest u een thuisbatterij',
        author: engineering.nl,
        summary: 'Stem de batterij af op uw avondverbruik, niet op uw dak.',
        body: "Een thuisbatterij loont wanneer hij de uren na zonsondergang dekt. Begin bij uw verbruik 's avonds en 's nachts en houd een marge aan voor bewolkte dagen.\n\n## Drie vragen vooraf\n\n1. **Hoeveel energie gebruikt u na zonsondergang?** De meeste huishoudens hebben 10 tot 15 kWh nodig.\n2. **Hoeveel vermogen vragen uw apparaten tegelijk?** Een hybride unit van 5 tot 13 kW volstaat voor de meeste woningen.\n3. **Groeit uw behoefte?** Met stapelbare modules begint u bij 9,98 kWh en groeit u naar 29,94 kWh per unit.\n\n## Gangbare configuraties\n\n| Huishouden | Avondverbruik | Aanbevolen systeem |\n|---|---|---|\n| Appartement of kleine woning | ca. 6-8 kWh | Hybride 5 kW + 9,98 kWh |\n| Gezinswoning | ca. 10-15 kWh | Hybride 8-10 kW + 14,97-19,96 kWh |\n| Grote woning met elektrische auto of warmtepomp | meer dan 20 kWh | Hybride 13 kW + 29,94 kWh |\n\n## Vergeet de zonnekant niet\n\nHet hybride systeem staat tot **2x PV-overdimensionering** toe en de MPPT-stringingangen verwerken 16/26 A, genoeg voor bifaciale panelen met hoge stroom. Hebt u de dakruimte, dan helpen extra panelen om de batterij ook in de winter vol te krijgen.\n\nTot vijf hybride units kunnen parallel werken, voor maximaal 149,76 kWh: geschikt voor grote woningen en kleine bedrijven.\n\nKies tot slot een gecertificeerde installateur: systemen die hij installeert en in bedrijf stelt, hebben 10 jaar garantie.",
      },
      fr: {
        title: 'Comment choisir une batterie domestique',
        author: engineering.fr,
        summary: 'Dimensionnez la batterie selon votre consommation du soir, pas selon votre toit.',
        body: "Une batterie domestique est rentable lorsqu'elle couvre les heures qui suivent le coucher du soleil. Partez de votre consommation du soir et de la nuit, puis prévoyez une marge pour les jours nuageux.\n\n## Trois questions à se poser\n\n1. **Combien d'énergie consommez-vous après le coucher du soleil ?** La plupart des foyers ont besoin de 10 à 15 kWh.\n2. **Quelle puissance vos appareils appellent-ils en même temps ?** Une unité hybride de 5 à 13 kW convient à la plupart des maisons.\n3. **Vos besoins vont-ils augmenter ?** Les modules empilables permettent de démarrer à 9,98 kWh et d'aller jusqu'à 29,94 kWh par unité.\n\n## Configurations types\n\n| Foyer | Consommation du soir | Système conseillé |\n|---|---|---|\n| Appartement ou petite maison | environ 6 à 8 kWh | Hybride 5 kW + 9,98 kWh |\n| Maison familiale | environ 10 à 15 kWh | Hybride 8 à 10 kW + 14,97 à 19,96 kWh |\n| Grande maison avec véhicule électrique ou pompe à chaleur | plus de 20 kWh | Hybride 13 kW + 29,94 kWh |\n\n## Pensez aussi au photovoltaïque\n\nLe système hybride accepte un **surdimensionnement photovoltaïque jusqu'à 2 fois**, et ses entrées MPPT supportent 16/26 A, assez pour des panneaux bifaciaux à fort courant. Si votre toit le permet, quelques panneaux de plus aident la batterie à se remplir même en hiver.\n\nJusqu'à cinq unités hybrides peuvent fonctionner en parallèle, pour 149,76 kWh au maximum : de quoi équiper une grande maison ou un petit commerce.\n\nEnfin, choisissez un installateur certifié : les systèmes qu'il installe et met en service bénéficient d'une garantie de 10 ans.",
      },
    },
  ),
  ...perLanguage(
    {
      keytitle: 'lfp-chemistry-explained',
      publishedOn: '2026-07-05',
      coverUrl: cover('lfp-chemistry-explained'),
    },
    {
      cn: {
        title: '磷酸铁锂电池化学原理解析',
        author: engineering.cn,
        summary: '为什么磷酸铁锂是固定式储能安全、长寿命的选择。',
        body: '磷酸铁锂（LFP）电芯以略低的能量密度换来更高的稳定性。磷酸铁结构能牢牢锁住氧原子，因此比镍系电池更不容易发生热失控。\n\n## 两种主流化学体系对比\n\n| 特性 | 磷酸铁锂（LFP） | 镍钴锰三元（NMC） |\n|---|---|---|\n| 热稳定性 | 很高 | 中等 |\n| 循环寿命 | 10000 次以上 | 通常数千次 |\n| 钴和镍 | 不含 | 含有 |\n| 能量密度 | 中等 | 较高 |\n\n## 对家庭用户意味着什么\n\n- **安全：** 不含钴，电芯失稳的温度阈值更高。\n- **寿命：** 循环次数超过 10000 次，按每天一次计算可使用 25 年以上。\n- **耐寒：** 我们的电池箱在 -20 °C 下仍可满功率输出。\n- **更可持续：** 铁和磷储量丰富，不依赖冲突矿产。\n\n## 能量密度为什么不重要\n\n电动汽车每一公斤都很重要，所以常用能量密度更高的三元电池。而家用储能固定挂在车库墙上，重量几乎无关紧要，安全和寿命才是关键。\n\n这正是磷酸铁锂成为固定式储能标准的原因，也是 Voltara 所有电池箱和储能柜都采用磷酸铁锂电芯的原因。',
      },
      au: {
        title: 'LFP chemistry explained',
        author: engineering.au,
        summary:
          'Why lithium iron phosphate is the safe, long-lived choice for stationary storage.',
        body: 'Lithium iron phosphate (LFP) cells trade a little energy density for a lot of stability. The iron-phosphate bond holds on to its oxygen, so the cell resists thermal runaway far better than nickel-based chemistries.\n\n## Two common chemistries compared\n\n| Property | Lithium iron phosphate (LFP) | Nickel manganese cobalt (NMC) |\n|---|---|---|\n| Thermal stability | Very high | Moderate |\n| Cycle life | More than 10,000 cycles | Typically a few thousand |\n| Cobalt and nickel | None | Yes |\n| Energy density | Moderate | Higher |\n\n## What that means at home\n\n- **Safety:** no cobalt, and a much higher temperature before a cell becomes unstable.\n- **Life:** more than 10,000 cycles, roughly one cycle a day for over 25 years.\n- **Heat and cold:** our battery box runs from -20 to 55 °C, so a garage in a hot Australian summer is no problem.\n- **Sustainability:** iron and phosphate are abundant and free of conflict minerals.\n\n## Why energy density matters less here\n\nIn an electric car every kilo counts, which is why carmakers often choose denser nickel chemistries. A home battery stays on the garage wall, so weight hardly matters; safety and lifespan do.\n\nThat is why LFP has become the standard for stationary storage, and why every Voltara battery box and storage cabinet uses LFP cells.',
      },
      en: {
        title: 'LFP chemistry explained',
        author: engineering.en,
        summary:
          'Why lithium iron phosphate is the safe, long-lived choice for stationary storage.',
        body: 'Lithium iron phosphate (LFP) cells trade a little energy density for a lot of stability. The iron-phosphate bond holds on to its oxygen, so the cell resists thermal runaway far better than nickel-based chemistries.\n\n## Two common chemistries compared\n\n| Property | Lithium iron phosphate (LFP) | Nickel manganese cobalt (NMC) |\n|---|---|---|\n| Thermal stability | Very high | Moderate |\n| Cycle life | More than 10,000 cycles | Typically a few thousand |\n| Cobalt and nickel | None | Yes |\n| Energy density | Moderate | Higher |\n\n## What that means at home\n\n- **Safety:** no cobalt, and a much higher temperature before a cell becomes unstable.\n- **Life:** more than 10,000 cycles, roughly one cycle a day for over 25 years.\n- **Cold weather:** our battery box keeps full power at -20 °C.\n- **Sustainability:** iron and phosphate are abundant and free of conflict minerals.\n\n## Why energy density matters less here\n\nIn an electric car every pound counts, which is why automakers often choose denser nickel chemistries. A home battery stays on the garage wall, so weight hardly matters; safety and lifespan do.\n\nThat is why LFP has become the standard for stationary storage, and why every Voltara battery box and storage cabinet uses LFP cells.',
      },
      de: {
        title: 'LFP-Zellchemie einfach erklärt',
        author: engineering.de,
        summary:
          'Warum Lithium-Eisenphosphat die sichere und langlebige Wahl für stationäre Speicher ist.',
        body: 'Lithium-Eisenphosphat-Zellen (LFP) tauschen etwas Energiedichte gegen viel Stabilität. Die Eisenphosphat-Bindung hält ihren Sauerstoff fest, daher sind die Zellen deutlich weniger anfällig für thermisches Durchgehen als nickelbasierte Chemien.\n\n## Zwei verbreitete Zellchemien im Vergleich\n\n| Eigenschaft | Lithium-Eisenphosphat (LFP) | Nickel-Mangan-Kobalt (NMC) |\n|---|---|---|\n| Thermische Stabilität | Sehr hoch | Mittel |\n| Zyklenfestigkeit | Mehr als 10.000 Zyklen | Meist einige Tausend |\n| Kobalt und Nickel | Keine | Ja |\n| Energiedichte | Mittel | Höher |\n\n## Was das zu Hause bedeutet\n\n- **Sicherheit:** kein Kobalt und eine deutlich höhere Temperaturschwelle, bevor eine Zelle instabil wird.\n- **Lebensdauer:** mehr als 10.000 Zyklen – bei einem Zyklus pro Tag über 25 Jahre.\n- **Kälte:** Unsere Batteriebox liefert bei -20 °C volle Leistung.\n- **Nachhaltigkeit:** Eisen und Phosphat sind reichlich vorhanden und frei von Konfliktmineralien.\n\n## Warum die Energiedichte hier weniger zählt\n\nIm Elektroauto zählt jedes Kilogramm, deshalb setzen Hersteller oft auf dichtere Nickelchemien. Ein Heimspeicher hängt fest an der Garagenwand – das Gewicht spielt kaum eine Rolle, Sicherheit und Lebensdauer umso mehr.\n\nDeshalb ist LFP heute der Standard für stationäre Speicher, und deshalb nutzen alle Batterieboxen und Speicherschränke von Voltara LFP-Zellen.',
      },
      it: {
        title: 'La chimica LFP spiegata',
        author: engineering.it,
        summary:
          "Perché il litio ferro fosfato è la scelta sicura e duratura per l'accumulo stazionario.",
        body: "Le celle al litio ferro fosfato (LFP) rinunciano a un po' di densità energetica in cambio di molta stabilità. Il legame ferro-fosfato trattiene l'ossigeno, quindi la cella resiste alla fuga termica molto meglio delle chimiche al nichel.\n\n## Due chimiche diffuse a confronto\n\n| Caratteristica | Litio ferro fosfato (LFP) | Nichel manganese cobalto (NMC) |\n|---|---|---|\n| Stabilità termica | Molto alta | Media |\n| Vita ciclica | Oltre 10.000 cicli | In genere alcune migliaia |\n| Cobalto e nichel | Assenti | Presenti |\n| Densità energetica | Media | Più alta |\n\n## Cosa significa in casa\n\n- **Sicurezza:** niente cobalto e una soglia di temperatura molto più alta prima che una cella diventi instabile.\n- **Durata:** oltre 10.000 cicli, circa un ciclo al giorno per più di 25 anni.\n- **Freddo:** il nostro battery box mantiene piena potenza a -20 °C.\n- **Sostenibilità:** ferro e fosfato sono abbondanti e privi di minerali di conflitto.\n\n## Perché qui la densità energetica conta meno\n\nIn un'auto elettrica ogni chilo conta, per questo i costruttori scelgono spesso chimiche al nichel più dense. Una batteria domestica resta fissa alla parete del garage: il peso conta poco, sicurezza e durata moltissimo.\n\nPer questo l'LFP è diventato lo standard per l'accumulo stazionario, e per questo tutti i battery box e gli armadi di accumulo Voltara usano celle LFP.",
      },
      nl: {
        title: 'LFP-chemie uitgelegd',
        author: engineering.nl,
        summary:
          'Waarom lithium-ijzerfosfaat de veilige en duurzame keuze is voor stationaire opslag.',
        body: 'Lithium-ijzerfosfaatcellen (LFP) leveren wat energiedichtheid in voor veel stabiliteit. De ijzerfosfaatverbinding houdt haar zuurstof vast, waardoor de cel veel beter bestand is tegen thermische runaway dan chemieën op basis van nikkel.\n\n## Twee gangbare chemieën vergeleken\n\n| Eigenschap | Lithium-ijzerfosfaat (LFP) | Nikkel-mangaan-kobalt (NMC) |\n|---|---|---|\n| Thermische stabiliteit | Zeer hoog | Gemiddeld |\n| Levensduur in cycli | Meer dan 10.000 cycli | Meestal enkele duizenden |\n| Kobalt en nikkel | Geen | Ja |\n| Energiedichtheid | Gemiddeld | Hoger |\n\n## Wat dat thuis betekent\n\n- **Veiligheid:** geen kobalt en een veel hogere temperatuur voordat een cel instabiel wordt.\n- **Levensduur:** meer dan 10.000 cycli, ruwweg één cyclus per dag gedurende ruim 25 jaar.\n- **Kou:** onze batterijbox levert volledig vermogen bij -20 °C.\n- **Duurzaamheid:** ijzer en fosfaat zijn ruim beschikbaar en vrij van conflictmineralen.\n\n## Waarom energiedichtheid hier minder telt\n\nIn een elektrische auto telt elke kilo, daarom kiezen autofabrikanten vaak voor compactere nikkelchemieën. Een thuisbatterij hangt vast aan de garagemuur: gewicht speelt nauwelijks een rol, veiligheid en levensduur des te meer.\n\nDaarom is LFP de standaard geworden voor stationaire opslag, en daarom gebruiken alle batterijboxen en opslagkasten van Voltara LFP-cellen.',
      },
      fr: {
        title: 'La chimie LFP expliquée',
        author: engineering.fr,
        summary:
          'Pourquoi le lithium fer phosphate est le choix sûr et durable pour le stockage stationnaire.',
        body: "Les cellules lithium fer phosphate (LFP) sacrifient un peu de densité énergétique au profit d'une grande stabilité. La liaison fer-phosphate retient son oxygène : la cellule résiste bien mieux à l'emballement thermique que les chimies à base de nickel.\n\n## Deux chimies courantes comparées\n\n| Caractéristique | Lithium fer phosphate (LFP) | Nickel manganèse cobalt (NMC) |\n|---|---|---|\n| Stabilité thermique | Très élevée | Moyenne |\n| Durée de vie en cycles | Plus de 10 000 cycles | Quelques milliers en général |\n| Cobalt et nickel | Aucun | Oui |\n| Densité énergétique | Moyenne | Plus élevée |\n\n## Ce que cela change à la maison\n\n- **Sécurité :** pas de cobalt, et une température bien plus élevée avant qu'une cellule ne devienne instable.\n- **Durée de vie :** plus de 10 000 cycles, soit environ un cycle par jour pendant plus de 25 ans.\n- **Froid :** notre batterie délivre toute sa puissance à -20 °C.\n- **Durabilité :** le fer et le phosphate sont abondants et exempts de minerais de conflit.\n\n## Pourquoi la densité énergétique compte moins ici\n\nDans une voiture électrique, chaque kilo compte : les constructeurs choisissent donc souvent des chimies au nickel plus denses. Une batterie domestique reste fixée au mur du garage ; le poids importe peu, la sécurité et la longévité beaucoup.\n\nC'est pourquoi le LFP est devenu la norme du stockage stationnaire, et pourquoi toutes les batteries et armoires de stockage Voltara utilisent des cellules LFP.",
      },
    },
  ),
  ...perLanguage(
    {
      keytitle: 'home-battery-operating-modes',
      publishedOn: '2026-04-22',
      coverUrl: cover('home-battery-operating-modes'),
    },
    {
      cn: {
        title: '家用储能的四种运行模式，该选哪一种？',
        author: product.cn,
        summary: '自发自用、分时电价、备用电源和虚拟电厂：根据电价和生活习惯选择合适的模式。',
        body: '同一套储能系统，运行方式不同，节省的电费也不同。在 ECOS 应用中，您可以随时在四种模式之间切换。\n\n## 自发自用\n\n白天把光伏余电存入电池，傍晚和夜间优先使用。**上网电价越低，这种模式越划算**，因为每一度自用的光伏电都替代了从电网购买的高价电。\n\n## 分时电价\n\n如果您采用峰谷或动态电价，系统会在低价时段充电、高价时段放电。即使没有光伏，也能通过峰谷价差节省电费。\n\n## 备用电源\n\n电池始终保留一部分电量。电网停电时，系统在 **10 ms 内**切换到备用供电，电脑和路由器都不会重启。适合经常停电或需要保障医疗设备的家庭。\n\n## 虚拟电厂\n\n您授权聚合商在电网紧张时调用电池，为电网提供调峰或调频服务，并获得相应报酬。电池仍优先满足家庭用电。\n\n## 如何选择\n\n| 您的情况 | 推荐模式 |\n|---|---|\n| 有光伏，上网电价低 | 自发自用 |\n| 采用峰谷或动态电价 | 分时电价 |\n| 所在地区经常停电 | 备用电源 |\n| 希望电池创造额外收益 | 虚拟电厂 |\n\n模式之间可以随时切换，不需要安装商上门。',
      },
      au: {
        title: 'Four home battery operating modes: which one suits you?',
        author: product.au,
        summary:
          'Self-power, time-of-use, backup and virtual power plant: pick the mode that fits your tariff and routine.',
        body: "The same storage system saves different amounts depending on how it runs. In the ECOS app you can switch between four modes at any time.\n\n## Self-power\n\nSurplus solar goes into the battery during the day and is used first in the evening and overnight. **The lower your feed-in tariff, the better this mode pays**, because every kilowatt-hour you use yourself replaces power you'd otherwise buy at full price.\n\n## Time-of-use\n\nOn a time-of-use or dynamic tariff, the system charges when power is cheap and discharges when it's expensive. It saves money from the price spread even without solar.\n\n## Backup\n\nThe battery always keeps a reserve. If the grid goes down, the system switches to backup in **under 10 ms**, so computers and the modem don't even restart. It suits areas with frequent outages or homes that rely on medical equipment.\n\n## Virtual power plant\n\nYou allow an aggregator to draw on your battery when the grid is under strain, providing peak or frequency support, and you're paid for it. Your home's needs still come first.\n\n## How to choose\n\n| Your situation | Recommended mode |\n|---|---|\n| Solar with a low feed-in tariff | Self-power |\n| Time-of-use or dynamic tariff | Time-of-use |\n| Frequent outages in your area | Backup |\n| You want the battery to earn extra income | Virtual power plant |\n\nYou can change modes whenever you like, with no installer visit needed.",
      },
      en: {
        title: 'Four home battery operating modes: which one suits you?',
        author: product.en,
        summary:
          'Self-power, time-of-use, backup and virtual power plant: pick the mode that fits your rate plan and routine.',
        body: "The same storage system saves different amounts depending on how it runs. In the ECOS app you can switch between four modes at any time.\n\n## Self-power\n\nSurplus solar goes into the battery during the day and is used first in the evening and overnight. **The lower your export compensation, the better this mode pays**, because every kilowatt-hour you use yourself replaces power you would otherwise buy at full price.\n\n## Time-of-use\n\nOn a time-of-use or dynamic rate, the system charges when power is cheap and discharges when it is expensive. It saves money from the price spread even without solar.\n\n## Backup\n\nThe battery always keeps a reserve. If the grid goes down, the system switches to backup in **under 10 ms**, so computers and the router don't even restart. It suits areas with frequent outages or homes that rely on medical equipment.\n\n## Virtual power plant\n\nYou allow an aggregator to draw on your battery when the grid is under strain, providing peak or frequency support, and you are paid for it. Your home's needs still come first.\n\n## How to choose\n\n| Your situation | Recommended mode |\n|---|---|\n| Solar with low export compensation | Self-power |\n| Time-of-use or dynamic rate | Time-of-use |\n| Frequent outages in your area | Backup |\n| You want the battery to earn extra income | Virtual power plant |\n\nYou can change modes whenever you like, with no installer visit needed.",
      },
      de: {
        title: 'Vier Betriebsmodi für den Heimspeicher: Welcher passt zu Ihnen?',
        author: product.de,
        summary:
          'Eigenverbrauch, zeitvariabler Tarif, Notstrom und virtuelles Kraftwerk: Wählen Sie den Modus, der zu Tarif und Alltag passt.',
        body: 'Dasselbe Speichersystem spart je nach Betriebsart unterschiedlich viel. In der ECOS-App wechseln Sie jederzeit zwischen vier Modi.\n\n## Eigenverbrauch\n\nSolarüberschuss fließt tagsüber in die Batterie und wird abends und nachts zuerst genutzt. **Je niedriger Ihre Einspeisevergütung, desto mehr lohnt sich dieser Modus**, denn jede selbst genutzte Kilowattstunde ersetzt teuer eingekauften Netzstrom.\n\n## Zeitvariabler Tarif\n\nMit einem zeitvariablen oder dynamischen Tarif lädt das System bei günstigen Preisen und entlädt bei teuren. So sparen Sie über die Preisspanne – sogar ohne Solaranlage.\n\n## Notstrom\n\nDie Batterie hält stets eine Reserve vor. Fällt das Netz aus, schaltet das System in **unter 10 ms** auf Notstrom um – Computer und Router starten nicht einmal neu. Ideal für Regionen mit häufigen Ausfällen oder Haushalte mit medizinischen Geräten.\n\n## Virtuelles Kraftwerk\n\nSie erlauben einem Aggregator, Ihre Batterie bei Netzengpässen für Spitzenlast- oder Frequenzstützung zu nutzen, und werden dafür vergütet. Der Bedarf Ihres Haushalts hat weiterhin Vorrang.\n\n## So wählen Sie\n\n| Ihre Situation | Empfohlener Modus |\n|---|---|\n| PV-Anlage mit niedriger Einspeisevergütung | Eigenverbrauch |\n| Zeitvariabler oder dynamischer Tarif | Zeitvariabler Tarif |\n| Häufige Stromausfälle in Ihrer Region | Notstrom |\n| Die Batterie soll zusätzlich Geld verdienen | Virtuelles Kraftwerk |\n\nDen Modus können Sie jederzeit ändern, ohne dass der Installateur kommen muss.',
      },
      it: {
        title: 'Quattro modalità di funzionamento della batteria domestica: quale fa per te?',
        author: product.it,
        summary:
          'Autoconsumo, fasce orarie, alimentazione di riserva e centrale elettrica virtuale: scegli la modalità adatta alla tua tariffa e alle tue abitudini.',
        body: "Lo stesso sistema di accumulo fa risparmiare in modo diverso a seconda di come funziona. Nell'app ECOS puoi passare in qualsiasi momento da una modalità all'altra.\n\n## Autoconsumo\n\nDi giorno il surplus solare va nella batteria e la sera e di notte viene usato per primo. **Più bassa è la remunerazione dell'energia immessa, più conviene questa modalità**, perché ogni chilowattora autoconsumato sostituisce energia acquistata a prezzo pieno.\n\n## Fasce orarie\n\nCon una tariffa a fasce orarie o dinamica, il sistema si carica quando l'energia costa poco e si scarica quando costa di più. Si risparmia sulla differenza di prezzo anche senza fotovoltaico.\n\n## Alimentazione di riserva\n\nLa batteria mantiene sempre una riserva. Se la rete si interrompe, il sistema passa al backup in **meno di 10 ms**: computer e router non si riavviano nemmeno. Ideale nelle zone con blackout frequenti o per chi usa apparecchiature mediche.\n\n## Centrale elettrica virtuale\n\nAutorizzi un aggregatore a usare la tua batteria quando la rete è sotto pressione, per il supporto nei picchi o alla frequenza, e vieni remunerato. Le esigenze della casa restano comunque prioritarie.\n\n## Come scegliere\n\n| La tua situazione | Modalità consigliata |\n|---|---|\n| Fotovoltaico con bassa remunerazione dell'energia immessa | Autoconsumo |\n| Tariffa a fasce orarie o dinamica | Fasce orarie |\n| Blackout frequenti nella tua zona | Alimentazione di riserva |\n| Vuoi che la batteria generi un reddito aggiuntivo | Centrale elettrica virtuale |\n\nPuoi cambiare modalità quando vuoi, senza bisogno dell'installatore.",
      },
      nl: {
        title: 'Vier bedrijfsmodi voor uw thuisbatterij: welke past bij u?',
        author: product.nl,
        summary:
          'Eigen verbruik, tijdsafhankelijk tarief, noodstroom en virtuele energiecentrale: kies de modus die past bij uw tarief en leefritme.',
        body: "Hetzelfde opslagsysteem bespaart meer of minder, afhankelijk van hoe het werkt. In de ECOS-app schakelt u op elk moment tussen vier modi.\n\n## Eigen verbruik\n\nZonne-overschot gaat overdag de batterij in en wordt 's avonds en 's nachts als eerste gebruikt. **Hoe lager uw terugleververgoeding, hoe meer deze modus oplevert**, want elke zelf gebruikte kilowattuur vervangt stroom die u anders tegen de volle prijs inkoopt.\n\n## Tijdsafhankelijk tarief\n\nMet een tijdsafhankelijk of dynamisch contract laadt het systeem wanneer stroom goedkoop is en ontlaadt het wanneer stroom duur is. Zo bespaart u op het prijsverschil, zelfs zonder zonnepanelen.\n\n## Noodstroom\n\nDe batterij houdt altijd een reserve aan. Valt het net uit, dan schakelt het systeem binnen **10 ms** over op noodstroom: computers en router starten niet eens opnieuw op. Geschikt voor gebieden met vaak stroomuitval of huishoudens met medische apparatuur.\n\n## Virtuele energiecentrale\n\nU geeft een aggregator toestemming om uw batterij in te zetten als het net onder druk staat, voor piek- of frequentieondersteuning, en u krijgt daarvoor een vergoeding. De behoeften van uw huishouden gaan altijd voor.\n\n## Zo kiest u\n\n| Uw situatie | Aanbevolen modus |\n|---|---|\n| Zonnepanelen met een lage terugleververgoeding | Eigen verbruik |\n| Tijdsafhankelijk of dynamisch contract | Tijdsafhankelijk tarief |\n| Vaak stroomuitval in uw regio | Noodstroom |\n| U wilt dat de batterij extra inkomsten oplevert | Virtuele energiecentrale |\n\nU kunt de modus altijd wijzigen, zonder dat de installateur langs hoeft te komen.",
      },
      fr: {
        title: 'Quatre modes de fonctionnement pour votre batterie : lequel vous convient ?',
        author: product.fr,
        summary:
          'Autoconsommation, tarif horaire, secours et centrale électrique virtuelle : choisissez le mode adapté à votre tarif et à vos habitudes.',
        body: "Un même système de stockage fait économiser plus ou moins selon son mode de fonctionnement. Dans l'application ECOS, vous passez d'un mode à l'autre à tout moment.\n\n## Autoconsommation\n\nLe surplus solaire charge la batterie pendant la journée et sert en priorité le soir et la nuit. **Plus votre tarif de revente est bas, plus ce mode est rentable**, car chaque kilowattheure consommé sur place remplace de l'électricité achetée au prix fort.\n\n## Tarif horaire\n\nAvec un tarif heures pleines / heures creuses ou un tarif dynamique, le système se charge quand l'électricité est bon marché et se décharge quand elle est chère. Vous économisez sur l'écart de prix, même sans panneaux solaires.\n\n## Secours\n\nLa batterie garde toujours une réserve. En cas de coupure, le système bascule en secours en **moins de 10 ms** : ordinateurs et box internet ne redémarrent même pas. Idéal dans les zones à coupures fréquentes ou pour les foyers équipés d'appareils médicaux.\n\n## Centrale électrique virtuelle\n\nVous autorisez un agrégateur à solliciter votre batterie quand le réseau est sous tension, pour un soutien en pointe ou en fréquence, et vous êtes rémunéré. Les besoins de votre foyer restent prioritaires.\n\n## Comment choisir\n\n| Votre situation | Mode conseillé |\n|---|---|\n| Panneaux solaires et tarif de revente bas | Autoconsommation |\n| Tarif heures pleines / heures creuses ou dynamique | Tarif horaire |\n| Coupures fréquentes dans votre région | Secours |\n| Vous voulez que la batterie rapporte un revenu | Centrale électrique virtuelle |\n\nVous pouvez changer de mode quand vous le souhaitez, sans intervention de l'installateur.",
      },
    },
  ),
  ...perLanguage(
    {
      keytitle: 'peak-shaving-for-commercial-sites',
      publishedOn: '2026-01-28',
      coverUrl: cover('peak-shaving-for-commercial-sites'),
    },
    {
      cn: {
        title: '工商业削峰填谷：如何确定储能规模',
        author: commercial.cn,
        summary: '从负荷曲线出发，确定储能变流器功率和电池容量，降低需量电费。',
        body: '对许多工厂、冷库和商场来说，电费中很大一部分来自**需量电费**：按当月最高的那一刻用电功率计费。哪怕只有十五分钟的峰值，也会决定整个月的账单。储能可以在峰值时段放电，把这部分功率“削”掉。\n\n## 第一步：读懂负荷曲线\n\n导出至少一年的 15 分钟电表数据，找出峰值出现的时间、持续时长和频率。峰值越短、越尖，削峰的收益越高。\n\n## 第二步：确定功率和容量\n\n- **功率**由需要削减的峰值决定。我们的储能变流器有 60 kW 和 62.5 kW 两种规格，最多 10 台并联，即最高 625 kW。\n- **容量**由峰值持续时间决定。例如削减 250 kW、持续 2 小时，约需 500 kWh，再加上安全余量。\n\n| 需削减的峰值 | 持续时间 | 参考配置 |\n|---|---|---|\n| 120 kW | 2 小时 | 2 × 60 kW，约 240 kWh |\n| 250 kW | 2 小时 | 4 × 62.5 kW，约 500 kWh |\n| 625 kW | 2 小时 | 10 × 62.5 kW，约 1.25 MWh |\n\n## 第三步：叠加更多收益\n\n同一套系统还可以在谷电时段充电、峰电时段放电，或储存屋顶光伏的午间余电。Pangu OS 会根据负荷预测和电价自动组合这些策略。\n\n变流效率高达 99%，每个循环的损耗都很小。欢迎将您的负荷数据发给我们，免费获得方案评估。',
      },
      au: {
        title: 'Peak shaving for commercial sites: how to size the storage',
        author: commercial.au,
        summary:
          'Start from the load profile to size conversion power and battery capacity, and cut demand charges.',
        body: 'For many factories, cold stores and shopping centres, a large share of the power bill comes from **demand charges**: a fee set by the highest power draw of the month. Even a fifteen-minute peak can set the bill for the whole month. Storage discharges during those peaks and shaves them off.\n\n## Step 1: read the load profile\n\nExport at least a year of 15-minute interval data and find when peaks occur, how long they last and how often. The shorter and sharper the peaks, the better peak shaving pays.\n\n## Step 2: size power and capacity\n\n- **Power** follows the peak you want to remove. Our power conversion systems come in 60 kW and 62.5 kW models, up to 10 in parallel, for up to 625 kW.\n- **Capacity** follows how long the peak lasts. Shaving 250 kW for 2 hours needs about 500 kWh, plus a safety margin.\n\n| Peak to remove | Duration | Typical configuration |\n|---|---|---|\n| 120 kW | 2 hours | 2 × 60 kW, about 240 kWh |\n| 250 kW | 2 hours | 4 × 62.5 kW, about 500 kWh |\n| 625 kW | 2 hours | 10 × 62.5 kW, about 1.25 MWh |\n\n## Step 3: stack more value\n\nThe same system can charge off-peak and discharge at peak rates, or store the midday surplus from rooftop solar. Pangu OS combines these strategies automatically from the load forecast and tariffs.\n\nWith conversion efficiency of up to 99%, losses stay small on every cycle. Send us your interval data for a free assessment.',
      },
      en: {
        title: 'Peak shaving for commercial sites: how to size the storage',
        author: commercial.en,
        summary:
          'Start from the load profile to size conversion power and battery capacity, and cut demand charges.',
        body: 'For many factories, cold stores and shopping malls, a large share of the electricity bill comes from **demand charges**: a fee set by the highest power draw of the month. Even a fifteen-minute peak can set the bill for the whole month. Storage discharges during those peaks and shaves them off.\n\n## Step 1: read the load profile\n\nExport at least a year of 15-minute interval data and find when peaks occur, how long they last and how often. The shorter and sharper the peaks, the better peak shaving pays.\n\n## Step 2: size power and capacity\n\n- **Power** follows the peak you want to remove. Our power conversion systems come in 60 kW and 62.5 kW models, up to 10 in parallel, for up to 625 kW.\n- **Capacity** follows how long the peak lasts. Shaving 250 kW for 2 hours needs about 500 kWh, plus a safety margin.\n\n| Peak to remove | Duration | Typical configuration |\n|---|---|---|\n| 120 kW | 2 hours | 2 × 60 kW, about 240 kWh |\n| 250 kW | 2 hours | 4 × 62.5 kW, about 500 kWh |\n| 625 kW | 2 hours | 10 × 62.5 kW, about 1.25 MWh |\n\n## Step 3: stack more value\n\nThe same system can charge off-peak and discharge at peak rates, or store the midday surplus from rooftop solar. Pangu OS combines these strategies automatically from the load forecast and rates.\n\nWith conversion efficiency of up to 99%, losses stay small on every cycle. Send us your interval data for a free assessment.',
      },
      de: {
        title: 'Lastspitzenkappung für Gewerbestandorte: So dimensionieren Sie den Speicher',
        author: commercial.de,
        summary:
          'Vom Lastgang zu Wandlerleistung und Speicherkapazität – und zu niedrigeren Leistungspreisen.',
        body: 'Bei vielen Fabriken, Kühlhäusern und Einkaufszentren entfällt ein großer Teil der Stromrechnung auf den **Leistungspreis**: Er richtet sich nach der höchsten Leistungsspitze des Abrechnungszeitraums. Schon eine Viertelstunde Spitze kann die Rechnung bestimmen. Ein Speicher entlädt genau in diesen Momenten und kappt die Spitze.\n\n## Schritt 1: den Lastgang verstehen\n\nExportieren Sie mindestens ein Jahr Viertelstundenwerte und ermitteln Sie, wann Spitzen auftreten, wie lange sie dauern und wie oft. Je kürzer und steiler die Spitzen, desto mehr bringt die Kappung.\n\n## Schritt 2: Leistung und Kapazität festlegen\n\n- Die **Leistung** ergibt sich aus der Spitze, die wegfallen soll. Unsere Leistungswandler gibt es mit 60 kW und 62,5 kW, bis zu 10 parallel – also bis zu 625 kW.\n- Die **Kapazität** ergibt sich aus der Dauer der Spitze. 250 kW über 2 Stunden zu kappen erfordert rund 500 kWh plus Sicherheitsreserve.\n\n| Zu kappende Spitze | Dauer | Typische Konfiguration |\n|---|---|---|\n| 120 kW | 2 Stunden | 2 × 60 kW, ca. 240 kWh |\n| 250 kW | 2 Stunden | 4 × 62,5 kW, ca. 500 kWh |\n| 625 kW | 2 Stunden | 10 × 62,5 kW, ca. 1,25 MWh |\n\n## Schritt 3: weitere Erlöse kombinieren\n\nDasselbe System kann im Niedertarif laden und im Hochtarif entladen oder den Mittagsüberschuss der PV-Dachanlage speichern. Pangu OS kombiniert diese Strategien automatisch anhand von Lastprognose und Tarifen.\n\nMit einem Wirkungsgrad von bis zu 99 % bleiben die Verluste je Zyklus gering. Senden Sie uns Ihre Lastgangdaten für eine kostenlose Bewertung.',
      },
      it: {
        title: 'Peak shaving per siti commerciali: come dimensionare l’accumulo',
        author: commercial.it,
        summary:
          'Dal profilo di carico alla potenza di conversione e alla capacità della batteria, per ridurre i costi di potenza.',
        body: "Per molte fabbriche, celle frigorifere e centri commerciali, una parte consistente della bolletta dipende dalla **quota potenza**: un costo calcolato sul picco massimo di prelievo del mese. Anche un picco di un quarto d'ora può determinare la bolletta dell'intero mese. L'accumulo si scarica proprio in quei momenti e taglia il picco.\n\n## Passo 1: leggere il profilo di carico\n\nEsporta almeno un anno di dati quartorari e individua quando si verificano i picchi, quanto durano e con che frequenza. Più i picchi sono brevi e ripidi, più conviene il peak shaving.\n\n## Passo 2: dimensionare potenza e capacità\n\n- La **potenza** dipende dal picco da eliminare. I nostri convertitori sono disponibili da 60 kW e 62,5 kW, fino a 10 in parallelo, cioè fino a 625 kW.\n- La **capacità** dipende dalla durata del picco. Tagliare 250 kW per 2 ore richiede circa 500 kWh, più un margine di sicurezza.\n\n| Picco da eliminare | Durata | Configurazione tipica |\n|---|---|---|\n| 120 kW | 2 ore | 2 × 60 kW, circa 240 kWh |\n| 250 kW | 2 ore | 4 × 62,5 kW, circa 500 kWh |\n| 625 kW | 2 ore | 10 × 62,5 kW, circa 1,25 MWh |\n\n## Passo 3: sommare altri benefici\n\nLo stesso sistema può caricarsi nelle fasce economiche e scaricarsi in quelle care, oppure accumulare il surplus di mezzogiorno del fotovoltaico sul tetto. Pangu OS combina automaticamente queste strategie in base alla previsione di carico e alle tariffe.\n\nCon un'efficienza di conversione fino al 99%, le perdite restano minime a ogni ciclo. Inviaci i tuoi dati di consumo per una valutazione gratuita.",
      },
      nl: {
        title: 'Piekafvlakking voor bedrijfslocaties: zo bepaalt u de omvang van de opslag',
        author: commercial.nl,
        summary:
          'Van belastingprofiel naar omvormervermogen en batterijcapaciteit, voor lagere piekvermogenskosten.',
        body: 'Voor veel fabrieken, koelhuizen en winkelcentra bestaat een groot deel van de energierekening uit **capaciteitskosten**: een bedrag dat wordt bepaald door de hoogste vermogenspiek van de maand. Zelfs een piek van een kwartier kan de rekening voor de hele maand bepalen. Opslag ontlaadt precies op die momenten en vlakt de piek af.\n\n## Stap 1: het belastingprofiel lezen\n\nExporteer minstens een jaar aan kwartierwaarden en bepaal wanneer pieken optreden, hoe lang ze duren en hoe vaak. Hoe korter en scherper de pieken, hoe meer piekafvlakking oplevert.\n\n## Stap 2: vermogen en capaciteit bepalen\n\n- Het **vermogen** volgt uit de piek die weg moet. Onze omvormers zijn er in 60 kW en 62,5 kW, tot 10 parallel, dus tot 625 kW.\n- De **capaciteit** volgt uit de duur van de piek. 250 kW gedurende 2 uur afvlakken vraagt ongeveer 500 kWh, plus een veiligheidsmarge.\n\n| Af te vlakken piek | Duur | Gangbare configuratie |\n|---|---|---|\n| 120 kW | 2 uur | 2 × 60 kW, ca. 240 kWh |\n| 250 kW | 2 uur | 4 × 62,5 kW, ca. 500 kWh |\n| 625 kW | 2 uur | 10 × 62,5 kW, ca. 1,25 MWh |\n\n## Stap 3: meer waarde stapelen\n\nHetzelfde systeem kan laden in daluren en ontladen in piekuren, of het middagoverschot van de zonnepanelen op het dak opslaan. Pangu OS combineert deze strategieën automatisch op basis van de lastvoorspelling en de tarieven.\n\nMet een omzettingsrendement tot 99% blijven de verliezen per cyclus klein. Stuur ons uw meetgegevens voor een gratis beoordeling.',
      },
      fr: {
        title:
          'Écrêtage des pointes pour les sites professionnels : comment dimensionner le stockage',
        author: commercial.fr,
        summary:
          'Du profil de charge à la puissance de conversion et à la capacité de batterie, pour réduire le coût de la puissance.',
        body: "Pour de nombreuses usines, entrepôts frigorifiques et centres commerciaux, une grande part de la facture d'électricité dépend de la **puissance appelée** : un coût fixé par la pointe la plus élevée du mois. Un quart d'heure de pointe peut suffire à déterminer la facture du mois entier. Le stockage se décharge précisément à ces moments et écrête la pointe.\n\n## Étape 1 : lire le profil de charge\n\nExportez au moins un an de données au pas de 10 ou 15 minutes et repérez quand les pointes surviennent, combien de temps elles durent et à quelle fréquence. Plus les pointes sont courtes et marquées, plus l'écrêtage est rentable.\n\n## Étape 2 : dimensionner puissance et capacité\n\n- La **puissance** dépend de la pointe à supprimer. Nos convertisseurs existent en 60 kW et 62,5 kW, jusqu'à 10 en parallèle, soit jusqu'à 625 kW.\n- La **capacité** dépend de la durée de la pointe. Écrêter 250 kW pendant 2 heures demande environ 500 kWh, plus une marge de sécurité.\n\n| Pointe à supprimer | Durée | Configuration type |\n|---|---|---|\n| 120 kW | 2 heures | 2 × 60 kW, environ 240 kWh |\n| 250 kW | 2 heures | 4 × 62,5 kW, environ 500 kWh |\n| 625 kW | 2 heures | 10 × 62,5 kW, environ 1,25 MWh |\n\n## Étape 3 : cumuler d'autres gains\n\nLe même système peut se charger aux heures creuses et se décharger aux heures pleines, ou stocker le surplus de midi de la toiture solaire. Pangu OS combine automatiquement ces stratégies selon la prévision de charge et les tarifs.\n\nAvec un rendement de conversion allant jusqu'à 99 %, les pertes restent faibles à chaque cycle. Envoyez-nous vos courbes de charge pour une étude gratuite.",
      },
    },
  ),
  ...perLanguage(
    {
      keytitle: 'battery-safety-by-design',
      publishedOn: '2025-10-15',
      coverUrl: cover('battery-safety-by-design'),
    },
    {
      cn: {
        title: '从设计开始的储能安全',
        author: safety.cn,
        summary: '从电芯化学到消防系统和外壳防护，Voltara 如何层层保障储能安全。',
        body: '储能安全不是单一功能，而是从电芯到柜体层层叠加的一系列设计决策。以下是 Voltara 储能系统的四道防线。\n\n## 第一道：电芯化学\n\n所有 Voltara 产品都采用**磷酸铁锂电芯**。磷酸铁结构在高温下仍能锁住氧原子，大大降低热失控风险。\n\n## 第二道：电池管理系统\n\n电池管理系统持续监测每个电芯的电压、温度和电流，发现异常时限制功率或断开电路，并通过 ECOS Hub 或 Pangu OS 发出告警。它凝聚了我们 16 年的研发经验。\n\n## 第三道：主动消防\n\n工商业和电网级储能柜配备独立的探测与灭火系统，**15 秒内启动**，把风险控制在单个模块内。\n\n## 第四道：外壳与环境\n\n| 项目 | 参数 |\n|---|---|\n| 防护等级 | IP55、IP65、IP66（视型号） |\n| 工作温度 | -20 至 55 °C |\n| 运行噪音 | 低于 25 dB |\n\n高防护等级让设备能够安装在户外、沿海或多尘环境中；低于 25 dB 的运行噪音意味着家用系统安装在走廊或卧室附近也不会打扰生活。\n\n## 安装同样重要\n\n再安全的产品也需要正确安装。认证安装商接受过系统设计和安全规范培训，由他们安装的系统享受 10 年质保。',
      },
      au: {
        title: 'Battery safety by design',
        author: safety.au,
        summary:
          'From cell chemistry to fire suppression and enclosures: how Voltara builds safety into every layer.',
        body: "Storage safety isn't a single feature. It's a series of design decisions layered from the cell to the cabinet. Here are the four lines of defence in every Voltara system.\n\n## 1. Cell chemistry\n\nEvery Voltara product uses **lithium iron phosphate cells**. The iron-phosphate structure holds on to its oxygen even at high temperatures, which greatly reduces the risk of thermal runaway.\n\n## 2. Battery management\n\nThe battery management system constantly monitors the voltage, temperature and current of every cell. If anything looks wrong, it limits power or disconnects the circuit and raises an alarm in ECOS Hub or Pangu OS. It draws on 16 years of our research and development.\n\n## 3. Active fire suppression\n\nCommercial and utility cabinets have their own detection and suppression system that **acts within 15 seconds**, containing any risk to a single module.\n\n## 4. Enclosure and environment\n\n| Item | Figure |\n|---|---|\n| Ingress protection | IP55, IP65, IP66 (by model) |\n| Operating temperature | -20 to 55 °C |\n| Noise | Below 25 dB |\n\nHigh ingress ratings mean the equipment can go outdoors, near the coast or in dusty places, and at under 25 dB a home system can sit in a hallway or near a bedroom without disturbing anyone.\n\n## Installation matters too\n\nEven the safest product needs to be installed correctly. Certified installers are trained in system design and safety, and systems they install carry a 10-year warranty.",
      },
      en: {
        title: 'Battery safety by design',
        author: safety.en,
        summary:
          'From cell chemistry to fire suppression and enclosures: how Voltara builds safety into every layer.',
        body: 'Storage safety is not a single feature. It is a series of design decisions layered from the cell to the cabinet. Here are the four lines of defense in every Voltara system.\n\n## 1. Cell chemistry\n\nEvery Voltara product uses **lithium iron phosphate cells**. The iron-phosphate structure holds on to its oxygen even at high temperatures, which greatly reduces the risk of thermal runaway.\n\n## 2. Battery management\n\nThe battery management system constantly monitors the voltage, temperature and current of every cell. If anything looks wrong, it limits power or disconnects the circuit and raises an alarm in ECOS Hub or Pangu OS. It draws on 16 years of our research and development.\n\n## 3. Active fire suppression\n\nCommercial and utility cabinets have their own detection and suppression system that **acts within 15 seconds**, containing any risk to a single module.\n\n## 4. Enclosure and environment\n\n| Item | Figure |\n|---|---|\n| Ingress protection | IP55, IP65, IP66 (by model) |\n| Operating temperature | -20 to 55 °C (-4 to 131 °F) |\n| Noise | Below 25 dB |\n\nHigh ingress ratings mean the equipment can go outdoors, near the coast or in dusty places, and at under 25 dB a home system can sit in a hallway or near a bedroom without disturbing anyone.\n\n## Installation matters too\n\nEven the safest product needs to be installed correctly. Certified installers are trained in system design and safety, and systems they install carry a 10-year warranty.',
      },
      de: {
        title: 'Batteriesicherheit von Grund auf',
        author: safety.de,
        summary:
          'Von der Zellchemie über die Brandunterdrückung bis zum Gehäuse: So baut Voltara Sicherheit in jede Ebene ein.',
        body: 'Speichersicherheit ist keine einzelne Funktion, sondern eine Reihe von Konstruktionsentscheidungen – von der Zelle bis zum Schrank. Das sind die vier Schutzebenen jedes Voltara-Systems.\n\n## 1. Zellchemie\n\nAlle Voltara-Produkte verwenden **Lithium-Eisenphosphat-Zellen**. Die Eisenphosphat-Struktur hält ihren Sauerstoff auch bei hohen Temperaturen fest und senkt so das Risiko eines thermischen Durchgehens erheblich.\n\n## 2. Batteriemanagement\n\nDas Batteriemanagementsystem überwacht laufend Spannung, Temperatur und Strom jeder Zelle. Bei Auffälligkeiten begrenzt es die Leistung oder trennt den Stromkreis und meldet einen Alarm in ECOS Hub oder Pangu OS. Darin stecken 16 Jahre unserer Forschung und Entwicklung.\n\n## 3. Aktive Brandunterdrückung\n\nGewerbe- und Netzspeicherschränke besitzen ein eigenes Detektions- und Löschsystem, das **innerhalb von 15 Sekunden auslöst** und ein Risiko auf ein einzelnes Modul begrenzt.\n\n## 4. Gehäuse und Umgebung\n\n| Merkmal | Wert |\n|---|---|\n| Schutzart | IP55, IP65, IP66 (je nach Modell) |\n| Betriebstemperatur | -20 bis 55 °C |\n| Geräuschpegel | Unter 25 dB |\n\nDank hoher Schutzarten lassen sich die Geräte im Freien, an der Küste oder in staubiger Umgebung aufstellen. Mit unter 25 dB stört ein Heimspeicher auch im Flur oder neben dem Schlafzimmer niemanden.\n\n## Auch die Installation zählt\n\nSelbst das sicherste Produkt muss richtig installiert werden. Zertifizierte Installateure sind in Systemauslegung und Sicherheit geschult, und die von ihnen installierten Systeme haben 10 Jahre Garantie.',
      },
      it: {
        title: 'Sicurezza delle batterie fin dalla progettazione',
        author: safety.it,
        summary:
          "Dalla chimica delle celle al sistema antincendio e all'involucro: come Voltara integra la sicurezza a ogni livello.",
        body: "La sicurezza dell'accumulo non è una singola funzione, ma una serie di scelte progettuali stratificate dalla cella all'armadio. Ecco le quattro linee di difesa di ogni sistema Voltara.\n\n## 1. Chimica delle celle\n\nTutti i prodotti Voltara usano **celle al litio ferro fosfato**. La struttura ferro-fosfato trattiene l'ossigeno anche ad alte temperature e riduce molto il rischio di fuga termica.\n\n## 2. Gestione della batteria\n\nIl sistema di gestione della batteria controlla di continuo tensione, temperatura e corrente di ogni cella. Se qualcosa non va, limita la potenza o apre il circuito e invia un allarme in ECOS Hub o Pangu OS. Racchiude 16 anni della nostra ricerca e sviluppo.\n\n## 3. Antincendio attivo\n\nGli armadi commerciali e di rete hanno un proprio sistema di rilevamento e spegnimento che **interviene entro 15 secondi**, confinando il rischio a un solo modulo.\n\n## 4. Involucro e ambiente\n\n| Voce | Valore |\n|---|---|\n| Grado di protezione | IP55, IP65, IP66 (secondo il modello) |\n| Temperatura di esercizio | Da -20 a 55 °C |\n| Rumorosità | Meno di 25 dB |\n\nGrazie agli alti gradi di protezione, le apparecchiature si possono installare all'aperto, vicino al mare o in ambienti polverosi; con meno di 25 dB un sistema domestico può stare in corridoio o vicino alla camera da letto senza disturbare.\n\n## Conta anche l'installazione\n\nAnche il prodotto più sicuro va installato correttamente. Gli installatori certificati sono formati su progettazione e sicurezza, e i sistemi che installano godono di una garanzia di 10 anni.",
      },
      nl: {
        title: 'Batterijveiligheid vanaf het ontwerp',
        author: safety.nl,
        summary:
          'Van celchemie tot brandblussing en behuizing: zo bouwt Voltara veiligheid in elke laag in.',
        body: 'Veiligheid van opslag is geen enkele functie, maar een reeks ontwerpkeuzes van cel tot kast. Dit zijn de vier verdedigingslinies in elk Voltara-systeem.\n\n## 1. Celchemie\n\nAlle Voltara-producten gebruiken **lithium-ijzerfosfaatcellen**. De ijzerfosfaatstructuur houdt haar zuurstof ook bij hoge temperaturen vast, wat het risico op thermische runaway sterk verkleint.\n\n## 2. Batterijbeheer\n\nHet batterijbeheersysteem bewaakt voortdurend spanning, temperatuur en stroom van elke cel. Klopt er iets niet, dan beperkt het het vermogen of onderbreekt het het circuit en geeft het een alarm in ECOS Hub of Pangu OS. Er zit 16 jaar van ons onderzoek en onze ontwikkeling in.\n\n## 3. Actieve brandblussing\n\nZakelijke en netopslagkasten hebben een eigen detectie- en blussysteem dat **binnen 15 seconden ingrijpt** en een risico beperkt tot één module.\n\n## 4. Behuizing en omgeving\n\n| Onderdeel | Waarde |\n|---|---|\n| Beschermingsgraad | IP55, IP65, IP66 (afhankelijk van model) |\n| Bedrijfstemperatuur | -20 tot 55 °C |\n| Geluid | Minder dan 25 dB |\n\nDankzij de hoge beschermingsgraden kan de apparatuur buiten, aan de kust of in stoffige ruimtes staan, en met minder dan 25 dB hangt een thuissysteem zonder overlast in de gang of bij een slaapkamer.\n\n## Ook de installatie telt\n\nZelfs het veiligste product moet goed worden geïnstalleerd. Gecertificeerde installateurs zijn getraind in systeemontwerp en veiligheid, en systemen die zij installeren hebben 10 jaar garantie.',
      },
      fr: {
        title: 'La sécurité des batteries dès la conception',
        author: safety.fr,
        summary:
          "De la chimie des cellules à l'extinction incendie et à l'enveloppe : comment Voltara intègre la sécurité à chaque niveau.",
        body: "La sécurité du stockage n'est pas une fonction unique, mais une série de choix de conception superposés, de la cellule à l'armoire. Voici les quatre lignes de défense de chaque système Voltara.\n\n## 1. Chimie des cellules\n\nTous les produits Voltara utilisent des **cellules lithium fer phosphate**. La structure fer-phosphate retient son oxygène même à haute température, ce qui réduit fortement le risque d'emballement thermique.\n\n## 2. Gestion de la batterie\n\nLe système de gestion de la batterie surveille en permanence la tension, la température et le courant de chaque cellule. En cas d'anomalie, il limite la puissance ou ouvre le circuit et déclenche une alarme dans ECOS Hub ou Pangu OS. Il concentre 16 ans de notre recherche et développement.\n\n## 3. Extinction incendie active\n\nLes armoires commerciales et réseau disposent de leur propre système de détection et d'extinction, qui **agit en moins de 15 secondes** et limite le risque à un seul module.\n\n## 4. Enveloppe et environnement\n\n| Élément | Valeur |\n|---|---|\n| Indice de protection | IP55, IP65, IP66 (selon le modèle) |\n| Température de fonctionnement | De -20 à 55 °C |\n| Bruit | Moins de 25 dB |\n\nGrâce à ces indices de protection élevés, les équipements peuvent être installés en extérieur, en bord de mer ou dans des lieux poussiéreux ; à moins de 25 dB, un système résidentiel peut se trouver dans un couloir ou près d'une chambre sans gêner personne.\n\n## L'installation compte aussi\n\nMême le produit le plus sûr doit être correctement installé. Les installateurs certifiés sont formés à la conception et à la sécurité des systèmes, et les installations qu'ils réalisent bénéficient d'une garantie de 10 ans.",
      },
    },
  ),
  ...perLanguage(
    {
      keytitle: 'backup-power-during-outages',
      publishedOn: '2025-07-09',
      coverUrl: cover('backup-power-during-outages'),
    },
    {
      cn: {
        title: '停电时，家用储能如何为您的家供电',
        author: engineering.cn,
        summary: '切换时间低于 10 ms、110% 不平衡输出：规划备用电源前需要了解的事。',
        body: '风暴、电网检修或突发故障都会导致停电。配备储能系统后，家里可以继续照明、制冷和上网。但备用供电能持续多久、能带哪些负载，需要提前规划。\n\n## 切换有多快\n\nVoltara 混合储能系统检测到电网失电后，会在 **10 ms 内**切换到备用供电。这比电脑电源能承受的中断时间更短，因此电脑、路由器和智能家居设备都不会重启。\n\n## 能带哪些负载\n\n三相混合储能系统的功率为 5–13 kW，并支持 **110% 不平衡输出**：即使某一相上的负载明显多于其他两相，系统也能稳定供电。这对单相的厨房电器、水泵或热泵尤其重要。\n\n## 能持续多久\n\n| 备用负载 | 典型功率 | 14.97 kWh 可供电时长 |\n|---|---|---|\n| 冰箱、照明、路由器 | 约 0.35 kW | 约 40 小时 |\n| 加上热泵（冬季） | 约 2.5 kW | 约 5–6 小时 |\n| 全屋负载 | 约 4 kW | 约 3–4 小时 |\n\n*以上为估算值，实际时长取决于电池剩余电量和用电习惯。*\n\n## 三个规划建议\n\n1. 在 ECOS 应用中选择**备用电源模式**，始终保留一部分电量。\n2. 与安装商一起确定需要保障的关键回路。\n3. 有光伏的家庭在停电期间白天仍可继续为电池充电。\n\n电池箱在 -20 °C 下也能满功率输出，冬季停电时同样可靠。',
      },
      au: {
        title: 'How a home battery keeps your house running in a blackout',
        author: engineering.au,
        summary:
          'Switchover in under 10 ms and 110% unbalanced output: what to know before you plan for backup power.',
        body: "Storms, network maintenance and faults all cause blackouts. With a storage system your lights, fridge and internet keep going, but how long backup lasts and which loads it carries is worth planning ahead.\n\n## How fast it switches\n\nWhen a Voltara hybrid system detects that the grid has gone down, it switches to backup in **under 10 ms**. That's shorter than a computer power supply can ride through, so computers, modems and smart home devices don't restart.\n\n## Which loads it carries\n\nThe three-phase hybrid system delivers 5 to 13 kW and supports **110% unbalanced output**: even if one phase carries far more load than the other two, supply stays stable. That matters for single-phase kitchen appliances, pumps and heat pumps.\n\n## How long it lasts\n\n| Backup load | Typical power | Runtime on 14.97 kWh |\n|---|---|---|\n| Fridge, lights, modem | About 0.35 kW | About 40 hours |\n| Plus reverse-cycle air-con heating (winter) | About 2.5 kW | About 5–6 hours |\n| Whole house | About 4 kW | About 3–4 hours |\n\n*Estimates only; actual runtime depends on the battery's state of charge and your usage.*\n\n## Three planning tips\n\n1. Choose **backup mode** in the ECOS app so a reserve is always kept.\n2. Decide with your installer which essential circuits to back up.\n3. With solar, the battery keeps recharging during daylight even while the grid is down.\n\nThe battery box keeps full power at -20 °C, so it's just as dependable in a winter blackout.",
      },
      en: {
        title: 'How a home battery keeps your house running in a power outage',
        author: engineering.en,
        summary:
          'Switchover in under 10 ms and 110% unbalanced output: what to know before you plan for backup power.',
        body: "Storms, grid maintenance and faults all cause outages. With a storage system your lights, refrigerator and internet keep going, but how long backup lasts and which loads it carries is worth planning ahead.\n\n## How fast it switches\n\nWhen a Voltara hybrid system detects that the grid has gone down, it switches to backup in **under 10 ms**. That is shorter than a computer power supply can ride through, so computers, routers and smart home devices don't restart.\n\n## Which loads it carries\n\nThe three-phase hybrid system delivers 5 to 13 kW and supports **110% unbalanced output**: even if one phase carries far more load than the other two, supply stays stable. That matters for single-phase kitchen appliances, pumps and heat pumps.\n\n## How long it lasts\n\n| Backup load | Typical power | Runtime on 14.97 kWh |\n|---|---|---|\n| Refrigerator, lights, router | About 0.35 kW | About 40 hours |\n| Plus heat pump (winter) | About 2.5 kW | About 5–6 hours |\n| Whole house | About 4 kW | About 3–4 hours |\n\n*Estimates only; actual runtime depends on the battery's state of charge and your usage.*\n\n## Three planning tips\n\n1. Choose **backup mode** in the ECOS app so a reserve is always kept.\n2. Decide with your installer which essential circuits to back up.\n3. With solar, the battery keeps recharging during daylight even while the grid is down.\n\nThe battery box keeps full power at -20 °C, so it is just as dependable in a winter outage.",
      },
      de: {
        title: 'Wie ein Heimspeicher Ihr Haus bei Stromausfall versorgt',
        author: engineering.de,
        summary:
          'Umschaltung in unter 10 ms und 110 % Schieflastfähigkeit: Das sollten Sie wissen, bevor Sie die Notstromversorgung planen.',
        body: 'Stürme, Netzarbeiten und Störungen führen zu Stromausfällen. Mit einem Speichersystem bleiben Licht, Kühlschrank und Internet an – wie lange und welche Verbraucher versorgt werden, sollte man jedoch vorab planen.\n\n## Wie schnell umgeschaltet wird\n\nErkennt ein Voltara-Hybridsystem den Netzausfall, schaltet es in **unter 10 ms** auf Notstrom um. Das ist kürzer, als ein Computernetzteil überbrücken kann – Computer, Router und Smart-Home-Geräte starten nicht neu.\n\n## Welche Verbraucher versorgt werden\n\nDas dreiphasige Hybridsystem liefert 5 bis 13 kW und unterstützt **110 % Schieflast**: Auch wenn eine Phase deutlich stärker belastet ist als die beiden anderen, bleibt die Versorgung stabil. Das ist wichtig für einphasige Küchengeräte, Pumpen und Wärmepumpen.\n\n## Wie lange es reicht\n\n| Notstromverbraucher | Typische Leistung | Laufzeit mit 14,97 kWh |\n|---|---|---|\n| Kühlschrank, Licht, Router | ca. 0,35 kW | ca. 40 Stunden |\n| Zusätzlich Wärmepumpe (Winter) | ca. 2,5 kW | ca. 5–6 Stunden |\n| Ganzes Haus | ca. 4 kW | ca. 3–4 Stunden |\n\n*Schätzwerte; die tatsächliche Laufzeit hängt vom Ladezustand und Ihrem Verbrauch ab.*\n\n## Drei Tipps zur Planung\n\n1. Wählen Sie in der ECOS-App den **Notstrommodus**, damit stets eine Reserve bleibt.\n2. Legen Sie mit Ihrem Installateur fest, welche wichtigen Stromkreise abgesichert werden.\n3. Mit PV-Anlage lädt die Batterie tagsüber auch bei Netzausfall weiter.\n\nDie Batteriebox liefert auch bei -20 °C volle Leistung und ist damit bei einem Ausfall im Winter genauso zuverlässig.',
      },
      it: {
        title: 'Come una batteria domestica alimenta la casa durante un blackout',
        author: engineering.it,
        summary:
          'Commutazione in meno di 10 ms e uscita sbilanciata al 110%: cosa sapere prima di pianificare l’alimentazione di riserva.',
        body: "Temporali, lavori sulla rete e guasti causano blackout. Con un sistema di accumulo luci, frigorifero e internet continuano a funzionare, ma conviene pianificare in anticipo quanto dura il backup e quali carichi alimenta.\n\n## Quanto è veloce la commutazione\n\nQuando un sistema ibrido Voltara rileva la mancanza di rete, passa al backup in **meno di 10 ms**: meno di quanto un alimentatore per computer riesca a tollerare, quindi computer, router e dispositivi domotici non si riavviano.\n\n## Quali carichi alimenta\n\nIl sistema ibrido trifase eroga da 5 a 13 kW e supporta un'**uscita sbilanciata al 110%**: anche se una fase è molto più carica delle altre due, l'alimentazione resta stabile. È importante per elettrodomestici monofase, pompe e pompe di calore.\n\n## Quanto dura\n\n| Carichi in backup | Potenza tipica | Autonomia con 14,97 kWh |\n|---|---|---|\n| Frigorifero, luci, router | circa 0,35 kW | circa 40 ore |\n| Con pompa di calore (inverno) | circa 2,5 kW | circa 5-6 ore |\n| Tutta la casa | circa 4 kW | circa 3-4 ore |\n\n*Valori stimati; l'autonomia reale dipende dallo stato di carica e dai consumi.*\n\n## Tre consigli per pianificare\n\n1. Scegli la **modalità alimentazione di riserva** nell'app ECOS, così una riserva resta sempre disponibile.\n2. Decidi con l'installatore quali circuiti essenziali proteggere.\n3. Con il fotovoltaico, di giorno la batteria continua a ricaricarsi anche durante il blackout.\n\nIl battery box eroga piena potenza anche a -20 °C ed è quindi affidabile anche durante un blackout invernale.",
      },
      nl: {
        title: 'Hoe een thuisbatterij uw huis van stroom voorziet bij stroomuitval',
        author: engineering.nl,
        summary:
          'Omschakeling binnen 10 ms en 110% onbalansvermogen: wat u moet weten voordat u noodstroom plant.',
        body: 'Stormen, netonderhoud en storingen veroorzaken stroomuitval. Met een opslagsysteem blijven verlichting, koelkast en internet werken, maar hoe lang de noodstroom duurt en welke apparaten hij voedt, plant u het best vooraf.\n\n## Hoe snel het omschakelt\n\nAls een hybride systeem van Voltara merkt dat het net uitvalt, schakelt het binnen **10 ms** over op noodstroom. Dat is korter dan een computervoeding kan overbruggen, dus computers, routers en slimme apparaten starten niet opnieuw op.\n\n## Welke apparaten het voedt\n\nHet driefasige hybride systeem levert 5 tot 13 kW en ondersteunt **110% onbalansvermogen**: ook als één fase veel zwaarder belast is dan de andere twee, blijft de voeding stabiel. Dat is belangrijk voor enkelfasige keukenapparatuur, pompen en warmtepompen.\n\n## Hoe lang het duurt\n\n| Noodstroomverbruikers | Typisch vermogen | Looptijd met 14,97 kWh |\n|---|---|---|\n| Koelkast, verlichting, router | ca. 0,35 kW | ca. 40 uur |\n| Plus warmtepomp (winter) | ca. 2,5 kW | ca. 5-6 uur |\n| Hele woning | ca. 4 kW | ca. 3-4 uur |\n\n*Schattingen; de werkelijke looptijd hangt af van de laadtoestand en uw verbruik.*\n\n## Drie tips voor de planning\n\n1. Kies in de ECOS-app de **noodstroommodus**, zodat er altijd een reserve blijft.\n2. Bepaal met uw installateur welke essentiële groepen u wilt beveiligen.\n3. Met zonnepanelen laadt de batterij overdag door, ook als het net uitvalt.\n\nDe batterijbox levert ook bij -20 °C volledig vermogen en is dus net zo betrouwbaar bij uitval in de winter.',
      },
      fr: {
        title: 'Comment une batterie domestique alimente votre maison pendant une coupure',
        author: engineering.fr,
        summary:
          'Basculement en moins de 10 ms et sortie déséquilibrée à 110 % : ce qu’il faut savoir avant de prévoir une alimentation de secours.',
        body: "Tempêtes, travaux sur le réseau et pannes provoquent des coupures. Avec un système de stockage, l'éclairage, le réfrigérateur et internet continuent de fonctionner, mais mieux vaut prévoir la durée du secours et les charges alimentées.\n\n## La rapidité du basculement\n\nLorsqu'un système hybride Voltara détecte la perte du réseau, il bascule en secours en **moins de 10 ms**. C'est moins que ce qu'une alimentation d'ordinateur peut supporter : ordinateurs, box internet et objets connectés ne redémarrent pas.\n\n## Les charges alimentées\n\nLe système hybride triphasé délivre de 5 à 13 kW et accepte une **sortie déséquilibrée à 110 %** : même si une phase est bien plus chargée que les deux autres, l'alimentation reste stable. C'est essentiel pour l'électroménager monophasé, les pompes et les pompes à chaleur.\n\n## L'autonomie\n\n| Charges secourues | Puissance typique | Autonomie avec 14,97 kWh |\n|---|---|---|\n| Réfrigérateur, éclairage, box internet | environ 0,35 kW | environ 40 heures |\n| Avec pompe à chaleur (hiver) | environ 2,5 kW | environ 5 à 6 heures |\n| Toute la maison | environ 4 kW | environ 3 à 4 heures |\n\n*Valeurs estimées ; l'autonomie réelle dépend de l'état de charge et de votre consommation.*\n\n## Trois conseils pour bien préparer\n\n1. Choisissez le **mode secours** dans l'application ECOS pour toujours garder une réserve.\n2. Définissez avec votre installateur les circuits essentiels à secourir.\n3. Avec des panneaux solaires, la batterie continue de se recharger le jour, même pendant la coupure.\n\nLa batterie délivre toute sa puissance même à -20 °C : elle est tout aussi fiable lors d'une coupure en hiver.",
      },
    },
  ),
];
