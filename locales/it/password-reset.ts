import type { Translation } from '../i18n-types';

export const passwordReset = {
  intro:
    "Inserisci l'indirizzo e-mail del tuo account e ti invieremo un link per scegliere una nuova password.",
  submit: 'Invia il link di reimpostazione',
  sent: 'Abbiamo inviato a {email} un link per reimpostare la password. Il link è valido per {hours} ore.',
  backToLogin: "Torna all'accesso",
  requestNew: 'Richiedi una nuova e-mail',
  checking: 'Verifica del link in corso…',
  retry: 'Riprova',
  forAccount: 'Scegli una nuova password per {email}.',
  newPassword: 'Nuova password',
  newPasswordHint: 'Almeno {min} caratteri',
  confirmPassword: 'Ripeti la nuova password',
  showPasswords: 'Mostra le password',
  save: 'Salva la nuova password',
  changed: "La tua password è stata modificata. Hai effettuato l'accesso.",
} satisfies Translation['passwordReset'];
