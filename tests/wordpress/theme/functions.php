<?php
/**
 * The test theme's setup: its stylesheet, and through the plugin's filters the cart count (no WooCommerce here) and
 * a hostile "product name" (an autoloaded option, so no query) in the page config.
 */
add_action(
	'wp_enqueue_scripts',
	function () {
		wp_enqueue_style( 'hsa-test', get_stylesheet_uri(), array(), null );
	}
);

add_filter(
	'hsa_islands_config',
	function ( $config ) {
		$config['cartCount'] = '3';
		$config['cartUrl']   = home_url( '/cart/' );
		$config['lastProduct'] = (string) get_option( 'hsa_test_product_name' );
		return $config;
	}
);

add_filter(
	'hsa_islands_i18n',
	function ( $i18n ) {
		return $i18n + array( 'hsaTestProductName' => (string) get_option( 'hsa_test_product_name' ) );
	}
);

// `?hsa_build=islands`: the island build, an entry per island, instead of the site bundle (the plugin's default).
add_filter(
	'hsa_islands_build',
	function ( $build ) {
		return isset( $_GET['hsa_build'] ) && 'islands' === $_GET['hsa_build'] ? 'islands' : $build; // phpcs:ignore WordPress.Security.NonceVerification
	}
);
