// Portuguese texts of the register feature (loaded when the panel speaks Portuguese).
import type { Texts } from '../../lib/texts';
import type en from './locales.en';

const pt: Texts<typeof en> = {
  register: {
    title: 'Crie sua conta',
    subtitle: 'Venda e compre cartões pré-pagos, códigos de recarga e VCoin.',
    password: 'Senha',
    passwordPlaceholder: 'Crie uma senha',
    passwordHint: 'De 8 a 16 caracteres, com números e letras ou símbolos',
    confirmPassword: 'Confirmar senha',
    confirmPasswordPlaceholder: 'Digite a senha novamente',
    submit: 'Cadastrar',
    submitting: 'Criando sua conta…',
    haveAccount: 'Já tem uma conta?',
    logIn: 'Entrar',
    agreement: 'Ao se cadastrar, você aceita os',
    termsLink: 'Termos de Uso',
    invitedBy: 'Convite de {{store}}',
    inviteFollow: 'Você seguirá esta loja assim que sua conta for criada.',
    inviteChecking: 'Verificando seu convite…',
    inviteInvalid: 'Este link de convite não é válido. Você ainda pode se cadastrar sem ele.',
    inviteFailed: 'Não foi possível verificar seu convite.',
    signUpWithout: 'Cadastrar sem convite',
  },
};

export default pt;
