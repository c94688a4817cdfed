// The Terms of Use in Portuguese (namespace 'terms'; loaded when the panel speaks Portuguese).
import type { TermsText } from './terms-texts';

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

export default pt;
