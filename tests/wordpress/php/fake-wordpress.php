<?php
/** WordPress's functions as the plugin uses them, with the behaviour it relies on (hooks; a style printed once per handle). */

function add_action( $hook, $callback, $priority = 10, $args = 1 ) {
	add_filter( $hook, $callback, $priority, $args );
}

function add_filter( $hook, $callback, $priority = 10, $args = 1 ) {
	$GLOBALS['fake']['filters'][ $hook ][ $priority ][] = array( $callback, $args );
}

function apply_filters( $hook, $value, ...$rest ) {
	if ( empty( $GLOBALS['fake']['filters'][ $hook ] ) ) {
		return $value;
	}
	$by_priority = $GLOBALS['fake']['filters'][ $hook ];
	ksort( $by_priority );
	foreach ( $by_priority as $callbacks ) {
		foreach ( $callbacks as $entry ) {
			$value = call_user_func_array( $entry[0], array_slice( array_merge( array( $value ), $rest ), 0, max( 1, $entry[1] ) ) );
		}
	}
	return $value;
}

function did_action( $hook ) {
	// A template runs after init: the tests that call before it say so.
	return isset( $GLOBALS['fake']['done'][ $hook ] ) ? $GLOBALS['fake']['done'][ $hook ] : ( 'init' === $hook && empty( $GLOBALS['fake']['before_init'] ) ? 1 : 0 );
}

function do_action( $hook, ...$args ) {
	$GLOBALS['fake']['done'][ $hook ] = ( isset( $GLOBALS['fake']['done'][ $hook ] ) ? $GLOBALS['fake']['done'][ $hook ] : 0 ) + 1;
	if ( empty( $GLOBALS['fake']['filters'][ $hook ] ) ) {
		return;
	}
	$by_priority = $GLOBALS['fake']['filters'][ $hook ];
	ksort( $by_priority );
	foreach ( $by_priority as $callbacks ) {
		foreach ( $callbacks as $entry ) {
			call_user_func_array( $entry[0], $args );
		}
	}
}

// The style queue: WordPress prints each handle once, in the head (wp_print_styles at wp_head 8) or, when enqueued
// later, in the footer (print_late_styles).
add_action(
	'wp_head',
	function () {
		fake_print_styles();
	},
	8
);
add_action(
	'wp_footer',
	function () {
		fake_print_styles();
	},
	20
);

function fake_print_styles() {
	foreach ( $GLOBALS['fake']['styles'] as $handle => &$style ) {
		if ( empty( $style['printed'] ) ) {
			$style['printed'] = true;
			echo "<link rel='stylesheet' id='" . $handle . "-css' href='" . $style['src'] . "' media='all' />\n";
		}
	}
}

function wp_enqueue_style( $handle, $src = '', $deps = array(), $ver = false, $media = 'all' ) {
	++$GLOBALS['fake']['style_calls'];
	if ( ! isset( $GLOBALS['fake']['styles'][ $handle ] ) ) {
		$GLOBALS['fake']['styles'][ $handle ] = array(
			'src' => null === $ver ? $src : $src . '?ver=' . ( false === $ver ? '6.1.9' : $ver ),
			'ver' => $ver,
		);
	}
}

function wp_register_script( $handle, $src, $deps = array(), $ver = false, $in_footer = false ) {
	$GLOBALS['fake']['scripts'][ $handle ] = compact( 'src', 'deps', 'ver', 'in_footer' );
	return true;
}

function wp_add_inline_script( $handle, $data, $position = 'after' ) {
	$GLOBALS['fake']['inline'][ $handle ][] = $data;
	return true;
}

function add_shortcode( $tag, $callback ) {
	$GLOBALS['fake']['shortcodes'][ $tag ] = $callback;
}

/** Enough of do_shortcode for `[tag a="b"]content[/tag]` and `[tag a="b"]`. */
function do_shortcode( $content ) {
	return preg_replace_callback(
		'/\[(\w+)((?:\s+[\w-]+="[^"]*")*)\s*\](?:(.*?)\[\/\1\])?/s',
		function ( $m ) {
			if ( ! isset( $GLOBALS['fake']['shortcodes'][ $m[1] ] ) ) {
				return $m[0];
			}
			preg_match_all( '/([\w-]+)="([^"]*)"/', $m[2], $pairs, PREG_SET_ORDER );
			$atts = array();
			foreach ( $pairs as $pair ) {
				$atts[ strtolower( $pair[1] ) ] = $pair[2];
			}
			return call_user_func( $GLOBALS['fake']['shortcodes'][ $m[1] ], $atts, isset( $m[3] ) ? $m[3] : '' );
		},
		$content
	);
}

function register_block_type( $name, $args = array() ) {
	$GLOBALS['fake']['blocks'][ $name ] = $args;
	return (object) array( 'name' => $name );
}

function get_option( $name, $default = false ) {
	++$GLOBALS['fake']['option_reads'];
	return array_key_exists( $name, $GLOBALS['fake']['options'] ) ? $GLOBALS['fake']['options'][ $name ] : $default;
}

function get_bloginfo( $show = '' ) {
	// WordPress stores the site title through sanitize_option, which HTML-escapes it.
	return 'name' === $show ? htmlspecialchars( get_option( 'blogname' ), ENT_QUOTES ) : '';
}

function wp_specialchars_decode( $text, $quote_style = ENT_NOQUOTES ) {
	return htmlspecialchars_decode( $text, $quote_style );
}

function home_url( $path = '' ) {
	return 'https://shop.test' . ( '' === $path ? '' : '/' . ltrim( $path, '/' ) );
}

function site_url( $path = '' ) {
	return home_url( $path );
}

function content_url( $path = '' ) {
	return 'https://shop.test/wp-content' . ( '' === $path ? '' : '/' . ltrim( $path, '/' ) );
}

function plugins_url( $path = '', $plugin = '' ) {
	return 'https://shop.test/wp-content/plugins/hsa-islands' . ( '' === $path ? '' : '/' . ltrim( $path, '/' ) );
}

function admin_url( $path = '' ) {
	return 'https://shop.test/wp-admin/' . ltrim( $path, '/' );
}

function rest_url( $path = '' ) {
	return 'https://shop.test/wp-json/' . ltrim( $path, '/' );
}

function wp_create_nonce( $action = -1 ) {
	return 'nonce-for-' . $action;
}

function esc_url( $url ) {
	return htmlspecialchars( $url, ENT_QUOTES );
}

function esc_url_raw( $url ) {
	return $url;
}

function esc_attr( $text ) {
	return htmlspecialchars( (string) $text, ENT_QUOTES );
}

function esc_html( $text ) {
	return htmlspecialchars( (string) $text, ENT_QUOTES );
}

function trailingslashit( $value ) {
	return rtrim( $value, '/\\' ) . '/';
}

function untrailingslashit( $value ) {
	return rtrim( $value, '/\\' );
}

function wp_normalize_path( $path ) {
	return str_replace( '\\', '/', $path );
}

function wp_json_encode( $data, $options = 0, $depth = 512 ) {
	return json_encode( $data, $options, $depth );
}
