/*
 * A stand-in for Stripe.js, served by the local Stripe fake at /v3/stripe.js. It defines
 * `window.Stripe` before `loadStripe()` runs, so @stripe/stripe-js reuses it, and implements the part
 * of the Checkout Elements SDK (`stripe.initCheckoutElementsSdk`) that Fight Forum's checkout page
 * uses: loadActions, the session and its change events, applyPromotionCode, removePromotionCode,
 * confirm, and a card PaymentElement. Everything it does goes to the fake's /js endpoints.
 * Never loaded in production: the app refuses to start there with STRIPE_JS_URL set.
 */
(function () {
  "use strict";

  var API = new URL(document.currentScript.src).origin;

  function unsupported(name) {
    return function () {
      return Promise.reject(new Error("The local Stripe.js stand-in does not support " + name + "."));
    };
  }

  function buyerError(error, paymentFailed) {
    if (paymentFailed && error.type === "card_error") {
      return { message: error.message, code: "paymentFailed", paymentFailed: { declineCode: error.decline_code || null } };
    }
    return { message: error.message, code: error.code === "invalidCode" ? "invalidCode" : null };
  }

  var INPUT_STYLE =
    "display:block;width:100%;box-sizing:border-box;min-height:44px;margin-top:4px;padding:8px 12px;" +
    "border:1px solid #2a2a35;border-radius:6px;background:#0b0b0f;color:#f4f4f5;font:inherit";

  function createPaymentElement() {
    var handlers = {};
    var root = null;

    function emit(event, payload) {
      (handlers[event] || []).forEach(function (handler) {
        handler(payload);
      });
    }

    function field(name, label, autocomplete, placeholder) {
      var wrapper = document.createElement("label");
      wrapper.style.cssText = "display:block;font-size:14px;font-weight:600;margin-bottom:12px";
      wrapper.textContent = label;
      var input = document.createElement("input");
      input.name = name;
      input.autocomplete = autocomplete;
      input.inputMode = "numeric";
      input.placeholder = placeholder;
      input.style.cssText = INPUT_STYLE;
      wrapper.appendChild(input);
      return wrapper;
    }

    function value(name) {
      var input = root && root.querySelector('input[name="' + name + '"]');
      return input ? input.value.trim() : "";
    }

    var element = {
      mount: function (target) {
        var node = typeof target === "string" ? document.querySelector(target) : target;
        root = document.createElement("div");
        root.appendChild(field("number", "Card number", "cc-number", "4242 4242 4242 4242"));
        root.appendChild(field("expiry", "Expiration date (MM / YY)", "cc-exp", "12 / 34"));
        root.appendChild(field("cvc", "Security code", "cc-csc", "123"));
        root.addEventListener("input", function () {
          var complete = value("number").replace(/\D/g, "").length >= 12 && value("expiry") !== "" && value("cvc") !== "";
          emit("change", { elementType: "payment", empty: value("number") === "", complete: complete, value: { type: "card" } });
        });
        node.appendChild(root);
        setTimeout(function () {
          emit("ready", { elementType: "payment" });
        });
      },
      on: function (event, handler) {
        (handlers[event] = handlers[event] || []).push(handler);
        return element;
      },
      off: function (event, handler) {
        handlers[event] = (handlers[event] || []).filter(function (candidate) {
          return candidate !== handler;
        });
        return element;
      },
      update: function () {},
      focus: function () {
        var input = root && root.querySelector("input");
        if (input) input.focus();
      },
      blur: function () {},
      clear: function () {
        if (root) root.querySelectorAll("input").forEach(function (input) { input.value = ""; });
      },
      unmount: function () {
        if (root) root.remove();
      },
      destroy: function () {
        if (root) root.remove();
        root = null;
      },
      card: function () {
        return { number: value("number"), expiry: value("expiry"), cvc: value("cvc") };
      },
    };
    return element;
  }

  function initCheckoutElementsSdk(options) {
    var clientSecret = Promise.resolve(options.clientSecret);
    var session = null;
    var listeners = [];
    var paymentElement = null;

    function call(action, body) {
      return clientSecret.then(function (secret) {
        var id = secret.split("_secret_")[0];
        return fetch(API + "/js/checkout_sessions/" + encodeURIComponent(id) + "/" + action, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(Object.assign({ client_secret: secret }, body)),
        }).then(function (response) {
          return response.json().then(function (json) {
            return response.ok ? { data: json } : { error: json.error };
          });
        });
      });
    }

    function changed(next) {
      session = next;
      listeners.forEach(function (listener) {
        listener(session);
      });
      return { type: "success", session: session };
    }

    var actions = {
      getSession: function () {
        return session;
      },
      applyPromotionCode: function (code) {
        return call("apply_promotion_code", { code: code }).then(function (result) {
          return result.error ? { type: "error", error: buyerError(result.error) } : changed(result.data);
        });
      },
      removePromotionCode: function () {
        return call("remove_promotion_code", {}).then(function (result) {
          return result.error ? { type: "error", error: buyerError(result.error) } : changed(result.data);
        });
      },
      confirm: function (args) {
        args = args || {};
        var card = paymentElement ? paymentElement.card() : {};
        return call("confirm", { email: args.email || (session && session.email) || undefined, card: card }).then(function (result) {
          if (result.error) return { type: "error", error: buyerError(result.error, true) };
          var outcome = changed(result.data.session);
          var returnUrl = args.returnUrl ? args.returnUrl.replace("{CHECKOUT_SESSION_ID}", session.id) : result.data.returnUrl;
          if (args.redirect !== "if_required") window.location.assign(returnUrl);
          return outcome;
        });
      },
      updateEmail: unsupported("updateEmail"),
      updatePhoneNumber: unsupported("updatePhoneNumber"),
      updateBillingAddress: unsupported("updateBillingAddress"),
      updateShippingAddress: unsupported("updateShippingAddress"),
      updateLineItemQuantity: unsupported("updateLineItemQuantity"),
      updateShippingOption: unsupported("updateShippingOption"),
      runServerUpdate: unsupported("runServerUpdate"),
      validateElements: unsupported("validateElements"),
    };

    return {
      on: function (event, handler) {
        if (event === "change") listeners.push(handler);
      },
      loadActions: function () {
        return call("init", {}).then(function (result) {
          if (result.error) return { type: "error", error: { message: result.error.message, code: null } };
          session = result.data;
          return { type: "success", actions: actions };
        });
      },
      changeAppearance: function () {},
      loadFonts: function () {},
      createPaymentElement: function () {
        paymentElement = createPaymentElement();
        return paymentElement;
      },
      getPaymentElement: function () {
        return paymentElement;
      },
    };
  }

  function onlyCheckout(name) {
    return function () {
      throw new Error("The local Stripe.js stand-in supports the Checkout Elements SDK only, not " + name + ".");
    };
  }

  window.Stripe = function Stripe() {
    return {
      initCheckoutElementsSdk: initCheckoutElementsSdk,
      // @stripe/react-stripe-js checks that these exist before it accepts a Stripe object.
      elements: onlyCheckout("elements"),
      createToken: onlyCheckout("createToken"),
      createPaymentMethod: onlyCheckout("createPaymentMethod"),
      confirmCardPayment: onlyCheckout("confirmCardPayment"),
      registerAppInfo: function () {},
      _registerWrapper: function () {},
    };
  };
})();
