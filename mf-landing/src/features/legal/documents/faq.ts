import type { TFaqSet } from '../legal-document.ts';

/** The FAQ's fixed questions; the "Plans, payouts and refunds" group is built by the page from live plan data. */
export const faqGroups: TFaqSet = {
  en: [
    {
      heading: 'Getting started',
      items: [
        {
          question: 'What is {{firm}}?',
          answer:
            '{{firm}} is a proprietary trading firm that looks for skilled traders. You buy an evaluation, trade a simulated account under published rules and, if you meet the objectives, you become a funded trader who is paid a share of the simulated profits you make. Every rule that applies to your account is shown in your dashboard with live figures, so you always know where you stand.',
        },
        {
          question: 'Do I trade real money?',
          answer:
            'No. All accounts at {{firm}}, funded accounts included, are simulated accounts that follow real market prices, and no real money is ever placed on the markets on your behalf. The account size is a notional balance used to measure your performance against the rules. Your payouts are a reward calculated from the simulated profits of your funded account, and because the capital is simulated you can never lose more than the fee you paid for your plan.',
        },
        {
          question: 'Who can join?',
          answer:
            "You must be at least {{minimumAge}} years old and legally able to accept our terms. We cannot accept residents of the following countries and territories: {{restrictedCountries}}. Sign-up is refused for these countries, and using false details, a VPN or another person's identity to get around the restriction leads to the closure of your accounts and the loss of any profits. You will also need a valid photo ID and a proof of address, which are checked before your first payout.",
        },
        {
          question: 'Can I have more than one profile?',
          answer:
            'No. Each person may register only one {{firm}} profile, in their own name and with their own email address. Within that profile you can buy and hold several challenge or funded accounts, subject to any limits set by the plans. Duplicate registrations and profiles opened for or on behalf of someone else are not allowed and may be closed. If you have already registered, sign in with your existing email address; if you have lost access, reset your password or contact support.',
        },
        {
          question: 'How do I sign up and verify my email?',
          answer:
            'Click Get Started and fill in the sign-up form with your first and last name, email address, country and a password of at least 12 characters; if someone referred you, add their referral code. We then send you an email with a verification link, valid for 24 hours: open it to confirm your address, because you can sign in only once your email is verified. If the email does not arrive within a few minutes, check your spam or promotions folder and make sure the address was typed correctly, or ask for a new link. Once you are verified, choose a plan on the pricing page and start your evaluation.',
        },
      ],
    },
    {
      heading: 'The evaluation',
      items: [
        {
          question: 'How does the evaluation work?',
          answer:
            'Depending on the program you choose, your path has one or more phases. In a two-step program you pass a challenge and then a verification before you receive a funded account; in a one-step program a single challenge leads straight to the funded stage. To pass a phase you reach its profit target on closed results with all positions closed, trade the minimum number of trading days if your plan sets one, and never breach a loss limit. The targets, limits and days of each plan are shown on the pricing page and, once you buy, in your account with your live progress. Your rules are fixed when you buy: later changes to a plan never change an account you already hold.',
        },
        {
          question: 'What is instant funding?',
          answer:
            "Instant funding skips the evaluation: you start directly on an instant account, with no profit target and no phases to pass, and payouts follow the payout rules of your plan. The loss limits still apply from your very first trade. Instead of moving through phases, the account grows through a scaling plan: each time your closed profit reaches the plan's scaling threshold, the account moves up to a larger balance. The threshold and the size of each step are shown for your plan on the pricing page.",
        },
        {
          question: 'What counts as a trading day?',
          answer:
            "A trading day is a day on which you opened at least one position, measured in the time zone of your plan's daily reset rather than in your local time. A position held over several days counts only once, on the day it was opened, and trading days do not need to be consecutive. Some plans use a stricter definition, such as a day on which a position was both opened and closed, or a day that ends with a minimum closed profit; the rules shown in your account tell you which one applies. Days without trades simply do not count, and they never cause a breach unless your plan sets an inactivity period.",
        },
        {
          question: 'What is the daily reset?',
          answer:
            "The daily reset is the moment a new trading day begins for your account, at a fixed time in the time zone set by your plan, daylight saving time included; both are shown in your account. At the reset your daily loss allowance starts again from the new day's starting point, which, depending on the plan, is your balance, your equity or the higher of the two. Positions held through the reset stay open, and any floating loss they carry already counts against the new day's allowance. The reset also ends a pause caused by a soft breach.",
        },
        {
          question: 'What happens if I breach a rule?',
          answer:
            'It depends on the severity of the rule, which your plan states. A hard breach, such as reaching the maximum loss limit, ends the account immediately: it can no longer trade or progress, and you can start again with a new plan. A soft breach closes your open positions and pauses trading until the next daily reset, after which you continue normally. Equity exactly at a limit counts as a breach, and you are warned as you approach a limit so that you can manage your risk in time.',
        },
        {
          question: 'Can I see why an account was breached, and dispute it?',
          answer:
            "Yes. Every breach produces a breach report in your account showing the event that caused it, the formula of the rule, the limit at that moment and a timeline of what happened. If you believe the breach is wrong, for example because it was caused by a price that was not a genuine market price, you can open a dispute from the report and explain why. The {{firm}} team reviews it and replies to you. If a breach is overturned, the decision is recorded while the original event stays in the report's history, so the outcome is always transparent.",
        },
      ],
    },
    {
      heading: 'Trading',
      items: [
        {
          question: 'Which platforms can I trade on?',
          answer:
            'You can trade on MetaTrader 5 or cTrader, and you can also use the market simulator built into your dashboard to open and close trades directly in your browser. Whatever the platform, your trades and equity reach your dashboard automatically, so your objectives, limits and progress update live. For breaches, the equity reported by the trading server is what counts, so keep an eye on it in your platform as well.',
        },
        {
          question: 'Which markets can I trade?',
          answer:
            "You can trade forex pairs, stock indices, commodities such as metals and energy, and cryptocurrencies. Forex, indices and commodities follow their usual market hours, while cryptocurrencies trade around the clock, weekends included. The exact list of instruments, their trading hours and the leverage available depend on the platform and your plan, and are shown in your platform's symbol list.",
        },
        {
          question: 'Can I trade during news releases or hold positions over the weekend?',
          answer:
            "It depends on your plan. Some plans allow trading around high-impact news and holding positions over the weekend, while others restrict one or both; the rules that apply to each account are shown in your account. If your plan allows weekend holding, remember that prices can gap when markets reopen, and a gap that takes your equity through a loss limit is a breach like any other. When in doubt, check your account's rules before the event or ask support.",
        },
        {
          question: 'Can I use expert advisors or automated trading?',
          answer:
            "Yes, expert advisors, trading bots and other automated tools are allowed unless your plan's rules forbid them. You remain fully responsible for every trade they open, including any breach they cause. Automation must not be used for prohibited practices, such as exploiting errors or delays in the price feed.",
        },
        {
          question: 'Which trading practices are not allowed?',
          answer:
            'You must trade your accounts yourself: letting anyone else trade them, or using an account management or challenge passing service, is account sharing and is not allowed. Copying or mirroring trades between accounts of different people, and opening opposite positions across accounts to hedge, are prohibited. Exploiting errors in the price feed or the platform, such as off-market quotes, delayed prices or latency arbitrage, is also forbidden. Breaking these rules can lead to the closure of the accounts involved and the loss of any profits on them.',
        },
      ],
    },
    {
      heading: 'Verification and payouts',
      items: [
        {
          question: 'When do I need to verify my identity?',
          answer:
            'Identity verification (KYC, know your customer) is required before your first payout; you do not need it to take your evaluation. Completing it as soon as it is offered in your account avoids any delay to your first payout request. The name on your documents must match the name on your {{firm}} profile, and we may ask you to verify again if your details change or your documents expire.',
        },
        {
          question: 'Which documents do I need for identity verification?',
          answer:
            'You need a valid government-issued photo ID, such as a passport, a national identity card or a driving licence, and a recent proof of address, such as a utility bill or a bank statement, showing your name and home address. Documents must be clear, complete and in colour, with all four corners visible; screenshots, edited files and expired documents are not accepted. The person in the documents must be the profile holder, and the address must be in a country we can serve.',
        },
        {
          question: 'How do I request a payout?',
          answer:
            'Open the Payouts page of your dashboard and select the funded account you want to be paid from. Before you send the request, an eligibility checklist shows every condition of your plan with its status: for example the waiting time after your first funded trade or since your last payout, the minimum amount, any payout cap, no open positions, completed identity verification and, where your plan has one, the consistency rule. When every item is met, choose your payment method and confirm; you can follow the status of the request on the same page and you are notified when it is processed.',
        },
        {
          question: 'How will I receive my payouts?',
          answer:
            'The payment methods available to you, which may include bank transfer and cryptocurrency, are listed in the payout request form and can depend on your country of residence. Payouts are sent only to an account or wallet in your own name that matches your verified identity; we cannot pay third parties. Check your payment details carefully, because a payment sent to wrong details you provided may not be recoverable. Any fees charged by your bank or by the network are your responsibility.',
        },
        {
          question: 'Do I have to pay taxes on my payouts?',
          answer:
            'Payouts are rewards for your performance on simulated accounts, and how they are taxed depends on the laws of the country where you are tax resident. You are solely responsible for declaring them and paying any tax due; {{firm}} does not give tax advice and does not withhold tax on your behalf unless the law requires it. The payout history on your Payouts page helps you keep records, and we recommend speaking with a qualified tax adviser.',
        },
      ],
    },
    {
      heading: 'Account and security',
      items: [
        {
          question: 'How do I protect my account with two-step verification?',
          answer:
            'In your Profile, open Two-step verification and choose Turn on two-step verification, then scan the QR code with an authenticator app (or type in the key shown) and enter the 6-digit code to confirm. From then on every sign-in asks for a code from the app, so a stolen password alone is not enough. You also receive recovery codes, shown only once: keep them somewhere safe and, if you lose your phone, enter one at sign-in instead of the app code. Each recovery code works once, and Get new recovery codes replaces the whole set; if you lose both the app and your codes, contact support from your registered email address.',
        },
        {
          question: 'How can I see and sign out the devices signed in to my account?',
          answer:
            'Your Profile lists your Signed-in devices, with when each one signed in and when it was last active; the one you are using is marked This device. If you see a device you do not recognise, or you left yourself signed in on a shared computer, choose Sign out this device next to it. Changing your password signs out all your other devices at once, which is the quickest response if you think someone else knows your password.',
        },
        {
          question: 'I forgot my password. How do I reset it?',
          answer:
            'On the sign-in page, choose the password reset option and enter the email address of your profile; if it is registered, we send you a reset link. The link is valid for one hour and works only once: open it, choose a new password of at least 12 characters and sign in again. For your security, a reset signs you out on every device. If you are signed in and simply want a new password, use Change password in your Profile instead, which keeps you signed in on the current device and signs out the others.',
        },
        {
          question: 'How do I change the language?',
          answer:
            'Use the language picker in the top bar of the site or of your dashboard to switch between English, Spanish and Italian; your choice is remembered on that device. The emails about your account, such as verification, password reset and sign-in alerts, are written in the Language of emails chosen in your Profile, which you can change separately.',
        },
        {
          question: 'How do I contact support?',
          answer:
            'Write to us at {{supportEmail}} or open the Support page in your dashboard. To help us answer quickly, write from the email address of your profile, name the account concerned and, for a technical problem, tell us what you were doing and any Error ID shown on screen. We never ask for your password, two-step codes or recovery codes, so never share them with anyone, including people who claim to be from {{firm}}.',
        },
        {
          question: 'Do you have an affiliate program?',
          answer:
            'Yes. Partners earn commissions on the purchases of the traders they refer through their personal referral link, and the program also rewards referrals over several levels. To join, open the Become Partner page and send your application; once {{firm}} approves it, your Affiliate Dashboard gives you your referral link and reports on your referrals and commissions, and lets you request affiliate payouts. Referring yourself is not allowed, and commissions on purchases that are later refunded are reversed.',
        },
      ],
    },
  ],
  es: [
    {
      heading: 'Primeros pasos',
      items: [
        {
          question: '¿Qué es {{firm}}?',
          answer:
            '{{firm}} es una firma de trading propietario que busca traders con talento. Compras una evaluación, operas una cuenta simulada siguiendo unas reglas públicas y, si cumples los objetivos, te conviertes en trader financiado y recibes una parte de los beneficios simulados que generes. Todas las reglas que se aplican a tu cuenta aparecen en tu panel con datos en tiempo real, así que siempre sabes en qué punto estás.',
        },
        {
          question: '¿Opero con dinero real?',
          answer:
            'No. Todas las cuentas de {{firm}}, incluidas las financiadas, son cuentas simuladas que siguen precios reales de mercado, y nunca se invierte dinero real en los mercados en tu nombre. El tamaño de la cuenta es un saldo nocional que sirve para medir tu rendimiento frente a las reglas. Tus pagos son una recompensa calculada a partir de los beneficios simulados de tu cuenta financiada y, como el capital es simulado, nunca puedes perder más que la cuota que pagaste por tu plan.',
        },
        {
          question: '¿Quién puede participar?',
          answer:
            'Debes tener al menos {{minimumAge}} años y capacidad legal para aceptar nuestras condiciones. No podemos aceptar a residentes de los siguientes países y territorios: {{restrictedCountries}}. El registro se rechaza para estos países, y usar datos falsos, una VPN o la identidad de otra persona para eludir la restricción conlleva el cierre de tus cuentas y la pérdida de cualquier beneficio. También necesitarás un documento de identidad con fotografía válido y un justificante de domicilio, que se comprueban antes de tu primer pago.',
        },
        {
          question: '¿Puedo tener más de un perfil?',
          answer:
            'No. Cada persona puede registrar un solo perfil en {{firm}}, a su nombre y con su propia dirección de correo electrónico. Dentro de ese perfil puedes comprar y mantener varias cuentas de desafío o financiadas, dentro de los límites que fijen los planes. No se permiten los registros duplicados ni los perfiles abiertos para otra persona o en su nombre, y pueden cerrarse. Si ya te registraste, inicia sesión con tu correo de siempre; si has perdido el acceso, restablece tu contraseña o contacta con soporte.',
        },
        {
          question: '¿Cómo me registro y verifico mi correo?',
          answer:
            'Pulsa Empezar y rellena el formulario de registro con tu nombre y apellidos, tu correo electrónico, tu país y una contraseña de al menos 12 caracteres; si alguien te ha recomendado, añade su código de referido. Después te enviamos un correo con un enlace de verificación, válido durante 24 horas: ábrelo para confirmar tu dirección, porque solo podrás iniciar sesión cuando tu correo esté verificado. Si el correo no llega en unos minutos, revisa la carpeta de spam o de promociones y comprueba que escribiste bien la dirección, o solicita un enlace nuevo. Una vez verificado, elige un plan en la página de precios y empieza tu evaluación.',
        },
      ],
    },
    {
      heading: 'La evaluación',
      items: [
        {
          question: '¿Cómo funciona la evaluación?',
          answer:
            'Según el programa que elijas, tu recorrido tiene una o varias fases. En un programa de dos fases superas un desafío y después una verificación antes de recibir una cuenta financiada; en un programa de una fase, un único desafío te lleva directamente a la etapa financiada. Para superar una fase debes alcanzar su objetivo de beneficio con resultados cerrados y sin posiciones abiertas, operar el número mínimo de días de trading si tu plan lo exige y no incumplir nunca un límite de pérdida. Los objetivos, límites y días de cada plan se muestran en la página de precios y, una vez comprado, en tu cuenta junto con tu progreso en tiempo real. Tus reglas quedan fijadas al comprar: los cambios posteriores en un plan nunca modifican una cuenta que ya tienes.',
        },
        {
          question: '¿Qué es la financiación instantánea?',
          answer:
            'La financiación instantánea se salta la evaluación: empiezas directamente en una cuenta instantánea, sin objetivo de beneficio ni fases que superar, y los pagos siguen las reglas de pago de tu plan. Los límites de pérdida se aplican desde tu primera operación. En lugar de avanzar por fases, la cuenta crece mediante un plan de escalado: cada vez que tu beneficio cerrado alcanza el umbral de escalado del plan, la cuenta pasa a un saldo mayor. El umbral y el tamaño de cada salto se muestran para tu plan en la página de precios.',
        },
        {
          question: '¿Qué cuenta como día de trading?',
          answer:
            'Un día de trading es un día en el que abriste al menos una posición, medido en la zona horaria del reinicio diario de tu plan y no en tu hora local. Una posición mantenida durante varios días cuenta una sola vez, el día en que se abrió, y los días de trading no tienen por qué ser consecutivos. Algunos planes usan una definición más estricta, como un día en el que una posición se abrió y se cerró, o un día que termina con un beneficio cerrado mínimo; las reglas que aparecen en tu cuenta indican cuál se aplica. Los días sin operaciones simplemente no cuentan, y nunca provocan una infracción salvo que tu plan fije un periodo de inactividad.',
        },
        {
          question: '¿Qué es el reinicio diario?',
          answer:
            'El reinicio diario es el momento en que empieza un nuevo día de trading para tu cuenta, a una hora fija en la zona horaria que establece tu plan, con el horario de verano incluido; ambos datos aparecen en tu cuenta. En el reinicio, tu margen de pérdida diaria vuelve a calcularse desde el punto de partida del nuevo día, que, según el plan, es tu saldo, tu equity o el mayor de los dos. Las posiciones que mantienes durante el reinicio siguen abiertas, y la pérdida flotante que tengan ya cuenta contra el margen del nuevo día. El reinicio también pone fin a la pausa causada por una infracción leve.',
        },
        {
          question: '¿Qué pasa si incumplo una regla?',
          answer:
            'Depende de la gravedad de la regla, que indica tu plan. Una infracción grave, como alcanzar el límite de pérdida máxima, cierra la cuenta de inmediato: ya no puede operar ni avanzar, y puedes volver a empezar con un plan nuevo. Una infracción leve cierra tus posiciones abiertas y pausa el trading hasta el siguiente reinicio diario, tras el cual continúas con normalidad. Una equity exactamente igual a un límite cuenta como infracción, y recibes avisos a medida que te acercas a un límite para que puedas gestionar tu riesgo a tiempo.',
        },
        {
          question: '¿Puedo ver por qué se incumplió una regla en mi cuenta y reclamar?',
          answer:
            'Sí. Cada infracción genera un informe en tu cuenta que muestra el evento que la causó, la fórmula de la regla, el límite en ese momento y una cronología de lo ocurrido. Si crees que la infracción es incorrecta, por ejemplo porque la causó un precio que no era un precio real de mercado, puedes abrir una reclamación desde el informe y explicar el motivo. El equipo de {{firm}} la revisa y te responde. Si se anula una infracción, la decisión queda registrada y el evento original se conserva en el historial del informe, de modo que el resultado siempre es transparente.',
        },
      ],
    },
    {
      heading: 'Trading',
      items: [
        {
          question: '¿En qué plataformas puedo operar?',
          answer:
            'Puedes operar en MetaTrader 5 o en cTrader, y también puedes usar el simulador de mercado integrado en tu panel para abrir y cerrar operaciones directamente desde el navegador. Sea cual sea la plataforma, tus operaciones y tu equity llegan automáticamente a tu panel, de modo que tus objetivos, límites y progreso se actualizan en tiempo real. Para las infracciones cuenta la equity que comunica el servidor de trading, así que vigílala también en tu plataforma.',
        },
        {
          question: '¿Qué mercados puedo operar?',
          answer:
            'Puedes operar pares de divisas (forex), índices bursátiles, materias primas como metales y energía, y criptomonedas. El forex, los índices y las materias primas siguen su horario de mercado habitual, mientras que las criptomonedas cotizan las 24 horas, fines de semana incluidos. La lista exacta de instrumentos, su horario de negociación y el apalancamiento disponible dependen de la plataforma y de tu plan, y se muestran en la lista de símbolos de tu plataforma.',
        },
        {
          question: '¿Puedo operar durante las noticias o mantener posiciones el fin de semana?',
          answer:
            'Depende de tu plan. Algunos planes permiten operar en torno a noticias de alto impacto y mantener posiciones durante el fin de semana, mientras que otros restringen una de estas prácticas o ambas; las reglas que se aplican a cada cuenta aparecen en tu cuenta. Si tu plan permite mantener posiciones el fin de semana, recuerda que los precios pueden abrir con un hueco (gap) cuando los mercados reabren, y un gap que lleve tu equity más allá de un límite de pérdida es una infracción como cualquier otra. Si tienes dudas, revisa las reglas de tu cuenta antes del evento o pregunta a soporte.',
        },
        {
          question: '¿Puedo usar asesores expertos o trading automatizado?',
          answer:
            'Sí, los asesores expertos (EA), los bots de trading y otras herramientas automatizadas están permitidos salvo que las reglas de tu plan los prohíban. Sigues siendo plenamente responsable de cada operación que abran, incluida cualquier infracción que provoquen. La automatización no puede utilizarse para prácticas prohibidas, como aprovechar errores o retrasos en la fuente de precios.',
        },
        {
          question: '¿Qué prácticas de trading no están permitidas?',
          answer:
            'Debes operar tus cuentas personalmente: dejar que otra persona las opere, o recurrir a un servicio de gestión de cuentas o de superación de desafíos, es compartir la cuenta y no está permitido. Está prohibido copiar o replicar operaciones entre cuentas de distintas personas, así como abrir posiciones opuestas en varias cuentas para cubrirse. También está prohibido aprovechar errores en la fuente de precios o en la plataforma, como cotizaciones fuera de mercado, precios retrasados o el arbitraje de latencia. Incumplir estas normas puede llevar al cierre de las cuentas afectadas y a la pérdida de los beneficios obtenidos en ellas.',
        },
      ],
    },
    {
      heading: 'Verificación y pagos',
      items: [
        {
          question: '¿Cuándo tengo que verificar mi identidad?',
          answer:
            'La verificación de identidad (KYC, conoce a tu cliente) es obligatoria antes de tu primer pago; no la necesitas para hacer tu evaluación. Completarla en cuanto se te ofrezca en tu cuenta evita retrasos en tu primera solicitud de pago. El nombre de tus documentos debe coincidir con el de tu perfil en {{firm}}, y podemos pedirte que vuelvas a verificarte si cambian tus datos o caducan tus documentos.',
        },
        {
          question: '¿Qué documentos necesito para verificar mi identidad?',
          answer:
            'Necesitas un documento de identidad oficial con fotografía y en vigor, como el pasaporte, el documento nacional de identidad o el permiso de conducir, y un justificante de domicilio reciente, como una factura de suministros o un extracto bancario, en el que figuren tu nombre y tu dirección. Los documentos deben ser legibles, completos y en color, con las cuatro esquinas visibles; no se aceptan capturas de pantalla, archivos editados ni documentos caducados. La persona de los documentos debe ser el titular del perfil, y la dirección debe estar en un país al que podamos dar servicio.',
        },
        {
          question: '¿Cómo solicito un pago?',
          answer:
            'Abre la página Pagos de tu panel y selecciona la cuenta financiada de la que quieres cobrar. Antes de enviar la solicitud, una lista de requisitos muestra cada condición de tu plan con su estado: por ejemplo, el tiempo de espera desde tu primera operación financiada o desde tu último pago, el importe mínimo, el límite por pago si lo hay, no tener posiciones abiertas, la verificación de identidad completada y, si tu plan la incluye, la regla de consistencia. Cuando se cumplen todos los puntos, elige tu método de pago y confirma; puedes seguir el estado de la solicitud en la misma página y te avisamos cuando se procesa.',
        },
        {
          question: '¿Cómo recibiré mis pagos?',
          answer:
            'Los métodos de pago disponibles para ti, que pueden incluir la transferencia bancaria y las criptomonedas, aparecen en el formulario de solicitud de pago y pueden depender de tu país de residencia. Los pagos solo se envían a una cuenta o monedero a tu nombre que coincida con tu identidad verificada; no podemos pagar a terceros. Revisa bien tus datos de pago, porque un pago enviado a datos erróneos que tú hayas facilitado puede no ser recuperable. Las comisiones que cobren tu banco o la red corren de tu cuenta.',
        },
        {
          question: '¿Tengo que pagar impuestos por mis pagos?',
          answer:
            'Los pagos son recompensas por tu rendimiento en cuentas simuladas, y su tributación depende de las leyes del país en el que tengas tu residencia fiscal. Eres el único responsable de declararlos y de pagar los impuestos que correspondan; {{firm}} no ofrece asesoramiento fiscal ni practica retenciones en tu nombre salvo que la ley lo exija. El historial de pagos de tu página Pagos te ayuda a llevar tus registros, y te recomendamos consultar con un asesor fiscal cualificado.',
        },
      ],
    },
    {
      heading: 'Cuenta y seguridad',
      items: [
        {
          question: '¿Cómo protejo mi cuenta con la verificación en dos pasos?',
          answer:
            'En tu Perfil, abre Verificación en dos pasos y elige Activar la verificación en dos pasos; después escanea el código QR con una app de autenticación (o escribe la clave que se muestra) e introduce el código de 6 dígitos para confirmar. A partir de entonces, cada inicio de sesión te pide un código de la app, así que una contraseña robada ya no basta. También recibes códigos de recuperación, que se muestran una sola vez: guárdalos en un lugar seguro y, si pierdes el móvil, introduce uno al iniciar sesión en lugar del código de la app. Cada código de recuperación sirve una sola vez, y Obtener nuevos códigos de recuperación sustituye el conjunto completo; si pierdes tanto la app como los códigos, contacta con soporte desde tu correo registrado.',
        },
        {
          question: '¿Cómo veo los dispositivos con sesión iniciada y cierro su sesión?',
          answer:
            'Tu Perfil muestra tus Dispositivos con sesión iniciada, con la fecha en que cada uno inició sesión y su última actividad; el que estás usando aparece como Este dispositivo. Si ves un dispositivo que no reconoces, o dejaste la sesión abierta en un ordenador compartido, elige Cerrar sesión en este dispositivo junto a él. Cambiar tu contraseña cierra la sesión en todos tus otros dispositivos a la vez, que es la respuesta más rápida si crees que alguien conoce tu contraseña.',
        },
        {
          question: 'He olvidado mi contraseña. ¿Cómo la restablezco?',
          answer:
            'En la página de inicio de sesión, elige la opción para restablecer la contraseña e introduce el correo electrónico de tu perfil; si está registrado, te enviamos un enlace de restablecimiento. El enlace es válido durante una hora y solo funciona una vez: ábrelo, elige una contraseña nueva de al menos 12 caracteres y vuelve a iniciar sesión. Por tu seguridad, el restablecimiento cierra tu sesión en todos los dispositivos. Si ya has iniciado sesión y solo quieres una contraseña nueva, usa Cambiar contraseña en tu Perfil, que mantiene tu sesión en el dispositivo actual y la cierra en los demás.',
        },
        {
          question: '¿Cómo cambio el idioma?',
          answer:
            'Usa el selector de idioma de la barra superior del sitio o de tu panel para cambiar entre inglés, español e italiano; tu elección se recuerda en ese dispositivo. Los correos sobre tu cuenta, como la verificación, el restablecimiento de contraseña y los avisos de acceso, se escriben en el Idioma de los correos elegido en tu Perfil, que puedes cambiar por separado.',
        },
        {
          question: '¿Cómo contacto con soporte?',
          answer:
            'Escríbenos a {{supportEmail}} o abre la página Soporte de tu panel. Para que podamos responderte rápido, escribe desde el correo de tu perfil, indica la cuenta afectada y, si es un problema técnico, cuéntanos qué estabas haciendo y el ID del error que aparezca en pantalla. Nunca te pediremos tu contraseña, tus códigos de verificación en dos pasos ni tus códigos de recuperación, así que no los compartas con nadie, tampoco con quien diga ser de {{firm}}.',
        },
        {
          question: '¿Tenéis un programa de afiliados?',
          answer:
            'Sí. Los socios ganan comisiones por las compras de los traders que recomiendan a través de su enlace de referido personal, y el programa también recompensa los referidos en varios niveles. Para unirte, abre la página Hazte socio y envía tu solicitud; cuando {{firm}} la apruebe, tu Panel de afiliado te dará tu enlace de referido e informes de tus referidos y comisiones, y te permitirá solicitar pagos de afiliado. No está permitido referirte a ti mismo, y las comisiones de compras que luego se reembolsan se anulan.',
        },
      ],
    },
  ],
  it: [
    {
      heading: 'Per iniziare',
      items: [
        {
          question: "Che cos'è {{firm}}?",
          answer:
            '{{firm}} è una società di trading proprietario che cerca trader di talento. Acquisti una valutazione, fai trading su un conto simulato rispettando regole pubblicate e, se raggiungi gli obiettivi, diventi un trader finanziato e ricevi una quota dei profitti simulati che generi. Tutte le regole che si applicano al tuo conto sono mostrate nella tua dashboard con dati in tempo reale, così sai sempre a che punto sei.',
        },
        {
          question: 'Faccio trading con denaro reale?',
          answer:
            'No. Tutti i conti di {{firm}}, compresi quelli finanziati, sono conti simulati che seguono prezzi di mercato reali, e nessun denaro reale viene mai investito sui mercati per tuo conto. La dimensione del conto è un saldo nozionale che serve a misurare la tua performance rispetto alle regole. I tuoi pagamenti sono una ricompensa calcolata sui profitti simulati del tuo conto finanziato e, poiché il capitale è simulato, non puoi mai perdere più della quota pagata per il tuo piano.',
        },
        {
          question: 'Chi può partecipare?',
          answer:
            "Devi avere almeno {{minimumAge}} anni ed essere legalmente in grado di accettare i nostri termini. Non possiamo accettare residenti dei seguenti paesi e territori: {{restrictedCountries}}. La registrazione viene rifiutata per questi paesi e usare dati falsi, una VPN o l'identità di un'altra persona per aggirare la restrizione comporta la chiusura dei tuoi conti e la perdita di ogni profitto. Ti serviranno inoltre un documento d'identità con foto valido e una prova di residenza, che vengono controllati prima del tuo primo pagamento.",
        },
        {
          question: 'Posso avere più di un profilo?',
          answer:
            "No. Ogni persona può registrare un solo profilo su {{firm}}, a proprio nome e con il proprio indirizzo email. All'interno di quel profilo puoi acquistare e gestire più conti di Challenge o finanziati, nei limiti eventualmente previsti dai piani. Le registrazioni doppie e i profili aperti per un'altra persona o per suo conto non sono consentiti e possono essere chiusi. Se ti sei già registrato, accedi con il tuo indirizzo email abituale; se hai perso l'accesso, reimposta la password o contatta il supporto.",
        },
        {
          question: 'Come mi registro e verifico la mia email?',
          answer:
            "Fai clic su Inizia ora e compila il modulo di registrazione con nome e cognome, indirizzo email, paese e una password di almeno 12 caratteri; se qualcuno ti ha invitato, aggiungi il suo codice referral. Ti inviamo quindi un'email con un link di verifica, valido per 24 ore: aprilo per confermare il tuo indirizzo, perché potrai accedere solo dopo aver verificato l'email. Se l'email non arriva entro qualche minuto, controlla la cartella spam o promozioni e verifica di aver scritto correttamente l'indirizzo, oppure richiedi un nuovo link. Una volta verificato, scegli un piano nella pagina dei prezzi e inizia la tua valutazione.",
        },
      ],
    },
    {
      heading: 'La valutazione',
      items: [
        {
          question: 'Come funziona la valutazione?',
          answer:
            "A seconda del programma che scegli, il tuo percorso prevede una o più fasi. In un programma a due fasi superi una Challenge e poi una Verifica prima di ricevere un conto finanziato; in un programma a una fase, un'unica Challenge porta direttamente alla fase finanziata. Per superare una fase devi raggiungere il suo target di profitto sui risultati chiusi e senza posizioni aperte, fare trading per il numero minimo di giorni se il tuo piano lo prevede e non violare mai un limite di perdita. Target, limiti e giorni di ogni piano sono indicati nella pagina dei prezzi e, dopo l'acquisto, nel tuo conto insieme ai tuoi progressi in tempo reale. Le tue regole sono fissate al momento dell'acquisto: le modifiche successive a un piano non cambiano mai un conto che possiedi già.",
        },
        {
          question: "Che cos'è il finanziamento istantaneo?",
          answer:
            "Il finanziamento istantaneo salta la valutazione: parti direttamente con un conto istantaneo, senza target di profitto né fasi da superare, e i pagamenti seguono le regole di pagamento del tuo piano. I limiti di perdita si applicano fin dalla prima operazione. Invece di avanzare per fasi, il conto cresce grazie a un piano di scaling: ogni volta che il tuo profitto chiuso raggiunge la soglia di scaling del piano, il conto passa a un saldo più alto. La soglia e l'entità di ogni passaggio sono indicate per il tuo piano nella pagina dei prezzi.",
        },
        {
          question: 'Che cosa conta come giorno di trading?',
          answer:
            'Un giorno di trading è un giorno in cui hai aperto almeno una posizione, calcolato nel fuso orario del reset giornaliero del tuo piano e non nel tuo orario locale. Una posizione mantenuta per più giorni conta una sola volta, nel giorno in cui è stata aperta, e i giorni di trading non devono essere consecutivi. Alcuni piani usano una definizione più rigorosa, come un giorno in cui una posizione è stata sia aperta sia chiusa, o un giorno che si chiude con un profitto chiuso minimo; le regole mostrate nel tuo conto indicano quale si applica. I giorni senza operazioni semplicemente non contano e non causano mai una violazione, a meno che il tuo piano non preveda un periodo di inattività.',
        },
        {
          question: "Che cos'è il reset giornaliero?",
          answer:
            "Il reset giornaliero è il momento in cui inizia un nuovo giorno di trading per il tuo conto, a un orario fisso nel fuso orario stabilito dal tuo piano, ora legale compresa; entrambi sono indicati nel tuo conto. Al reset il tuo margine di perdita giornaliera riparte dal punto di partenza del nuovo giorno che, a seconda del piano, è il tuo saldo, la tua equity o il maggiore dei due. Le posizioni mantenute durante il reset restano aperte e l'eventuale perdita fluttuante che portano con sé conta già sul margine del nuovo giorno. Il reset pone fine anche alla pausa causata da una violazione lieve.",
        },
        {
          question: 'Che cosa succede se violo una regola?',
          answer:
            "Dipende dalla gravità della regola, indicata dal tuo piano. Una violazione grave, come raggiungere il limite di perdita massima, chiude subito il conto: non può più fare trading né avanzare, e puoi ripartire con un nuovo piano. Una violazione lieve chiude le tue posizioni aperte e sospende il trading fino al reset giornaliero successivo, dopo il quale prosegui normalmente. Un'equity esattamente pari a un limite conta come violazione, e ricevi degli avvisi man mano che ti avvicini a un limite, così puoi gestire il rischio in tempo.",
        },
        {
          question: 'Posso vedere perché un conto ha violato una regola e contestarlo?',
          answer:
            "Sì. Ogni violazione genera nel tuo conto un report che mostra l'evento che l'ha causata, la formula della regola, il limite in quel momento e una cronologia di quanto accaduto. Se ritieni che la violazione sia errata, ad esempio perché causata da un prezzo che non era un vero prezzo di mercato, puoi aprire una contestazione dal report spiegandone il motivo. Il team di {{firm}} la esamina e ti risponde. Se una violazione viene annullata, la decisione viene registrata e l'evento originale resta nella cronologia del report, così l'esito è sempre trasparente.",
        },
      ],
    },
    {
      heading: 'Trading',
      items: [
        {
          question: 'Su quali piattaforme posso fare trading?',
          answer:
            "Puoi fare trading su MetaTrader 5 o cTrader, e puoi anche usare il simulatore di mercato integrato nella tua dashboard per aprire e chiudere operazioni direttamente dal browser. Qualunque sia la piattaforma, le tue operazioni e la tua equity arrivano automaticamente nella dashboard, così obiettivi, limiti e progressi si aggiornano in tempo reale. Per le violazioni conta l'equity comunicata dal server di trading, quindi tienila d'occhio anche sulla tua piattaforma.",
        },
        {
          question: 'Quali mercati posso negoziare?',
          answer:
            "Puoi negoziare coppie di valute (forex), indici azionari, materie prime come metalli ed energia, e criptovalute. Forex, indici e materie prime seguono i loro consueti orari di mercato, mentre le criptovalute sono negoziabili 24 ore su 24, weekend compresi. L'elenco esatto degli strumenti, i relativi orari di negoziazione e la leva disponibile dipendono dalla piattaforma e dal tuo piano e sono indicati nell'elenco dei simboli della tua piattaforma.",
        },
        {
          question: 'Posso fare trading durante le notizie o mantenere posizioni nel weekend?',
          answer:
            "Dipende dal tuo piano. Alcuni piani consentono di operare in prossimità di notizie ad alto impatto e di mantenere posizioni durante il weekend, mentre altri limitano una o entrambe le cose; le regole che si applicano a ciascun conto sono indicate nel tuo conto. Se il tuo piano consente di mantenere posizioni nel weekend, ricorda che i prezzi possono aprire con un gap alla riapertura dei mercati, e un gap che porta la tua equity oltre un limite di perdita è una violazione come tutte le altre. In caso di dubbi, controlla le regole del tuo conto prima dell'evento o chiedi al supporto.",
        },
        {
          question: 'Posso usare expert advisor o trading automatico?',
          answer:
            "Sì, expert advisor (EA), bot di trading e altri strumenti automatici sono consentiti, a meno che le regole del tuo piano non li vietino. Resti pienamente responsabile di ogni operazione che aprono, comprese le violazioni che provocano. L'automazione non può essere usata per pratiche vietate, come sfruttare errori o ritardi del feed dei prezzi.",
        },
        {
          question: 'Quali pratiche di trading non sono consentite?',
          answer:
            "Devi gestire personalmente i tuoi conti: lasciarli operare a qualcun altro, o affidarti a un servizio di gestione dei conti o di superamento delle Challenge, è condivisione dell'account e non è consentito. È vietato copiare o replicare operazioni tra conti di persone diverse, così come aprire posizioni opposte su più conti per coprirsi. È inoltre vietato sfruttare errori del feed dei prezzi o della piattaforma, come quotazioni fuori mercato, prezzi ritardati o arbitraggio di latenza. La violazione di queste regole può portare alla chiusura dei conti coinvolti e alla perdita dei profitti ottenuti su di essi.",
        },
      ],
    },
    {
      heading: 'Verifica e pagamenti',
      items: [
        {
          question: 'Quando devo verificare la mia identità?',
          answer:
            "La verifica dell'identità (KYC, conosci il tuo cliente) è obbligatoria prima del tuo primo pagamento; non ti serve per affrontare la valutazione. Completarla non appena ti viene proposta nel tuo conto evita ritardi nella tua prima richiesta di pagamento. Il nome sui tuoi documenti deve corrispondere a quello del tuo profilo su {{firm}}, e potremmo chiederti di ripetere la verifica se i tuoi dati cambiano o i tuoi documenti scadono.",
        },
        {
          question: "Quali documenti servono per la verifica dell'identità?",
          answer:
            "Ti servono un documento d'identità con foto rilasciato da un'autorità pubblica e in corso di validità, come passaporto, carta d'identità o patente di guida, e una prova di residenza recente, come una bolletta o un estratto conto bancario, che riporti il tuo nome e il tuo indirizzo di residenza. I documenti devono essere leggibili, completi e a colori, con tutti e quattro gli angoli visibili; non accettiamo screenshot, file modificati o documenti scaduti. La persona dei documenti deve essere il titolare del profilo e l'indirizzo deve trovarsi in un paese in cui possiamo offrire il servizio.",
        },
        {
          question: 'Come richiedo un pagamento?',
          answer:
            "Apri la pagina Pagamenti della tua dashboard e seleziona il conto finanziato da cui vuoi essere pagato. Prima di inviare la richiesta, una lista di requisiti mostra ogni condizione del tuo piano con il relativo stato: ad esempio il tempo di attesa dalla prima operazione sul conto finanziato o dall'ultimo pagamento, l'importo minimo, l'eventuale tetto per pagamento, l'assenza di posizioni aperte, la verifica dell'identità completata e, se il tuo piano la prevede, la regola di consistenza. Quando tutti i requisiti sono soddisfatti, scegli il metodo di pagamento e conferma; puoi seguire lo stato della richiesta nella stessa pagina e ricevi una notifica quando viene elaborata.",
        },
        {
          question: 'Come riceverò i miei pagamenti?',
          answer:
            'I metodi di pagamento disponibili per te, che possono includere il bonifico bancario e le criptovalute, sono elencati nel modulo di richiesta di pagamento e possono dipendere dal tuo paese di residenza. I pagamenti vengono inviati solo a un conto o wallet intestato a te e corrispondente alla tua identità verificata; non possiamo pagare terzi. Controlla con attenzione i tuoi dati di pagamento, perché un pagamento inviato a dati errati da te forniti potrebbe non essere recuperabile. Le eventuali commissioni applicate dalla tua banca o dalla rete sono a tuo carico.',
        },
        {
          question: 'Devo pagare le tasse sui miei pagamenti?',
          answer:
            "I pagamenti sono ricompense per la tua performance su conti simulati, e il loro trattamento fiscale dipende dalle leggi del paese in cui hai la residenza fiscale. Sei l'unico responsabile della loro dichiarazione e del pagamento delle eventuali imposte dovute; {{firm}} non fornisce consulenza fiscale e non applica ritenute per tuo conto, salvo quando la legge lo richiede. Lo storico dei pagamenti nella tua pagina Pagamenti ti aiuta a tenere la documentazione, e ti consigliamo di rivolgerti a un consulente fiscale qualificato.",
        },
      ],
    },
    {
      heading: 'Account e sicurezza',
      items: [
        {
          question: 'Come proteggo il mio account con la verifica in due passaggi?',
          answer:
            "Nel tuo Profilo apri Verifica in due passaggi e scegli Attiva la verifica in due passaggi, poi scansiona il codice QR con un'app di autenticazione (oppure inserisci la chiave mostrata) e digita il codice di 6 cifre per confermare. Da quel momento ogni accesso richiede un codice dall'app, quindi una password rubata non basta più. Ricevi anche dei codici di recupero, mostrati una sola volta: conservali in un luogo sicuro e, se perdi il telefono, inseriscine uno all'accesso al posto del codice dell'app. Ogni codice di recupero funziona una sola volta e Ottieni nuovi codici di recupero sostituisce l'intero set; se perdi sia l'app sia i codici, contatta il supporto dal tuo indirizzo email registrato.",
        },
        {
          question: 'Come vedo i dispositivi collegati al mio account e li disconnetto?',
          answer:
            "Il tuo Profilo elenca i tuoi Dispositivi collegati, con la data di accesso e l'ultima attività di ciascuno; quello che stai usando è indicato come Questo dispositivo. Se vedi un dispositivo che non riconosci, o hai lasciato l'accesso aperto su un computer condiviso, scegli Disconnetti questo dispositivo accanto a esso. Cambiare la password disconnette in un colpo solo tutti gli altri dispositivi, ed è la reazione più rapida se pensi che qualcuno conosca la tua password.",
        },
        {
          question: 'Ho dimenticato la password. Come la reimposto?',
          answer:
            "Nella pagina di accesso scegli l'opzione per reimpostare la password e inserisci l'indirizzo email del tuo profilo; se è registrato, ti inviamo un link di reimpostazione. Il link è valido per un'ora e funziona una sola volta: aprilo, scegli una nuova password di almeno 12 caratteri e accedi di nuovo. Per la tua sicurezza, la reimpostazione ti disconnette da tutti i dispositivi. Se hai già effettuato l'accesso e vuoi solo una nuova password, usa invece Cambia password nel tuo Profilo, che ti mantiene collegato sul dispositivo attuale e disconnette gli altri.",
        },
        {
          question: 'Come cambio la lingua?',
          answer:
            'Usa il selettore della lingua nella barra superiore del sito o della tua dashboard per passare tra inglese, spagnolo e italiano; la tua scelta viene ricordata su quel dispositivo. Le email relative al tuo account, come verifica, reimpostazione della password e avvisi di accesso, sono scritte nella Lingua delle email scelta nel tuo Profilo, che puoi modificare separatamente.',
        },
        {
          question: 'Come contatto il supporto?',
          answer:
            "Scrivici a {{supportEmail}} oppure apri la pagina Supporto della tua dashboard. Per aiutarci a risponderti rapidamente, scrivi dall'indirizzo email del tuo profilo, indica il conto interessato e, per un problema tecnico, spiegaci cosa stavi facendo e l'eventuale ID errore mostrato sullo schermo. Non ti chiederemo mai la password, i codici della verifica in due passaggi o i codici di recupero, quindi non condividerli con nessuno, nemmeno con chi dice di far parte di {{firm}}.",
        },
        {
          question: 'Avete un programma di affiliazione?',
          answer:
            'Sì. I partner guadagnano commissioni sugli acquisti dei trader che invitano tramite il proprio link referral personale, e il programma premia anche i referral su più livelli. Per aderire, apri la pagina Diventa partner e invia la tua candidatura; una volta approvata da {{firm}}, la tua Dashboard affiliato ti fornisce il link referral e i report su referral e commissioni, e ti permette di richiedere i pagamenti da affiliato. Non è consentito invitare se stessi, e le commissioni sugli acquisti successivamente rimborsati vengono stornate.',
        },
      ],
    },
  ],
};
