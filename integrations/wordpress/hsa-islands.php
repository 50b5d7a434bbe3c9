<?php
/**
 * Plugin Name: HSA Islands
 * Description: The storefront islands of ابزارآلات هسا (Persian, right-to-left): hsa_islands_use(), hsa_islands_config(), hsa_island_mount(), the [hsa_island] shortcode and one block per island.
 * Version: 0.1.0
 * Requires at least: 6.1
 * Requires PHP: 7.4
 * Text Domain: hsa-islands
 *
 * Also a plain include for a theme: `require get_theme_file_path( 'hsa-islands/hsa-islands.php' );` from functions.php.
 * The built files sit in build/ beside this file (npm run build:wp); their URLs are worked out from where this folder
 * is, so a plugin folder, a theme folder or a CDN (the hsa_islands_base_url filter) all work.
 */

if ( defined( 'HSA_ISLANDS_FILE' ) ) {
	// Loaded twice (a theme's include beside the active plugin): the first copy serves.
	return;
}
define( 'HSA_ISLANDS_FILE', __FILE__ );

require_once __DIR__ . '/includes/class-hsa-islands-schema.php';
require_once __DIR__ . '/includes/class-hsa-islands.php';
require_once __DIR__ . '/includes/functions.php';
require_once __DIR__ . '/includes/embed.php';

if ( function_exists( 'add_action' ) ) {
	HSA_Islands::instance()->add_hooks();
	hsa_islands_add_embed_hooks();
}
