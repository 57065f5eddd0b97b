// The shell's two-factor sign-in strings in French.
import type { twoFactorEn } from './two-factor-en.ts';

export const twoFactorFr: Record<keyof typeof twoFactorEn, string> = {
  'TWO_FACTOR.TITLE': 'Connexion en deux étapes',
  'TWO_FACTOR.INTRO':
    'En plus de votre mot de passe, connectez-vous avec un code à 6 chiffres d’une application d’authentification sur votre téléphone (par exemple FreeOTP, Google Authenticator ou Microsoft Authenticator).',
  'TWO_FACTOR.STATUS_ON': 'La connexion en deux étapes est activée.',
  'TWO_FACTOR.STATUS_OFF': 'La connexion en deux étapes n’est pas activée.',
  'TWO_FACTOR.REQUIRED': 'Votre rôle exige la connexion en deux étapes\u202f: configurez-la maintenant.',
  'TWO_FACTOR.SETUP': 'Configurer la connexion en deux étapes',
  'TWO_FACTOR.SCAN': 'Scannez ce code QR avec votre application d’authentification, ou saisissez-y la clé.',
  'TWO_FACTOR.QR': 'Code QR pour l’application d’authentification',
  'TWO_FACTOR.SECRET': 'Clé',
  'TWO_FACTOR.URI': 'Lien de configuration',
  'TWO_FACTOR.CODE': 'Code à 6 chiffres',
  'TWO_FACTOR.CODE_HINT': 'Le code que votre application d’authentification affiche maintenant.',
  'TWO_FACTOR.ENABLE': 'Activer',
  'TWO_FACTOR.RECOVERY_TITLE': 'Vos codes de récupération',
  'TWO_FACTOR.RECOVERY_INTRO':
    'Gardez ces codes en lieu sûr\u202f: chacun permet une connexion si vous perdez votre téléphone. Ils ne sont affichés que maintenant.',
  'TWO_FACTOR.RECOVERY_SAVED': 'Je les ai enregistrés',
  'TWO_FACTOR.RECOVERY_LEFT': 'Codes de récupération restants\u202f: {{count}}',
  'TWO_FACTOR.RECOVERY_CODE': 'Code de récupération',
  'TWO_FACTOR.USE_RECOVERY': 'Utiliser plutôt un code de récupération',
  'TWO_FACTOR.USE_CODE': 'Utiliser plutôt un code de l’application',
  'TWO_FACTOR.DISABLE_TITLE': 'Désactiver la connexion en deux étapes',
  'TWO_FACTOR.DISABLE': 'Désactiver',
  'TWO_FACTOR.DISABLED_DONE': 'La connexion en deux étapes a été désactivée.',
  'TWO_FACTOR.STEP_TITLE': 'Connexion en deux étapes',
  'TWO_FACTOR.STEP_INTRO': 'Saisissez le code à 6 chiffres affiché par votre application d’authentification.',
  'TWO_FACTOR.VERIFY': 'Vérifier',
  'TWO_FACTOR.POLICY_TITLE': 'Règles de connexion en deux étapes',
  'TWO_FACTOR.POLICY_INTRO': 'Exiger la connexion en deux étapes pour les comptes de ces rôles\u202f:',
  'TWO_FACTOR.POLICY_SAVED': 'Règles enregistrées.',
  'MENU.TWO_FACTOR': 'Connexion en deux étapes',
};
