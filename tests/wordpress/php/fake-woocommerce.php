<?php
/** WooCommerce as the config reads it: the cart count, the cart and checkout URLs, the page kind, wc-ajax. */

class WooCommerce {
	public $cart;
}

class Fake_WC_Cart {
	public function get_cart_contents_count() {
		return $GLOBALS['fake']['wc']['count'];
	}
}

class WC_AJAX {
	public static function get_endpoint( $request = '' ) {
		return '/?wc-ajax=' . $request;
	}
}

function WC() {
	static $wc = null;
	if ( null === $wc ) {
		$wc       = new WooCommerce();
		$wc->cart = new Fake_WC_Cart();
	}
	return $wc;
}

function wc_get_cart_url() {
	return 'https://shop.test/cart/';
}

function wc_get_checkout_url() {
	return 'https://shop.test/checkout/';
}

function is_cart() {
	return $GLOBALS['fake']['wc']['is_cart'];
}

function is_checkout() {
	return $GLOBALS['fake']['wc']['is_checkout'];
}
