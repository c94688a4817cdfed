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
    targetHint:
      'Um código de recarga ou pré-pago precisa da conta a que se soma; uma licença de dispositivo, do ID mostrado no dispositivo. Deixe vazio para um cartão de conta: uma conta nova é criada para você.',
    deviceSecret: 'Segredo do dispositivo',
    deviceSecretPlaceholder: 'Por exemplo WXYZ-2345-6789-ABCD',
    deviceSecretHint: 'Este dispositivo já está ativado: digite o segredo do dispositivo mostrado quando ele foi ativado pela primeira vez.',
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
    cardType: {
      ACCOUNT_CARD: 'Cartão de conta',
      RECHARGE_CARD: 'Cartão de recarga',
      PREPAID_CARD: 'Cartão pré-pago',
      DEVICE_LICENCE: 'Licença de dispositivo',
    },
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
    secretKeep: 'Guarde este segredo do dispositivo: você precisa dele para adicionar tempo a este dispositivo.',
    errors: {
      notACode: 'Isto não é um código: os códigos têm 12, 16 ou 20 letras e dígitos',
      used: 'Este código já foi usado',
      unknown: 'Este código não existe. Verifique e tente de novo',
      invalid: 'Este código não pode ser resgatado. Verifique e tente de novo',
      locked: 'Este código está bloqueado e não pode ser resgatado. Fale com o vendedor',
      targetRequired: 'Este código precisa da conta ou do ID do dispositivo a que se destina',
      accountMissing: 'Esta conta não existe. Verifique, ou deixe o campo vazio para um cartão de conta',
      invalidTarget: 'Verifique a conta ou o ID do dispositivo',
      secretRequired: 'Este dispositivo já está ativado: digite o segredo do dispositivo',
      secretWrong: 'Este não é o segredo deste dispositivo',
      deviceId: 'Um ID de dispositivo tem só letras, dígitos e - _ . : (até 64), e começa com letra ou dígito',
      otherBrand: 'Este dispositivo tem uma licença de outra marca ativa: use um código dessa marca ou espere ela expirar',
      otherPlan: 'Este dispositivo tem uma licença de outro período ativa: use um código do mesmo período ou espere ela expirar',
    },
  },
};

export default pt;
