/*
 * A stand-in for WooCommerce 9.x's legacy front-end scripts add-to-cart.js and cart-fragments.js, written for the
 * demo store's `?woo=1` variant: the same observable behaviour (events, their arguments and order, requests,
 * cookies, session storage), so the tests show the islands living beside the real ones on a theme page.
 * Its settings are WooCommerce's params objects (wc_add_to_cart_params, wc_cart_fragments_params), printed by the
 * page as a JSON block (the demo store's CSP allows no inline script) and put on window as wp_localize_script does.
 * Everything it sends and triggers is written to window.wooThemeLog, for the tests.
 */
(function ($) {
  'use strict';
  var block = document.getElementById('woo-params');
  if (!$ || !block) return;
  var params = JSON.parse(block.textContent || '{}');
  window.wc_add_to_cart_params = params.wc_add_to_cart_params;
  window.wc_cart_fragments_params = params.wc_cart_fragments_params;
  var log = (window.wooThemeLog = []);
  $.each(['adding_to_cart', 'added_to_cart', 'removed_from_cart', 'wc_cart_button_updated', 'wc_fragments_loaded', 'wc_fragments_refreshed', 'wc_fragment_refresh'], function (_, name) {
    $(document.body).on(name, function (event, fragments, cartHash) {
      log.push({ event: name, cartHash: typeof cartHash === 'string' ? cartHash : null, fragments: !!(fragments && typeof fragments === 'object' && !fragments.jquery) });
    });
  });

  function endpoint(settings, name) {
    return String(settings.wc_ajax_url).replace('%%endpoint%%', name);
  }

  function cookie(name) {
    var found = document.cookie.split('; ').filter(function (pair) { return pair.indexOf(name + '=') === 0; })[0];
    return found ? decodeURIComponent(found.slice(name.length + 1)) : '';
  }

  function replaceRegions(fragments) {
    $.each(fragments, function (selector, markup) {
      $(selector).replaceWith(markup);
    });
  }

  /* add-to-cart.js: adds and removes one request at a time, in click order. */
  function setUpAddToCart(settings) {
    var queue = [];
    var live = $('<div class="widget_shopping_cart_live_region screen-reader-text" role="status"></div>').appendTo(document.body);

    function send(request) {
      queue.push(request);
      if (queue.length === 1) next();
    }
    function next() {
      var request = queue[0];
      log.push({ request: request.url });
      $.ajax({ type: 'POST', url: request.url, data: request.data, dataType: 'json' })
        .done(request.done)
        .fail(request.fail || function () {})
        .always(function () {
          queue.shift();
          if (queue.length) next();
        });
    }

    $(document.body).on('click', '.add_to_cart_button:not(.wc-interactive)', function (event) {
      var $button = $(this);
      if (!$button.is('.ajax_add_to_cart') || !$button.attr('data-product_id')) return true;
      live.text('').removeAttr('aria-relevant');
      event.preventDefault();
      $button.removeClass('added').addClass('loading');
      var data = {};
      $.each($button.data(), function (key, value) { data[key] = value; });
      $.each($button[0].dataset, function (key, value) { data[key] = value; });
      $(document.body).trigger('adding_to_cart', [$button, data]);
      send({
        url: endpoint(settings, 'add_to_cart'),
        data: data,
        done: function (response) {
          if (!response) return;
          if (response.error && response.product_url) {
            window.location = response.product_url;
            return;
          }
          if (settings.cart_redirect_after_add === 'yes') {
            window.location = settings.cart_url;
            return;
          }
          $(document.body).trigger('added_to_cart', [response.fragments, response.cart_hash, $button]);
        },
      });
    });

    $(document.body).on('click', '.remove_from_cart_button', function (event) {
      var $link = $(this);
      live.text('').removeAttr('aria-relevant');
      event.preventDefault();
      $link.closest('.woocommerce-mini-cart-item').addClass('blockUI-stand-in');
      send({
        url: endpoint(settings, 'remove_from_cart'),
        data: { cart_item_key: $link.data('cart_item_key') },
        done: function (response) {
          if (!response || !response.fragments) {
            window.location = $link.attr('href');
            return;
          }
          $(document.body).trigger('removed_from_cart', [response.fragments, response.cart_hash, $link]);
        },
        fail: function () {
          window.location = $link.attr('href');
        },
      });
    });

    function updateButton(fragments, $button) {
      if (!$button) return;
      $button.removeClass('loading');
      if (fragments) $button.addClass('added');
      if (fragments && !settings.is_cart && $button.parent().find('.added_to_cart').length === 0) {
        $('<a class="added_to_cart wc-forward"></a>').attr({ href: settings.cart_url, title: settings.i18n_view_cart }).text(settings.i18n_view_cart).insertAfter($button);
      }
      $(document.body).trigger('wc_cart_button_updated', [$button]);
    }
    function updateFragments(fragments) {
      if (!fragments) return;
      replaceRegions(fragments);
      $(document.body).trigger('wc_fragments_loaded');
    }
    function say($button) {
      var message = $button && $button.data('success_message');
      if (message) setTimeout(function () { live.text(message).attr('aria-relevant', 'all'); }, 1000);
    }
    $(document.body)
      .on('added_to_cart', function (event, fragments, cartHash, $button) {
        updateButton(fragments, $button);
        updateFragments(fragments);
        say($button);
      })
      .on('removed_from_cart', function (event, fragments, cartHash, $button) {
        updateFragments(fragments);
        say($button);
      });
  }

  /* cart-fragments.js: the fragments kept per tab in sessionStorage, trusted while their hash is the cookie's. */
  function setUpCartFragments(settings) {
    var hashKey = settings.cart_hash_key;
    var storage = true;
    try {
      sessionStorage.setItem('wc', 'test');
      sessionStorage.removeItem('wc');
      localStorage.setItem('wc', 'test');
      localStorage.removeItem('wc');
    } catch (error) {
      storage = false;
    }
    var dayMs = 24 * 60 * 60 * 1000;
    var timer = null;

    function markCreated() {
      if (storage) sessionStorage.setItem('wc_cart_created', String(Date.now()));
    }
    function storeHash(hash) {
      if (!storage) return;
      localStorage.setItem(hashKey, hash);
      sessionStorage.setItem(hashKey, hash);
    }
    function refresh() {
      var url = endpoint(settings, 'get_refreshed_fragments');
      log.push({ request: url });
      var controller = new AbortController();
      var timeout = setTimeout(function () { controller.abort(); }, Number(settings.request_timeout) || 5000);
      fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' },
        body: 'time=' + Date.now(),
        signal: controller.signal,
      })
        .then(function (response) {
          clearTimeout(timeout);
          if (!response.ok) throw new Error(response.statusText);
          return response.json();
        })
        .then(function (data) {
          if (!data || !data.fragments) return;
          replaceRegions(data.fragments);
          if (storage) {
            sessionStorage.setItem(settings.fragment_name, JSON.stringify(data.fragments));
            storeHash(data.cart_hash);
            if (data.cart_hash) markCreated();
          }
          $(document.body).trigger('wc_fragments_refreshed');
        })
        .catch(function () {
          $(document.body).trigger('wc_fragments_ajax_error');
        });
    }

    if (!storage) {
      refresh();
      return;
    }
    $(document.body).on('wc_fragment_refresh updated_wc_div', refresh);
    $(document.body).on('added_to_cart removed_from_cart', function (event, fragments, cartHash) {
      if (!sessionStorage.getItem(hashKey)) markCreated();
      sessionStorage.setItem(settings.fragment_name, JSON.stringify(fragments));
      storeHash(cartHash);
    });
    $(document.body).on('wc_fragments_refreshed', function () {
      clearTimeout(timer);
      timer = setTimeout(refresh, dayMs);
    });
    $(window).on('storage', function (event) {
      if (event.originalEvent.key === hashKey && localStorage.getItem(hashKey) !== sessionStorage.getItem(hashKey)) refresh();
    });
    $(window).on('pageshow', function (event) {
      if (!event.originalEvent.persisted) return;
      $('.widget_shopping_cart_content').empty();
      $(document.body).trigger('wc_fragment_refresh');
    });

    try {
      var stored = JSON.parse(sessionStorage.getItem(settings.fragment_name));
      var hash = sessionStorage.getItem(hashKey) || '';
      var created = sessionStorage.getItem('wc_cart_created');
      if (hash && !created) throw new Error('no cart_created');
      if (created) {
        var expires = Number(created) + dayMs;
        if (expires < Date.now()) throw new Error('expired');
        timer = setTimeout(refresh, expires - Date.now());
      }
      if (!stored || !stored['div.widget_shopping_cart_content'] || hash !== cookie('woocommerce_cart_hash')) throw new Error('no fragment');
      replaceRegions(stored);
      $(document.body).trigger('wc_fragments_loaded');
    } catch (error) {
      refresh();
    }

    var widgets = $('.hide_cart_widget_if_empty').closest('.widget_shopping_cart');
    if (Number(cookie('woocommerce_items_in_cart')) > 0) widgets.show();
    else widgets.hide();
    $(document.body).on('adding_to_cart', function () {
      $('.hide_cart_widget_if_empty').closest('.widget_shopping_cart').show();
    });
  }

  // Both run when the document is ready, as WooCommerce's do (jQuery( function( $ ) { … } )).
  $(function () {
    if (window.wc_add_to_cart_params) setUpAddToCart(window.wc_add_to_cart_params);
    if (window.wc_cart_fragments_params) setUpCartFragments(window.wc_cart_fragments_params);
  });
})(window.jQuery);
