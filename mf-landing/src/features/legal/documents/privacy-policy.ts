import type { TLegalDocumentSet } from '../legal-document.ts';

/** The privacy policy: what personal data the firm collects, why, with whom it is shared and the trader's rights. */
export const privacyPolicy: TLegalDocumentSet = {
  en: {
    title: 'Privacy Policy',
    description:
      'How {{firm}} collects, uses, shares and protects your personal data on its trading evaluation portal, and the rights you have over that data.',
    updated: '2026-11-27',
    summary:
      '{{firm}} collects only the data it needs to run your account, evaluate your simulated trading and pay you. Identity documents are requested only before your first payout. We never sell your data, and you can access, correct or delete it, subject to the records the law requires us to keep.',
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          '{{firm}} (we or us) operates this portal, where traders buy evaluation challenges on simulated capital, are assessed against published trading rules and, once funded, receive a share of simulated profits. The controller of the personal data described in this policy is {{legalEntity}}: it decides why and how that data is processed.',
          'The portal runs on software from a technology provider that processes data only on our instructions. For any question about this policy or your data, write to {{supportEmail}}.',
        ],
      },
      {
        heading: 'The data we collect',
        paragraphs: [
          'We collect the following data, either from you directly or generated while you use the service:',
        ],
        items: [
          'Account data: your name, email address, phone number, country of residence and password, which we store only as a one-way hash that nobody can read.',
          'Identity verification (KYC) data, requested before your first payout: a government-issued photo ID, a proof of address not older than 3 months and, where required, a selfie or liveness check.',
          'Trading data: the orders, positions, balances, profit and loss and rule checks of your simulated challenge and funded accounts, and the result of each evaluation.',
          'Purchase and payout data: the challenges you buy, amounts, invoices and payout requests. Card and bank details are entered directly with our payment processors; we receive only a reference, the card brand and last four digits, and the status of the transaction.',
          'Technical data: your IP address, device and browser type, language settings and sign-in history, with the date, time and IP address of each sign-in.',
          "Your messages to support, your marketing preferences and, if you arrived through a partner's link, the referral code.",
          'Cookies and similar technologies, described in our Cookie Policy.',
        ],
      },
      {
        heading: 'Identity verification before payouts',
        paragraphs: [
          'You can buy and take a challenge without sending any identity document. Before your first payout, or whenever the law or a risk review requires it, we verify your identity, so that payouts reach the right person, we comply with anti-money-laundering and sanctions rules, and duplicate or false identities are detected.',
          'Verification is carried out by a specialised provider. The selfie or liveness check is used only to confirm that you are the holder of the document and, where the law requires it, only with your explicit consent. Without verification we cannot release payouts.',
        ],
      },
      {
        heading: 'Why we use your data and our legal bases',
        paragraphs: [
          'We use personal data only for specific purposes and, where laws such as the EU General Data Protection Regulation (GDPR) apply, on the following legal bases. We never sell your personal data.',
        ],
        items: [
          'Contract: creating and running your account, delivering challenges, evaluating your simulated trading against the published rules, processing purchases and payouts, and providing support.',
          'Legal obligation: identity verification, anti-money-laundering and sanctions checks, tax and accounting records, and lawful requests from public authorities.',
          'Legitimate interest: keeping the service secure, preventing fraud, chargeback abuse, account sharing and other breaches of the rules, improving the service and defending legal claims. You can object to this processing, as explained under Your rights.',
          'Consent: analytics, marketing and personalization cookies, marketing emails and, where the law requires it, the biometric comparison of the liveness check. You can withdraw consent at any time, without affecting processing carried out before.',
        ],
      },
      {
        heading: 'Who we share your data with',
        paragraphs: [
          'We share personal data only with those who need it to provide the service, under agreements that require them to protect it:',
        ],
        items: [
          'Payment processors, which handle purchases and payouts and carry out their own fraud checks.',
          'Our identity verification provider, which checks your documents and, where applicable, your selfie or liveness check.',
          'Hosting and infrastructure providers, which run the platform and its databases.',
          'Email delivery providers, which send account and security messages and, if you agree, marketing emails.',
          'Affiliate partners, if you signed up through their link: they see referral statistics such as sign-ups, purchases and commissions earned, but not your documents, trading details or contact details, nor any personal data beyond what is needed to attribute and pay their commission.',
          'Professional advisers and auditors, bound by confidentiality.',
          'Public authorities, courts and regulators, when the law requires it or to establish, exercise or defend legal claims.',
        ],
      },
      {
        heading: 'International transfers',
        paragraphs: [
          "Some of our providers are located, or store data, outside your country, including outside the European Economic Area. Where the destination does not offer an adequate level of protection, we rely on safeguards recognised by law, such as adequacy decisions or the European Commission's Standard Contractual Clauses, with additional measures such as encryption where appropriate. You can ask for a copy of these safeguards at {{supportEmail}}.",
        ],
      },
      {
        heading: 'How long we keep your data',
        paragraphs: [
          'We keep personal data only as long as needed for these purposes or as required by law:',
        ],
        items: [
          'Account data: while your account exists. When it is closed, we delete or anonymise it, except for the records below.',
          'Financial and transaction records, such as purchases, invoices and payouts, and identity verification records: 5 to 7 years after our relationship ends, as required by the accounting and anti-money-laundering laws that apply to us.',
          'Trading data: while your account exists and, where it supports a payout or a dispute, as long as the related financial records.',
          'Security logs and sign-in history: a shorter period, normally no more than 12 months, unless needed to investigate an incident.',
        ],
      },
      {
        heading: 'Minimum age and restricted countries',
        paragraphs: [
          'The service is for adults only. You must be at least {{minimumAge}} years old to open an account, and we do not knowingly collect data from minors. If we find that an account belongs to a minor, we close it and delete its data, except for records the law requires us to keep.',
          'We cannot open accounts for residents of the following countries: {{restrictedCountries}}. We check this using the country you declare, your identity documents and technical data such as your IP address, and we may close accounts that breach this restriction.',
        ],
      },
      {
        heading: 'How we protect your data',
        paragraphs: [
          'We protect your data with technical and organisational measures appropriate to the risk, including:',
          'No system is completely secure. If a breach is likely to put your rights at risk, we will inform you and the competent authority as the law requires. Write to {{supportEmail}} straight away if you suspect that someone else has accessed your account.',
        ],
        items: [
          'Encryption in transit: every connection to the portal uses HTTPS (TLS).',
          'Passwords stored only as salted one-way hashes, never in readable form.',
          'Two-step verification, mandatory for all staff and available to traders, who we strongly encourage to turn it on.',
          'Role-based access controls, so that staff see only the data their job requires, with access logged.',
          'Sign-in sessions held in secure cookies that scripts on the page cannot read.',
        ],
      },
      {
        heading: 'Automated evaluation of trading accounts',
        paragraphs: [
          'Your challenge and funded accounts are evaluated automatically: our system continuously checks your simulated trading against the published rules of your program, such as the profit target and the loss limits, and decides outcomes such as passing a phase or the breach of an account without a person involved at that moment. It relies only on your trading activity and the rules you accepted, not on a profile of you.',
          'Every breach produces a report in your dashboard showing which rule was broken, when and with which values. If you believe a decision is wrong, write to {{supportEmail}} naming the account: a member of our team reviews the dispute, hears your point of view and explains the outcome. Automated abuse signals, such as the same device used on several accounts, only flag a case for a person to review before any account is closed or payout refused.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'Depending on where you live, and in particular under the GDPR, you have the following rights:',
        ],
        items: [
          'Access: to obtain a copy of your personal data.',
          'Rectification: to correct inaccurate or incomplete data; most details can be updated in your profile.',
          'Erasure: to have your data deleted, except for records we must keep by law, such as financial and identity verification records.',
          'Restriction: to limit the use of your data, for example while a correction or an objection is examined.',
          'Portability: to receive the data you gave us, including your trading history, in a machine-readable format.',
          'Objection: to processing based on our legitimate interests and, at any time, to direct marketing.',
          'Withdrawal of consent: at any time, for example for cookies or marketing emails.',
          'Complaint: to a data protection supervisory authority, in particular where you live or work.',
        ],
      },
      {
        heading: 'How to exercise your rights',
        paragraphs: [
          'Write to {{supportEmail}} from the email address linked to your account; we may ask for more information to confirm your identity. We reply within one month, a period that may be extended by two further months for complex requests. Exercising your rights is free, unless a request is clearly unfounded or excessive.',
          'You can also unsubscribe from marketing emails with the link in each message, and change your cookie choices with the Cookie settings link in the footer.',
        ],
      },
      {
        heading: 'Changes to this policy',
        paragraphs: [
          'We may update this policy when our services, providers or legal obligations change; the date at the top of this page shows the latest version. We will tell you about significant changes by email or in your dashboard before they take effect.',
        ],
      },
    ],
  },
  es: {
    title: 'Política de privacidad',
    description:
      'Cómo {{firm}} recopila, utiliza, comparte y protege tus datos personales en su portal de evaluación de trading, y qué derechos tienes sobre ellos.',
    updated: '2026-11-27',
    summary:
      '{{firm}} recopila solo los datos que necesita para gestionar tu cuenta, evaluar tu trading simulado y pagarte. Los documentos de identidad se solicitan únicamente antes de tu primer pago de beneficios. Nunca vendemos tus datos, y puedes acceder a ellos, corregirlos o suprimirlos, salvo los registros que la ley nos obliga a conservar.',
    sections: [
      {
        heading: 'Quiénes somos',
        paragraphs: [
          '{{firm}} (en adelante, nosotros) gestiona este portal, en el que los traders compran desafíos de evaluación con capital simulado, son evaluados conforme a unas reglas de trading publicadas y, una vez financiados, reciben una parte de los beneficios simulados. El responsable del tratamiento de los datos personales descritos en esta política es {{legalEntity}}: decide para qué y cómo se tratan.',
          'El portal funciona con software de un proveedor tecnológico que trata los datos únicamente siguiendo nuestras instrucciones. Si tienes cualquier pregunta sobre esta política o sobre tus datos, escríbenos a {{supportEmail}}.',
        ],
      },
      {
        heading: 'Datos que recopilamos',
        paragraphs: [
          'Recopilamos los siguientes datos, ya sea porque nos los facilitas directamente o porque se generan al utilizar el servicio:',
        ],
        items: [
          'Datos de la cuenta: tu nombre, dirección de correo electrónico, número de teléfono, país de residencia y contraseña, que guardamos únicamente como un hash irreversible que nadie puede leer.',
          'Datos de verificación de identidad (KYC), que se solicitan antes de tu primer pago de beneficios: un documento de identidad oficial con fotografía, un justificante de domicilio con una antigüedad máxima de 3 meses y, cuando sea necesario, un selfie o una prueba de vida.',
          'Datos de trading: las órdenes, posiciones, saldos, ganancias y pérdidas y controles de reglas de tus cuentas simuladas de desafío y financiadas, y el resultado de cada evaluación.',
          'Datos de compras y pagos: los desafíos que compras, los importes, las facturas y las solicitudes de pago. Los datos de tarjeta y bancarios se introducen directamente en la plataforma de nuestros proveedores de pago; nosotros solo recibimos una referencia, la marca de la tarjeta y sus cuatro últimos dígitos, y el estado de la operación.',
          'Datos técnicos: tu dirección IP, el tipo de dispositivo y de navegador, la configuración de idioma y el historial de inicios de sesión, con la fecha, la hora y la dirección IP de cada uno.',
          'Tus mensajes al equipo de soporte, tus preferencias de marketing y, si llegaste a través del enlace de un socio, el código de referido.',
          'Cookies y tecnologías similares, que se describen en nuestra Política de cookies.',
        ],
      },
      {
        heading: 'Verificación de identidad antes de los pagos',
        paragraphs: [
          'Puedes comprar y realizar un desafío sin enviar ningún documento de identidad. Antes de tu primer pago de beneficios, o siempre que la ley o una revisión de riesgos lo exijan, verificamos tu identidad para que los pagos lleguen a la persona correcta, cumplir la normativa de prevención del blanqueo de capitales y de sanciones internacionales, y detectar identidades duplicadas o falsas.',
          'La verificación la realiza un proveedor especializado. El selfie o la prueba de vida se utiliza únicamente para confirmar que eres el titular del documento y, cuando la ley lo exige, solo con tu consentimiento explícito. Sin verificación no podemos realizarte pagos.',
        ],
      },
      {
        heading: 'Para qué usamos tus datos y bases jurídicas',
        paragraphs: [
          'Utilizamos los datos personales solo para fines concretos y, cuando se aplica una normativa como el Reglamento General de Protección de Datos de la UE (RGPD), con las siguientes bases jurídicas. Nunca vendemos tus datos personales.',
        ],
        items: [
          'Contrato: crear y gestionar tu cuenta, ofrecerte los desafíos, evaluar tu trading simulado conforme a las reglas publicadas, tramitar compras y pagos y prestarte soporte.',
          'Obligación legal: verificación de identidad, controles de prevención del blanqueo de capitales y de sanciones, registros fiscales y contables, y requerimientos legítimos de las autoridades.',
          'Interés legítimo: mantener la seguridad del servicio, prevenir el fraude, el abuso de contracargos, el uso compartido de cuentas y otros incumplimientos de las reglas, mejorar el servicio y defendernos frente a reclamaciones. Puedes oponerte a este tratamiento, como se explica en el apartado Tus derechos.',
          'Consentimiento: cookies analíticas, de marketing y de personalización, correos de marketing y, cuando la ley lo exige, la comparación biométrica de la prueba de vida. Puedes retirar tu consentimiento en cualquier momento, sin que ello afecte al tratamiento realizado anteriormente.',
        ],
      },
      {
        heading: 'Con quién compartimos tus datos',
        paragraphs: [
          'Compartimos datos personales solo con quienes los necesitan para prestar el servicio, mediante acuerdos que les obligan a protegerlos:',
        ],
        items: [
          'Proveedores de pago, que gestionan las compras y los pagos de beneficios y realizan sus propios controles antifraude.',
          'Nuestro proveedor de verificación de identidad, que comprueba tus documentos y, en su caso, el selfie o la prueba de vida.',
          'Proveedores de alojamiento e infraestructura, que hacen funcionar la plataforma y sus bases de datos.',
          'Proveedores de envío de correo electrónico, que envían los mensajes de la cuenta y de seguridad y, si lo aceptas, los correos de marketing.',
          'Socios afiliados, si te registraste a través de su enlace: ven estadísticas de referidos, como registros, compras y comisiones generadas, pero no tus documentos, tus datos de trading ni tus datos de contacto, ni ningún otro dato personal más allá de lo necesario para atribuir y pagar su comisión.',
          'Asesores profesionales y auditores, sujetos a un deber de confidencialidad.',
          'Autoridades públicas, tribunales y organismos reguladores, cuando la ley lo exija o para formular, ejercer o defender reclamaciones.',
        ],
      },
      {
        heading: 'Transferencias internacionales',
        paragraphs: [
          'Algunos de nuestros proveedores se encuentran, o almacenan datos, fuera de tu país, incluso fuera del Espacio Económico Europeo. Cuando el destino no ofrece un nivel de protección adecuado, aplicamos las garantías reconocidas por la ley, como las decisiones de adecuación o las cláusulas contractuales tipo de la Comisión Europea, junto con medidas adicionales, como el cifrado, cuando proceda. Puedes solicitar una copia de estas garantías en {{supportEmail}}.',
        ],
      },
      {
        heading: 'Cuánto tiempo conservamos tus datos',
        paragraphs: [
          'Conservamos los datos personales solo durante el tiempo necesario para estos fines o durante el plazo que exija la ley:',
        ],
        items: [
          'Datos de la cuenta: mientras exista la cuenta. Cuando se cierra, los suprimimos o anonimizamos, salvo los registros que se indican a continuación.',
          'Registros financieros y de operaciones, como compras, facturas y pagos, y registros de verificación de identidad: entre 5 y 7 años desde el fin de nuestra relación, según exija la normativa contable y de prevención del blanqueo de capitales que nos sea aplicable.',
          'Datos de trading: mientras exista tu cuenta y, cuando respaldan un pago o una disputa, durante el mismo tiempo que los registros financieros relacionados.',
          'Registros de seguridad e historial de inicios de sesión: un periodo más corto, normalmente no superior a 12 meses, salvo que sean necesarios para investigar un incidente.',
        ],
      },
      {
        heading: 'Edad mínima y países restringidos',
        paragraphs: [
          'El servicio está dirigido exclusivamente a personas adultas. Debes tener al menos {{minimumAge}} años para abrir una cuenta, y no recopilamos conscientemente datos de menores. Si comprobamos que una cuenta pertenece a un menor, la cerramos y suprimimos sus datos, salvo los registros que la ley nos obligue a conservar.',
          'No podemos abrir cuentas a residentes de los siguientes países: {{restrictedCountries}}. Lo comprobamos mediante el país que declaras, tus documentos de identidad y datos técnicos como tu dirección IP, y podemos cerrar las cuentas que incumplan esta restricción.',
        ],
      },
      {
        heading: 'Cómo protegemos tus datos',
        paragraphs: [
          'Protegemos tus datos con medidas técnicas y organizativas adecuadas al riesgo, entre ellas:',
          'Ningún sistema es completamente seguro. Si una brecha pudiera suponer un riesgo para tus derechos, te lo comunicaremos a ti y a la autoridad competente según exige la ley. Escríbenos de inmediato a {{supportEmail}} si sospechas que otra persona ha accedido a tu cuenta.',
        ],
        items: [
          'Cifrado en tránsito: todas las conexiones con el portal utilizan HTTPS (TLS).',
          'Contraseñas guardadas únicamente como hashes irreversibles con sal, nunca en formato legible.',
          'Verificación en dos pasos, obligatoria para todo el personal y disponible para los traders, a quienes recomendamos encarecidamente activarla.',
          'Controles de acceso basados en roles, para que el personal vea solo los datos que necesita para su trabajo, con registro de los accesos.',
          'Sesiones guardadas en cookies seguras que los scripts de la página no pueden leer.',
        ],
      },
      {
        heading: 'Evaluación automatizada de las cuentas de trading',
        paragraphs: [
          'Tus cuentas de desafío y financiadas se evalúan de forma automática: nuestro sistema comprueba de manera continua tu trading simulado conforme a las reglas publicadas de tu programa, como el objetivo de beneficio y los límites de pérdida, y decide resultados como la superación de una fase o la infracción de una cuenta sin que intervenga una persona en ese momento. Se basa únicamente en tu actividad de trading y en las reglas que aceptaste, no en un perfil sobre ti.',
          'Cada infracción genera un informe en tu panel que muestra qué regla se incumplió, cuándo y con qué valores. Si crees que una decisión es errónea, escribe a {{supportEmail}} indicando la cuenta: un miembro de nuestro equipo revisa la disputa, escucha tu punto de vista y te explica el resultado. Las señales automáticas de abuso, como un mismo dispositivo utilizado en varias cuentas, solo marcan un caso para que lo revise una persona antes de cerrar cualquier cuenta o denegar cualquier pago.',
        ],
      },
      {
        heading: 'Tus derechos',
        paragraphs: [
          'Según el lugar en el que residas, y en particular conforme al RGPD, tienes los siguientes derechos:',
        ],
        items: [
          'Acceso: obtener una copia de tus datos personales.',
          'Rectificación: corregir los datos inexactos o incompletos; la mayoría puedes actualizarlos tú mismo en tu perfil.',
          'Supresión: que eliminemos tus datos, salvo los registros que debemos conservar por ley, como los financieros y los de verificación de identidad.',
          'Limitación: limitar el uso de tus datos, por ejemplo mientras se examina una rectificación o una oposición.',
          'Portabilidad: recibir los datos que nos facilitaste, incluido tu historial de trading, en un formato de lectura mecánica.',
          'Oposición: al tratamiento basado en nuestro interés legítimo y, en cualquier momento, al marketing directo.',
          'Retirada del consentimiento: en cualquier momento, por ejemplo para las cookies o los correos de marketing.',
          'Reclamación: ante una autoridad de control de protección de datos, en particular la del lugar donde residas o trabajes.',
        ],
      },
      {
        heading: 'Cómo ejercer tus derechos',
        paragraphs: [
          'Escribe a {{supportEmail}} desde la dirección de correo electrónico asociada a tu cuenta; podemos pedirte información adicional para confirmar tu identidad. Respondemos en el plazo de un mes, que puede prorrogarse otros dos meses en el caso de solicitudes complejas. Ejercer tus derechos es gratuito, salvo que una solicitud sea manifiestamente infundada o excesiva.',
          'También puedes darte de baja de los correos de marketing con el enlace incluido en cada mensaje y cambiar tus preferencias de cookies con el enlace Configuración de cookies del pie de página.',
        ],
      },
      {
        heading: 'Cambios en esta política',
        paragraphs: [
          'Podemos actualizar esta política cuando cambien nuestros servicios, proveedores u obligaciones legales; la fecha que aparece al principio de esta página indica la versión vigente. Te avisaremos de los cambios importantes por correo electrónico o en tu panel antes de que entren en vigor.',
        ],
      },
    ],
  },
  it: {
    title: 'Informativa sulla privacy',
    description:
      'Come {{firm}} raccoglie, utilizza, condivide e protegge i tuoi dati personali sul suo portale di valutazione del trading e quali diritti hai su quei dati.',
    updated: '2026-11-27',
    summary:
      "{{firm}} raccoglie solo i dati necessari per gestire il tuo account, valutare il tuo trading simulato e pagarti. I documenti d'identità vengono richiesti solo prima del tuo primo payout. Non vendiamo mai i tuoi dati e puoi accedervi, correggerli o cancellarli, fatti salvi i documenti che la legge ci impone di conservare.",
    sections: [
      {
        heading: 'Chi siamo',
        paragraphs: [
          '{{firm}} (di seguito anche noi) gestisce questo portale, dove i trader acquistano Challenge di valutazione su capitale simulato, vengono valutati in base a regole di trading pubblicate e, una volta finanziati, ricevono una quota dei profitti simulati. Il titolare del trattamento dei dati personali descritti in questa informativa è {{legalEntity}}: decide cioè per quali finalità e con quali modalità vengono trattati.',
          'Il portale funziona grazie al software di un fornitore tecnologico che tratta i dati esclusivamente secondo le nostre istruzioni. Per qualsiasi domanda su questa informativa o sui tuoi dati, scrivi a {{supportEmail}}.',
        ],
      },
      {
        heading: 'I dati che raccogliamo',
        paragraphs: [
          "Raccogliamo i seguenti dati, forniti direttamente da te o generati durante l'utilizzo del servizio:",
        ],
        items: [
          "Dati dell'account: nome, indirizzo email, numero di telefono, paese di residenza e password, che conserviamo soltanto come hash irreversibile che nessuno può leggere.",
          "Dati di verifica dell'identità (KYC), richiesti prima del tuo primo payout: un documento d'identità ufficiale con foto, una prova di residenza risalente a non più di 3 mesi prima e, se necessario, un selfie o un controllo di liveness.",
          "Dati di trading: ordini, posizioni, saldi, profitti e perdite e controlli sulle regole dei tuoi conti simulati di Challenge e finanziati, oltre all'esito di ogni valutazione.",
          "Dati di acquisti e payout: le Challenge che acquisti, gli importi, le fatture e le richieste di payout. I dati della carta e bancari vengono inseriti direttamente presso i nostri fornitori di servizi di pagamento; noi riceviamo soltanto un riferimento, il circuito della carta con le ultime quattro cifre e l'esito dell'operazione.",
          'Dati tecnici: indirizzo IP, tipo di dispositivo e di browser, impostazioni della lingua e storico degli accessi, con data, ora e indirizzo IP di ciascun accesso.',
          "I tuoi messaggi all'assistenza, le tue preferenze di marketing e, se sei arrivato tramite il link di un partner, il codice referral.",
          'Cookie e tecnologie simili, descritti nella nostra Politica sui cookie.',
        ],
      },
      {
        heading: "Verifica dell'identità prima dei payout",
        paragraphs: [
          "Puoi acquistare e affrontare una Challenge senza inviare alcun documento d'identità. Prima del tuo primo payout, cioè il pagamento della tua quota di profitto, o ogni volta che la legge o una verifica dei rischi lo richiedano, verifichiamo la tua identità, affinché i payout arrivino alla persona giusta, per rispettare le norme antiriciclaggio e sulle sanzioni internazionali e per individuare identità duplicate o false.",
          'La verifica è effettuata da un fornitore specializzato. Il selfie o il controllo di liveness serve unicamente a confermare che sei il titolare del documento e, quando la legge lo richiede, avviene solo con il tuo consenso esplicito. Senza verifica non possiamo effettuare payout.',
        ],
      },
      {
        heading: 'Perché usiamo i tuoi dati e basi giuridiche',
        paragraphs: [
          "Utilizziamo i dati personali solo per finalità specifiche e, quando si applica una normativa come il Regolamento generale sulla protezione dei dati dell'UE (GDPR), sulle seguenti basi giuridiche. Non vendiamo mai i tuoi dati personali.",
        ],
        items: [
          'Contratto: creare e gestire il tuo account, fornirti le Challenge, valutare il tuo trading simulato in base alle regole pubblicate, gestire acquisti e payout e offrirti assistenza.',
          "Obbligo di legge: verifica dell'identità, controlli antiriciclaggio e sulle sanzioni, scritture fiscali e contabili e richieste legittime delle autorità.",
          'Legittimo interesse: garantire la sicurezza del servizio, prevenire frodi, abusi di chargeback, condivisione degli account e altre violazioni delle regole, migliorare il servizio e difenderci in caso di contestazioni. Puoi opporti a questo trattamento, come spiegato nella sezione I tuoi diritti.',
          'Consenso: cookie analitici, di marketing e di personalizzazione, email di marketing e, quando la legge lo richiede, il confronto biometrico del controllo di liveness. Puoi revocare il consenso in qualsiasi momento, senza pregiudicare il trattamento effettuato in precedenza.',
        ],
      },
      {
        heading: 'Con chi condividiamo i tuoi dati',
        paragraphs: [
          'Condividiamo i dati personali solo con chi ne ha bisogno per fornire il servizio, sulla base di accordi che lo obbligano a proteggerli:',
        ],
        items: [
          'Fornitori di servizi di pagamento, che gestiscono acquisti e payout ed effettuano i propri controlli antifrode.',
          "Il nostro fornitore di verifica dell'identità, che controlla i tuoi documenti e, se previsto, il selfie o il controllo di liveness.",
          'Fornitori di hosting e infrastruttura, che fanno funzionare la piattaforma e i suoi database.',
          "Fornitori di servizi di invio email, che inviano i messaggi relativi all'account e alla sicurezza e, se acconsenti, le email di marketing.",
          'Partner affiliati, se ti sei registrato tramite il loro link: vedono statistiche sui referral, come registrazioni, acquisti e commissioni maturate, ma non i tuoi documenti, i tuoi dati di trading o i tuoi recapiti, né altri dati personali oltre a quanto necessario per attribuire e pagare la loro commissione.',
          'Consulenti professionali e revisori, vincolati da obblighi di riservatezza.',
          'Autorità pubbliche, tribunali e autorità di vigilanza, quando la legge lo impone o per accertare, esercitare o difendere un diritto in sede giudiziaria.',
        ],
      },
      {
        heading: 'Trasferimenti internazionali',
        paragraphs: [
          'Alcuni dei nostri fornitori si trovano, o conservano i dati, al di fuori del tuo paese, anche al di fuori dello Spazio economico europeo. Quando il paese di destinazione non garantisce un livello di protezione adeguato, ci affidiamo alle garanzie riconosciute dalla legge, come le decisioni di adeguatezza o le clausole contrattuali standard della Commissione europea, insieme a misure supplementari, come la cifratura, ove opportuno. Puoi chiederne una copia scrivendo a {{supportEmail}}.',
        ],
      },
      {
        heading: 'Per quanto tempo conserviamo i tuoi dati',
        paragraphs: [
          'Conserviamo i dati personali solo per il tempo necessario a queste finalità o per il periodo previsto dalla legge:',
        ],
        items: [
          "Dati dell'account: finché l'account esiste. Alla chiusura li cancelliamo o li rendiamo anonimi, ad eccezione dei documenti indicati di seguito.",
          "Documenti finanziari e delle operazioni, come acquisti, fatture e payout, e documenti di verifica dell'identità: da 5 a 7 anni dalla cessazione del rapporto, come richiesto dalle norme contabili e antiriciclaggio che ci si applicano.",
          'Dati di trading: finché esiste il tuo account e, se servono a documentare un payout o una contestazione, per lo stesso periodo dei relativi documenti finanziari.',
          'Log di sicurezza e storico degli accessi: un periodo più breve, di norma non superiore a 12 mesi, salvo che servano per indagare su un incidente.',
        ],
      },
      {
        heading: 'Età minima e paesi esclusi',
        paragraphs: [
          'Il servizio è destinato esclusivamente a persone maggiorenni. Per aprire un account devi avere almeno {{minimumAge}} anni e non raccogliamo consapevolmente dati di minori. Se scopriamo che un account appartiene a un minore, lo chiudiamo e cancelliamo i relativi dati, ad eccezione dei documenti che la legge ci impone di conservare.',
          "Non possiamo aprire account a chi risiede nei seguenti paesi: {{restrictedCountries}}. Lo verifichiamo in base al paese che dichiari, ai tuoi documenti d'identità e a dati tecnici come il tuo indirizzo IP, e possiamo chiudere gli account che violano questa limitazione.",
        ],
      },
      {
        heading: 'Come proteggiamo i tuoi dati',
        paragraphs: [
          'Proteggiamo i tuoi dati con misure tecniche e organizzative adeguate al rischio, tra cui:',
          "Nessun sistema è del tutto sicuro. Se una violazione può comportare un rischio per i tuoi diritti, informeremo te e l'autorità competente come previsto dalla legge. Scrivi subito a {{supportEmail}} se sospetti che qualcun altro abbia avuto accesso al tuo account.",
        ],
        items: [
          'Cifratura in transito: tutte le connessioni al portale utilizzano HTTPS (TLS).',
          'Password conservate soltanto come hash irreversibili con salt, mai in forma leggibile.',
          'Verifica in due passaggi, obbligatoria per tutto il personale e disponibile per i trader, ai quali consigliamo vivamente di attivarla.',
          'Controlli di accesso basati sui ruoli, affinché il personale veda solo i dati necessari al proprio lavoro, con registrazione degli accessi.',
          'Sessioni di accesso conservate in cookie sicuri che gli script della pagina non possono leggere.',
        ],
      },
      {
        heading: 'Valutazione automatizzata dei conti di trading',
        paragraphs: [
          "I tuoi conti di Challenge e finanziati vengono valutati automaticamente: il nostro sistema controlla in modo continuo il tuo trading simulato rispetto alle regole pubblicate del tuo programma, come il target di profitto e i limiti di perdita, e stabilisce esiti come il superamento di una fase o la violazione di un conto senza l'intervento di una persona in quel momento. Si basa unicamente sulla tua attività di trading e sulle regole che hai accettato, non su una profilazione della tua persona.",
          "Ogni violazione genera un report nella tua dashboard che indica quale regola è stata violata, quando e con quali valori. Se ritieni che una decisione sia errata, scrivi a {{supportEmail}} indicando il conto: un membro del nostro team esamina la contestazione, ascolta le tue ragioni e ti spiega l'esito. I segnali automatici di abuso, come lo stesso dispositivo usato su più account, servono solo a segnalare un caso, che una persona esamina prima che un account venga chiuso o un payout rifiutato.",
        ],
      },
      {
        heading: 'I tuoi diritti',
        paragraphs: [
          'A seconda del paese in cui vivi, e in particolare ai sensi del GDPR, hai i seguenti diritti:',
        ],
        items: [
          'Accesso: ottenere una copia dei tuoi dati personali.',
          'Rettifica: correggere i dati inesatti o incompleti; la maggior parte puoi aggiornarla da solo nel tuo profilo.',
          "Cancellazione: ottenere la cancellazione dei tuoi dati, ad eccezione dei documenti che dobbiamo conservare per legge, come quelli finanziari e di verifica dell'identità.",
          "Limitazione: limitare l'uso dei tuoi dati, ad esempio mentre viene esaminata una rettifica o un'opposizione.",
          'Portabilità: ricevere i dati che ci hai fornito, compreso lo storico di trading, in un formato leggibile da dispositivo automatico.',
          'Opposizione: al trattamento basato sul nostro legittimo interesse e, in qualsiasi momento, al marketing diretto.',
          'Revoca del consenso: in qualsiasi momento, ad esempio per i cookie o per le email di marketing.',
          "Reclamo: a un'autorità di controllo per la protezione dei dati, in particolare quella del paese in cui vivi o lavori.",
        ],
      },
      {
        heading: 'Come esercitare i tuoi diritti',
        paragraphs: [
          "Scrivi a {{supportEmail}} dall'indirizzo email associato al tuo account; potremmo chiederti ulteriori informazioni per confermare la tua identità. Rispondiamo entro un mese, termine che può essere prorogato di altri due mesi per le richieste complesse. L'esercizio dei tuoi diritti è gratuito, salvo che una richiesta sia manifestamente infondata o eccessiva.",
          "Puoi inoltre annullare l'iscrizione alle email di marketing tramite il link presente in ogni messaggio e modificare le tue scelte sui cookie con il link Impostazioni cookie nel piè di pagina.",
        ],
      },
      {
        heading: 'Modifiche a questa informativa',
        paragraphs: [
          'Possiamo aggiornare questa informativa quando cambiano i nostri servizi, i nostri fornitori o i nostri obblighi di legge; la data riportata in cima alla pagina indica la versione in vigore. Ti comunicheremo le modifiche significative via email o nella tua dashboard prima che entrino in vigore.',
        ],
      },
    ],
  },
};
