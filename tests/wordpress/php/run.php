<?php
/**
 * `php run.php --list` prints the test names as JSON; `php run.php NAME` runs one test in this fresh process (its
 * WordPress version and WooCommerce faked as it asks) and prints {"ok":true} or {"ok":false,"message":…}.
 * HSA_PLUGIN_DIR names the plugin folder (default: integrations/wordpress of this repository).
 */
error_reporting( E_ALL );
require __DIR__ . '/harness.php';
require __DIR__ . '/tests.php';

$name = isset( $argv[1] ) ? $argv[1] : '--list';
if ( '--list' === $name ) {
	echo json_encode( array_keys( $GLOBALS['hsa_tests'] ), JSON_UNESCAPED_UNICODE ) . "\n";
	exit( 0 );
}
if ( ! isset( $GLOBALS['hsa_tests'][ $name ] ) ) {
	echo json_encode( array( 'ok' => false, 'message' => 'no test named ' . $name ) ) . "\n";
	exit( 1 );
}
$test = $GLOBALS['hsa_tests'][ $name ];
hsa_fake_wordpress( $test['env'] );
$plugin = getenv( 'HSA_PLUGIN_DIR' ) ?: dirname( __DIR__, 3 ) . '/integrations/wordpress';
require $plugin . '/hsa-islands.php';
try {
	$test['body']();
	echo json_encode( array( 'ok' => true ) ) . "\n";
} catch ( Throwable $error ) {
	echo json_encode( array( 'ok' => false, 'message' => get_class( $error ) . ': ' . $error->getMessage() . ' (' . basename( $error->getFile() ) . ':' . $error->getLine() . ')' ), JSON_UNESCAPED_UNICODE ) . "\n";
	exit( 1 );
}
