// Portuguese texts of the security feature (loaded when the panel speaks Portuguese).
import type { Texts } from '../../lib/texts';
import type en from './locales.en';

const pt: Texts<typeof en> = {
  securitySet: {
    titles: { SECURITY_ALERT: 'Alerta de segurança', TWO_FACTOR: 'Autenticação em dois fatores' },
    texts: {
      SECURITY_ALERT: 'Este login vem de um dispositivo que não conhecemos. Para proteger sua conta, digite o código que enviamos para {{target}}.',
      TWO_FACTOR: 'Sua conta pede um código a cada login. Digite o código que enviamos para {{target}}.',
    },
    channel: { EMAIL: 'Por e-mail', PHONE: 'Por SMS' },
    verify: 'Verificar e entrar',
    verifying: 'Verificando…',
    checkTitle: 'Verificação de segurança',
    expiredTitle: 'Esta verificação expirou',
    expiredText: 'Entre novamente para receber um novo código.',
    backToLogin: 'Voltar ao login',
    attemptsLeft_one: 'Resta {{count}} tentativa para este código.',
    attemptsLeft_other: 'Restam {{count}} tentativas para este código.',
    resent: 'Um novo código está a caminho',
  },
};

export default pt;
