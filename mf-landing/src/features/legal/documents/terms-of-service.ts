import type { TLegalDocumentSet } from '../legal-document.ts';

/** Terms of service between the firm and its traders. */
export const termsOfService: TLegalDocumentSet = {
  en: {
    title: 'Terms and Conditions',
    description:
      'The terms that apply when you use {{firm}}: eligibility, challenges on simulated capital, trading rules and breaches, verification, payouts and refunds.',
    updated: '2026-11-27',
    summary:
      '{{firm}} offers evaluations on simulated capital. You buy a challenge under published rules; if you follow them you can become a funded trader and receive rewards based on simulated profits. Breaking a rule can end an account, and identity checks come before any payout.',
    sections: [
      {
        heading: 'About these terms',
        paragraphs: [
          'These terms form an agreement between you and {{legalEntity}}. By creating an account or buying a challenge you accept them, together with the Privacy Policy, the Cookie Policy and the Risk Disclosure.',
        ],
      },
      {
        heading: 'Who may use the service',
        paragraphs: ['To use the service you must:'],
        items: [
          'be at least {{minimumAge}} years old;',
          'not live in, or act from, any of these countries: {{restrictedCountries}};',
          'hold one account only, in your own name, with true and up-to-date information;',
          'not use the service on behalf of anyone else.',
        ],
      },
      {
        heading: 'What the service is',
        paragraphs: [
          'The service is an education and evaluation program. All accounts, including funded accounts, are simulated: no real money is invested or traded on your behalf.',
          '{{firm}} is not a broker, does not accept deposits, holds no client money and gives no investment advice.',
        ],
      },
      {
        heading: 'Buying a challenge',
        paragraphs: [
          'A challenge gives you a simulated account under the rules of the plan you choose, as shown on the pricing page and in your account. The rules are fixed when you buy: later changes to a plan never change an account you already own.',
          'The fee is due before the account opens. Prices include the taxes stated at checkout, if any.',
        ],
      },
      {
        heading: 'Phases of the evaluation',
        paragraphs: [
          'Depending on the plan, an account passes through a challenge and a verification phase before the funded stage, through a single challenge phase, or starts funded at once and grows through a scaling plan. Each phase has its own objectives, shown with live progress in your account.',
        ],
      },
      {
        heading: 'Trading rules and breaches',
        paragraphs: [
          'Your plan sets loss limits, objectives and other rules. A hard breach ends the account. A soft breach closes open positions and pauses trading until the next daily reset.',
          'Every breach comes with a breach report that explains the rule, the figures at that moment and the timeline. You may dispute a breach within 14 days from your account; a person reviews every dispute and the decision is explained to you.',
        ],
      },
      {
        heading: 'Prohibited practices',
        paragraphs: [
          'The following are not allowed. They can lead to the end of the accounts concerned and to the refusal of rewards:',
        ],
        items: [
          'sharing an account or letting someone else trade it;',
          'copying trades between your accounts, or with other people, to pass an evaluation;',
          'opposite positions across accounts (hedging between accounts);',
          'exploiting price-feed errors, delays or other technical faults;',
          'having an account managed by a third party or a signal service acting for you;',
          'opening more than one account or using someone else’s identity;',
          'hiding your location, for example with a VPN, to get around country restrictions.',
        ],
      },
      {
        heading: 'Identity verification',
        paragraphs: [
          'Before the first payout you must complete identity verification (KYC): a valid photo identity document and a recent proof of address. We may ask for more when the law requires it. Without successful verification no payout is made.',
        ],
      },
      {
        heading: 'Rewards and payouts',
        paragraphs: [
          'On a funded account you can request rewards calculated from your simulated profits under your plan. Before you request, your account shows the eligibility checklist (timing, minimum amount, open positions, verification and any other condition of the plan).',
          'Rewards are paid by the methods offered in your account. Taxes on what you receive are your responsibility.',
        ],
      },
      {
        heading: 'Refunds and chargebacks',
        paragraphs: [
          'Whether and when a fee is refunded is stated in your plan. A chargeback or payment reversal on a fee ends the accounts concerned.',
        ],
      },
      {
        heading: 'Affiliate program',
        paragraphs: [
          'Partners who refer traders earn commissions under the affiliate program rules shown when they apply. Self-referral is not allowed.',
        ],
      },
      {
        heading: 'Suspension and termination',
        paragraphs: [
          'You may close your account at any time. We may suspend or close an account that breaks these terms, that is linked to fraud or abuse, or where the law requires it. Records we must keep are retained as described in the Privacy Policy.',
        ],
      },
      {
        heading: 'Intellectual property',
        paragraphs: [
          'The portal, its software and its content belong to {{firm}} and its licensors. You may use them only to take part in the service.',
        ],
      },
      {
        heading: 'Liability',
        paragraphs: [
          'The service is provided as it is. To the extent the law allows, {{firm}} is not liable for indirect losses, lost profits, or interruptions caused by third-party platforms, price feeds or networks. Nothing in these terms limits liability that cannot be limited by law.',
        ],
      },
      {
        heading: 'Changes, law and contact',
        paragraphs: [
          'We may change these terms; the date at the top shows the latest version, and important changes are announced in your account before they apply.',
          'These terms are governed by the laws of the country where {{legalName}} is registered, and its courts are competent, without prejudice to the mandatory protections of consumers where they live.',
          'Questions: {{supportEmail}}.',
        ],
      },
    ],
  },
  es: {
    title: 'Términos y condiciones',
    description:
      'Los términos que se aplican al usar {{firm}}: requisitos, desafíos con capital simulado, reglas de trading e incumplimientos, verificación, pagos y reembolsos.',
    updated: '2026-11-27',
    summary:
      '{{firm}} ofrece evaluaciones con capital simulado. Compras un desafío con reglas publicadas; si las cumples puedes convertirte en trader financiado y recibir recompensas basadas en beneficios simulados. Incumplir una regla puede terminar una cuenta, y la verificación de identidad precede a cualquier pago.',
    sections: [
      {
        heading: 'Sobre estos términos',
        paragraphs: [
          'Estos términos forman un acuerdo entre tú y {{legalEntity}}. Al crear una cuenta o comprar un desafío los aceptas, junto con la Política de privacidad, la Política de cookies y la Advertencia de riesgos.',
        ],
      },
      {
        heading: 'Quién puede usar el servicio',
        paragraphs: ['Para usar el servicio debes:'],
        items: [
          'tener al menos {{minimumAge}} años;',
          'no residir ni actuar desde ninguno de estos países: {{restrictedCountries}};',
          'tener una sola cuenta, a tu nombre, con información veraz y actualizada;',
          'no usar el servicio en nombre de otra persona.',
        ],
      },
      {
        heading: 'Qué es el servicio',
        paragraphs: [
          'El servicio es un programa de formación y evaluación. Todas las cuentas, incluidas las financiadas, son simuladas: no se invierte ni se opera dinero real en tu nombre.',
          '{{firm}} no es un bróker, no acepta depósitos, no custodia dinero de clientes y no ofrece asesoramiento de inversión.',
        ],
      },
      {
        heading: 'Compra de un desafío',
        paragraphs: [
          'Un desafío te da una cuenta simulada con las reglas del plan que eliges, tal como se muestran en la página de precios y en tu cuenta. Las reglas quedan fijadas al comprar: los cambios posteriores de un plan nunca alteran una cuenta que ya tienes.',
          'La tarifa se paga antes de abrir la cuenta. Los precios incluyen los impuestos indicados en el pago, si los hay.',
        ],
      },
      {
        heading: 'Fases de la evaluación',
        paragraphs: [
          'Según el plan, una cuenta pasa por una fase de desafío y otra de verificación antes de la fase financiada, por una única fase de desafío, o empieza financiada y crece mediante un plan de escalado. Cada fase tiene sus objetivos, con el progreso en vivo en tu cuenta.',
        ],
      },
      {
        heading: 'Reglas de trading e incumplimientos',
        paragraphs: [
          'Tu plan fija límites de pérdida, objetivos y otras reglas. Un incumplimiento grave termina la cuenta. Un incumplimiento leve cierra las posiciones abiertas y pausa el trading hasta el siguiente reinicio diario.',
          'Cada incumplimiento incluye un informe que explica la regla, las cifras en ese momento y la cronología. Puedes recurrirlo en un plazo de 14 días desde tu cuenta; una persona revisa cada recurso y se te explica la decisión.',
        ],
      },
      {
        heading: 'Prácticas prohibidas',
        paragraphs: [
          'No se permite lo siguiente. Puede suponer el cierre de las cuentas afectadas y la denegación de recompensas:',
        ],
        items: [
          'compartir una cuenta o dejar que otra persona opere en ella;',
          'copiar operaciones entre tus cuentas, o con otras personas, para superar una evaluación;',
          'posiciones opuestas entre cuentas (cobertura entre cuentas);',
          'aprovechar errores o retrasos en los precios u otros fallos técnicos;',
          'que un tercero o un servicio de señales gestione tu cuenta por ti;',
          'abrir más de una cuenta o usar la identidad de otra persona;',
          'ocultar tu ubicación, por ejemplo con una VPN, para eludir las restricciones por país.',
        ],
      },
      {
        heading: 'Verificación de identidad',
        paragraphs: [
          'Antes del primer pago debes completar la verificación de identidad (KYC): un documento de identidad con foto válido y un justificante de domicilio reciente. Podemos pedir más cuando la ley lo exija. Sin verificación no se realiza ningún pago.',
        ],
      },
      {
        heading: 'Recompensas y pagos',
        paragraphs: [
          'En una cuenta financiada puedes solicitar recompensas calculadas a partir de tus beneficios simulados según tu plan. Antes de solicitarlas, tu cuenta muestra la lista de requisitos (plazos, importe mínimo, posiciones abiertas, verificación y cualquier otra condición del plan).',
          'Las recompensas se pagan por los métodos ofrecidos en tu cuenta. Los impuestos sobre lo que recibes son responsabilidad tuya.',
        ],
      },
      {
        heading: 'Reembolsos y contracargos',
        paragraphs: [
          'Si una tarifa se reembolsa, y cuándo, lo indica tu plan. Un contracargo o la anulación del pago de una tarifa cierra las cuentas afectadas.',
        ],
      },
      {
        heading: 'Programa de afiliados',
        paragraphs: [
          'Los socios que refieren traders ganan comisiones según las reglas del programa de afiliados mostradas al solicitarlo. No se permite referirse a uno mismo.',
        ],
      },
      {
        heading: 'Suspensión y cierre',
        paragraphs: [
          'Puedes cerrar tu cuenta en cualquier momento. Podemos suspender o cerrar una cuenta que incumpla estos términos, que esté vinculada a fraude o abuso, o cuando la ley lo exija. Los registros que debemos conservar se guardan como se describe en la Política de privacidad.',
        ],
      },
      {
        heading: 'Propiedad intelectual',
        paragraphs: [
          'El portal, su software y su contenido pertenecen a {{firm}} y a sus licenciantes. Solo puedes usarlos para participar en el servicio.',
        ],
      },
      {
        heading: 'Responsabilidad',
        paragraphs: [
          'El servicio se presta tal cual. En la medida en que la ley lo permita, {{firm}} no responde de pérdidas indirectas, lucro cesante ni de interrupciones causadas por plataformas, proveedores de precios o redes de terceros. Nada en estos términos limita una responsabilidad que la ley no permita limitar.',
        ],
      },
      {
        heading: 'Cambios, ley aplicable y contacto',
        paragraphs: [
          'Podemos modificar estos términos; la fecha del principio indica la versión vigente y los cambios importantes se anuncian en tu cuenta antes de aplicarse.',
          'Estos términos se rigen por las leyes del país donde está registrada {{legalName}}, cuyos tribunales son competentes, sin perjuicio de las protecciones imperativas de los consumidores en su lugar de residencia.',
          'Preguntas: {{supportEmail}}.',
        ],
      },
    ],
  },
  it: {
    title: 'Termini e condizioni',
    description:
      'I termini che si applicano quando usi {{firm}}: requisiti, challenge su capitale simulato, regole di trading e violazioni, verifica, pagamenti e rimborsi.',
    updated: '2026-11-27',
    summary:
      "{{firm}} offre valutazioni su capitale simulato. Acquisti una challenge con regole pubblicate; se le rispetti puoi diventare un trader finanziato e ricevere compensi basati su profitti simulati. Violare una regola può chiudere un conto e la verifica dell'identità precede qualsiasi pagamento.",
    sections: [
      {
        heading: 'Informazioni su questi termini',
        paragraphs: [
          "Questi termini costituiscono un accordo tra te e {{legalEntity}}. Creando un account o acquistando una challenge li accetti, insieme all'Informativa sulla privacy, alla Cookie Policy e all'Informativa sui rischi.",
        ],
      },
      {
        heading: 'Chi può usare il servizio',
        paragraphs: ['Per usare il servizio devi:'],
        items: [
          'avere almeno {{minimumAge}} anni;',
          'non risiedere né operare da uno di questi paesi: {{restrictedCountries}};',
          'avere un solo account, a tuo nome, con informazioni vere e aggiornate;',
          'non usare il servizio per conto di altri.',
        ],
      },
      {
        heading: "Che cos'è il servizio",
        paragraphs: [
          'Il servizio è un programma di formazione e valutazione. Tutti i conti, compresi quelli finanziati, sono simulati: nessun denaro reale viene investito o negoziato per tuo conto.',
          '{{firm}} non è un broker, non accetta depositi, non detiene denaro dei clienti e non fornisce consulenza finanziaria.',
        ],
      },
      {
        heading: "L'acquisto di una challenge",
        paragraphs: [
          "Una challenge ti dà un conto simulato con le regole del piano che scegli, come mostrate nella pagina dei prezzi e nel tuo account. Le regole sono fissate all'acquisto: le modifiche successive di un piano non cambiano mai un conto che possiedi già.",
          "La quota è dovuta prima dell'apertura del conto. I prezzi includono le imposte indicate al checkout, se presenti.",
        ],
      },
      {
        heading: 'Le fasi della valutazione',
        paragraphs: [
          'A seconda del piano, un conto attraversa una fase di challenge e una di verifica prima della fase finanziata, una sola fase di challenge, oppure parte subito finanziato e cresce con un piano di scaling. Ogni fase ha i suoi obiettivi, con i progressi in tempo reale nel tuo account.',
        ],
      },
      {
        heading: 'Regole di trading e violazioni',
        paragraphs: [
          'Il tuo piano stabilisce limiti di perdita, obiettivi e altre regole. Una violazione grave chiude il conto. Una violazione lieve chiude le posizioni aperte e sospende il trading fino al successivo reset giornaliero.',
          'Ogni violazione è accompagnata da un report che spiega la regola, i valori in quel momento e la cronologia. Puoi contestarla entro 14 giorni dal tuo account; una persona esamina ogni contestazione e la decisione ti viene spiegata.',
        ],
      },
      {
        heading: 'Pratiche vietate',
        paragraphs: [
          'Non è consentito quanto segue. Può portare alla chiusura dei conti interessati e al rifiuto dei compensi:',
        ],
        items: [
          "condividere un conto o lasciarlo usare a un'altra persona;",
          'copiare operazioni tra i tuoi conti, o con altre persone, per superare una valutazione;',
          'posizioni opposte tra conti diversi (copertura tra conti);',
          'sfruttare errori o ritardi dei prezzi o altri guasti tecnici;',
          'far gestire il conto da terzi o da un servizio di segnali che opera per te;',
          "aprire più di un conto o usare l'identità di un'altra persona;",
          'nascondere la tua posizione, per esempio con una VPN, per aggirare le restrizioni per paese.',
        ],
      },
      {
        heading: "Verifica dell'identità",
        paragraphs: [
          "Prima del primo pagamento devi completare la verifica dell'identità (KYC): un documento d'identità con foto valido e una prova di residenza recente. Possiamo chiedere altro quando la legge lo richiede. Senza verifica non viene effettuato alcun pagamento.",
        ],
      },
      {
        heading: 'Compensi e pagamenti',
        paragraphs: [
          "Su un conto finanziato puoi richiedere compensi calcolati sui tuoi profitti simulati secondo il tuo piano. Prima della richiesta, il tuo account mostra l'elenco dei requisiti (tempi, importo minimo, posizioni aperte, verifica e ogni altra condizione del piano).",
          'I compensi sono pagati con i metodi offerti nel tuo account. Le imposte su quanto ricevi sono a tuo carico.',
        ],
      },
      {
        heading: 'Rimborsi e chargeback',
        paragraphs: [
          'Se e quando una quota viene rimborsata è indicato nel tuo piano. Un chargeback o lo storno del pagamento di una quota chiude i conti interessati.',
        ],
      },
      {
        heading: 'Programma di affiliazione',
        paragraphs: [
          'I partner che presentano trader guadagnano commissioni secondo le regole del programma di affiliazione mostrate al momento della domanda. Non è consentito presentare sé stessi.',
        ],
      },
      {
        heading: 'Sospensione e chiusura',
        paragraphs: [
          "Puoi chiudere il tuo account in qualsiasi momento. Possiamo sospendere o chiudere un account che viola questi termini, che è collegato a frodi o abusi, o quando la legge lo richiede. I dati che dobbiamo conservare sono trattati come descritto nell'Informativa sulla privacy.",
        ],
      },
      {
        heading: 'Proprietà intellettuale',
        paragraphs: [
          'Il portale, il suo software e i suoi contenuti appartengono a {{firm}} e ai suoi licenzianti. Puoi usarli solo per partecipare al servizio.',
        ],
      },
      {
        heading: 'Responsabilità',
        paragraphs: [
          "Il servizio è fornito così com'è. Nei limiti consentiti dalla legge, {{firm}} non risponde di perdite indirette, mancati guadagni o interruzioni causate da piattaforme, fornitori di prezzi o reti di terzi. Nulla in questi termini limita responsabilità che la legge non consente di limitare.",
        ],
      },
      {
        heading: 'Modifiche, legge applicabile e contatti',
        paragraphs: [
          'Possiamo modificare questi termini; la data in alto indica la versione in vigore e le modifiche importanti sono annunciate nel tuo account prima di applicarsi.',
          'Questi termini sono regolati dalle leggi del paese in cui {{legalName}} è registrata, i cui tribunali sono competenti, fatte salve le tutele inderogabili dei consumatori nel loro luogo di residenza.',
          'Domande: {{supportEmail}}.',
        ],
      },
    ],
  },
};
