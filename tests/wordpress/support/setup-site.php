<?php
/**
 * `php setup-site.php WP_DIR URL`: what WP-CLI's `core install`, `plugin activate hsa-islands`, `theme activate
 * hsa-test` and `user create` do, through WordPress's own functions. Prints the test site's facts as JSON.
 */
$wp_dir = $argv[1];
$url    = $argv[2];
$host   = hsa_test_host( $url );

$_SERVER['HTTP_HOST']   = $host;
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['SERVER_NAME'] = '127.0.0.1';
define( 'WP_INSTALLING', true );
define( 'WP_SITEURL', $url );
define( 'WP_HOME', $url );
require $wp_dir . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

function hsa_test_host( $url ) {
	$parts = parse_url( $url );
	return $parts['host'] . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' );
}

$installed = wp_install( 'ابزارآلات هسا', 'admin', 'admin@example.test', false, '', 'admin-password-1' );
if ( is_wp_error( $installed ) ) {
	fwrite( STDERR, $installed->get_error_message() );
	exit( 1 );
}
update_option( 'siteurl', $url );
update_option( 'home', $url );
// Pretty permalinks: PHP's built-in server hands every path that is not a file to index.php.
update_option( 'permalink_structure', '/%postname%/' );

$activated = activate_plugin( 'hsa-islands/hsa-islands.php' );
if ( is_wp_error( $activated ) ) {
	fwrite( STDERR, 'plugin: ' . $activated->get_error_message() );
	exit( 1 );
}
switch_theme( 'hsa-test' );
if ( 'hsa-test' !== get_option( 'stylesheet' ) ) {
	fwrite( STDERR, 'the test theme did not activate' );
	exit( 1 );
}

$password = 'shopper-password-1';
$user_id  = wp_insert_user(
	array(
		'user_login' => 'shopper',
		'user_pass'  => $password,
		'user_email' => 'shopper@example.test',
		'role'       => 'subscriber',
	)
);
if ( is_wp_error( $user_id ) ) {
	fwrite( STDERR, 'user: ' . $user_id->get_error_message() );
	exit( 1 );
}

// A product whose name tries to leave the page config (the test theme puts it there through hsa_islands_config).
$evil = '</script><script>alert(1)</script>';
kses_remove_filters();
wp_insert_post(
	array(
		'post_title'   => $evil,
		'post_content' => 'ابزار',
		'post_status'  => 'publish',
		'post_name'    => 'evil-product',
	)
);

// The same name in an autoloaded option, for the theme's filters: read from WordPress's options cache, no query.
update_option( 'hsa_test_product_name', $evil, true );

// A page whose content places the mini-cart with the shortcode, as a page-builder user would.
wp_insert_post(
	array(
		'post_type'    => 'page',
		'post_title'   => 'سبد',
		'post_name'    => 'shortcode-page',
		'post_status'  => 'publish',
		'post_content' => '[hsa_island name="mini-cart" cart_url="/cart/" class="mini-cart"]<a class="mini-cart__button" data-adopt="cart-button" href="/cart/">سبد خرید</a>[/hsa_island]',
	)
);

echo json_encode(
	array(
		'user'      => 'shopper',
		'password'  => $password,
		'userId'    => $user_id,
		'evilTitle' => $evil,
	)
) . "\n";
