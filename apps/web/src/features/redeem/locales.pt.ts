// Portuguese texts of the public redeem page (loaded when the panel speaks Portuguese).
import type { Texts } from '../../lib/texts';
import type en from './locales.en';

const pt: Texts<typeof en> = {
  redeem: {
    title: 'Resgatar um código',
    subtitle: 'Ative uma conta, adicione tempo ou crédito, ou ative um dispositivo com o código que você recebeu.',
    code: 'Código',
    codePlaceholder: 'Por exemplo ABCD-EFGH-JKMN-PQRS',
    codeHint: 'Digite ou cole: espaços e traços não importam.',
    target: 'Conta ou ID do dispositivo (deixe vazio para uma conta nova)',
    targetPlaceholder: 'Conta ou ID do dispositivo',
    targetHint: 'Um código de recarga ou pré-pago precisa da conta a que se soma; uma licença de dispositivo, do ID mostrado no dispositivo. Deixe vazio para um cartão de conta: uma conta nova é criada para você.',
    submit: 'Resgatar',
    redeeming: 'Resgatando…',
    again: 'Resgatar outro código',
    noAnswer: 'O servidor não respondeu. Verifique sua conexão e tente de novo.',
    done: {
      ACCOUNT_CARD: 'Sua conta está pronta',
      RECHARGE_CARD: 'Sua conta foi recarregada',
      PREPAID_CARD: 'Crédito adicionado',
      DEVICE_LICENCE: 'Seu dispositivo está ativado',
    },
    cardType: { ACCOUNT_CARD: 'Cartão de conta', RECHARGE_CARD: 'Cartão de recarga', PREPAID_CARD: 'Cartão pré-pago', DEVICE_LICENCE: 'Licença de dispositivo' },
    card: 'Cartão',
    type: 'Tipo',
    brand: 'Marca',
    account: 'Conta',
    device: 'Dispositivo',
    expiresAt: 'Válido até',
    credit: 'Crédito',
    sessions: 'Sessões',
    sessionsText: '{{total}} no total · {{tv}} TV · {{mobileWeb}} celular e web',
    keep: 'Guarde este nome de conta: você entra com ele.',
    errors: {
      notACode: 'Isto não é um código: os códigos têm 12, 16 ou 20 letras e dígitos',
      used: 'Este código já foi usado',
      unknown: 'Este código não existe. Verifique e tente de novo',
      invalid: 'Este código não pode ser resgatado. Verifique e tente de novo',
      locked: 'Este código está bloqueado e não pode ser resgatado. Fale com o vendedor',
      targetRequired: 'Este código precisa da conta ou do ID do dispositivo a que se destina',
      accountMissing: 'Esta conta não existe. Verifique, ou deixe o campo vazio para um cartão de conta',
      invalidTarget: 'Verifique a conta ou o ID do dispositivo',
    },
  },
};

export default pt;
