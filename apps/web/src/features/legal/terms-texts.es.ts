// The Terms of Use in Spanish (namespace 'terms'; loaded when the panel speaks Spanish).
import type { TermsText } from './terms-texts';

const es: TermsText = {
  intro:
    'Estos Términos de uso regulan el uso del Panel de Revendedor, el panel web móvil en el que los vendedores publican y venden tarjetas prepago, códigos de recarga, tarjetas de cuenta y licencias de dispositivo, y en el que los revendedores siguen tiendas y les compran. Al crear una cuenta o iniciar sesión aceptas estos términos.',
  sections: [
    {
      heading: '1. Tu cuenta',
      paragraphs: [
        'Debes facilitar información veraz y completa al registrarte y mantenerla actualizada. Una misma cuenta puede actuar como vendedor y como comprador.',
        'Mantén en secreto tu contraseña, tu contraseña de pago y los códigos de verificación. Eres responsable de todo lo que se haga con tu cuenta. Avísanos de inmediato si crees que otra persona la ha usado; podemos pedirte que verifiques tu identidad por correo electrónico o teléfono y te recomendamos activar la autenticación en dos pasos.',
      ],
    },
    {
      heading: '2. Tiendas, productos y seguidores',
      paragraphs: [
        'Los vendedores son responsables de la información de su tienda y de los productos que publican: nombre, imagen, descripción, tramos de precio, stock y los usuarios a los que se abre o bloquea un producto deben ser exactos y lícitos.',
        'Un comprador debe seguir una tienda, y ser aceptado, antes de comprarle. Los vendedores deciden quién los sigue y pueden aceptar, rechazar, eliminar o bloquear seguidores.',
      ],
    },
    {
      heading: '3. Pedidos y pago',
      paragraphs: [
        'Un pedido es vinculante una vez pagado. El pago puede hacerse en línea, por transferencia bancaria con comprobante, con VCoin o con criptomonedas, según lo ofrecido para cada producto. Las comisiones y los límites por pago se muestran antes de pagar.',
        'Un pedido que no se paga antes de su fecha límite se cancela. Los pagos por transferencia se entregan cuando el vendedor confirma el comprobante; el vendedor puede rechazar un comprobante indicando el motivo.',
        'Las tarjetas y los códigos entregados en un pedido que luego sufre un contracargo o un reembolso se bloquean y dejan de funcionar.',
      ],
    },
    {
      heading: '4. VCoin',
      paragraphs: [
        'VCoin es un saldo virtual que solo se usa dentro del panel. No es moneda de curso legal, no genera intereses y no puede cambiarse por dinero salvo cuando el panel lo ofrezca expresamente.',
        'Cuando pagas en línea, los fondos recibidos se convierten en VCoin tras aplicar el tipo de cambio y la comisión; la cantidad final de VCoin depende de los fondos realmente recibidos.',
      ],
    },
    {
      heading: '5. Uso aceptable',
      paragraphs: [
        'No puedes usar el panel para fraude, blanqueo de capitales ni ningún fin ilícito, vender códigos o tarjetas que no tengas derecho a vender, interferir con el servicio o con otros usuarios, ni intentar acceder a cuentas, datos o sistemas que no sean tuyos.',
      ],
    },
    {
      heading: '6. Suspensión y cierre',
      paragraphs: [
        'Podemos suspender o cerrar una cuenta que incumpla estos términos o la ley, o para proteger a otros usuarios, y podemos bloquear las tarjetas y los saldos afectados mientras investigamos.',
      ],
    },
    {
      heading: '7. Responsabilidad',
      paragraphs: [
        'El panel se ofrece tal cual. Hacemos lo posible por mantenerlo disponible y correcto, pero no podemos garantizar que esté siempre libre de interrupciones o errores. En la medida en que la ley lo permita, no respondemos de pérdidas indirectas ni de los actos de vendedores, compradores o proveedores de pago.',
      ],
    },
    {
      heading: '8. Cambios en estos términos',
      paragraphs: [
        'Podemos actualizar estos términos. Te informaremos en el panel de los cambios importantes antes de que se apliquen; si sigues usando el panel después, aceptas los nuevos términos.',
      ],
    },
  ],
  closing: '¿Dudas sobre estos términos? Escribe a nuestro equipo de soporte; la dirección figura en la página Acerca de.',
};

export default es;
