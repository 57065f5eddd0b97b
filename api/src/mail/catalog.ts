// E-mail texts in it, en and fr. `{name}` is replaced by a parameter (HTML-escaped in the HTML part);
// `{when:name}` formats an ISO instant in Italian time for the recipient's language.
import type { Locale } from '@alfie/shared/contracts';

export interface MailText {
  subject: string;
  /** Paragraphs, in order. */
  lines: string[];
  /** Optional button: label and the name of the parameter that holds the URL. */
  action?: { label: string; urlParam: string };
}

export const MAIL_TEMPLATES = {
  'password-reset': {
    it: {
      subject: 'Reimposta la tua password Alfie',
      lines: [
        'Ciao,',
        'abbiamo ricevuto una richiesta di reimpostare la password del tuo account Alfie.',
        "Il link è valido per un'ora e può essere usato una sola volta. Se non hai chiesto tu il cambio, ignora questa e-mail.",
      ],
      action: { label: 'Reimposta la password', urlParam: 'link' },
    },
    en: {
      subject: 'Reset your Alfie password',
      lines: [
        'Hello,',
        'we received a request to reset the password of your Alfie account.',
        'The link is valid for one hour and works once. If you did not ask for it, ignore this e-mail.',
      ],
      action: { label: 'Reset the password', urlParam: 'link' },
    },
    fr: {
      subject: 'Réinitialisez votre mot de passe Alfie',
      lines: [
        'Bonjour,',
        'nous avons reçu une demande de réinitialisation du mot de passe de votre compte Alfie.',
        "Le lien est valable une heure et ne fonctionne qu'une fois. Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail.",
      ],
      action: { label: 'Réinitialiser le mot de passe', urlParam: 'link' },
    },
  },
  'admin-password-reset': {
    it: {
      subject: 'Imposta una nuova password per Alfie',
      lines: [
        'Ciao {name},',
        'un amministratore di Alfie ha avviato il reset della password del tuo account.',
        "Il link è valido per un'ora e può essere usato una sola volta.",
      ],
      action: { label: 'Imposta la password', urlParam: 'link' },
    },
    en: {
      subject: 'Set a new Alfie password',
      lines: [
        'Hello {name},',
        'an Alfie administrator started a password reset for your account.',
        'The link is valid for one hour and works once.',
      ],
      action: { label: 'Set the password', urlParam: 'link' },
    },
    fr: {
      subject: 'Définissez un nouveau mot de passe Alfie',
      lines: [
        'Bonjour {name},',
        "un administrateur d'Alfie a lancé la réinitialisation du mot de passe de votre compte.",
        "Le lien est valable une heure et ne fonctionne qu'une fois.",
      ],
      action: { label: 'Définir le mot de passe', urlParam: 'link' },
    },
  },
  'company-approved': {
    it: {
      subject: 'La tua azienda è stata attivata su Alfie',
      lines: [
        'Gentile {businessName},',
        "la registrazione della tua azienda è stata approvata: ora puoi accedere ad Alfie con l'e-mail e la password scelte.",
        "Dopo l'accesso puoi richiedere il tuo primo personal assistant.",
      ],
      action: { label: 'Accedi ad Alfie', urlParam: 'loginUrl' },
    },
    en: {
      subject: 'Your company is now active on Alfie',
      lines: [
        'Dear {businessName},',
        'your company registration has been approved: you can now sign in to Alfie with the e-mail and password you chose.',
        'Once signed in you can request your first personal assistant.',
      ],
      action: { label: 'Sign in to Alfie', urlParam: 'loginUrl' },
    },
    fr: {
      subject: 'Votre entreprise est active sur Alfie',
      lines: [
        'Chère société {businessName},',
        "l'inscription de votre entreprise a été approuvée\u202f: vous pouvez vous connecter à Alfie avec l'e-mail et le mot de passe choisis.",
        'Une fois connecté, vous pouvez demander votre premier assistant personnel.',
      ],
      action: { label: 'Se connecter à Alfie', urlParam: 'loginUrl' },
    },
  },
  'company-rejected': {
    it: {
      subject: 'Esito della registrazione su Alfie',
      lines: [
        'Gentile {businessName},',
        'ci dispiace, non possiamo attivare la registrazione della tua azienda su Alfie.',
        'Per chiarimenti scrivi a {supportEmail}.',
      ],
    },
    en: {
      subject: 'Outcome of your Alfie registration',
      lines: [
        'Dear {businessName},',
        "we are sorry, we cannot activate your company's registration on Alfie.",
        'For any question write to {supportEmail}.',
      ],
    },
    fr: {
      subject: 'Résultat de votre inscription à Alfie',
      lines: [
        'Chère société {businessName},',
        "nous sommes désolés, nous ne pouvons pas activer l'inscription de votre entreprise sur Alfie.",
        'Pour toute question, écrivez à {supportEmail}.',
      ],
    },
  },
  'pa-approved': {
    it: {
      subject: 'Benvenuto tra i personal assistant di Alfie',
      lines: [
        'Ciao {firstname},',
        'la tua candidatura come personal assistant è stata approvata.',
        'Scegli la tua password dal link qui sotto (valido 72 ore, una sola volta), poi accedi ad Alfie e indica la tua disponibilità per le richieste nelle tue città.',
      ],
      action: { label: 'Scegli la password', urlParam: 'nextStepsUrl' },
    },
    en: {
      subject: "Welcome among Alfie's personal assistants",
      lines: [
        'Hello {firstname},',
        'your application as a personal assistant has been approved.',
        'Choose your password with the link below (valid for 72 hours, once), then sign in to Alfie and offer your availability for requests in your cities.',
      ],
      action: { label: 'Choose your password', urlParam: 'nextStepsUrl' },
    },
    fr: {
      subject: "Bienvenue parmi les assistants personnels d'Alfie",
      lines: [
        'Bonjour {firstname},',
        "votre candidature d'assistant personnel a été approuvée.",
        'Choisissez votre mot de passe avec le lien ci-dessous (valable 72 heures, une seule fois), puis connectez-vous à Alfie et proposez vos disponibilités pour les demandes dans vos villes.',
      ],
      action: { label: 'Choisir le mot de passe', urlParam: 'nextStepsUrl' },
    },
  },
  'pa-assignment': {
    it: {
      subject: 'Nuovo incarico Alfie n. {requestId}',
      lines: [
        'Ciao {firstname},',
        "ti è stato assegnato l'incarico n. {requestId} per {customer}.",
        'Inizio: {when:start}. Fine: {when:end}.',
        'Luogo di partenza: {place}.',
      ],
    },
    en: {
      subject: 'New Alfie assignment no. {requestId}',
      lines: [
        'Hello {firstname},',
        'you have been assigned request no. {requestId} for {customer}.',
        'Start: {when:start}. End: {when:end}.',
        'Place of departure: {place}.',
      ],
    },
    fr: {
      subject: 'Nouvelle mission Alfie n° {requestId}',
      lines: [
        'Bonjour {firstname},',
        'la mission n° {requestId} pour {customer} vous a été confiée.',
        'Début\u202f: {when:start}. Fin\u202f: {when:end}.',
        'Lieu de départ\u202f: {place}.',
      ],
    },
  },
  'customer-assignment-summary': {
    it: {
      subject: 'Il tuo personal assistant per la richiesta n. {requestId}',
      lines: [
        'Gentile {businessName},',
        'alla tua richiesta n. {requestId} è stato assegnato il personal assistant {paName}.',
        'Inizio: {when:start}. Fine: {when:end}.',
        'Luogo di partenza: {place}.',
        'Per modifiche scrivi a {operationsEmail}.',
      ],
    },
    en: {
      subject: 'Your personal assistant for request no. {requestId}',
      lines: [
        'Dear {businessName},',
        'personal assistant {paName} has been assigned to your request no. {requestId}.',
        'Start: {when:start}. End: {when:end}.',
        'Place of departure: {place}.',
        'For changes write to {operationsEmail}.',
      ],
    },
    fr: {
      subject: 'Votre assistant personnel pour la demande n° {requestId}',
      lines: [
        'Chère société {businessName},',
        "l'assistant personnel {paName} a été affecté à votre demande n° {requestId}.",
        'Début\u202f: {when:start}. Fin\u202f: {when:end}.',
        'Lieu de départ\u202f: {place}.',
        'Pour toute modification, écrivez à {operationsEmail}.',
      ],
    },
  },
  'pa-reminder': {
    it: {
      subject: 'Promemoria: incarico Alfie n. {requestId} il {when:start}',
      lines: [
        'Ciao {firstname},',
        "ti ricordiamo l'incarico n. {requestId} per {customer}.",
        'Inizio: {when:start}. Fine: {when:end}.',
        'Luogo di partenza: {place}.',
        'Per imprevisti scrivi subito a {operationsEmail}.',
      ],
    },
    en: {
      subject: 'Reminder: Alfie assignment no. {requestId} on {when:start}',
      lines: [
        'Hello {firstname},',
        'a reminder of your assignment no. {requestId} for {customer}.',
        'Start: {when:start}. End: {when:end}.',
        'Place of departure: {place}.',
        'If anything comes up, write to {operationsEmail} at once.',
      ],
    },
    fr: {
      subject: 'Rappel\u202f: mission Alfie n° {requestId} le {when:start}',
      lines: [
        'Bonjour {firstname},',
        'nous vous rappelons la mission n° {requestId} pour {customer}.',
        'Début\u202f: {when:start}. Fin\u202f: {when:end}.',
        'Lieu de départ\u202f: {place}.',
        "En cas d'imprévu, écrivez sans attendre à {operationsEmail}.",
      ],
    },
  },
  'referent-reminder': {
    it: {
      subject: 'Promemoria: servizio Alfie n. {requestId} il {when:start}',
      lines: [
        'Gentile {firstname} {lastname},',
        'le ricordiamo il servizio n. {requestId} richiesto da {customer}.',
        'Il personal assistant sarà {paName}.',
        'Inizio: {when:start}. Fine: {when:end}.',
        'Luogo di partenza: {place}.',
        'Per modifiche scriva a {operationsEmail}.',
      ],
    },
    en: {
      subject: 'Reminder: Alfie service no. {requestId} on {when:start}',
      lines: [
        'Dear {firstname} {lastname},',
        'a reminder of service no. {requestId} requested by {customer}.',
        'Your personal assistant will be {paName}.',
        'Start: {when:start}. End: {when:end}.',
        'Place of departure: {place}.',
        'For changes write to {operationsEmail}.',
      ],
    },
    fr: {
      subject: 'Rappel\u202f: service Alfie n° {requestId} le {when:start}',
      lines: [
        'Bonjour {firstname} {lastname},',
        'nous vous rappelons le service n° {requestId} demandé par {customer}.',
        'Votre assistant personnel sera {paName}.',
        'Début\u202f: {when:start}. Fin\u202f: {when:end}.',
        'Lieu de départ\u202f: {place}.',
        'Pour toute modification, écrivez à {operationsEmail}.',
      ],
    },
  },
  'field-pa-arrived': {
    it: {
      subject: "Servizio Alfie n. {requestId}: il personal assistant è al punto d'incontro",
      lines: [
        'Gentile {firstname} {lastname},',
        "il personal assistant {paFirstName} è arrivato al punto d'incontro: {place}.",
        'Tiene un cartello con il cognome {sign}.',
        'Per trovarsi, il suo cellulare è {paMobile}.',
      ],
    },
    en: {
      subject: 'Alfie service no. {requestId}: your personal assistant is at the meeting point',
      lines: [
        'Dear {firstname} {lastname},',
        'your personal assistant {paFirstName} has arrived at the meeting point: {place}.',
        'Look for a sign with the name {sign}.',
        'To meet up, their mobile is {paMobile}.',
      ],
    },
    fr: {
      subject: 'Service Alfie n° {requestId}\u202f: votre assistant personnel est au point de rendez-vous',
      lines: [
        'Bonjour {firstname} {lastname},',
        'votre assistant personnel {paFirstName} est arrivé au point de rendez-vous\u202f: {place}.',
        'Il tient une pancarte au nom de {sign}.',
        'Pour vous retrouver, son portable est le {paMobile}.',
      ],
    },
  },
  'field-service-ended': {
    it: {
      subject: 'Servizio Alfie n. {requestId} terminato',
      lines: [
        'Gentile {businessName},',
        'il servizio n. {requestId} è terminato.',
        'Orario prenotato: dalle {when:plannedStart} alle {when:plannedEnd}.',
        'Orario effettivo segnalato dal personal assistant: fine alle {when:actualEnd}.',
        "Eventuali ore in più sono confermate dai nostri operatori prima dell'addebito.",
      ],
    },
    en: {
      subject: 'Alfie service no. {requestId} has ended',
      lines: [
        'Dear {businessName},',
        'service no. {requestId} has ended.',
        'Booked: from {when:plannedStart} to {when:plannedEnd}.',
        'Actual, as reported by the personal assistant: ended at {when:actualEnd}.',
        'Any extra hours are confirmed by our operators before they are charged.',
      ],
    },
    fr: {
      subject: 'Le service Alfie n° {requestId} est terminé',
      lines: [
        'Bonjour {businessName},',
        'le service n° {requestId} est terminé.',
        'Réservé\u202f: du {when:plannedStart} au {when:plannedEnd}.',
        "Réel, selon l'assistant personnel\u202f: fin à {when:actualEnd}.",
        "Les éventuelles heures supplémentaires sont confirmées par nos opérateurs avant d'être facturées.",
      ],
    },
  },
  'field-no-show': {
    it: {
      subject: 'Servizio Alfie n. {requestId}: ospite non presentato',
      lines: [
        'Gentile {businessName},',
        "il personal assistant ha atteso l'ospite del servizio n. {requestId} (previsto alle {when:plannedStart}) al punto d'incontro, ma l'ospite non si è presentato.",
        'Come previsto dalle condizioni di cancellazione, il servizio è annullato come cancellazione tardiva: penale {fee}.',
        'Per qualsiasi chiarimento rispondi a questa e-mail.',
      ],
    },
    en: {
      subject: 'Alfie service no. {requestId}: the guest did not show',
      lines: [
        'Dear {businessName},',
        'the personal assistant waited at the meeting point for the guest of service no. {requestId} (booked for {when:plannedStart}), but the guest did not show.',
        'As the cancellation policy provides, the service is cancelled as a late cancellation: fee {fee}.',
        'Reply to this e-mail with any question.',
      ],
    },
    fr: {
      subject: "Service Alfie n° {requestId}\u202f: l'invité ne s'est pas présenté",
      lines: [
        'Bonjour {businessName},',
        "l'assistant personnel a attendu l'invité du service n° {requestId} (prévu à {when:plannedStart}) au point de rendez-vous, mais l'invité ne s'est pas présenté.",
        "Comme le prévoient les conditions d'annulation, le service est annulé comme annulation tardive\u202f: frais {fee}.",
        'Pour toute question, répondez à cet e-mail.',
      ],
    },
  },
  'travel-moved': {
    it: {
      subject: 'Incarico Alfie n. {requestId}: il volo {flight} cambia orario',
      lines: [
        'Ciao {firstname},',
        "il volo {flight} dell'incarico n. {requestId} ora è atteso alle {when:arrival}.",
        "L'incontro si sposta alle {when:meeting}.",
        'Gli altri orari del servizio restano quelli prenotati.',
      ],
    },
    en: {
      subject: 'Alfie assignment no. {requestId}: flight {flight} has a new time',
      lines: [
        'Hi {firstname},',
        'flight {flight} of assignment no. {requestId} is now expected at {when:arrival}.',
        'The meeting moves to {when:meeting}.',
        'The rest of the service keeps its booked times.',
      ],
    },
    fr: {
      subject: 'Mission Alfie n° {requestId}\u202f: le vol {flight} change d’horaire',
      lines: [
        'Bonjour {firstname},',
        'le vol {flight} de la mission n° {requestId} est maintenant attendu à {when:arrival}.',
        'Le rendez-vous est déplacé à {when:meeting}.',
        'Le reste du service garde ses horaires réservés.',
      ],
    },
  },
  'travel-alarm': {
    it: {
      subject: 'Incarico Alfie n. {requestId}: il volo {flight} è cancellato o dirottato',
      lines: [
        'Ciao {firstname},',
        "il volo {flight} dell'incarico n. {requestId} è stato cancellato o dirottato.",
        'Non andare al punto di incontro: i nostri operatori ti chiameranno.',
      ],
    },
    en: {
      subject: 'Alfie assignment no. {requestId}: flight {flight} is cancelled or diverted',
      lines: [
        'Hi {firstname},',
        'flight {flight} of assignment no. {requestId} has been cancelled or diverted.',
        'Do not go to the meeting point: our operators will call you.',
      ],
    },
    fr: {
      subject: 'Mission Alfie n° {requestId}\u202f: le vol {flight} est annulé ou dérouté',
      lines: [
        'Bonjour {firstname},',
        'le vol {flight} de la mission n° {requestId} a été annulé ou dérouté.',
        'Ne vous rendez pas au point de rendez-vous\u202f: nos opérateurs vous appelleront.',
      ],
    },
  },
} as const satisfies Record<string, Record<Locale, MailText>>;

export type MailTemplate = keyof typeof MAIL_TEMPLATES;
