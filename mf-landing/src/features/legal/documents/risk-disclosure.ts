import type { TLegalDocumentSet } from '../legal-document.ts';

/** The risk disclosure every trader accepts before buying a challenge. */
export const riskDisclosure: TLegalDocumentSet = {
  en: {
    title: 'Risk Disclosure',
    description:
      'The risks of trading leveraged products and of taking part in an evaluation on simulated capital with {{firm}}. Please read before buying a challenge.',
    updated: '2026-11-23',
    summary:
      'Trading leveraged products is risky and most people lose money doing it. Everything you trade with {{firm}} is simulated, you can lose the challenge fee in full, and nothing here is investment advice.',
    sections: [
      {
        heading: 'Trading leveraged products is high risk',
        paragraphs: [
          'Forex, indices, commodities, cryptocurrencies and contracts for difference (CFDs) move quickly and are traded with leverage. They carry a high risk of losing money and are not suitable for everyone.',
          'Before you take part, consider your experience, your objectives and whether you can afford to lose the money you spend on fees.',
        ],
      },
      {
        heading: 'Your accounts are simulated',
        paragraphs: [
          'Every account with {{firm}}, including funded accounts, is a simulated (demo) account. Prices follow real markets, but no order you place is sent to a real market and no real money is invested on your behalf.',
          'Simulated results do not reflect real trading conditions such as slippage, partial fills, liquidity and execution delays. Results that look good in simulation may not be achievable with real money.',
        ],
      },
      {
        heading: 'Past and simulated results are no guarantee',
        paragraphs: [
          'Passing an evaluation, or earning rewards on a funded account, does not mean you will do so again. Past or simulated performance is no guarantee of future results.',
        ],
      },
      {
        heading: 'You can lose the challenge fee',
        paragraphs: [
          'Many participants do not pass the evaluation. If you break a rule of your plan, the account can end and the fee you paid is lost in full, except where your plan says otherwise.',
          'Only spend on challenge fees money you can afford to lose.',
        ],
      },
      {
        heading: 'Leverage magnifies gains and losses',
        paragraphs: [
          'A small market move can produce a large gain or loss on a leveraged position. A loss limit of your plan can be reached within minutes.',
        ],
      },
      {
        heading: 'Market risks',
        paragraphs: ['Prices can change sharply and without warning. In particular:'],
        items: [
          'volatility around economic news and central bank decisions;',
          'gaps, when a market opens after a weekend or a holiday far from where it closed;',
          'low liquidity, which widens spreads and makes prices jump;',
          'cryptocurrency markets, which trade at weekends and can move strongly while other markets are closed;',
          'overnight financing (swaps) and commissions, which reduce your equity.',
        ],
      },
      {
        heading: 'Technology risks',
        paragraphs: [
          'Internet outages, platform downtime, price-feed interruptions or device failures can stop you from managing your positions. You remain responsible for your open positions at all times, including when a connection fails.',
        ],
      },
      {
        heading: 'Trade responsibly',
        paragraphs: [
          'Set yourself limits on the time and money you spend, take breaks, and do not try to win back losses by buying more challenges. If trading stops being something you enjoy or control, stop and seek help from a support organization in your country.',
        ],
      },
      {
        heading: 'No investment advice',
        paragraphs: [
          '{{firm}} provides education and an evaluation service. Nothing on this website, in your account or from our staff is investment, financial, legal or tax advice.',
          '{{firm}} is not a bank, an investment firm or a broker, and is not authorised to provide investment services or to hold client money.',
        ],
      },
      {
        heading: 'Who may take part',
        paragraphs: [
          'You must be at least {{minimumAge}} years old. Residents of, and people acting from, the following countries may not take part: {{restrictedCountries}}.',
        ],
      },
      {
        heading: 'Your acknowledgement',
        paragraphs: [
          'By buying a challenge you confirm that you have read and understood this risk disclosure and accept the risks it describes. Questions: {{supportEmail}}.',
        ],
      },
    ],
  },
  es: {
    title: 'Advertencia de riesgos',
    description:
      'Los riesgos de operar con productos apalancados y de participar en una evaluación con capital simulado en {{firm}}. Léela antes de comprar un desafío.',
    updated: '2026-11-23',
    summary:
      'Operar con productos apalancados es arriesgado y la mayoría de las personas pierde dinero. Todo lo que operas con {{firm}} es simulado, puedes perder la tarifa del desafío por completo y nada de esto es asesoramiento de inversión.',
    sections: [
      {
        heading: 'Operar con productos apalancados es de alto riesgo',
        paragraphs: [
          'Forex, índices, materias primas, criptomonedas y contratos por diferencias (CFD) se mueven con rapidez y se operan con apalancamiento. Conllevan un alto riesgo de perder dinero y no son adecuados para todo el mundo.',
          'Antes de participar, valora tu experiencia, tus objetivos y si puedes permitirte perder el dinero que gastas en tarifas.',
        ],
      },
      {
        heading: 'Tus cuentas son simuladas',
        paragraphs: [
          'Todas las cuentas de {{firm}}, incluidas las financiadas, son cuentas simuladas (demo). Los precios siguen los mercados reales, pero ninguna orden que introduces se envía a un mercado real y no se invierte dinero real en tu nombre.',
          'Los resultados simulados no reflejan condiciones reales como el deslizamiento, las ejecuciones parciales, la liquidez y los retrasos. Resultados que parecen buenos en simulación pueden no ser alcanzables con dinero real.',
        ],
      },
      {
        heading: 'Los resultados pasados o simulados no son garantía',
        paragraphs: [
          'Superar una evaluación, o ganar recompensas en una cuenta financiada, no significa que vuelvas a hacerlo. El rendimiento pasado o simulado no garantiza resultados futuros.',
        ],
      },
      {
        heading: 'Puedes perder la tarifa del desafío',
        paragraphs: [
          'Muchos participantes no superan la evaluación. Si incumples una regla de tu plan, la cuenta puede terminar y la tarifa pagada se pierde por completo, salvo que tu plan diga otra cosa.',
          'Gasta en tarifas de desafío solo el dinero que puedas permitirte perder.',
        ],
      },
      {
        heading: 'El apalancamiento amplifica ganancias y pérdidas',
        paragraphs: [
          'Un pequeño movimiento del mercado puede producir una gran ganancia o pérdida en una posición apalancada. Un límite de pérdida de tu plan puede alcanzarse en minutos.',
        ],
      },
      {
        heading: 'Riesgos de mercado',
        paragraphs: ['Los precios pueden cambiar bruscamente y sin aviso. En particular:'],
        items: [
          'la volatilidad en torno a noticias económicas y decisiones de los bancos centrales;',
          'los huecos, cuando un mercado abre tras un fin de semana o un festivo lejos de donde cerró;',
          'la baja liquidez, que amplía los spreads y hace saltar los precios;',
          'los mercados de criptomonedas, que operan los fines de semana y pueden moverse con fuerza mientras los demás están cerrados;',
          'la financiación nocturna (swaps) y las comisiones, que reducen tu capital.',
        ],
      },
      {
        heading: 'Riesgos tecnológicos',
        paragraphs: [
          'Cortes de internet, caídas de la plataforma, interrupciones de precios o fallos del dispositivo pueden impedirte gestionar tus posiciones. Sigues siendo responsable de tus posiciones abiertas en todo momento, también cuando falla una conexión.',
        ],
      },
      {
        heading: 'Opera de forma responsable',
        paragraphs: [
          'Fíjate límites de tiempo y de dinero, haz pausas y no intentes recuperar pérdidas comprando más desafíos. Si operar deja de ser algo que disfrutas o controlas, para y busca ayuda en una organización de apoyo de tu país.',
        ],
      },
      {
        heading: 'Sin asesoramiento de inversión',
        paragraphs: [
          '{{firm}} ofrece formación y un servicio de evaluación. Nada de este sitio, de tu cuenta o de nuestro personal es asesoramiento de inversión, financiero, legal ni fiscal.',
          '{{firm}} no es un banco, una empresa de inversión ni un bróker, y no está autorizada para prestar servicios de inversión ni para custodiar dinero de clientes.',
        ],
      },
      {
        heading: 'Quién puede participar',
        paragraphs: [
          'Debes tener al menos {{minimumAge}} años. No pueden participar los residentes de los siguientes países ni quienes actúen desde ellos: {{restrictedCountries}}.',
        ],
      },
      {
        heading: 'Tu aceptación',
        paragraphs: [
          'Al comprar un desafío confirmas que has leído y entendido esta advertencia de riesgos y que aceptas los riesgos que describe. Preguntas: {{supportEmail}}.',
        ],
      },
    ],
  },
  it: {
    title: 'Informativa sui rischi',
    description:
      'I rischi del trading su prodotti a leva e della partecipazione a una valutazione su capitale simulato con {{firm}}. Leggila prima di acquistare una challenge.',
    updated: '2026-11-23',
    summary:
      'Il trading su prodotti a leva è rischioso e la maggior parte delle persone perde denaro. Tutto ciò che negozi con {{firm}} è simulato, puoi perdere interamente la quota della challenge e nulla di quanto segue è consulenza finanziaria.',
    sections: [
      {
        heading: 'Il trading su prodotti a leva è ad alto rischio',
        paragraphs: [
          'Forex, indici, materie prime, criptovalute e contratti per differenza (CFD) si muovono rapidamente e si negoziano con la leva. Comportano un alto rischio di perdere denaro e non sono adatti a tutti.',
          'Prima di partecipare, valuta la tua esperienza, i tuoi obiettivi e se puoi permetterti di perdere il denaro speso in quote.',
        ],
      },
      {
        heading: 'I tuoi conti sono simulati',
        paragraphs: [
          'Tutti i conti di {{firm}}, compresi quelli finanziati, sono conti simulati (demo). I prezzi seguono i mercati reali, ma nessun ordine che inserisci viene inviato a un mercato reale e nessun denaro reale viene investito per tuo conto.',
          'I risultati simulati non riflettono condizioni reali come lo slippage, le esecuzioni parziali, la liquidità e i ritardi di esecuzione. Risultati che sembrano buoni in simulazione potrebbero non essere raggiungibili con denaro reale.',
        ],
      },
      {
        heading: 'I risultati passati o simulati non sono una garanzia',
        paragraphs: [
          'Superare una valutazione, o ottenere compensi su un conto finanziato, non significa che ci riuscirai di nuovo. I risultati passati o simulati non garantiscono quelli futuri.',
        ],
      },
      {
        heading: 'Puoi perdere la quota della challenge',
        paragraphs: [
          'Molti partecipanti non superano la valutazione. Se violi una regola del tuo piano, il conto può essere chiuso e la quota pagata è persa interamente, salvo diversa indicazione del piano.',
          'Spendi in quote solo il denaro che puoi permetterti di perdere.',
        ],
      },
      {
        heading: 'La leva amplifica guadagni e perdite',
        paragraphs: [
          'Un piccolo movimento di mercato può produrre un grande guadagno o una grande perdita su una posizione a leva. Un limite di perdita del tuo piano può essere raggiunto in pochi minuti.',
        ],
      },
      {
        heading: 'Rischi di mercato',
        paragraphs: ['I prezzi possono cambiare bruscamente e senza preavviso. In particolare:'],
        items: [
          'la volatilità intorno a notizie economiche e decisioni delle banche centrali;',
          'i gap, quando un mercato apre dopo un fine settimana o una festività lontano da dove aveva chiuso;',
          'la scarsa liquidità, che allarga gli spread e fa saltare i prezzi;',
          'i mercati delle criptovalute, che operano nei fine settimana e possono muoversi molto mentre gli altri sono chiusi;',
          'i costi di finanziamento overnight (swap) e le commissioni, che riducono il tuo capitale.',
        ],
      },
      {
        heading: 'Rischi tecnologici',
        paragraphs: [
          'Interruzioni di internet, fermi della piattaforma, interruzioni dei prezzi o guasti del dispositivo possono impedirti di gestire le tue posizioni. Resti responsabile delle tue posizioni aperte in ogni momento, anche quando una connessione si interrompe.',
        ],
      },
      {
        heading: 'Fai trading in modo responsabile',
        paragraphs: [
          "Datti dei limiti di tempo e di denaro, fai pause e non cercare di recuperare le perdite acquistando altre challenge. Se il trading smette di essere qualcosa che ti piace o che controlli, fermati e chiedi aiuto a un'organizzazione di supporto del tuo paese.",
        ],
      },
      {
        heading: 'Nessuna consulenza finanziaria',
        paragraphs: [
          "{{firm}} offre formazione e un servizio di valutazione. Nulla di questo sito, del tuo conto o del nostro personale costituisce consulenza d'investimento, finanziaria, legale o fiscale.",
          "{{firm}} non è una banca, un'impresa di investimento né un broker e non è autorizzata a prestare servizi di investimento o a detenere denaro dei clienti.",
        ],
      },
      {
        heading: 'Chi può partecipare',
        paragraphs: [
          'Devi avere almeno {{minimumAge}} anni. Non possono partecipare i residenti dei seguenti paesi né chi opera da essi: {{restrictedCountries}}.',
        ],
      },
      {
        heading: 'La tua accettazione',
        paragraphs: [
          'Acquistando una challenge confermi di aver letto e compreso questa informativa sui rischi e di accettare i rischi che descrive. Domande: {{supportEmail}}.',
        ],
      },
    ],
  },
};
