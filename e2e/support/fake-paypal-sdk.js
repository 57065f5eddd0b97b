// A local fake of the PayPal JS SDK, served by the payment journeys in place of https://www.paypal.com/sdk/js.
// It exposes window.paypal.Buttons as the real SDK does for @paypal/react-paypal-js: render() draws one button;
// a click runs createOrder with actions.order.create(), then onApprove({ orderID }) with actions.order.authorize()
// answering the order with one CREATED authorization. Everything it saw is kept in window.__fakePayPal.
(function () {
  var state = {
    scriptUrl: document.currentScript ? document.currentScript.src : '',
    orders: [],
    approvals: 0,
  };
  window.__fakePayPal = state;
  var counter = 0;
  var newId = function (prefix) {
    counter += 1;
    return prefix + Date.now().toString(36).toUpperCase() + counter + Math.floor(Math.random() * 1e6);
  };

  function Buttons(props) {
    var container = null;
    var button = null;
    var enabled = true;
    var initActions = {
      enable: function () {
        enabled = true;
        if (button) button.disabled = false;
        return Promise.resolve();
      },
      disable: function () {
        enabled = false;
        if (button) button.disabled = true;
        return Promise.resolve();
      },
    };
    async function pay() {
      var created = null;
      try {
        var orderID = await props.createOrder(
          { paymentSource: 'paypal' },
          {
            order: {
              create: function (body) {
                created = { id: newId('ORDER-'), body: body };
                state.orders.push(created);
                return Promise.resolve(created.id);
              },
            },
          },
        );
        var unit = created.body.purchase_units[0];
        await props.onApprove(
          { orderID: orderID, payerID: 'FAKEPAYER', paymentSource: 'paypal', facilitatorAccessToken: 'fake' },
          {
            order: {
              authorize: function () {
                state.approvals += 1;
                return Promise.resolve({
                  id: orderID,
                  intent: 'AUTHORIZE',
                  status: 'COMPLETED',
                  purchase_units: [
                    {
                      reference_id: unit.reference_id,
                      amount: unit.amount,
                      payments: {
                        authorizations: [{ id: newId('AUTH-'), status: 'CREATED', amount: unit.amount }],
                      },
                    },
                  ],
                });
              },
            },
            restart: function () {
              return Promise.resolve();
            },
          },
        );
      } catch (err) {
        if (props.onError) props.onError(err);
      }
    }
    return {
      isEligible: function () {
        return true;
      },
      render: function (target) {
        container = typeof target === 'string' ? document.querySelector(target) : target;
        button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'PayPal';
        button.disabled = !enabled;
        button.addEventListener('click', pay);
        container.appendChild(button);
        if (props.onInit) props.onInit({}, initActions);
        return Promise.resolve();
      },
      updateProps: function () {
        return Promise.resolve();
      },
      close: function () {
        if (container && button && button.parentNode === container) container.removeChild(button);
        return Promise.resolve();
      },
    };
  }

  window.paypal = { Buttons: Buttons, version: 'fake' };
})();
