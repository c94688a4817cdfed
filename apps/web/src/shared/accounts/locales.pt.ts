// Portuguese texts of the account fields: account, code and password (loaded when the panel speaks Portuguese).
import type { Texts } from '../../lib/texts';
import type en from './locales.en';

const pt: Texts<typeof en> = {
  accountField: {
    email: 'E-mail',
    phone: 'Telefone',
    emailPlaceholder: 'nome@exemplo.com',
    phonePlaceholder: 'Número de telefone',
    countryCode: 'Código do país',
    countriesFailed: 'Não foi possível carregar os códigos',
  },
  codeUi: {
    label: 'Código de verificação',
    placeholder: '4 caracteres',
    send: 'Enviar código',
    sending: 'Enviando…',
    resend: 'Reenviar',
    resendIn: 'Reenviar em {{seconds}} s',
    sentTo: 'Código enviado para {{target}}',
    resendWait: 'Você pode pedir um novo código em {{seconds}} s.',
    wait_one: 'Muitas tentativas. Aguarde {{count}} segundo.',
    wait_other: 'Muitas tentativas. Aguarde {{count}} segundos.',
    waitMinutes_one: 'Muitas tentativas. Aguarde {{count}} minuto.',
    waitMinutes_other: 'Muitas tentativas. Aguarde {{count}} minutos.',
  },
  lengthHint: { count: '{{length}}/{{max}}', full_one: 'No máximo {{count}} caractere', full_other: 'No máximo {{count}} caracteres' },
  storeSetupNotice: {
    text: 'Ninguém pode ver o que você anuncia ainda: sua loja precisa de um nome e de uma imagem para que os revendedores a encontrem e a sigam.',
    action: 'Configurar loja',
  },
  passwordField: { show: 'Mostrar senha', hide: 'Ocultar senha' },
  paymentPasswordUi: {
    wrong: 'A senha de pagamento está errada. Digite-a de novo.',
    wrongTries_one: 'A senha de pagamento está errada: resta {{count}} tentativa antes de uma espera.',
    wrongTries_other: 'A senha de pagamento está errada: restam {{count}} tentativas antes de uma espera.',
    forgot: 'Esqueceu sua senha de pagamento?',
  },
};

export default pt;
