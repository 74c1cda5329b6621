// The sandbox's payment sheet, framed by checkout.js: shows the order's amount (from the sandbox,
// never from the page), lets a person or a test pick a method and an outcome, pays through the
// sandbox and reports back to the page that opened it.
(function () {
  'use strict';

  var params = new URLSearchParams(window.location.search);
  var orderId = params.get('order_id') || '';
  var keyId = params.get('key_id') || '';
  var parentOrigin = params.get('origin') || '';
  var $ = function (id) {
    return document.getElementById(id);
  };
  var METHOD_TITLES = { upi: 'UPI', card: 'Card', netbanking: 'Netbanking', wallet: 'Wallet' };
  var HINTS = {
    upi: 'Scan the QR with any UPI app, or pay to success@razorpay. The sandbox approves at once.',
    card: 'Test card 4111 1111 1111 1111, any future expiry, any CVV.',
    netbanking: 'HDFC Bank (test): the sandbox skips the bank page.',
    wallet: 'Paytm wallet (test): the sandbox skips the wallet page.',
  };
  var method = 'upi';
  var busy = false;

  function post(type, response) {
    if (window.parent !== window && parentOrigin)
      window.parent.postMessage({ source: 'razorpay-sandbox', type: type, response: response }, parentOrigin);
  }

  function show(section) {
    ['methods', 'pay', 'failed'].forEach(function (id) {
      $(id).hidden = id !== section;
    });
  }

  function rupees(paise) {
    return '₹' + (paise / 100).toLocaleString('en-IN', { minimumFractionDigits: paise % 100 ? 2 : 0, maximumFractionDigits: 2 });
  }

  function status(text) {
    $('status').textContent = text;
  }

  function drawQr(seed) {
    var qr = $('qr');
    qr.textContent = '';
    var hash = 2166136261;
    for (var i = 0; i < seed.length; i++) hash = Math.imul(hash ^ seed.charCodeAt(i), 16777619);
    for (var cell = 0; cell < 21 * 21; cell++) {
      var x = cell % 21;
      var y = Math.floor(cell / 21);
      var finder = (x < 7 && y < 7) || (x > 13 && y < 7) || (x < 7 && y > 13);
      var on;
      if (finder) {
        var fx = x > 13 ? x - 14 : x;
        var fy = y > 13 ? y - 14 : y;
        on = fx === 0 || fx === 6 || fy === 0 || fy === 6 || (fx > 1 && fx < 5 && fy > 1 && fy < 5);
      } else {
        hash = Math.imul(hash ^ cell, 16777619);
        on = (hash >>> 7) % 2 === 0;
      }
      var span = document.createElement('span');
      if (on) span.className = 'on';
      qr.appendChild(span);
    }
  }

  function choose(chosen) {
    method = chosen;
    $('pay-title').textContent = METHOD_TITLES[method];
    $('pay-hint').textContent = HINTS[method];
    $('qr').hidden = method !== 'upi';
    show('pay');
    $('pay-button').focus();
  }

  function pay(outcome) {
    if (busy) return;
    busy = true;
    status('Processing payment…');
    fetch('/_sandbox/checkout/orders/' + encodeURIComponent(orderId) + '/pay', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        key_id: keyId,
        method: method,
        outcome: outcome,
        email: params.get('prefill_email') || undefined,
        contact: params.get('prefill_contact') || undefined,
        notes: JSON.parse(params.get('notes') || '{}'),
      }),
    })
      .then(function (res) {
        return res.json();
      })
      .then(function (body) {
        busy = false;
        if (body.razorpay_payment_id) {
          status('Payment successful');
          post('success', body);
        } else if (body.error && body.error.metadata && body.error.metadata.payment_id) {
          status('');
          $('failed-reason').textContent = body.error.description;
          show('failed');
          $('retry').focus();
          post('failed', { error: body.error });
        } else {
          status((body.error && body.error.description) || 'Payment could not be started');
        }
      })
      .catch(function () {
        busy = false;
        status('Could not reach the payment server. Please try again.');
      });
  }

  function dismiss() {
    post('dismiss');
  }

  document.addEventListener('DOMContentLoaded', function () {
    var color = params.get('theme_color');
    if (color && /^#[0-9a-fA-F]{3,8}$/.test(color)) document.documentElement.style.setProperty('--brand', color);
    $('merchant').textContent = params.get('name') || 'Checkout';
    $('description').textContent = params.get('description') || '';
    $('customer').textContent = [params.get('prefill_email'), params.get('prefill_contact')].filter(Boolean).join(' · ');
    drawQr(orderId);

    document.querySelectorAll('.method').forEach(function (button) {
      button.addEventListener('click', function () {
        choose(button.getAttribute('data-method'));
      });
    });
    $('pay-button').addEventListener('click', function () {
      pay('success');
    });
    $('fail-button').addEventListener('click', function () {
      pay('failure');
    });
    $('back').addEventListener('click', function () {
      show('methods');
      document.querySelector('.method[data-method="' + method + '"]').focus();
    });
    $('retry').addEventListener('click', function () {
      show('methods');
      document.querySelector('.method').focus();
    });
    $('close').addEventListener('click', dismiss);
    document.addEventListener('keydown', function (event) {
      if (event.key === 'Escape') dismiss();
      if (event.key !== 'Tab') return;
      var focusable = Array.prototype.filter.call(document.querySelectorAll('.sheet button'), function (el) {
        return el.offsetParent !== null;
      });
      var first = focusable[0];
      var last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    });

    fetch('/_sandbox/checkout/orders/' + encodeURIComponent(orderId) + '?key_id=' + encodeURIComponent(keyId))
      .then(function (res) {
        return res.json();
      })
      .then(function (order) {
        if (!order.amount) {
          status((order.error && order.error.description) || 'This order cannot be paid');
          $('methods').hidden = true;
          return;
        }
        $('amount').textContent = rupees(order.amount);
        $('pay-button').textContent = 'Pay ' + rupees(order.amount);
        if (order.status === 'paid') {
          status('This order has already been paid');
          $('methods').hidden = true;
        }
      })
      .catch(function () {
        status('Could not reach the payment server.');
      });
    document.querySelector('.method').focus();
    post('ready');
  });
})();
