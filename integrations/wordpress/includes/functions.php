<?php
/**
 * What a theme calls. Each is safe to call any number of times, in any order, before or after wp_head().
 */

if ( ! function_exists( 'hsa_islands_use' ) ) {
	/**
	 * The islands (and behaviours) this page uses: their CSS in the head (the footer when called after wp_head), the
	 * preloads of the chunks they import, and the island modules in the footer, each once.
	 *
	 * @example hsa_islands_use( 'mini-cart', 'cart-badge', 'add-to-cart' );
	 * @param string ...$names
	 */
	function hsa_islands_use( ...$names ) {
		HSA_Islands::instance()->use_islands( $names );
	}
}

if ( ! function_exists( 'hsa_islands_config' ) ) {
	/**
	 * Prints the page config once (`<script type="application/json" id="hsa-config">`); printed in the footer anyway
	 * when an island was used and nobody called this. Call it in the head so islands that load at once find it.
	 */
	function hsa_islands_config() {
		HSA_Islands::instance()->print_config();
	}
}

if ( ! function_exists( 'hsa_island_mount' ) ) {
	/**
	 * Prints an island's mount element, `<div data-island="{name}">`, with its props as JSON (checked against the
	 * island's schema from the build) and the fallback markup inside; also asks for the island (hsa_islands_use).
	 *
	 * @example hsa_island_mount( 'mini-cart', array( 'cartUrl' => wc_get_cart_url() ), array( 'fallback' => $link_html ) );
	 * @param string $name  The island, as in the build (mini-cart, live-search, …).
	 * @param array  $props The island's props (filtered by hsa_islands_props_{name}).
	 * @param array  $args  fallback (HTML for shoppers without JavaScript, printed as given), load_on, tag, class, attrs.
	 */
	function hsa_island_mount( $name, $props = array(), $args = array() ) {
		echo HSA_Islands::instance()->render_mount( $name, $props, $args ); // phpcs:ignore WordPress.Security.EscapeOutput -- attributes escaped, props as script-safe JSON, fallback is the theme's own HTML
	}
}

if ( ! function_exists( 'hsa_island_render' ) ) {
	/** hsa_island_mount(), returned instead of printed (for shortcodes, blocks and template parts). */
	function hsa_island_render( $name, $props = array(), $args = array() ) {
		return HSA_Islands::instance()->render_mount( $name, $props, $args );
	}
}

if ( ! function_exists( 'hsa_islands_digits' ) ) {
	/**
	 * Persian digits for a number shoppers read in server markup (a badge's count), as the islands print them.
	 *
	 * @example hsa_islands_digits( 12 ) === '۱۲'
	 */
	function hsa_islands_digits( $value ) {
		return strtr( (string) $value, array( '0' => '۰', '1' => '۱', '2' => '۲', '3' => '۳', '4' => '۴', '5' => '۵', '6' => '۶', '7' => '۷', '8' => '۸', '9' => '۹' ) );
	}
}
