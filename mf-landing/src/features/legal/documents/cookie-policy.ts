import type { TLegalDocumentSet } from '../legal-document.ts';

/** The cookie policy: the cookies and browser storage the portal uses, their categories and lifetimes, and how to change consent. */
export const cookiePolicy: TLegalDocumentSet = {
  en: {
    title: 'Cookie Policy',
    description:
      'Which cookies and similar technologies {{firm}} uses on its trading portal, what each one does, how long it lasts and how you can change your choices.',
    updated: '2026-11-23',
    summary:
      'We use a small number of essential cookies and browser storage items to sign you in, keep the portal secure and remember your preferences. Analytics, marketing and personalization tools are loaded only if you accept them, and you can change your choice at any time from the Cookie settings link in the footer.',
    sections: [
      {
        heading: 'About this policy',
        paragraphs: [
          'This Cookie Policy explains how {{firm}} uses cookies and similar technologies on this website and in the trader dashboard, why we use them and how you can control them.',
          'It complements our Privacy Policy, which describes in more detail how we handle personal data, how long we keep it and what rights you have.',
        ],
      },
      {
        heading: 'What cookies and similar technologies are',
        paragraphs: [
          'Cookies are small text files that a website saves in your browser and reads back on later visits. They let the site recognise your browser, keep you signed in and remember your settings. Some cookies are deleted when you close the browser (session cookies); others remain until they expire or you delete them (persistent cookies).',
          "Websites can also keep information in your browser's local storage. It works in a similar way, but it is not sent to the server with every request and it has no built-in expiry date, so it stays until the site removes it or you clear it. In this policy, cookies means both cookies and local storage, as well as similar technologies such as pixels or tags used by analytics and advertising tools.",
          'First-party cookies are set by the site you are visiting. Third-party cookies are set by another domain, for example an analytics or advertising provider whose script runs on the page.',
        ],
      },
      {
        heading: 'The categories we use',
        paragraphs: [
          'Our cookie banner groups cookies into four categories. Only essential cookies are active by default; the other three stay switched off, and nothing in them is set, until you give your consent.',
        ],
        items: [
          'Essential: needed for the portal to work and to keep it secure, such as the session cookie that keeps you signed in, security cookies, the record of your cookie choice, your language preference and the state of the side menu. They are always on and cannot be switched off, because the service cannot be provided without them, and the law does not require consent for them.',
          'Analytics: help us understand how visitors use the site, for example which pages are viewed, how people arrive and where errors occur, so that we can improve it. We look at this information in aggregate.',
          'Marketing: measure the effectiveness of our advertising campaigns and allow relevant adverts to be shown to you on other websites and social networks.',
          'Personalization: remember choices and behaviour beyond what is strictly necessary, so that content, offers or support tools can be tailored to you.',
        ],
      },
      {
        heading: 'Essential cookies and storage we use',
        paragraphs: [
          'These are the essential items the portal sets in your browser. They contain no advertising identifiers and are not used to follow you across other websites.',
        ],
        items: [
          'propdesk_refresh (cookie): keeps you signed in by holding your sign-in session, so that you do not have to enter your password on every visit. It is httpOnly, which means no script on the page can read it, and it is sent only over secure connections. It lasts up to 30 days and is deleted when you sign out.',
          'propdesk_elite (cookie): an access pass for a restricted staff area, issued only to authorised staff after an additional access check. It expires after 12 hours.',
          'sidebar:state (cookie): remembers whether you collapsed the side menu of the dashboard. It lasts 7 days.',
          "language (local storage): remembers the language you chose for the portal. It stays until you clear this site's data in your browser.",
          'pending_referral (local storage): keeps the referral code from a partner link you followed, so that the partner is credited if you create an account. It is kept until you sign up and then removed.',
          'Cookie consent choice (local storage): records which categories you accepted or declined, so that we do not ask you on every visit. It is kept for 12 months, after which we ask you again.',
        ],
      },
      {
        heading: 'Analytics, marketing and personalization tools',
        paragraphs: [
          'The specific analytics, marketing and personalization tools used on this site, for example a web analytics service or an advertising pixel, are chosen and configured by {{firm}} and may change over time. If you would like to know which providers are currently active and which cookies they set, write to {{supportEmail}}.',
          "Whatever the tool, the rule is the same: its scripts are not loaded, and it cannot set cookies or read your browser's storage, until you consent to the category it belongs to. If you decline a category, or later withdraw your consent, the corresponding scripts are removed from the page and are not loaded on later visits.",
          'Cookies that such a tool had already set before you withdrew your consent may remain in your browser until they expire. You can delete them at any time from your browser settings, as explained below.',
        ],
      },
      {
        heading: 'Third-party cookies',
        paragraphs: [
          'All the essential cookies listed above are first-party: they are set by this site and used only by it. Analytics, marketing and personalization tools may set third-party cookies, which are controlled by the provider concerned under its own privacy and cookie policies. Some of these providers may be located outside your country; in that case, the safeguards described in our Privacy Policy apply.',
          'Payment pages and identity verification screens may be provided directly by our payment processors and our verification provider. When you use them, those providers may set their own cookies, needed for security and fraud prevention, under their own policies.',
        ],
      },
      {
        heading: 'How to change your choice',
        paragraphs: [
          'On your first visit, the cookie banner lets you accept all categories, decline the non-essential ones or choose category by category. Declining is as easy as accepting, and the portal works normally either way.',
          "You can change your mind at any time: the Cookie settings link in the footer of every page reopens the banner, where you can switch each category on or off. Alternatively, clearing this site's data in your browser deletes your stored choice, and the banner appears again on your next visit. Bear in mind that clearing site data also signs you out and resets your language and menu preferences.",
          'Your choice is kept for 12 months; after that we ask you again, so that your consent stays up to date. We also ask again if we add a new category or change the purpose of an existing one.',
        ],
      },
      {
        heading: 'Controlling cookies in your browser',
        paragraphs: [
          "Most browsers let you see which cookies are stored, delete them one by one or all at once, block third-party cookies or block all cookies from a particular site. These options are usually found in the privacy or security section of your browser's settings, and the browser's help pages explain the steps. Private or incognito windows delete cookies and local storage when they are closed.",
          'If you block essential cookies, parts of the portal will not work: in particular, you will not be able to stay signed in, and your language and menu preferences will not be remembered. Blocking analytics, marketing or personalization cookies has no effect on how the portal works.',
        ],
      },
      {
        heading: 'Changes to this policy',
        paragraphs: [
          'We may update this policy when we add or remove cookies, change how long they last or the tools we use, or when the law changes. The date at the top of this page shows when it was last updated. If a change affects the categories that require your consent, we will ask for your choice again.',
        ],
      },
      {
        heading: 'Contact us',
        paragraphs: [
          'If you have any question about this Cookie Policy or the way we use cookies, write to {{supportEmail}}. To learn more about how we handle personal data and how to exercise your rights, please read our Privacy Policy.',
        ],
      },
    ],
  },
  es: {
    title: 'Política de cookies',
    description:
      'Qué cookies y tecnologías similares utiliza {{firm}} en su portal de trading, para qué sirve cada una, cuánto dura y cómo puedes cambiar tus preferencias.',
    updated: '2026-11-23',
    summary:
      'Utilizamos un número reducido de cookies y elementos de almacenamiento esenciales para iniciar tu sesión, mantener la seguridad del portal y recordar tus preferencias. Las herramientas de analítica, marketing y personalización solo se cargan si las aceptas, y puedes cambiar tu elección en cualquier momento desde el enlace Configuración de cookies del pie de página.',
    sections: [
      {
        heading: 'Sobre esta política',
        paragraphs: [
          'Esta Política de cookies explica cómo utiliza {{firm}} las cookies y tecnologías similares en este sitio web y en el panel del trader, por qué las utilizamos y cómo puedes controlarlas.',
          'Complementa nuestra Política de privacidad, que describe con más detalle cómo tratamos los datos personales, cuánto tiempo los conservamos y qué derechos tienes.',
        ],
      },
      {
        heading: 'Qué son las cookies y las tecnologías similares',
        paragraphs: [
          'Las cookies son pequeños archivos de texto que un sitio web guarda en tu navegador y vuelve a leer en visitas posteriores. Permiten que el sitio reconozca tu navegador, mantenga tu sesión iniciada y recuerde tu configuración. Algunas cookies se eliminan al cerrar el navegador (cookies de sesión); otras permanecen hasta que caducan o las eliminas (cookies persistentes).',
          'Los sitios web también pueden guardar información en el almacenamiento local de tu navegador. Funciona de forma parecida, pero no se envía al servidor con cada solicitud y no tiene fecha de caducidad propia, por lo que permanece hasta que el sitio la elimina o la borras tú. En esta política, el término cookies se refiere tanto a las cookies como al almacenamiento local, así como a tecnologías similares, como los píxeles o etiquetas que utilizan las herramientas de analítica y publicidad.',
          'Las cookies propias las establece el sitio que estás visitando. Las cookies de terceros las establece otro dominio, por ejemplo un proveedor de analítica o de publicidad cuyo script se ejecuta en la página.',
        ],
      },
      {
        heading: 'Categorías que utilizamos',
        paragraphs: [
          'Nuestro banner de cookies agrupa las cookies en cuatro categorías. Solo las cookies esenciales están activas por defecto; las otras tres permanecen desactivadas, y no se instala ninguna de ellas, hasta que das tu consentimiento.',
        ],
        items: [
          'Esenciales: necesarias para que el portal funcione y sea seguro, como la cookie de sesión que mantiene tu sesión iniciada, las cookies de seguridad, el registro de tu elección sobre cookies, tu preferencia de idioma y el estado del menú lateral. Están siempre activas y no se pueden desactivar, porque sin ellas no es posible prestar el servicio, y la ley no exige consentimiento para utilizarlas.',
          'Analíticas: nos ayudan a entender cómo usan el sitio los visitantes, por ejemplo qué páginas se consultan, cómo llegan y dónde se producen errores, para poder mejorarlo. Analizamos esta información de forma agregada.',
          'Marketing: miden la eficacia de nuestras campañas publicitarias y permiten mostrarte anuncios relevantes en otros sitios web y redes sociales.',
          'Personalización: recuerdan elecciones y comportamientos más allá de lo estrictamente necesario, para adaptar a ti los contenidos, las ofertas o las herramientas de soporte.',
        ],
      },
      {
        heading: 'Cookies y almacenamiento esenciales que utilizamos',
        paragraphs: [
          'Estos son los elementos esenciales que el portal guarda en tu navegador. No contienen identificadores publicitarios ni se utilizan para seguirte por otros sitios web.',
        ],
        items: [
          'propdesk_refresh (cookie): mantiene tu sesión iniciada para que no tengas que introducir la contraseña en cada visita. Es httpOnly, lo que significa que ningún script de la página puede leerla, y solo se envía a través de conexiones seguras. Dura hasta 30 días y se elimina al cerrar sesión.',
          'propdesk_elite (cookie): un pase de acceso a una zona restringida para el personal, que solo se concede al personal autorizado tras una comprobación de acceso adicional. Caduca a las 12 horas.',
          'sidebar:state (cookie): recuerda si has contraído el menú lateral del panel. Dura 7 días.',
          'language (almacenamiento local): recuerda el idioma que has elegido para el portal. Permanece hasta que borres los datos de este sitio en tu navegador.',
          'pending_referral (almacenamiento local): guarda el código de referido del enlace de un socio que hayas seguido, para que se le atribuya el registro si creas una cuenta. Se conserva hasta que te registras y después se elimina.',
          'Elección sobre cookies (almacenamiento local): registra qué categorías has aceptado o rechazado, para no preguntarte en cada visita. Se conserva durante 12 meses, transcurridos los cuales te lo volvemos a preguntar.',
        ],
      },
      {
        heading: 'Herramientas de analítica, marketing y personalización',
        paragraphs: [
          'Las herramientas concretas de analítica, marketing y personalización que se utilizan en este sitio, por ejemplo un servicio de analítica web o un píxel publicitario, las elige y configura {{firm}}, y pueden cambiar con el tiempo. Si quieres saber qué proveedores están activos en este momento y qué cookies instalan, escríbenos a {{supportEmail}}.',
          'Sea cual sea la herramienta, la regla es la misma: sus scripts no se cargan, y no puede instalar cookies ni leer el almacenamiento de tu navegador, hasta que das tu consentimiento a la categoría a la que pertenece. Si rechazas una categoría, o retiras más adelante tu consentimiento, los scripts correspondientes se eliminan de la página y no se cargan en las visitas siguientes.',
          'Las cookies que una de estas herramientas hubiera instalado antes de que retiraras tu consentimiento pueden permanecer en tu navegador hasta que caduquen. Puedes eliminarlas en cualquier momento desde la configuración de tu navegador, como se explica más adelante.',
        ],
      },
      {
        heading: 'Cookies de terceros',
        paragraphs: [
          'Todas las cookies esenciales indicadas anteriormente son propias: las establece este sitio y solo las utiliza él. Las herramientas de analítica, marketing y personalización pueden instalar cookies de terceros, que controla el proveedor correspondiente conforme a sus propias políticas de privacidad y de cookies. Algunos de estos proveedores pueden encontrarse fuera de tu país; en ese caso, se aplican las garantías descritas en nuestra Política de privacidad.',
          'Las páginas de pago y las pantallas de verificación de identidad pueden ser ofrecidas directamente por nuestros proveedores de pago y de verificación. Cuando las utilizas, esos proveedores pueden instalar sus propias cookies, necesarias para la seguridad y la prevención del fraude, conforme a sus propias políticas.',
        ],
      },
      {
        heading: 'Cómo cambiar tu elección',
        paragraphs: [
          'En tu primera visita, el banner de cookies te permite aceptar todas las categorías, rechazar las no esenciales o elegir categoría por categoría. Rechazar es tan sencillo como aceptar, y el portal funciona con normalidad en ambos casos.',
          'Puedes cambiar de opinión en cualquier momento: el enlace Configuración de cookies, en el pie de todas las páginas, vuelve a abrir el banner, donde puedes activar o desactivar cada categoría. También puedes borrar los datos de este sitio en tu navegador, lo que elimina tu elección guardada, y el banner volverá a aparecer en tu próxima visita. Ten en cuenta que borrar los datos del sitio también cierra tu sesión y restablece tus preferencias de idioma y de menú.',
          'Tu elección se conserva durante 12 meses; después te la volvemos a pedir, para que tu consentimiento esté siempre actualizado. También te la pedimos de nuevo si añadimos una categoría o cambiamos la finalidad de una existente.',
        ],
      },
      {
        heading: 'Control de las cookies desde el navegador',
        paragraphs: [
          'La mayoría de los navegadores te permiten ver qué cookies hay guardadas, eliminarlas una a una o todas a la vez, bloquear las cookies de terceros o bloquear todas las cookies de un sitio concreto. Estas opciones suelen encontrarse en la sección de privacidad o seguridad de la configuración del navegador, y sus páginas de ayuda explican los pasos. Las ventanas privadas o de incógnito eliminan las cookies y el almacenamiento local al cerrarse.',
          'Si bloqueas las cookies esenciales, algunas partes del portal no funcionarán: en particular, no podrás mantener la sesión iniciada y no se recordarán tus preferencias de idioma y de menú. Bloquear las cookies de analítica, marketing o personalización no afecta al funcionamiento del portal.',
        ],
      },
      {
        heading: 'Cambios en esta política',
        paragraphs: [
          'Podemos actualizar esta política cuando añadamos o eliminemos cookies, cambiemos su duración o las herramientas que utilizamos, o cuando cambie la ley. La fecha que aparece al principio de esta página indica cuándo se actualizó por última vez. Si un cambio afecta a las categorías que requieren tu consentimiento, te pediremos de nuevo tu elección.',
        ],
      },
      {
        heading: 'Contacto',
        paragraphs: [
          'Si tienes cualquier pregunta sobre esta Política de cookies o sobre cómo utilizamos las cookies, escríbenos a {{supportEmail}}. Para saber más sobre cómo tratamos los datos personales y cómo ejercer tus derechos, consulta nuestra Política de privacidad.',
        ],
      },
    ],
  },
  it: {
    title: 'Politica sui cookie',
    description:
      'Quali cookie e tecnologie simili utilizza {{firm}} sul suo portale di trading, a cosa serve ciascuno, quanto dura e come puoi modificare le tue scelte.',
    updated: '2026-11-23',
    summary:
      'Utilizziamo un numero ridotto di cookie ed elementi di archiviazione essenziali per farti accedere, mantenere sicuro il portale e ricordare le tue preferenze. Gli strumenti di analisi, marketing e personalizzazione vengono caricati solo se li accetti, e puoi modificare la tua scelta in qualsiasi momento dal link Impostazioni cookie nel piè di pagina.',
    sections: [
      {
        heading: 'Informazioni su questa politica',
        paragraphs: [
          'Questa Politica sui cookie spiega come {{firm}} utilizza i cookie e le tecnologie simili su questo sito web e nella dashboard del trader, perché li utilizziamo e come puoi gestirli.',
          'Integra la nostra Informativa sulla privacy, che descrive in modo più dettagliato come trattiamo i dati personali, per quanto tempo li conserviamo e quali diritti hai.',
        ],
      },
      {
        heading: 'Cosa sono i cookie e le tecnologie simili',
        paragraphs: [
          'I cookie sono piccoli file di testo che un sito web salva nel tuo browser e rilegge nelle visite successive. Permettono al sito di riconoscere il tuo browser, mantenere attivo il tuo accesso e ricordare le tue impostazioni. Alcuni cookie vengono cancellati quando chiudi il browser (cookie di sessione); altri restano finché non scadono o non li cancelli (cookie persistenti).',
          'I siti web possono anche conservare informazioni nella memoria locale (local storage) del browser. Funziona in modo simile, ma non viene inviata al server a ogni richiesta e non ha una scadenza propria, quindi resta finché il sito non la rimuove o non la cancelli tu. In questa politica, con il termine cookie intendiamo sia i cookie sia la memoria locale, oltre a tecnologie simili come i pixel o i tag utilizzati dagli strumenti di analisi e pubblicità.',
          'I cookie di prima parte sono impostati dal sito che stai visitando. I cookie di terze parti sono impostati da un altro dominio, ad esempio un fornitore di servizi di analisi o di pubblicità il cui script viene eseguito nella pagina.',
        ],
      },
      {
        heading: 'Le categorie che utilizziamo',
        paragraphs: [
          'Il nostro banner dei cookie raggruppa i cookie in quattro categorie. Solo i cookie essenziali sono attivi per impostazione predefinita; le altre tre restano disattivate, e nessuno dei relativi cookie viene impostato, finché non dai il tuo consenso.',
        ],
        items: [
          'Essenziali: necessari al funzionamento e alla sicurezza del portale, come il cookie di sessione che mantiene attivo il tuo accesso, i cookie di sicurezza, la registrazione della tua scelta sui cookie, la lingua preferita e lo stato del menu laterale. Sono sempre attivi e non possono essere disattivati, perché senza di essi il servizio non può essere fornito, e la legge non richiede il consenso per il loro utilizzo.',
          'Analitici: ci aiutano a capire come i visitatori utilizzano il sito, ad esempio quali pagine vengono visualizzate, da dove arrivano le persone e dove si verificano errori, così da poterlo migliorare. Esaminiamo queste informazioni in forma aggregata.',
          "Marketing: misurano l'efficacia delle nostre campagne pubblicitarie e consentono di mostrarti annunci pertinenti su altri siti web e social network.",
          'Personalizzazione: ricordano scelte e comportamenti al di là di quanto strettamente necessario, per adattare a te contenuti, offerte o strumenti di assistenza.',
        ],
      },
      {
        heading: 'Cookie e archiviazione essenziali che utilizziamo',
        paragraphs: [
          'Questi sono gli elementi essenziali che il portale salva nel tuo browser. Non contengono identificativi pubblicitari e non vengono utilizzati per seguirti su altri siti web.',
        ],
        items: [
          'propdesk_refresh (cookie): mantiene attivo il tuo accesso, così non devi inserire la password a ogni visita. È httpOnly, il che significa che nessuno script della pagina può leggerlo, e viene inviato solo tramite connessioni sicure. Dura fino a 30 giorni e viene cancellato quando esci dal tuo account.',
          "propdesk_elite (cookie): un pass di accesso a un'area riservata al personale, rilasciato solo al personale autorizzato dopo un ulteriore controllo di accesso. Scade dopo 12 ore.",
          'sidebar:state (cookie): ricorda se hai compresso il menu laterale della dashboard. Dura 7 giorni.',
          'language (memoria locale): ricorda la lingua che hai scelto per il portale. Resta finché non cancelli i dati di questo sito nel browser.',
          'pending_referral (memoria locale): conserva il codice referral del link di un partner che hai seguito, affinché la registrazione venga attribuita a quel partner se crei un account. Viene conservato fino alla registrazione e poi rimosso.',
          'Scelta sui cookie (memoria locale): registra quali categorie hai accettato o rifiutato, così da non chiedertelo a ogni visita. Viene conservata per 12 mesi, trascorsi i quali te lo chiediamo di nuovo.',
        ],
      },
      {
        heading: 'Strumenti di analisi, marketing e personalizzazione',
        paragraphs: [
          'Gli strumenti di analisi, marketing e personalizzazione utilizzati su questo sito, ad esempio un servizio di analisi web o un pixel pubblicitario, sono scelti e configurati da {{firm}} e possono cambiare nel tempo. Se vuoi sapere quali fornitori sono attivi in questo momento e quali cookie impostano, scrivi a {{supportEmail}}.',
          'Qualunque sia lo strumento, la regola è la stessa: i suoi script non vengono caricati, e non può impostare cookie né leggere la memoria del tuo browser, finché non dai il consenso alla categoria a cui appartiene. Se rifiuti una categoria, o revochi in seguito il consenso, i relativi script vengono rimossi dalla pagina e non vengono caricati nelle visite successive.',
          'I cookie che uno di questi strumenti aveva già impostato prima della revoca del consenso possono restare nel tuo browser fino alla loro scadenza. Puoi cancellarli in qualsiasi momento dalle impostazioni del browser, come spiegato più avanti.',
        ],
      },
      {
        heading: 'Cookie di terze parti',
        paragraphs: [
          'Tutti i cookie essenziali elencati sopra sono di prima parte: sono impostati da questo sito e utilizzati solo da esso. Gli strumenti di analisi, marketing e personalizzazione possono impostare cookie di terze parti, gestiti dal fornitore interessato secondo le proprie informative sulla privacy e sui cookie. Alcuni di questi fornitori possono trovarsi al di fuori del tuo paese; in tal caso si applicano le garanzie descritte nella nostra Informativa sulla privacy.',
          "Le pagine di pagamento e le schermate di verifica dell'identità possono essere fornite direttamente dai nostri fornitori di servizi di pagamento e di verifica. Quando le utilizzi, questi fornitori possono impostare cookie propri, necessari per la sicurezza e la prevenzione delle frodi, secondo le rispettive informative.",
        ],
      },
      {
        heading: 'Come modificare la tua scelta',
        paragraphs: [
          'Alla tua prima visita, il banner dei cookie ti permette di accettare tutte le categorie, rifiutare quelle non essenziali o scegliere categoria per categoria. Rifiutare è semplice quanto accettare, e il portale funziona normalmente in entrambi i casi.',
          'Puoi cambiare idea in qualsiasi momento: il link Impostazioni cookie, nel piè di pagina di ogni pagina, riapre il banner, dove puoi attivare o disattivare ciascuna categoria. In alternativa, cancellando i dati di questo sito nel browser elimini la scelta salvata, e il banner comparirà di nuovo alla visita successiva. Tieni presente che la cancellazione dei dati del sito chiude anche la tua sessione e reimposta le preferenze di lingua e di menu.',
          'La tua scelta viene conservata per 12 mesi; trascorso questo periodo te la chiediamo di nuovo, affinché il tuo consenso resti sempre aggiornato. Te la chiediamo di nuovo anche se aggiungiamo una nuova categoria o modifichiamo la finalità di una categoria esistente.',
        ],
      },
      {
        heading: 'Gestire i cookie dal browser',
        paragraphs: [
          'La maggior parte dei browser ti consente di vedere quali cookie sono memorizzati, cancellarli uno alla volta o tutti insieme, bloccare i cookie di terze parti o bloccare tutti i cookie di un determinato sito. Queste opzioni si trovano di solito nella sezione privacy o sicurezza delle impostazioni del browser, e le relative pagine di assistenza spiegano i passaggi da seguire. Le finestre private o in incognito cancellano cookie e memoria locale alla chiusura.',
          'Se blocchi i cookie essenziali, alcune parti del portale non funzioneranno: in particolare non potrai restare connesso e le tue preferenze di lingua e di menu non verranno ricordate. Il blocco dei cookie analitici, di marketing o di personalizzazione non ha alcun effetto sul funzionamento del portale.',
        ],
      },
      {
        heading: 'Modifiche a questa politica',
        paragraphs: [
          "Possiamo aggiornare questa politica quando aggiungiamo o rimuoviamo cookie, ne modifichiamo la durata o cambiamo gli strumenti utilizzati, oppure quando cambia la legge. La data riportata in cima alla pagina indica l'ultimo aggiornamento. Se una modifica riguarda le categorie che richiedono il tuo consenso, ti chiederemo di nuovo di esprimere la tua scelta.",
        ],
      },
      {
        heading: 'Contatti',
        paragraphs: [
          'Per qualsiasi domanda su questa Politica sui cookie o sul modo in cui utilizziamo i cookie, scrivi a {{supportEmail}}. Per saperne di più su come trattiamo i dati personali e su come esercitare i tuoi diritti, consulta la nostra Informativa sulla privacy.',
        ],
      },
    ],
  },
};
