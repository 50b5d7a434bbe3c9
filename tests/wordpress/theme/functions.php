<?php
/**
 * The test theme's setup: its stylesheet, and through the plugin's filters the cart count (no WooCommerce here) and
 * the newest post's title (a hostile "product name") in the page config.
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
		$latest              = get_posts( array( 'numberposts' => 1, 'name' => 'evil-product' ) );
		if ( $latest ) {
			$config['lastProduct'] = get_the_title( $latest[0] );
		}
		return $config;
	}
);

add_filter(
	'hsa_islands_i18n',
	function ( $i18n ) {
		$latest = get_posts( array( 'numberposts' => 1, 'name' => 'evil-product' ) );
		return $latest ? $i18n + array( 'hsaTestProductName' => get_the_title( $latest[0] ) ) : $i18n;
	}
);
