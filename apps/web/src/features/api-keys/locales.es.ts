// Spanish texts of the API keys screen (loaded when the panel speaks Spanish).
import type { Texts } from '../../lib/texts';
import type en from './locales.en';

const es: Texts<typeof en> = {
  apiKeys: {
    title: 'Claves de API',
    intro: 'Tu propia tienda, bot o web puede comprar y entregar a través de la API con una clave. Una clave actúa como tú, solo dentro de lo que le permitas.',
    new: 'Nueva clave',
    emptyTitle: 'Aún no tienes claves de API',
    emptyText: 'Crea una clave para que tu tienda o tu bot use el panel por ti, sin iniciar sesión.',
    limit: 'Tienes {{max}} claves activas, el máximo permitido. Revoca una para crear otra.',
    scope: {
      read: 'Lectura',
      orders: 'Pedidos',
      codes: 'Códigos',
      recharge: 'Recargas',
      wallet: 'Billetera',
    },
    scopeHint: {
      read: 'Consulta pedidos, códigos, recargas y la billetera; no cambia nada',
      orders: 'Hace, paga y consulta pedidos',
      codes: 'Genera, consulta y exporta códigos de activación',
      recharge: 'Recarga cuentas de clientes y consulta recargas',
      wallet: 'Consulta el saldo y los movimientos de VCoin',
    },
    allowedFrom: 'Direcciones permitidas',
    anyAddress: 'Cualquier dirección',
    expires: 'Caduca',
    noExpiry: 'Nunca',
    lastUsed: 'Último uso',
    lastUsedFrom: '{{date}} desde {{address}}',
    neverUsed: 'Sin usar',
    madeOn: 'Creada',
    state: {
      revoked: 'Revocada',
      expired: 'Caducada',
    },
    revoke: 'Revocar',
    revokeNamed: 'Revocar la clave {{name}}',
    revokeTitle: '¿Revocar esta clave?',
    revokeText: '«{{name}}» ({{prefix}}) deja de funcionar al instante en todos los sistemas que la usan. No se puede deshacer.',
    keep: 'Conservarla',
    revoked: 'Clave revocada',
    form: {
      title: 'Nueva clave de API',
      name: 'Nombre',
      namePlaceholder: 'p. ej. Mi tienda web',
      nameHint: 'Para distinguir tus claves; 40 caracteres como máximo.',
      scopes: 'Qué puede hacer',
      addresses: 'Direcciones permitidas',
      addressesPlaceholder: '203.0.113.7\n198.51.100.0/24',
      addressesHint: 'Una dirección IPv4 o IPv6, o una red como 203.0.113.0/24, por línea; 20 como máximo. Vacío: cualquier dirección.',
      expiry: 'Caduca',
      expiryNever: 'Nunca',
      expiryDays: 'En {{count}} días',
      cancel: 'Cancelar',
      create: 'Crear clave',
      creating: 'Creando…',
      discard: '¿Descartar esta nueva clave?',
    },
    rules: {
      scopes: 'Elige al menos uno',
      address: 'Cada línea debe ser una dirección IPv4 o IPv6, o una red como 203.0.113.0/24',
      addressesMax: '20 direcciones como máximo',
    },
    created: {
      title: 'Tu nueva clave de API',
      warning: 'Cópiala ahora: no la volverás a ver. Guárdala en secreto, como una contraseña.',
      keyLabel: 'Clave de API',
      copyLabel: 'Copiar la clave de API',
      done: 'Listo, ya la copié',
    },
  },
};

export default es;
