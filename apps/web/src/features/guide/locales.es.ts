// Spanish texts of the guide feature (loaded when the panel speaks Spanish).
import type { Texts } from '../../lib/texts';
import type en from './locales.en';

const es: Texts<typeof en> = {
  guide: {
    title: 'Primeros pasos',
    welcome: '¡Bienvenido! Tu cuenta está lista.',
    followed: 'Ahora sigues a {{store}}.',
    intro: 'Dos pasos para empezar a comprar y vender en el panel.',
    stepLabel: 'Paso {{number}}',
    done: 'Hecho',
    steps: {
      FOLLOW_AND_BUY: {
        title: 'Sigue una tienda y compra en el mercado',
        text: 'Busca la tienda a la que compras y síguela. Cuando te acepte, sus tarjetas estarán en tu mercado.',
        action: 'Buscar una tienda',
      },
      LIST_AND_INVITE: {
        title: 'Publica productos e invita a revendedores, o vende a clientes',
        text: 'Pon nombre e imagen a tu tienda, publica tus tarjetas y comparte tu enlace de invitación con revendedores.',
        action: 'Configurar mi tienda',
      },
    },
    sellGuide: 'Leer la guía del vendedor',
    confirm: 'Entendido',
    confirming: 'Guardando…',
    backHome: 'Volver al inicio',
    confirmedNote: 'Puedes volver a abrir esta guía desde Yo.',
  },
};

export default es;
