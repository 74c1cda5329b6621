// The local sandbox's stand-in for Razorpay's Checkout.js (https://checkout.razorpay.com/v1/checkout.js):
// `new Razorpay(options)`, `.on('payment.failed', cb)`, `.open()` and `.close()`, with the options
// and callbacks Standard Checkout documents. `open()` lays the sandbox's payment sheet over the page
// in a frame; the sheet talks back with postMessage, and only messages from that frame count.
(function () {
  'use strict';

  var script = document.currentScript;
  var sandboxOrigin = new URL(script && script.src ? script.src : '/', window.location.href).origin;

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || !options.key) throw new Error('No key passed');
    if (!options.order_id) throw new Error('order_id is required');
    this.options = options;
    this.listeners = {};
    this.frame = null;
  }

  Razorpay.prototype.on = function (name, callback) {
    (this.listeners[name] = this.listeners[name] || []).push(callback);
    return this;
  };

  Razorpay.prototype.emit = function (name, payload) {
    (this.listeners[name] || []).forEach(function (callback) {
      callback(payload);
    });
  };

  Razorpay.prototype.open = function () {
    if (this.frame) return this;
    var options = this.options;
    var prefill = options.prefill || {};
    var params = new URLSearchParams({
      key_id: options.key,
      order_id: options.order_id,
      name: options.name || '',
      description: options.description || '',
      prefill_name: prefill.name || '',
      prefill_email: prefill.email || '',
      prefill_contact: prefill.contact || '',
      theme_color: (options.theme && options.theme.color) || '',
      notes: JSON.stringify(options.notes || {}),
      origin: window.location.origin,
    });
    var frame = document.createElement('iframe');
    frame.src = sandboxOrigin + '/_sandbox/checkout?' + params.toString();
    frame.title = 'Razorpay Checkout';
    frame.setAttribute('allow', 'payment');
    frame.style.cssText =
      'position:fixed;inset:0;width:100%;height:100%;border:0;margin:0;padding:0;z-index:2147483647;background:transparent;color-scheme:normal';
    this.frame = frame;
    this.returnFocus = document.activeElement;
    this.previousOverflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';

    this.onMessage = (event) => {
      if (event.origin !== sandboxOrigin || event.source !== frame.contentWindow) return;
      var data = event.data || {};
      if (data.source !== 'razorpay-sandbox') return;
      if (data.type === 'ready') frame.focus();
      else if (data.type === 'success') {
        this.close();
        if (typeof options.handler === 'function') options.handler(data.response);
      } else if (data.type === 'failed') this.emit('payment.failed', data.response);
      else if (data.type === 'dismiss') this.dismiss();
    };
    window.addEventListener('message', this.onMessage);
    document.body.appendChild(frame);
    if (options.timeout) this.timer = setTimeout(this.dismiss.bind(this), Number(options.timeout) * 1000);
    return this;
  };

  Razorpay.prototype.dismiss = function () {
    if (!this.frame) return;
    this.close();
    var modal = this.options.modal || {};
    if (typeof modal.ondismiss === 'function') modal.ondismiss();
  };

  Razorpay.prototype.close = function () {
    if (!this.frame) return;
    clearTimeout(this.timer);
    window.removeEventListener('message', this.onMessage);
    this.frame.remove();
    this.frame = null;
    document.documentElement.style.overflow = this.previousOverflow;
    if (this.returnFocus && typeof this.returnFocus.focus === 'function') this.returnFocus.focus();
  };

  window.Razorpay = Razorpay;
})();
