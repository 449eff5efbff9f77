import 'server-only';
import type { blogs } from '../schema';
import { perLanguage } from './per-language';

export const blogsSeed: (typeof blogs.$inferInsert)[] = [
  ...perLanguage(
    { keytitle: 'choosing-a-home-battery', publishedOn: '2026-08-20' },
    {
      cn: {
        title: '如何选择家用储能电池',
        author: 'Voltara 工程团队',
        summary: '按晚间用电量而不是屋顶面积来确定电池容量。',
        body: '家用储能电池的价值在于覆盖日落之后的用电。先统计晚间和夜间的用电量，再为阴雨天留出余量。\n\n## 需要回答的三个问题\n\n1. **日落后用电多少？** 大多数家庭需要 10–15 kWh。\n2. **家电同时运行的功率有多大？** 5–13 kW 的混合储能一体机可满足大多数家庭。\n3. **未来需求会增长吗？** 可堆叠模块让单台系统从 9.98 kWh 起步，扩展到 29.94 kWh。\n\n最多 5 台混合系统可并联运行，总容量高达 149.76 kWh。',
      },
      au: {
        title: 'How to choose a home battery',
        author: 'Voltara engineering team',
        summary: 'Size the battery to your evening use, not to the size of your roof.',
        body: "A home battery pays off when it covers the hours after sunset. Start with your evening and overnight usage, then add a margin for overcast days. Check the feed-in tariff your retailer pays, too: when it's low, storing solar energy is worth more than exporting it.\n\n## Three questions to ask\n\n1. **How much energy do you use after sunset?** Most households need 10 to 15 kWh.\n2. **How much power do your appliances draw at once?** A 5 to 13 kW hybrid unit covers most homes.\n3. **Will your needs grow?** Stackable modules let you start at 9.98 kWh and grow to 29.94 kWh per unit.\n\nUp to five hybrid units can run in parallel, for as much as 149.76 kWh.",
      },
      en: {
        title: 'How to choose a home battery',
        author: 'Voltara engineering team',
        summary: 'Size the battery to your evening use, not to your roof.',
        body: 'A home battery pays off when it covers the hours after sunset. Start with your evening and nighttime consumption, then add a margin for cloudy days.\n\n## Three questions to ask\n\n1. **How much energy do you use after sunset?** Most households need 10 to 15 kWh.\n2. **How much power do your appliances draw at once?** A 5 to 13 kW hybrid unit covers most homes.\n3. **Will your needs grow?** Stackable modules let you start at 9.98 kWh and grow to 29.94 kWh per unit.\n\nUp to five hybrid units can run in parallel, for as much as 149.76 kWh.',
      },
      de: {
        title: 'So wählen Sie einen Heimspeicher',
        author: 'Voltara Entwicklungsteam',
        summary: 'Bemessen Sie den Speicher nach Ihrem Abendverbrauch, nicht nach Ihrem Dach.',
        body: 'Ein Heimspeicher lohnt sich, wenn er die Stunden nach Sonnenuntergang abdeckt. Ermitteln Sie zuerst Ihren Verbrauch am Abend und in der Nacht und planen Sie eine Reserve für trübe Tage ein.\n\n## Drei Fragen vorab\n\n1. **Wie viel Energie verbrauchen Sie nach Sonnenuntergang?** Die meisten Haushalte benötigen 10 bis 15 kWh.\n2. **Welche Leistung ziehen Ihre Geräte gleichzeitig?** Ein Hybridgerät mit 5 bis 13 kW deckt die meisten Häuser ab.\n3. **Wächst Ihr Bedarf?** Mit stapelbaren Modulen starten Sie bei 9,98 kWh und erweitern auf 29,94 kWh pro Gerät.\n\nBis zu fünf Hybridgeräte arbeiten parallel, mit insgesamt bis zu 149,76 kWh.',
      },
      it: {
        title: 'Come scegliere una batteria domestica',
        author: 'Team di ingegneria Voltara',
        summary: 'Dimensiona la batteria sui consumi serali, non sulla superficie del tetto.',
        body: 'Una batteria domestica conviene quando copre le ore dopo il tramonto. Parti dai consumi serali e notturni, poi aggiungi un margine per le giornate nuvolose.\n\n## Tre domande da porsi\n\n1. **Quanta energia usi dopo il tramonto?** La maggior parte delle famiglie ha bisogno di 10–15 kWh.\n2. **Quanta potenza assorbono insieme i tuoi elettrodomestici?** Un sistema ibrido da 5 a 13 kW copre la maggior parte delle abitazioni.\n3. **Le tue esigenze cresceranno?** I moduli impilabili partono da 9,98 kWh e arrivano a 29,94 kWh per unità.\n\nFino a cinque unità ibride possono lavorare in parallelo, per un totale di 149,76 kWh.',
      },
      nl: {
        title: 'Zo kiest u een thuisbatterij',
        author: 'Voltara engineeringteam',
        summary: 'Bepaal de capaciteit op basis van uw avondverbruik, niet op basis van uw dak.',
        body: 'Een thuisbatterij loont wanneer hij de uren na zonsondergang dekt. Begin met uw verbruik in de avond en nacht en neem een marge voor bewolkte dagen.\n\n## Drie vragen vooraf\n\n1. **Hoeveel energie gebruikt u na zonsondergang?** De meeste huishoudens hebben 10 tot 15 kWh nodig.\n2. **Hoeveel vermogen vragen uw apparaten tegelijk?** Een hybride unit van 5 tot 13 kW volstaat voor de meeste woningen.\n3. **Groeit uw behoefte?** Met stapelbare modules begint u bij 9,98 kWh en breidt u uit tot 29,94 kWh per unit.\n\nTot vijf hybride units werken parallel, samen tot 149,76 kWh.',
      },
      fr: {
        title: 'Comment choisir une batterie domestique',
        author: "L'équipe d'ingénierie Voltara",
        summary:
          'Dimensionnez la batterie selon votre consommation du soir, pas selon votre toiture.',
        body: "Une batterie domestique est rentable lorsqu'elle couvre les heures qui suivent le coucher du soleil. Partez de votre consommation du soir et de la nuit, puis ajoutez une marge pour les jours nuageux.\n\n## Trois questions à se poser\n\n1. **Combien d'énergie consommez-vous après le coucher du soleil ?** La plupart des foyers ont besoin de 10 à 15 kWh.\n2. **Quelle puissance vos appareils appellent-ils en même temps ?** Un système hybride de 5 à 13 kW convient à la plupart des logements.\n3. **Vos besoins vont-ils augmenter ?** Les modules empilables démarrent à 9,98 kWh et montent jusqu'à 29,94 kWh par unité.\n\nJusqu'à cinq unités hybrides fonctionnent en parallèle, pour un total de 149,76 kWh.",
      },
    },
  ),
  ...perLanguage(
    { keytitle: 'lfp-chemistry-explained', publishedOn: '2026-07-05' },
    {
      cn: {
        title: '磷酸铁锂电池原理解析',
        author: 'Voltara 工程团队',
        summary: '为什么磷酸铁锂是固定式储能安全、长寿命的选择。',
        body: '磷酸铁锂（LFP）电芯以略低的能量密度换来更高的稳定性。磷酸铁结构能牢牢锁住氧原子，因此比镍系电池更不容易发生热失控。\n\n## 对家庭用户意味着什么\n\n- **安全：** 不含钴，电芯失稳的温度阈值更高。\n- **寿命：** 循环次数超过 10000 次，按每天一次计算可使用 25 年以上。\n- **耐寒：** 我们的电池箱在 -20 °C 下仍可满功率输出。\n\n挂在车库墙上时重量并不重要，这正是磷酸铁锂成为固定式储能标准的原因。',
      },
      au: {
        title: 'LFP chemistry explained',
        author: 'Voltara engineering team',
        summary:
          'Why lithium iron phosphate is the safe, long-lived choice for stationary storage.',
        body: 'Lithium iron phosphate (LFP) cells trade a little energy density for a lot of stability. The iron-phosphate bond holds on to its oxygen, so the cell resists thermal runaway far better than nickel-based chemistries.\n\n## What that means at home\n\n- **Safety:** no cobalt, and a much higher temperature before a cell becomes unstable.\n- **Life:** more than 10,000 cycles, roughly one cycle a day for over 25 years.\n- **Heat and cold:** our battery box runs from -20 to 55 °C, so a garage in a hot Australian summer is no problem.\n\nWeight matters little on a garage wall, which is why LFP has become the standard for stationary storage.',
      },
      en: {
        title: 'LFP chemistry explained',
        author: 'Voltara engineering team',
        summary:
          'Why lithium iron phosphate is the safe, long-lived choice for stationary storage.',
        body: 'Lithium iron phosphate (LFP) cells trade a little energy density for a lot of stability. The iron-phosphate bond holds on to its oxygen, so the cell resists thermal runaway far better than nickel-based chemistries.\n\n## What that means at home\n\n- **Safety:** no cobalt, and a much higher temperature before a cell becomes unstable.\n- **Life:** more than 10,000 cycles, roughly one cycle a day for over 25 years.\n- **Cold weather:** our battery box keeps full power at -20 °C.\n\nWeight matters little on a garage wall, which is why LFP has become the standard for stationary storage.',
      },
      de: {
        title: 'LFP-Zellchemie einfach erklärt',
        author: 'Voltara Entwicklungsteam',
        summary:
          'Warum Lithium-Eisenphosphat die sichere und langlebige Wahl für stationäre Speicher ist.',
        body: 'Lithium-Eisenphosphat-Zellen (LFP) tauschen etwas Energiedichte gegen viel Stabilität. Die Eisenphosphat-Bindung hält ihren Sauerstoff fest, daher sind die Zellen deutlich weniger anfällig für thermisches Durchgehen als nickelbasierte Chemien.\n\n## Was das zu Hause bedeutet\n\n- **Sicherheit:** kein Kobalt und eine deutlich höhere Temperaturschwelle, bevor eine Zelle instabil wird.\n- **Lebensdauer:** mehr als 10.000 Zyklen – bei einem Zyklus pro Tag über 25 Jahre.\n- **Kälte:** Unsere Batteriebox liefert bei -20 °C volle Leistung.\n\nAn der Garagenwand spielt das Gewicht kaum eine Rolle – deshalb ist LFP heute der Standard für stationäre Speicher.',
      },
      it: {
        title: 'La chimica LFP spiegata',
        author: 'Team di ingegneria Voltara',
        summary:
          "Perché il litio ferro fosfato è la scelta sicura e duratura per l'accumulo stazionario.",
        body: "Le celle al litio ferro fosfato (LFP) rinunciano a un po' di densità energetica in cambio di molta stabilità. Il legame ferro-fosfato trattiene l'ossigeno, quindi la cella resiste alla fuga termica molto meglio delle chimiche al nichel.\n\n## Cosa significa in casa\n\n- **Sicurezza:** niente cobalto e una soglia di temperatura molto più alta prima che una cella diventi instabile.\n- **Durata:** oltre 10.000 cicli, circa un ciclo al giorno per più di 25 anni.\n- **Freddo:** il nostro battery box mantiene piena potenza a -20 °C.\n\nSulla parete di un garage il peso conta poco: per questo l'LFP è diventato lo standard per l'accumulo stazionario.",
      },
      nl: {
        title: 'LFP-chemie uitgelegd',
        author: 'Voltara engineeringteam',
        summary:
          'Waarom lithium-ijzerfosfaat de veilige en duurzame keuze is voor stationaire opslag.',
        body: 'Lithium-ijzerfosfaatcellen (LFP) leveren wat energiedichtheid in voor veel stabiliteit. De ijzerfosfaatverbinding houdt haar zuurstof vast, waardoor de cel veel beter bestand is tegen thermische runaway dan chemieën op basis van nikkel.\n\n## Wat dat thuis betekent\n\n- **Veiligheid:** geen kobalt en een veel hogere temperatuur voordat een cel instabiel wordt.\n- **Levensduur:** meer dan 10.000 cycli, ruwweg één cyclus per dag gedurende ruim 25 jaar.\n- **Kou:** onze batterijbox levert volledig vermogen bij -20 °C.\n\nAan de garagemuur speelt gewicht nauwelijks een rol; daarom is LFP de standaard geworden voor stationaire opslag.',
      },
      fr: {
        title: 'La chimie LFP expliquée',
        author: "L'équipe d'ingénierie Voltara",
        summary:
          'Pourquoi le lithium fer phosphate est le choix sûr et durable pour le stockage stationnaire.',
        body: "Les cellules lithium fer phosphate (LFP) sacrifient un peu de densité énergétique au profit d'une grande stabilité. La liaison fer-phosphate retient son oxygène : la cellule résiste bien mieux à l'emballement thermique que les chimies à base de nickel.\n\n## Ce que cela change à la maison\n\n- **Sécurité :** pas de cobalt, et une température bien plus élevée avant qu'une cellule ne devienne instable.\n- **Durée de vie :** plus de 10 000 cycles, soit environ un cycle par jour pendant plus de 25 ans.\n- **Froid :** notre batterie délivre toute sa puissance à -20 °C.\n\nSur le mur d'un garage, le poids compte peu : c'est pourquoi le LFP est devenu la norme du stockage stationnaire.",
      },
    },
  ),
];
