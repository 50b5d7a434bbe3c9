<?php
/**
 * The one template. What a theme developer writes: hsa_islands_use() before the head (some islands asked for twice,
 * one again after the head), hsa_islands_config() in the head, hsa_island_mount() where an island goes. Pages place
 * their own mini-cart with the shortcode. `?hsa_off=1` leaves the plugin out, to count the queries it adds.
 */
$hsa_on = empty( $_GET['hsa_off'] ); // phpcs:ignore WordPress.Security.NonceVerification
if ( $hsa_on ) {
	hsa_islands_use( 'mini-cart', 'cart-badge' );
	hsa_islands_use( 'cart-badge', 'mini-cart' );
}
$hsa_live_search = $hsa_on && HSA_Islands::instance()->has_island( 'live-search' );
if ( $hsa_live_search ) {
	hsa_islands_use( 'live-search' );
}
?><!doctype html>
<html dir="rtl" lang="fa">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<?php $hsa_on && hsa_islands_config(); ?>
<?php wp_head(); ?>
</head>
<body <?php body_class(); ?>>
<header class="site-header">
	<a href="<?php echo esc_url( home_url( '/' ) ); ?>"><?php echo esc_html( get_bloginfo( 'name' ) ); ?></a>
	<?php
	if ( $hsa_live_search ) {
		hsa_island_mount(
			'live-search',
			array(),
			array(
				'class'    => 'site-search',
				'load_on'  => 'interaction',
				'fallback' => '<form role="search" method="get" action="' . esc_url( home_url( '/' ) ) . '"><label class="hsa-visually-hidden" for="site-search-input">جستجو</label><input id="site-search-input" type="search" name="s" autocomplete="off"><button type="submit">جستجو</button></form>',
			)
		);
	}
	if ( $hsa_on && ! is_page() ) {
		hsa_island_mount(
		'mini-cart',
		array( 'cartUrl' => home_url( '/cart/' ) ),
		array(
			'class'    => 'mini-cart',
			'fallback' => '<a class="mini-cart__button" data-adopt="cart-button" href="' . esc_url( home_url( '/cart/' ) ) . '" aria-labelledby="header-cart-label" aria-describedby="header-cart-count"><span id="header-cart-label">سبد خرید</span>'
				. '<span class="cart-badge" data-hsa-cart-badge hidden><span aria-hidden="true" data-badge-count>۰</span><span class="hsa-visually-hidden" id="header-cart-count" data-badge-label>۰ کالا</span></span></a>'
				. '<div class="mini-cart__fallback" hidden><div class="widget_shopping_cart_content"><ul class="hsa-test-lines"><li>دریل شارژی × ۳</li></ul></div></div>',
		)
		);
	}
	?>
</header>
<main>
	<p>سبد شما: <span class="cart-badge" id="standalone-badge" data-hsa-cart-badge hidden><span aria-hidden="true" data-badge-count>۰</span><span class="hsa-visually-hidden" data-badge-label>۰ کالا</span></span></p>
	<?php
	while ( have_posts() ) {
		the_post();
		echo '<h2 class="entry-title">' . esc_html( get_the_title() ) . '</h2>';
		if ( is_page() ) {
			the_content();
		}
	}
	// Asked for again after the head: still printed once.
	$hsa_on && hsa_islands_use( 'mini-cart' );
	?>
</main>
<?php wp_footer(); ?>
<div id="hsa-test-queries" data-count="<?php echo (int) get_num_queries(); ?>" hidden></div>
</body>
</html>
