// The Terms of Use in every panel language, kept in this screen's own chunk (namespace 'terms').
import type { Locale } from '@panel/domain/locale';

export type TermsSection = { heading: string; paragraphs: string[] };
export type TermsText = { intro: string; sections: TermsSection[]; closing: string };

const en: TermsText = {
  intro:
    'These Terms of Use govern your use of the Reseller Panel, the mobile web panel where sellers list and sell prepaid cards, recharge codes, account cards and device licences, and where resellers follow stores and buy from them. By creating an account or logging in you agree to these terms.',
  sections: [
    {
      heading: '1. Your account',
      paragraphs: [
        'You must give true and complete information when you sign up and keep it up to date. One account can act as both seller and buyer.',
        'Keep your password, payment password and verification codes secret. You are responsible for everything done with your account. Tell us at once if you think someone else has used it; we may ask you to verify your identity by email or phone and recommend enabling two-factor authentication.',
      ],
    },
    {
      heading: '2. Stores, products and followers',
      paragraphs: [
        'Sellers are responsible for their store information and for the products they list: name, picture, description, price tiers, stock and the users a product is opened to or blocked from must be accurate and lawful.',
        'A buyer must follow a store, and be accepted, before buying from it. Sellers decide who follows them and may accept, reject, remove or block followers.',
      ],
    },
    {
      heading: '3. Orders and payment',
      paragraphs: [
        'An order is binding once it is paid. Payment can be made online, by offline bank transfer with a payment voucher, with VCoin or with crypto, as offered for each product. Transaction fees and limits per payment are shown before you pay.',
        'An order that is not paid by its pay-by deadline is cancelled. Offline payments are delivered once the seller confirms the voucher; a seller may reject a voucher with a reason.',
        'Cards and codes delivered for an order that is later charged back or refunded are locked and stop working.',
      ],
    },
    {
      heading: '4. VCoin',
      paragraphs: [
        'VCoin is a virtual balance for use inside the panel only. It is not legal tender, earns no interest and cannot be exchanged for cash except where the panel expressly offers it.',
        'When you pay online, the funds received are converted to VCoin after the exchange rate and fee; the final VCoin amount depends on the funds actually received.',
      ],
    },
    {
      heading: '5. Acceptable use',
      paragraphs: [
        'You may not use the panel for fraud, money laundering or any unlawful purpose, sell codes or cards you are not entitled to sell, interfere with the service or other users, or try to access accounts, data or systems that are not yours.',
      ],
    },
    {
      heading: '6. Suspension and closure',
      paragraphs: [
        'We may suspend or close an account that breaks these terms or the law, or to protect other users, and we may lock cards and balances involved while we investigate.',
      ],
    },
    {
      heading: '7. Liability',
      paragraphs: [
        'The panel is provided as it is. We do our best to keep it available and correct but cannot promise it will always be free of interruptions or errors. As far as the law allows, we are not liable for indirect losses or for the acts of sellers, buyers or payment providers.',
      ],
    },
    {
      heading: '8. Changes to these terms',
      paragraphs: [
        'We may update these terms. We will tell you about important changes in the panel before they apply; if you keep using the panel afterwards you accept the new terms.',
      ],
    },
  ],
  closing: 'Questions about these terms? Write to our support team; the address is on the About page.',
};

const es: TermsText = {
  intro:
    'Estos Términos de uso regulan el uso del Panel de Revendedor, el panel web móvil en el que los vendedores publican y venden tarjetas prepago, códigos de recarga, tarjetas de cuenta y licencias de dispositivo, y en el que los revendedores siguen tiendas y les compran. Al crear una cuenta o iniciar sesión acepta estos términos.',
  sections: [
    {
      heading: '1. Su cuenta',
      paragraphs: [
        'Debe facilitar información veraz y completa al registrarse y mantenerla actualizada. Una misma cuenta puede actuar como vendedor y como comprador.',
        'Mantenga en secreto su contraseña, su contraseña de pago y los códigos de verificación. Usted es responsable de todo lo que se haga con su cuenta. Avísenos de inmediato si cree que otra persona la ha usado; podemos pedirle que verifique su identidad por correo electrónico o teléfono y le recomendamos activar la autenticación en dos pasos.',
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
        'Cuando paga en línea, los fondos recibidos se convierten en VCoin tras aplicar el tipo de cambio y la comisión; la cantidad final de VCoin depende de los fondos realmente recibidos.',
      ],
    },
    {
      heading: '5. Uso aceptable',
      paragraphs: [
        'No puede usar el panel para fraude, blanqueo de capitales ni ningún fin ilícito, vender códigos o tarjetas que no tenga derecho a vender, interferir con el servicio o con otros usuarios, ni intentar acceder a cuentas, datos o sistemas que no sean suyos.',
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
        'Podemos actualizar estos términos. Le informaremos en el panel de los cambios importantes antes de que se apliquen; si sigue usando el panel después, acepta los nuevos términos.',
      ],
    },
  ],
  closing: '¿Dudas sobre estos términos? Escriba a nuestro equipo de soporte; la dirección figura en la página Acerca de.',
};

const pt: TermsText = {
  intro:
    'Estes Termos de Uso regem o uso do Painel do Revendedor, o painel web móvel em que vendedores anunciam e vendem cartões pré-pagos, códigos de recarga, cartões de conta e licenças de dispositivo, e em que revendedores seguem lojas e compram delas. Ao criar uma conta ou entrar, você aceita estes termos.',
  sections: [
    {
      heading: '1. Sua conta',
      paragraphs: [
        'Você deve fornecer informações verdadeiras e completas ao se cadastrar e mantê-las atualizadas. Uma mesma conta pode atuar como vendedor e como comprador.',
        'Mantenha em segredo sua senha, sua senha de pagamento e os códigos de verificação. Você é responsável por tudo o que for feito com sua conta. Avise-nos imediatamente se achar que outra pessoa a usou; podemos pedir que você confirme sua identidade por e-mail ou telefone e recomendamos ativar a autenticação em duas etapas.',
      ],
    },
    {
      heading: '2. Lojas, produtos e seguidores',
      paragraphs: [
        'Os vendedores são responsáveis pelas informações de sua loja e pelos produtos que anunciam: nome, imagem, descrição, faixas de preço, estoque e os usuários para os quais um produto é aberto ou bloqueado devem ser corretos e lícitos.',
        'Um comprador deve seguir uma loja, e ser aceito, antes de comprar dela. Os vendedores decidem quem os segue e podem aceitar, recusar, remover ou bloquear seguidores.',
      ],
    },
    {
      heading: '3. Pedidos e pagamento',
      paragraphs: [
        'Um pedido é vinculante depois de pago. O pagamento pode ser feito on-line, por transferência bancária com comprovante, com VCoin ou com criptomoedas, conforme oferecido para cada produto. As taxas e os limites por pagamento são mostrados antes de você pagar.',
        'Um pedido não pago até o prazo é cancelado. Pagamentos por transferência são entregues quando o vendedor confirma o comprovante; o vendedor pode recusar um comprovante informando o motivo.',
        'Cartões e códigos entregues em um pedido que depois sofre estorno (chargeback) ou reembolso são bloqueados e deixam de funcionar.',
      ],
    },
    {
      heading: '4. VCoin',
      paragraphs: [
        'VCoin é um saldo virtual para uso somente dentro do painel. Não é moeda de curso legal, não rende juros e não pode ser trocado por dinheiro, exceto quando o painel oferecer isso expressamente.',
        'Quando você paga on-line, os fundos recebidos são convertidos em VCoin após a taxa de câmbio e a tarifa; o valor final em VCoin depende dos fundos efetivamente recebidos.',
      ],
    },
    {
      heading: '5. Uso aceitável',
      paragraphs: [
        'Você não pode usar o painel para fraude, lavagem de dinheiro ou qualquer fim ilícito, vender códigos ou cartões que não tenha direito de vender, interferir no serviço ou em outros usuários, nem tentar acessar contas, dados ou sistemas que não sejam seus.',
      ],
    },
    {
      heading: '6. Suspensão e encerramento',
      paragraphs: [
        'Podemos suspender ou encerrar uma conta que viole estes termos ou a lei, ou para proteger outros usuários, e podemos bloquear os cartões e saldos envolvidos enquanto investigamos.',
      ],
    },
    {
      heading: '7. Responsabilidade',
      paragraphs: [
        'O painel é oferecido no estado em que se encontra. Fazemos o possível para mantê-lo disponível e correto, mas não podemos garantir que estará sempre livre de interrupções ou erros. Na medida permitida pela lei, não respondemos por perdas indiretas nem pelos atos de vendedores, compradores ou provedores de pagamento.',
      ],
    },
    {
      heading: '8. Alterações destes termos',
      paragraphs: [
        'Podemos atualizar estes termos. Avisaremos no painel sobre mudanças importantes antes que entrem em vigor; se você continuar usando o painel depois disso, aceita os novos termos.',
      ],
    },
  ],
  closing: 'Dúvidas sobre estes termos? Escreva para nossa equipe de suporte; o endereço está na página Sobre.',
};

export const TERMS_TEXTS: Record<Locale, TermsText> = { en, es, pt };
