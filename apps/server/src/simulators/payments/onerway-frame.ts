// The sandbox card checkout frame: one self-contained page (inline style and script, allowed by
// their hashes) that speaks Onerway's message protocol with the page embedding it. It waits for
// `pacypay_theme` { config, transactionId, origin, locale, mode } from its parent, takes messages
// only from that origin and that window afterwards and posts only to it; it shows the card form
// (number, expiry, security code, cardholder name, billing information), checks it inline, pays
// through POST /sandbox/onerway/pay, shows the sandbox 3-D Secure step, and reports:
//   pacypay_checkout_wh        '{"height":n}' whenever its height changes
//   pacypay_checkout_loading   true when a payment starts; false while the 3-D Secure step waits for the buyer
//   pacypay_checkout_success   '{"respCode":"20000","data":{"status":"S"|"F","transactionId":...}}' (a card
//                              that asks for 3-D Secure is answered R by the provider: the frame then shows
//                              the sandbox's step itself and reports the step's result, S or F)
//   pacypay_checkout_error     '{"respCode":...,"message":...}' when the frame cannot go on
// and answers pacypay_checkout_submit from the parent. Apple Pay runs in the parent's page: the
// frame asks pacypay_applepay_available, then sends pacypay_applepay_start (the payment request),
// answers pacypay_applepay_validate_merchant (validationURL in, merchantSession out) and
// pacypay_applepay_complete (the authorized payment in, the result out).
import { createHash } from 'node:crypto';
import { PACYPAY_ACTIONS, PACYPAY_DEFAULT_CONFIG } from '@panel/domain/pacypay';

export { PACYPAY_ACTIONS };

const TEXTS = {
  en: {
    title: 'Card payment',
    loading: 'Loading…',
    sandbox: 'Sandbox: no real card is charged.',
    cardNumber: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    expiryPlaceholder: 'MM/YY',
    cvv: 'Security code',
    holderName: 'Cardholder name',
    billing: 'Billing information',
    country: 'Country',
    address: 'Address',
    city: 'City',
    zip: 'Postal code',
    pay: 'Pay {amount}',
    paying: 'Processing…',
    numberInvalid: 'Enter a valid card number',
    expiryInvalid: 'Enter a valid expiry date in the future',
    cvvInvalid: 'Enter the 3 or 4 digit security code',
    required: 'Complete this field',
    threeDsTitle: '3-D Secure authentication',
    threeDsText: 'Sandbox: your bank asks you to confirm this payment.',
    threeDsComplete: 'Complete authentication',
    threeDsFail: 'Fail authentication',
    paid: 'Payment successful',
    declined: 'Payment declined',
    notPayable: 'This payment can no longer be paid',
    expired: 'This payment has expired',
    notFound: 'Payment not found',
    network: 'Could not reach the payment provider. Try again.',
    applePay: 'Pay with Apple Pay',
    applePayUnavailable: 'Apple Pay is not available on this device',
    googlePayUnavailable: 'Google Pay is not available in the sandbox',
    reasons: {
      'Insufficient funds': 'Insufficient funds',
      'Invalid card': 'Invalid card',
      '3-D Secure authentication failed': '3-D Secure authentication failed',
    },
  },
  es: {
    title: 'Pago con tarjeta',
    loading: 'Cargando…',
    sandbox: 'Sandbox: no se cobra ninguna tarjeta real.',
    cardNumber: 'Número de tarjeta',
    expiry: 'Fecha de vencimiento (MM/AA)',
    expiryPlaceholder: 'MM/AA',
    cvv: 'Código de seguridad',
    holderName: 'Titular de la tarjeta',
    billing: 'Datos de facturación',
    country: 'País',
    address: 'Dirección',
    city: 'Ciudad',
    zip: 'Código postal',
    pay: 'Pagar {amount}',
    paying: 'Procesando…',
    numberInvalid: 'Introduce un número de tarjeta válido',
    expiryInvalid: 'Introduce una fecha de vencimiento futura válida',
    cvvInvalid: 'Introduce el código de seguridad de 3 o 4 dígitos',
    required: 'Completa este campo',
    threeDsTitle: 'Autenticación 3-D Secure',
    threeDsText: 'Sandbox: tu banco te pide que confirmes este pago.',
    threeDsComplete: 'Completar autenticación',
    threeDsFail: 'Fallar autenticación',
    paid: 'Pago realizado',
    declined: 'Pago rechazado',
    notPayable: 'Este pago ya no se puede pagar',
    expired: 'Este pago ha caducado',
    notFound: 'Pago no encontrado',
    network: 'No se pudo contactar con el proveedor de pagos. Inténtalo de nuevo.',
    applePay: 'Pagar con Apple Pay',
    applePayUnavailable: 'Apple Pay no está disponible en este dispositivo',
    googlePayUnavailable: 'Google Pay no está disponible en el sandbox',
    reasons: {
      'Insufficient funds': 'Fondos insuficientes',
      'Invalid card': 'Tarjeta no válida',
      '3-D Secure authentication failed': 'La autenticación 3-D Secure falló',
    },
  },
  pt: {
    title: 'Pagamento com cartão',
    loading: 'Carregando…',
    sandbox: 'Sandbox: nenhum cartão real é cobrado.',
    cardNumber: 'Número do cartão',
    expiry: 'Validade (MM/AA)',
    expiryPlaceholder: 'MM/AA',
    cvv: 'Código de segurança',
    holderName: 'Nome do titular',
    billing: 'Dados de cobrança',
    country: 'País',
    address: 'Endereço',
    city: 'Cidade',
    zip: 'CEP',
    pay: 'Pagar {amount}',
    paying: 'Processando…',
    numberInvalid: 'Informe um número de cartão válido',
    expiryInvalid: 'Informe uma validade futura válida',
    cvvInvalid: 'Informe o código de segurança de 3 ou 4 dígitos',
    required: 'Preencha este campo',
    threeDsTitle: 'Autenticação 3-D Secure',
    threeDsText: 'Sandbox: seu banco pede que você confirme este pagamento.',
    threeDsComplete: 'Concluir autenticação',
    threeDsFail: 'Falhar autenticação',
    paid: 'Pagamento aprovado',
    declined: 'Pagamento recusado',
    notPayable: 'Este pagamento não pode mais ser pago',
    expired: 'Este pagamento expirou',
    notFound: 'Pagamento não encontrado',
    network: 'Não foi possível contatar o provedor de pagamento. Tente novamente.',
    applePay: 'Pagar com Apple Pay',
    applePayUnavailable: 'Apple Pay não está disponível neste dispositivo',
    googlePayUnavailable: 'Google Pay não está disponível no sandbox',
    reasons: {
      'Insufficient funds': 'Saldo insuficiente',
      'Invalid card': 'Cartão inválido',
      '3-D Secure authentication failed': 'A autenticação 3-D Secure falhou',
    },
  },
};

const STYLE = `
:root{--bg:#fff;--fg:#1f2329;--muted:#6b7280;--line:#d5d9e0;--field:#fff;--primary:#1677ff;--primary-fg:#fff;--danger:#d4380d;--ok:#15803d;--radius:4px;color-scheme:light}
:root.dark{--bg:#141414;--fg:#e8e8e8;--muted:#9ca3af;--line:#3a3f47;--field:#1f1f1f;--primary:#3c89e8;--danger:#ff7a45;--ok:#4ade80;color-scheme:dark}
*{box-sizing:border-box}
html,body{margin:0;background:var(--bg);color:var(--fg);font:15px/1.4 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
#root{padding:12px 2px}
.loading{color:var(--muted);text-align:center;padding:24px 0}
.note{color:var(--muted);font-size:13px;margin:0 0 12px}
form{margin:0}
fieldset{border:0;margin:0;padding:0;min-width:0}
legend{font-weight:600;margin:8px 0}
.field{margin:0 0 12px}
.row{display:flex;gap:12px}
.row>.field{flex:1;min-width:0}
label{display:block;font-size:13px;margin:0 0 4px;color:var(--fg)}
input{width:100%;font:inherit;font-size:16px;color:var(--fg);background:var(--field);border:1px solid var(--line);border-radius:var(--radius);padding:10px 12px;min-height:44px}
input:focus{outline:2px solid var(--primary);outline-offset:0;border-color:var(--primary)}
input[aria-invalid=true]{border-color:var(--danger)}
.error{color:var(--danger);font-size:13px;margin:4px 0 0}
.error:empty{display:none}
button{width:100%;font:inherit;font-weight:600;min-height:44px;border:0;border-radius:var(--radius);padding:10px 12px;cursor:pointer;background:var(--primary);color:var(--primary-fg)}
button.secondary{background:transparent;color:var(--fg);border:1px solid var(--line)}
button:disabled{opacity:.6;cursor:default}
.stack>*+*{margin-top:8px}
.result{text-align:center;padding:16px 0}
h2{font-size:18px;margin:0 0 4px}
.result.ok h2{color:var(--ok)}
.result.fail h2{color:var(--danger)}
.alert{color:var(--danger);margin:0 0 12px}
.alert:empty{display:none}
.applepay{background:#000;color:#fff}
.applepay.white{background:#fff;color:#000;border:1px solid #000}
[hidden]{display:none!important}
`;

const SCRIPT = `
(function () {
  'use strict';
  var TEXTS = ${JSON.stringify(TEXTS)};
  var A = ${JSON.stringify(PACYPAY_ACTIONS)};
  var DEFAULTS = ${JSON.stringify(PACYPAY_DEFAULT_CONFIG)};
  var STYLE_VARIABLES = ['--bg', '--fg', '--muted', '--line', '--field', '--primary', '--primary-fg', '--danger', '--ok', '--radius'];
  var root = document.getElementById('root');
  var s = { origin: null, transactionId: null, config: DEFAULTS, mode: 'CARD', t: TEXTS.en, locale: 'en', payment: null, busy: false, height: 0, fields: {}, view: 'loading' };

  function post(action, data) {
    if (s.origin) window.parent.postMessage({ action: action, data: data }, s.origin);
  }
  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (key) {
      var value = attrs[key];
      if (value === false || value === null || value === undefined) return;
      if (key === 'text') node.textContent = value;
      else if (key === 'on') Object.keys(value).forEach(function (name) { node.addEventListener(name, value[name]); });
      else node.setAttribute(key, value === true ? '' : String(value));
    });
    (children || []).forEach(function (child) { if (child) node.appendChild(child); });
    return node;
  }
  function show(nodes) {
    while (root.firstChild) root.removeChild(root.firstChild);
    nodes.forEach(function (node) { if (node) root.appendChild(node); });
    reportHeight();
  }
  function reportHeight() {
    var height = Math.ceil(root.getBoundingClientRect().height);
    if (s.origin && height !== s.height) {
      s.height = height;
      post(A.height, JSON.stringify({ height: height }));
    }
  }
  function amountText() {
    var p = s.payment;
    if (!p) return '';
    try {
      return new Intl.NumberFormat(s.locale, { style: 'currency', currency: p.currency }).format(Number(p.amount));
    } catch (e) {
      return p.amount + ' ' + p.currency;
    }
  }
  function reasonText(reason) {
    return (reason && s.t.reasons[reason]) || reason || '';
  }
  function fail(code, message) {
    s.busy = false;
    post(A.error, JSON.stringify({ respCode: code, message: message }));
  }
  function request(path, body) {
    return fetch(path, { method: body ? 'POST' : 'GET', headers: body ? { 'content-type': 'application/json' } : {}, body: body ? JSON.stringify(body) : undefined, credentials: 'same-origin' })
      .then(function (res) { return res.json(); });
  }

  // --- Card form -----------------------------------------------------------------------------
  function luhn(number) {
    if (!/^[0-9]{12,19}$/.test(number)) return false;
    var sum = 0;
    for (var i = 0; i < number.length; i++) {
      var digit = Number(number.charAt(number.length - 1 - i));
      if (i % 2 === 1) { digit *= 2; if (digit > 9) digit -= 9; }
      sum += digit;
    }
    return sum % 10 === 0;
  }
  function digits(value) { return value.replace(/[^0-9]/g, ''); }
  function input(name, label, attrs) {
    var id = 'f-' + name;
    var box = el('input', Object.assign({ id: id, name: name, 'aria-describedby': id + '-error' }, attrs));
    var error = el('p', { id: id + '-error', class: 'error', 'aria-live': 'polite' });
    s.fields[name] = { input: box, error: error };
    box.addEventListener('input', function () { if (box.getAttribute('aria-invalid') === 'true') setError(name, ''); });
    return el('div', { class: 'field' }, [el('label', { for: id, text: label }), box, error]);
  }
  function setError(name, message) {
    var f = s.fields[name];
    if (!f) return;
    f.error.textContent = message;
    if (message) f.input.setAttribute('aria-invalid', 'true');
    else f.input.removeAttribute('aria-invalid');
    reportHeight();
  }
  function value(name) { return s.fields[name] ? s.fields[name].input.value.trim() : ''; }
  function validate() {
    var t = s.t, bad = [];
    function check(name, ok, message) { setError(name, ok ? '' : message); if (!ok) bad.push(name); }
    check('number', luhn(digits(value('number'))), t.numberInvalid);
    var m = /^([0-9]{2})\\s*\\/\\s*([0-9]{2}|[0-9]{4})$/.exec(value('expiry'));
    var now = new Date();
    var month = m ? Number(m[1]) : 0, year = m ? (m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2])) : 0;
    check('expiry', Boolean(m) && month >= 1 && month <= 12 && year * 12 + month >= now.getFullYear() * 12 + now.getMonth() + 1, t.expiryInvalid);
    check('cvv', /^[0-9]{3,4}$/.test(value('cvv')), t.cvvInvalid);
    if (s.fields.holderName) check('holderName', value('holderName').length > 0, t.required);
    ['country', 'address', 'city', 'zip'].forEach(function (name) { if (s.fields[name]) check(name, value(name).length > 0, t.required); });
    return bad;
  }
  function formatNumber() {
    var box = s.fields.number.input;
    var grouped = digits(box.value).slice(0, 19).replace(/(.{4})(?=.)/g, '$1 ');
    if (grouped !== box.value) box.value = grouped;
  }
  function formatExpiry(event) {
    var box = s.fields.expiry.input;
    var d = digits(box.value).slice(0, 4);
    if (event && event.inputType === 'deleteContentBackward') return;
    box.value = d.length > 2 ? d.slice(0, 2) + '/' + d.slice(2) : d.length === 2 ? d + '/' : d;
  }
  function renderForm() {
    var t = s.t, c = s.config;
    s.fields = {};
    s.view = 'form';
    var alert = el('p', { id: 'alert', class: 'alert', role: 'alert' });
    var card = el('fieldset', {}, [
      el('legend', { text: t.title }),
      input('number', t.cardNumber, { inputmode: 'numeric', autocomplete: 'cc-number', maxlength: 23, spellcheck: 'false' }),
      el('div', { class: 'row' }, [
        input('expiry', t.expiry, { inputmode: 'numeric', autocomplete: 'cc-exp', placeholder: t.expiryPlaceholder, maxlength: 7 }),
        input('cvv', t.cvv, { inputmode: 'numeric', autocomplete: 'cc-csc', maxlength: 4, type: 'password' }),
      ]),
      c.showCardholderName !== false ? input('holderName', t.holderName, { autocomplete: 'cc-name', maxlength: 60 }) : null,
    ]);
    var billing = c.displayBillingInformation !== false
      ? el('fieldset', {}, [
          el('legend', { text: t.billing }),
          input('country', t.country, { autocomplete: 'country-name', maxlength: 60 }),
          input('address', t.address, { autocomplete: 'street-address', maxlength: 120 }),
          el('div', { class: 'row' }, [input('city', t.city, { autocomplete: 'address-level2', maxlength: 60 }), input('zip', t.zip, { autocomplete: 'postal-code', maxlength: 12 })]),
        ])
      : null;
    var button = c.showPayButton !== false ? el('button', { type: 'submit', id: 'pay', text: t.pay.replace('{amount}', amountText()) }) : null;
    var form = el('form', { novalidate: true, on: { submit: function (event) { event.preventDefault(); submit(); } } }, [alert, card, billing, button]);
    show([el('p', { class: 'note', text: t.sandbox }), form]);
    s.fields.number.input.addEventListener('input', formatNumber);
    s.fields.expiry.input.addEventListener('input', formatExpiry);
  }
  function setBusy(busy) {
    s.busy = busy;
    Object.keys(s.fields).forEach(function (name) { s.fields[name].input.disabled = busy; });
    var button = document.getElementById('pay');
    if (button) { button.disabled = busy; button.textContent = busy ? s.t.paying : s.t.pay.replace('{amount}', amountText()); }
    root.setAttribute('aria-busy', busy ? 'true' : 'false');
  }
  function submit() {
    if (s.busy || s.view !== 'form') return;
    var bad = validate();
    if (bad.length) { s.fields[bad[0]].input.focus(); return; }
    setBusy(true);
    post(A.loading, true);
    request('/sandbox/onerway/pay', {
      transactionId: s.transactionId,
      card: { number: digits(value('number')), expiry: value('expiry'), cvv: value('cvv'), holderName: s.fields.holderName ? value('holderName') : null },
      billing: { country: value('country'), address: value('address'), city: value('city'), zip: value('zip') },
      holderRequired: Boolean(s.fields.holderName),
    }).then(function (answer) {
      // The card's number and code leave the fields once they are sent.
      if (s.fields.cvv) s.fields.cvv.input.value = '';
      setBusy(false);
      settled(answer);
    }, function () {
      setBusy(false);
      var alert = document.getElementById('alert');
      if (alert) alert.textContent = s.t.network;
      reportHeight();
      fail('NETWORK', s.t.network);
    });
  }
  function settled(answer) {
    if (answer && answer.respCode === '20000' && answer.data) {
      var status = answer.data.status;
      // 3-D Secure (R): the sandbox's step runs in this frame; the parent hears the step's result (S or F) only.
      if (status === 'R') {
        render3ds();
        post(A.loading, false);
        return;
      }
      renderResult(status, answer.data.reason);
      post(A.success, JSON.stringify({ respCode: '20000', data: { status: status, transactionId: s.transactionId } }));
      return;
    }
    if (answer && answer.fields && s.view === 'form') {
      answer.fields.forEach(function (name) { setError(name, name === 'number' ? s.t.numberInvalid : name === 'expiry' ? s.t.expiryInvalid : name === 'cvv' ? s.t.cvvInvalid : s.t.required); });
    } else {
      renderMessage(refusalText(answer && answer.refused));
    }
    fail(answer && answer.respCode ? answer.respCode : 'ERROR', answer && answer.respMsg ? answer.respMsg : 'Refused');
  }
  function refusalText(refused) {
    return refused === 'EXPIRED' ? s.t.expired : refused === 'NOT_FOUND' ? s.t.notFound : refused === 'NOT_PAYABLE' ? s.t.notPayable : s.t.network;
  }

  // --- Other views ---------------------------------------------------------------------------
  function renderMessage(text) {
    s.view = 'message';
    show([el('div', { class: 'result fail', role: 'alert' }, [el('h2', { text: text })])]);
  }
  function renderResult(status, reason) {
    s.view = 'result';
    var ok = status === 'S';
    show([el('div', { class: 'result ' + (ok ? 'ok' : 'fail'), role: 'status' }, [
      el('h2', { text: ok ? s.t.paid : s.t.declined }),
      ok ? null : el('p', { text: reasonText(reason) }),
    ])]);
  }
  function render3ds() {
    s.view = '3ds';
    var complete = el('button', { type: 'button', id: 'tds-complete', text: s.t.threeDsComplete, on: { click: function () { authenticate(true); } } });
    var failButton = el('button', { type: 'button', id: 'tds-fail', class: 'secondary', text: s.t.threeDsFail, on: { click: function () { authenticate(false); } } });
    show([el('section', { class: 'stack', 'aria-labelledby': 'tds-title' }, [
      el('h2', { id: 'tds-title', text: s.t.threeDsTitle }),
      el('p', { text: s.t.threeDsText }),
      el('p', { class: 'note', text: amountText() }),
      complete,
      failButton,
    ])]);
    complete.focus();
  }
  function authenticate(passed) {
    if (s.busy) return;
    s.busy = true;
    ['tds-complete', 'tds-fail'].forEach(function (id) { var b = document.getElementById(id); if (b) b.disabled = true; });
    post(A.loading, true);
    request('/sandbox/onerway/3ds', { transactionId: s.transactionId, authenticated: passed }).then(function (answer) {
      s.busy = false;
      settled(answer);
    }, function () { s.busy = false; renderMessage(s.t.network); fail('NETWORK', s.t.network); });
  }

  // --- Apple Pay (the parent page runs the session) ------------------------------------------
  function renderApplePay(available) {
    s.view = 'applepay';
    if (!available) {
      renderMessage(s.t.applePayUnavailable);
      fail('APPLE_PAY_UNAVAILABLE', 'Apple Pay is not available');
      return;
    }
    var color = s.config.applePayButtonColor === 'white' || s.config.applePayButtonColor === 'white-outline' ? 'applepay white' : 'applepay';
    show([el('p', { class: 'note', text: s.t.sandbox }), el('button', { type: 'button', id: 'applepay', class: color, 'aria-label': s.t.applePay, text: s.t.applePay, on: { click: startApplePay } })]);
  }
  function startApplePay() {
    if (s.busy) return;
    s.busy = true;
    var p = s.payment;
    post(A.applePayStart, {
      version: 3,
      paymentRequest: {
        countryCode: 'US',
        currencyCode: p.currency,
        supportedNetworks: ['visa', 'masterCard', 'amex', 'discover'],
        merchantCapabilities: ['supports3DS'],
        total: { label: p.description || 'Payment', amount: p.amount },
      },
    });
  }
  function validateMerchant(data) {
    var url = data && typeof data.validationURL === 'string' ? data.validationURL : '';
    request('/sandbox/onerway/applepay/session', { transactionId: s.transactionId, validationURL: url }).then(function (answer) {
      if (answer && answer.respCode === '20000') post(A.applePayValidateMerchant, { merchantSession: answer.data });
      else { s.busy = false; fail(answer && answer.respCode ? answer.respCode : 'ERROR', 'Merchant validation refused'); }
    }, function () { s.busy = false; fail('NETWORK', s.t.network); });
  }
  function completeApplePay(data) {
    if (!data || data.cancelled) { s.busy = false; return; }
    post(A.loading, true);
    request('/sandbox/onerway/applepay/pay', { transactionId: s.transactionId, token: data.token || null }).then(function (answer) {
      var status = answer && answer.respCode === '20000' && answer.data ? answer.data.status : 'F';
      post(A.applePayComplete, { status: status });
      s.busy = false;
      settled(answer);
    }, function () { post(A.applePayComplete, { status: 'F' }); s.busy = false; fail('NETWORK', s.t.network); });
  }

  // --- Start: the parent's theme -------------------------------------------------------------
  function applyTheme(config) {
    var html = document.documentElement;
    if (config.checkoutTheme === 'dark') html.classList.add('dark'); else html.classList.remove('dark');
    if (typeof config.buttonRadius === 'string' && /^[0-9.]+(px|rem|em|%)$/.test(config.buttonRadius)) html.style.setProperty('--radius', config.buttonRadius);
    var styles = config.styles && typeof config.styles === 'object' ? config.styles : {};
    STYLE_VARIABLES.forEach(function (name) {
      var v = styles[name];
      if (typeof v === 'string' && /^[#a-zA-Z0-9(),.% -]{1,40}$/.test(v)) html.style.setProperty(name, v);
    });
  }
  function start(data) {
    var lang = String(data.locale || 'en').slice(0, 2).toLowerCase();
    s.locale = TEXTS[lang] ? lang : 'en';
    s.t = TEXTS[s.locale];
    document.documentElement.lang = s.locale;
    s.transactionId = String(data.transactionId);
    s.config = Object.assign({}, DEFAULTS, data.config && typeof data.config === 'object' ? data.config : {});
    s.mode = data.mode === 'ApplePay' || data.mode === 'GooglePay' ? data.mode : 'CARD';
    applyTheme(s.config);
    show([el('p', { class: 'loading', role: 'status', text: s.t.loading })]);
    request('/sandbox/onerway/transaction/' + encodeURIComponent(s.transactionId)).then(function (answer) {
      if (!answer || answer.respCode !== '20000') { renderMessage(s.t.notFound); fail(answer && answer.respCode ? answer.respCode : 'ERROR', 'Transaction not found'); return; }
      s.payment = answer.data;
      var st = s.payment.status;
      if (st === 'PENDING_3DS') { render3ds(); return; }
      if (st !== 'CREATED') {
        if (st === 'PAID') renderResult('S'); else if (st === 'FAILED') renderResult('F', s.payment.reason); else renderMessage(st === 'EXPIRED' ? s.t.expired : s.t.notPayable);
        return;
      }
      if (s.payment.expired) { renderMessage(s.t.expired); fail('EXPIRED', 'The payment has expired'); return; }
      if (s.mode === 'ApplePay') { s.view = 'applepay-wait'; post(A.applePayAvailable, { transactionId: s.transactionId }); return; }
      if (s.mode === 'GooglePay') { renderMessage(s.t.googlePayUnavailable); fail('GOOGLE_PAY_UNAVAILABLE', 'Google Pay is not available'); return; }
      renderForm();
    }, function () { renderMessage(s.t.network); fail('NETWORK', s.t.network); });
  }

  window.addEventListener('message', function (event) {
    if (event.source !== window.parent) return;
    var msg = event.data;
    if (!msg || typeof msg !== 'object' || typeof msg.action !== 'string') return;
    if (s.origin === null) {
      var data = msg.data;
      if (msg.action !== A.theme || !data || typeof data !== 'object' || typeof data.origin !== 'string' || data.origin !== event.origin || !data.transactionId) return;
      s.origin = event.origin;
      start(data);
      return;
    }
    if (event.origin !== s.origin) return;
    if (msg.action === A.submit) submit();
    else if (msg.action === A.applePayAvailable && s.view === 'applepay-wait') renderApplePay(Boolean(msg.data && msg.data.available));
    else if (msg.action === A.applePayValidateMerchant) validateMerchant(msg.data);
    else if (msg.action === A.applePayComplete) completeApplePay(msg.data);
  });
  if (typeof ResizeObserver === 'function') new ResizeObserver(reportHeight).observe(root);
  window.addEventListener('resize', reportHeight);
})();
`;

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The frame's page; the same for every transaction (what it shows arrives by message). */
export const ONERWAY_FRAME_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width,initial-scale=1">' +
  '<meta name="robots" content="noindex">' +
  `<title>Card payment</title><style>${STYLE}</style></head>` +
  `<body><main id="root"><p class="loading" role="status">…</p></main><script>${SCRIPT}</script></body></html>`;

/** The frame's Content-Security-Policy: nothing but its own inline style and script (by hash), calls to its own server, framed only by our own pages. */
export const ONERWAY_FRAME_CSP = [
  "default-src 'none'",
  `script-src ${hashOf(SCRIPT)}`,
  `style-src ${hashOf(STYLE)}`,
  "connect-src 'self'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');
