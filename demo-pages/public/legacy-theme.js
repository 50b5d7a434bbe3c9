/*
 * A legacy theme script, the kind many WooCommerce themes still ship: it listens to WooCommerce's jQuery cart events
 * and triggers them. It proves the islands stay friends with such scripts (issue: jQuery compatibility, both ways).
 * It writes what it hears into #legacy-log and window.legacyCartEvents (for the tests), and can trigger
 * `wc_fragments_refreshed` after changing the mini-cart markup itself, as WooCommerce's cart-fragments script does.
 */
(function ($) {
  'use strict';
  if (!$) return;
  window.legacyCartEvents = [];
  function log(name, detail) {
    window.legacyCartEvents.push({ name: name, detail: detail });
    var out = document.getElementById('legacy-log');
    if (out) out.textContent = name + (detail ? ' ' + detail : '');
  }
  $(document.body).on('added_to_cart', function (event, fragments, cartHash, $button) {
    log('added_to_cart', ($button && $button.data('product_id')) + ' ' + (cartHash || '') + ' ' + Object.keys(fragments || {}).length);
  });
  $(document.body).on('removed_from_cart', function (event, fragments, cartHash) {
    log('removed_from_cart', cartHash || '');
  });
  $(document.body).on('adding_to_cart', function (event, $button) {
    log('adding_to_cart', $button && $button.data('product_id'));
  });
  $(document.body).on('wc_fragments_refreshed', function () {
    log('wc_fragments_refreshed');
  });
  // What WooCommerce's cart-fragments script does: fetch the fragments, replace the regions, tell everyone.
  window.legacyRefreshFragments = function () {
    return $.post('/?wc-ajax=get_refreshed_fragments').then(function (data) {
      $.each(data.fragments || {}, function (selector, markup) { $(selector).replaceWith(markup); });
      $(document.body).trigger('wc_fragments_refreshed');
      return data;
    });
  };
  $(function () {
    var out = document.createElement('p');
    out.id = 'legacy-log';
    out.className = 'legacy-log hsa-visually-hidden';
    out.setAttribute('aria-hidden', 'true');
    document.body.appendChild(out);
  });
})(window.jQuery);
