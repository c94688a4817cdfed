// Portuguese texts of the recovery feature (loaded when the panel speaks Portuguese).
import type { Texts } from '../../lib/texts';
import type en from './locales.en';

const pt: Texts<typeof en> = {
  recovery: {
    title: 'Esqueceu sua senha?',
    subtitle: 'Enviaremos um código para o e-mail ou telefone da sua conta.',
    next: 'Avançar',
    checking: 'Verificando o código…',
    setTitle: 'Defina uma nova senha',
    setSubtitle: 'Para {{account}}',
    password: 'Nova senha',
    passwordPlaceholder: 'Escolha uma nova senha',
    passwordHint: 'De 8 a 16 caracteres, com números e letras ou símbolos',
    confirmPassword: 'Confirmar nova senha',
    confirmPasswordPlaceholder: 'Digite a nova senha novamente',
    save: 'Salvar nova senha',
    saving: 'Salvando…',
    doneTitle: 'Senha alterada',
    doneText: 'Todos os dispositivos foram desconectados. Entre com sua nova senha.',
    logIn: 'Entrar',
    missingTitle: 'Comece pela sua conta',
    missingText: 'Para definir uma nova senha, primeiro peça um código para sua conta.',
    startAgain: 'Pedir um código',
    newCode: 'Pedir um novo código',
    remembered: 'Lembrou?',
  },
};

export default pt;
