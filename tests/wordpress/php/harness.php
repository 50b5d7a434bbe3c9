<?php
/**
 * Plain-PHP unit tests of the hsa-islands plugin, against WordPress functions faked here (their observable
 * behaviour: hooks, filters, the style queue's once-per-handle, the script-module registry of 6.5). Each test runs in
 * its own PHP process (run.php), because whether WordPress has wp_register_script_module (6.5+) or not (6.1), and
 * whether WooCommerce is there, is decided by which functions and classes exist.
 */

$GLOBALS['hsa_tests'] = array();

/** @param array $env wp: '6.1'|'6.5', woocommerce: bool */
function hsa_test( $name, $env, $body ) {
	$GLOBALS['hsa_tests'][ $name ] = array(
		'env'  => $env,
		'body' => $body,
	);
}

class HSA_Assertion_Failed extends Exception {}

function assert_true( $condition, $message ) {
	if ( ! $condition ) {
		throw new HSA_Assertion_Failed( $message );
	}
}

function assert_same( $expected, $actual, $message ) {
	if ( $expected !== $actual ) {
		throw new HSA_Assertion_Failed( $message . "\n  expected: " . var_export( $expected, true ) . "\n  actual:   " . var_export( $actual, true ) );
	}
}

function assert_contains( $needle, $haystack, $message ) {
	assert_true( false !== strpos( $haystack, $needle ), $message . "\n  missing: " . $needle . "\n  in: " . $haystack );
}

function assert_not_contains( $needle, $haystack, $message ) {
	assert_true( false === strpos( $haystack, $needle ), $message . "\n  unexpected: " . $needle . "\n  in: " . $haystack );
}

function count_of( $needle, $haystack ) {
	return substr_count( $haystack, $needle );
}

/** Output of a callable. */
function capture( $callable ) {
	ob_start();
	$callable();
	return (string) ob_get_clean();
}

/** A page as WordPress renders it: the template part before wp_head, the head, the body, the footer. */
function render_page( $before_head, $body ) {
	$out  = capture( $before_head );
	$out .= '<head>' . capture(
		function () {
			do_action( 'wp_head' );
		}
	) . '</head><body>';
	$out .= capture( $body );
	$out .= capture(
		function () {
			do_action( 'wp_footer' );
		}
	) . '</body>';
	return $out;
}

define( 'HSA_TEST_FIXTURES', __DIR__ . '/fixtures' );
define( 'HSA_TEST_PLUGIN_BUILD', HSA_TEST_FIXTURES . '/wp-content/plugins/hsa-islands/build' );

/** Installs the fakes for one environment; called by run.php before the plugin is loaded. */
function hsa_fake_wordpress( $env ) {
	$GLOBALS['fake'] = array(
		'actions'        => array(),
		'filters'        => array(),
		'styles'         => array(),
		'style_calls'    => 0,
		'modules'        => array(),
		'enqueued'       => array(),
		'shortcodes'     => array(),
		'blocks'         => array(),
		'scripts'        => array(),
		'inline'         => array(),
		'options'        => array(
			'blogname'                            => 'ابزارآلات هسا',
			'woocommerce_cart_redirect_after_add' => 'no',
		),
		'warnings'       => array(),
		'option_reads'   => 0,
		'wc'             => array(
			'count'      => 3,
			'is_cart'    => false,
			'is_checkout' => false,
		),
	);
	define( 'ABSPATH', HSA_TEST_FIXTURES . '/' );
	define( 'WP_CONTENT_DIR', HSA_TEST_FIXTURES . '/wp-content' );
	set_error_handler(
		function ( $errno, $message ) {
			if ( E_USER_WARNING === $errno ) {
				$GLOBALS['fake']['warnings'][] = $message;
				return true;
			}
			return false;
		}
	);
	require_once __DIR__ . '/fake-wordpress.php';
	if ( '6.5' === $env['wp'] ) {
		require_once __DIR__ . '/fake-script-modules.php';
	}
	if ( ! empty( $env['woocommerce'] ) ) {
		require_once __DIR__ . '/fake-woocommerce.php';
	}
	// The fixture's build stands where `npm run build:wp` puts it: the plugin's build/ under wp-content/plugins.
	add_filter(
		'hsa_islands_manifest_path',
		function () {
			return HSA_TEST_PLUGIN_BUILD . '/manifest.json';
		}
	);
}

function warnings() {
	return $GLOBALS['fake']['warnings'];
}

/**
 * A build folder of its own in the temp dir, with copies of the fixture build's manifest and schemas (and any other
 * files given, name => contents), that the plugin reads from (the hsa_islands_manifest_path filter). Returns it.
 */
function temp_build( $name, $from = HSA_TEST_PLUGIN_BUILD, $files = array() ) {
	$dir = sys_get_temp_dir() . '/hsa-' . $name . '-' . getmypid();
	@mkdir( $dir );
	copy( $from . '/manifest.json', $dir . '/manifest.json' );
	copy( $from . '/props-schema.json', $dir . '/props-schema.json' );
	foreach ( $files as $file => $contents ) {
		file_put_contents( $dir . '/' . $file, $contents );
	}
	add_filter(
		'hsa_islands_manifest_path',
		function () use ( $dir ) {
			return $dir . '/manifest.json';
		},
		20
	);
	return $dir;
}
