import type { Texts } from '../lib/texts';
import type en from './en';

const es: Texts<typeof en> = {
  app: {
    name: 'Panel de Revendedor',
    tagline: 'Tarjetas prepago, códigos de recarga y VCoin, en tu bolsillo',
  },
  common: {
    loading: 'Cargando…',
    retry: 'Reintentar',
    cancel: 'Cancelar',
    copy: 'Copiar',
    copied: 'Copiado',
    copyFailed: 'No se pudo copiar, cópielo a mano',
    loadFailed: 'No se pudo cargar esta página',
    missingTitle: 'No encontrado',
    missingText: 'No existe o no está compartido contigo.',
    notSet: 'Sin definir',
    back: 'Volver',
    offline: 'Estás sin conexión: esto es lo último que se cargó. Los cambios esperan a que vuelvas a tener conexión.',
    updateReady: 'Hay una nueva versión del panel lista.',
    updateNow: 'Actualizar',
  },
  tabs: {
    label: 'Navegación principal',
    home: 'Inicio',
    buy: 'Comprar',
    stock: 'Stock',
    me: 'Yo',
  },
  language: {
    label: 'Idioma',
  },
  roles: {
    SELLER: 'Vendedor',
    BUYER: 'Comprador',
    FOLLOWER: 'Seguidor',
    PLATFORM: 'Operador de la plataforma',
    none: 'Aún sin rol',
  },
  session: {
    logInAgain: 'Iniciar sesión de nuevo',
  },
  unsaved: {
    title: '¿Salir sin guardar?',
    content: 'Los cambios de esta página no se han guardado y se perderán.',
    leave: 'Salir',
    stay: 'Quedarse',
  },
  shell: {
    loading: 'Cargando tu panel…',
    loadFailedTitle: 'No se pudo cargar tu panel',
    loadFailedText: 'Comprueba tu conexión e inténtalo de nuevo.',
  },
  login: {
    welcome: 'Hola de nuevo',
    account: 'Cuenta',
    accountPlaceholder: 'Correo electrónico o teléfono',
    password: 'Contraseña',
    passwordPlaceholder: 'Tu contraseña',
    showPassword: 'Mostrar contraseña',
    hidePassword: 'Ocultar contraseña',
    submit: 'Iniciar sesión',
    submitting: 'Iniciando sesión…',
    agreement: 'Al iniciar sesión aceptas los',
    termsLink: 'Términos de uso',
    forgotPassword: '¿Olvidaste tu contraseña?',
    noAccount: '¿Aún no tienes cuenta?',
    signUp: 'Crear una cuenta',
    oldVersion: 'Entrar en la versión anterior',
    captchaRequired: 'Escribe los caracteres de la imagen para continuar',
    captchaWrong: 'Los caracteres no coinciden. Prueba con la nueva imagen.',
    captchaExpired: 'La imagen caducó. Prueba con la nueva.',
  },
  home: {
    title: 'Inicio',
    greeting: 'Hola, {{name}}',
    /** When the user gave no name (the one made up at sign-up from their email or phone). */
    greetingNeutral: 'Te damos la bienvenida',
    role: 'Rol',
    store: 'Tienda',
    noStore: 'Aún sin tienda',
    todoTitle: 'Pendientes',
    nothingToDo: 'Nada pendiente',
    nothingToDoHint: 'Aquí aparecerán los pedidos, comprobantes y solicitudes de seguimiento nuevos.',
    pull: {
      pulling: 'Desliza hacia abajo para actualizar',
      canRelease: 'Suelta para actualizar',
      refreshing: 'Actualizando…',
      complete: 'Actualizado',
    },
  },
  me: {
    title: 'Yo',
    uid: 'UID',
    settings: 'Ajustes',
    inviteLink: 'Enlace de invitación',
    inviteLinkHint: 'Compártelo con revendedores para que sigan tu tienda.',
    inviteLinkLoading: 'Cargando enlace de invitación…',
    about: 'Acerca de',
    terms: 'Términos de uso',
    logout: 'Cerrar sesión',
    logoutConfirm: '¿Desea cerrar sesión?',
    avatarAlt: 'Avatar de {{name}}',
  },
  about: {
    title: 'Acerca de',
    version: 'Versión',
    supportEmail: 'Correo de soporte',
    description:
      'Los vendedores publican y venden tarjetas prepago, códigos de recarga, tarjetas de cuenta y licencias de dispositivo; los revendedores siguen tiendas y les compran.',
  },
  terms: {
    title: 'Términos de uso',
  },
  notFound: {
    title: 'Página no encontrada',
    description: 'La página que buscas no existe o se ha movido.',
    goHome: 'Ir al inicio',
  },
};

export default es;
