<?php
/**
 * The plugin's unit tests. Fixture: fixtures/wp-content/plugins/hsa-islands/build (a manifest in Vite's shape with a
 * shared chunk, a dynamic view with CSS, and an island with CSS of its own and of a chunk it imports).
 */

$old = array( 'wp' => '6.1' );
$new = array( 'wp' => '6.5' );
$base = 'https://shop.test/wp-content/plugins/hsa-islands/build/';

// ---- the manifest ------------------------------------------------------------------------------------------------

hsa_test(
	'a missing manifest: one warning naming the path and the build command, no tag, the mount prints its fallback',
	$old,
	function () {
		add_filter(
			'hsa_islands_manifest_path',
			function () {
				return '/nowhere/manifest.json';
			},
			20
		);
		$page = render_page(
			function () {
				hsa_islands_use( 'mini-cart' );
				hsa_islands_use( 'add-to-cart' );
			},
			function () {
				hsa_island_mount( 'mini-cart', array(), array( 'fallback' => '<a href="/cart/">سبد خرید</a>' ) );
			}
		);
		$manifest_warnings = array_values( array_filter( warnings(), function ( $w ) { return false !== strpos( $w, 'no build manifest' ); } ) );
		assert_same( 1, count( $manifest_warnings ), 'one warning about the manifest: ' . implode( ' | ', warnings() ) );
		assert_contains( '/nowhere/manifest.json', $manifest_warnings[0], 'the warning names the path' );
		assert_contains( 'npm run build:wp', $manifest_warnings[0], 'the warning says how to build it' );
		assert_not_contains( '<script type="module"', $page, 'no module without a manifest' );
		assert_not_contains( 'data-island=', $page, 'no mount element' );
		assert_contains( '<a href="/cart/">سبد خرید</a>', $page, 'the fallback is printed' );
		assert_contains( '<!-- hsa-islands: unknown island', $page, 'an HTML comment says why' );
	}
);

hsa_test(
	'a manifest that is not JSON: a warning, no tag, no fatal error',
	$old,
	function () {
		$file = tempnam( sys_get_temp_dir(), 'hsa-manifest' );
		file_put_contents( $file, '{"widgets/mini-cart/index.ts": ' );
		add_filter(
			'hsa_islands_manifest_path',
			function () use ( $file ) {
				return $file;
			},
			20
		);
		$page = render_page(
			function () {
				hsa_islands_use( 'mini-cart' );
			},
			function () {}
		);
		unlink( $file );
		assert_true( (bool) preg_grep( '/not valid JSON/', warnings() ), 'a warning says the manifest is broken: ' . implode( ' | ', warnings() ) );
		assert_not_contains( '<script type="module"', $page, 'no module' );
	}
);

hsa_test(
	'the manifest is read once per request, however many islands and calls',
	$old,
	function () {
		$dir = temp_build( 'once' );
		hsa_islands_use( 'mini-cart' );
		// Gone from the disk: anything asked for later must come from what was read the first time.
		unlink( $dir . '/manifest.json' );
		unlink( $dir . '/props-schema.json' );
		rmdir( $dir );
		$page = render_page(
			function () {
				hsa_islands_use( 'add-to-cart', 'live-search' );
			},
			function () {
				hsa_island_mount( 'mini-cart' );
			}
		);
		assert_same( array(), warnings(), 'no warning' );
		assert_contains( 'islands/add-to-cart-DUL2MB-l.js', $page, 'an island asked for after the file went is printed' );
		assert_contains( 'islands/live-search-Xy12Ab34.js', $page, 'and another' );
	}
);

hsa_test(
	'an unknown island: a warning listing what the build has; the others are still printed',
	$old,
	function () use ( $base ) {
		$page = render_page(
			function () {
				hsa_islands_use( 'mini-cart', 'compare-tray', 'mini-cart' );
				hsa_islands_use( 'compare-tray' );
			},
			function () {}
		);
		$unknown = preg_grep( '/unknown island "compare-tray"/', warnings() );
		assert_same( 1, count( $unknown ), 'one warning per unknown name and request: ' . implode( ' | ', warnings() ) );
		assert_contains( 'add-to-cart, header, live-search, mini-cart', implode( '', $unknown ), 'the warning lists the islands of the build' );
		assert_contains( '<script type="module" src="' . $base . 'islands/mini-cart-CBpqK7bc.js"', $page, 'the known island is printed' );
	}
);

hsa_test(
	'islands are read from the manifest, not from a list in the plugin',
	$old,
	function () {
		assert_same( array( 'add-to-cart', 'header', 'live-search', 'mini-cart' ), HSA_Islands::instance()->island_names(), 'the entries of the fixture manifest' );
	}
);

// ---- WordPress before 6.5: the plugin prints the tags ------------------------------------------------------------

hsa_test(
	'before 6.5: CSS and module preloads in the head, the modules in the footer, all under the plugin folder',
	$old,
	function () use ( $base ) {
		$page = render_page(
			function () {
				hsa_islands_config();
				hsa_islands_use( 'live-search', 'mini-cart' );
			},
			function () {}
		);
		list( $head, $body ) = explode( '</head>', $page, 2 );
		assert_contains( "<link rel='stylesheet' id='hsa-assets-live-search-Ll00Kk99-css' href='" . $base . "assets/live-search-Ll00Kk99.css'", $head, 'the island\'s CSS in the head, without a version query' );
		assert_contains( $base . 'assets/search-Ss55Tt66.css', $head, 'the CSS of a chunk it imports too' );
		assert_contains( '<link rel="modulepreload" href="' . $base . 'chunks/shared-CGUH1lgb.js"', $head, 'the shared chunk is preloaded in the head' );
		assert_contains( '<link rel="modulepreload" href="' . $base . 'chunks/preact-DhU9jDJf.js"', $head, 'and a chunk imported by an imported chunk' );
		assert_contains( '<script type="module" src="' . $base . 'islands/live-search-Xy12Ab34.js" id="@hsa/islands/live-search-Xy12Ab34-js-module"></script>', $body, 'the module in the footer' );
		assert_contains( '<script type="module" src="' . $base . 'islands/mini-cart-CBpqK7bc.js"', $body, 'each island asked for' );
		assert_not_contains( 'type="module"', $head, 'no module in the head' );
		assert_not_contains( 'mount-ALvyL3Qg', $page, 'a view loaded on demand is neither preloaded nor printed' );
		assert_not_contains( 'mount-C6xmFJXk.css', $page, 'nor its CSS (the view brings it)' );
		assert_not_contains( 'contracts-', $page, 'a dynamic import of a chunk is not preloaded' );
		assert_not_contains( '/dist/', $page, 'nothing from /dist/' );
		assert_true( strpos( $page, 'id="hsa-config"' ) < strpos( $page, '<script type="module"' ), 'the config comes before the modules' );
	}
);

hsa_test(
	'before 6.5: each module, preload and stylesheet once, whatever the order and however often asked for',
	$old,
	function () {
		$page = render_page(
			function () {
				hsa_islands_use( 'mini-cart', 'add-to-cart' );
				hsa_islands_use( 'mini-cart' );
				hsa_islands_use( 'live-search', 'add-to-cart', 'mini-cart', 'live-search' );
			},
			function () {
				hsa_islands_use( 'add-to-cart' );
				hsa_island_mount( 'mini-cart' );
				hsa_island_mount( 'live-search', array( 'postType' => 'product' ) );
				hsa_islands_config();
				hsa_islands_config();
			}
		);
		foreach ( array( 'islands/mini-cart-CBpqK7bc.js', 'islands/add-to-cart-DUL2MB-l.js', 'islands/live-search-Xy12Ab34.js' ) as $file ) {
			assert_same( 1, count_of( $file, $page ), $file . ' printed once' );
		}
		foreach ( array( 'chunks/shared-CGUH1lgb.js', 'chunks/preact-DhU9jDJf.js', 'chunks/search-Qq11Rr22.js', 'assets/live-search-Ll00Kk99.css', 'assets/search-Ss55Tt66.css' ) as $file ) {
			assert_same( 1, count_of( $file, $page ), $file . ' once' );
		}
		assert_same( 1, count_of( 'id="hsa-config"', $page ), 'the config once' );
		assert_same( array( 'mini-cart', 'add-to-cart', 'live-search' ), HSA_Islands::instance()->used(), 'in the order first asked for' );
	}
);

hsa_test(
	'before 6.5: an island asked for after the head still gets its preloads, CSS and module (in the footer)',
	$old,
	function () use ( $base ) {
		$page = render_page(
			function () {
				hsa_islands_use( 'mini-cart' );
			},
			function () {
				hsa_islands_use( 'live-search' );
			}
		);
		list( $head, $body ) = explode( '</head>', $page, 2 );
		assert_contains( 'chunks/shared-CGUH1lgb.js', $head, 'the early island\'s preload in the head' );
		assert_contains( '<link rel="modulepreload" href="' . $base . 'chunks/search-Qq11Rr22.js"', $body, 'the late island\'s own chunk preloaded in the footer' );
		assert_same( 1, count_of( 'chunks/shared-CGUH1lgb.js', $page ), 'the shared chunk not preloaded again' );
		assert_contains( $base . 'assets/live-search-Ll00Kk99.css', $body, 'its CSS as a late style' );
		assert_contains( 'islands/live-search-Xy12Ab34.js', $body, 'its module' );
	}
);

hsa_test(
	'before 6.5: an island whose view loads with the page (loadOn "load") gets its view preloaded and its CSS in the head',
	$old,
	function () use ( $base ) {
		$page = render_page(
			function () {
				hsa_islands_use( 'header', 'mini-cart' );
			},
			function () {}
		);
		list( $head ) = explode( '</head>', $page, 2 );
		assert_contains( '<link rel="modulepreload" href="' . $base . 'chunks/mount-Hh77Jj88.js"', $head, 'the header\'s view preloaded in the head' );
		assert_contains( $base . 'assets/header-Cc33Dd44.css', $head, 'its CSS in the head (no flash when it renders)' );
		assert_not_contains( 'mount-ALvyL3Qg', $page, 'the mini-cart\'s view (on interaction) is not' );
		assert_same( 1, count_of( 'chunks/preact-DhU9jDJf.js', $page ), 'preact, imported by the view, once' );
		assert_same( 1, count_of( 'chunks/shared-CGUH1lgb.js', $page ), 'shared once' );
	}
);

hsa_test(
	'a mount with load_on "load" preloads that island\'s view and links its CSS, even when it was asked for before',
	$old,
	function () use ( $base ) {
		$page = render_page(
			function () {
				hsa_islands_use( 'mini-cart' );
			},
			function () {
				hsa_island_mount( 'mini-cart', array(), array( 'load_on' => 'load' ) );
			}
		);
		list( $head, $body ) = explode( '</head>', $page, 2 );
		assert_not_contains( 'mount-ALvyL3Qg', $head, 'not known in the head' );
		assert_contains( '<link rel="modulepreload" href="' . $base . 'chunks/mount-ALvyL3Qg.js"', $body, 'the view preloaded in the footer' );
		assert_contains( $base . 'assets/mount-C6xmFJXk.css', $body, 'its CSS as a late style' );
		assert_same( 1, count_of( 'islands/mini-cart-CBpqK7bc.js', $page ), 'the module once' );
	}
);

hsa_test(
	'6.5+: WordPress preloads the static imports; the plugin adds only the view of an island that loads at once',
	$new,
	function () use ( $base ) {
		$page = render_page(
			function () {
				hsa_islands_use( 'header', 'live-search' );
			},
			function () {}
		);
		list( $head ) = explode( '</head>', $page, 2 );
		assert_contains( '<link rel="modulepreload" href="' . $base . 'chunks/mount-Hh77Jj88.js"', $head, 'the header\'s view, by the plugin, in the head' );
		assert_not_contains( 'shared-CGUH1lgb', $head, 'shared is left to WordPress (a static dependency)' );
		foreach ( array( 'chunks/shared-CGUH1lgb.js', 'chunks/preact-DhU9jDJf.js', 'chunks/mount-Hh77Jj88.js', 'islands/header-Hd11Ee22.js' ) as $file ) {
			assert_same( 1, count_of( $file, $page ), $file . ' once' );
		}
		assert_true( ! isset( $GLOBALS['fake']['modules']['@hsa/chunks/mount-Hh77Jj88'] ), 'the view is not a registered module (it would run as one)' );
	}
);

hsa_test(
	'asked for before init (from functions.php): nothing enqueued then, everything at wp_enqueue_scripts, once',
	$old,
	function () use ( $base ) {
		$GLOBALS['fake']['before_init'] = true;
		hsa_islands_use( 'live-search' );
		hsa_islands_use( 'live-search', 'mini-cart' );
		assert_same( array(), $GLOBALS['fake']['styles'], 'no style enqueued before init' );
		assert_same( array(), HSA_Islands::instance()->used(), 'nothing used yet' );
		do_action( 'init' );
		$page = render_page(
			function () {
				do_action( 'wp_enqueue_scripts' );
			},
			function () {}
		);
		assert_same( array( 'live-search', 'mini-cart' ), HSA_Islands::instance()->used(), 'both, in order' );
		list( $head ) = explode( '</head>', $page, 2 );
		assert_contains( $base . 'assets/live-search-Ll00Kk99.css', $head, 'the CSS in the head' );
		assert_same( 1, count_of( 'islands/live-search-Xy12Ab34.js', $page ), 'the module once' );
	}
);

hsa_test(
	'no island asked for: nothing printed, not even the config',
	$old,
	function () {
		$page = render_page( function () {}, function () {} );
		assert_same( '<head></head><body></body>', $page, 'an empty page stays empty' );
	}
);

hsa_test(
	'hsa_islands_base_url moves every URL (a CDN); hsa_islands_manifest_path points at another build',
	$old,
	function () {
		add_filter(
			'hsa_islands_base_url',
			function () {
				return 'https://cdn.example/hsa/1.2.3';
			}
		);
		$page = render_page(
			function () {
				hsa_islands_use( 'live-search' );
			},
			function () {}
		);
		assert_contains( 'href="https://cdn.example/hsa/1.2.3/chunks/shared-CGUH1lgb.js"', $page, 'preloads from the CDN' );
		assert_contains( 'src="https://cdn.example/hsa/1.2.3/islands/live-search-Xy12Ab34.js"', $page, 'modules from the CDN' );
		assert_contains( "href='https://cdn.example/hsa/1.2.3/assets/live-search-Ll00Kk99.css'", $page, 'CSS from the CDN' );
		assert_not_contains( 'shop.test/wp-content', $page, 'nothing from the plugin folder' );
	}
);

hsa_test(
	'a build in a theme folder is served from the theme\'s URL',
	$old,
	function () {
		add_filter(
			'hsa_islands_manifest_path',
			function () {
				return WP_CONTENT_DIR . '/themes/shop/hsa/manifest.json';
			},
			20
		);
		assert_same( 'https://shop.test/wp-content/themes/shop/hsa/', HSA_Islands::instance()->base_url(), 'content_url of the folder' );
	}
);

// ---- WordPress 6.5+: the script-module API -----------------------------------------------------------------------

hsa_test(
	'6.5+: islands and their static imports are registered as script modules; WordPress prints them and the preloads',
	$new,
	function () use ( $base ) {
		$page = render_page(
			function () {
				hsa_islands_use( 'live-search', 'mini-cart' );
			},
			function () {}
		);
		$modules = $GLOBALS['fake']['modules'];
		assert_same( array( '@hsa/islands/live-search-Xy12Ab34' => true, '@hsa/islands/mini-cart-CBpqK7bc' => true ), $GLOBALS['fake']['enqueued'], 'the islands are enqueued' );
		assert_same( $base . 'islands/live-search-Xy12Ab34.js', $modules['@hsa/islands/live-search-Xy12Ab34']['src'], 'from the plugin folder' );
		assert_same( null, $modules['@hsa/islands/live-search-Xy12Ab34']['version'], 'no version query (the hash is the version)' );
		assert_same(
			array(
				array( 'id' => '@hsa/chunks/shared-CGUH1lgb', 'import' => 'static' ),
				array( 'id' => '@hsa/chunks/search-Qq11Rr22', 'import' => 'static' ),
			),
			$modules['@hsa/islands/live-search-Xy12Ab34']['deps'],
			'static imports as static dependencies'
		);
		assert_true( isset( $modules['@hsa/chunks/preact-DhU9jDJf'] ), 'a chunk\'s own imports are registered too' );
		assert_true( ! isset( $modules['@hsa/chunks/mount-ALvyL3Qg'] ), 'a view loaded on demand is not registered' );
		assert_contains( '<link rel="modulepreload" href="' . $base . 'chunks/preact-DhU9jDJf.js"', $page, 'WordPress preloads the chunks' );
		assert_contains( '<script type="module" src="' . $base . 'islands/mini-cart-CBpqK7bc.js"', $page, 'WordPress prints the modules' );
		assert_same( 1, count_of( 'islands/mini-cart-CBpqK7bc.js', $page ), 'the plugin prints no module tag of its own' );
		assert_same( 1, count_of( 'chunks/shared-CGUH1lgb.js', $page ), 'nor a preload' );
		assert_contains( $base . 'assets/live-search-Ll00Kk99.css', $page, 'CSS through the style queue' );
		assert_contains( 'id="hsa-config"', $page, 'the config printed in the footer since nobody printed it' );
	}
);

hsa_test(
	'6.5+: asked for again and in another order, each module is registered and enqueued once',
	$new,
	function () {
		$page = render_page(
			function () {
				hsa_islands_use( 'mini-cart', 'live-search' );
				hsa_islands_use( 'live-search', 'mini-cart', 'mini-cart' );
			},
			function () {
				hsa_island_mount( 'mini-cart' );
				hsa_islands_use( 'add-to-cart', 'live-search' );
			}
		);
		foreach ( array( 'islands/mini-cart-CBpqK7bc.js', 'islands/live-search-Xy12Ab34.js', 'islands/add-to-cart-DUL2MB-l.js', 'chunks/shared-CGUH1lgb.js', 'assets/live-search-Ll00Kk99.css' ) as $file ) {
			assert_same( 1, count_of( $file, $page ), $file . ' once' );
		}
		assert_same( 2, $GLOBALS['fake']['style_calls'], 'each stylesheet enqueued once (live-search\'s and its chunk\'s)' );
	}
);

// ---- the page config ---------------------------------------------------------------------------------------------

/** The config as the browser reads it: the text of #hsa-config, through JSON.parse. */
function config_of( $page ) {
	assert_true( (bool) preg_match( '#<script type="application/json" id="hsa-config">(.*?)</script>#s', $page, $m ), 'a config element' );
	return json_decode( $m[1], true );
}

hsa_test(
	'the config without WooCommerce: site, REST root and wp_rest nonce, admin-ajax and wc-ajax URLs, no cart fields',
	$old,
	function () {
		$config = config_of( capture( 'hsa_islands_config' ) );
		assert_same( 'ابزارآلات هسا', $config['siteName'], 'the site name, Persian as it is' );
		assert_same( array( 'root' => 'https://shop.test/wp-json/', 'nonce' => 'nonce-for-wp_rest' ), $config['rest'], 'a nonce for wp_rest' );
		assert_same( 'https://shop.test/wp-admin/admin-ajax.php', $config['ajaxUrl'], 'admin-ajax' );
		assert_same( 'https://shop.test/?wc-ajax=%%endpoint%%', $config['wcAjaxUrl'], 'wc-ajax with the endpoint placeholder' );
		assert_same( array(), $config['i18n'], 'no overrides' );
		foreach ( array( 'cartCount', 'cartUrl', 'checkoutUrl', 'isCart', 'isCheckout', 'redirectAfterAdd' ) as $key ) {
			assert_true( ! array_key_exists( $key, $config ), $key . ' left to the islands\' defaults without WooCommerce' );
		}
		assert_contains( '"i18n":{}', capture( function () { HSA_Islands::reset(); hsa_islands_config(); } ), 'i18n is an object, not []' );
	}
);

hsa_test(
	'the config with WooCommerce: the cart count as a string, cart and checkout URLs, the page kind, its wc-ajax',
	array( 'wp' => '6.5', 'woocommerce' => true ),
	function () {
		$GLOBALS['fake']['wc']['is_cart']                                 = true;
		$GLOBALS['fake']['options']['woocommerce_cart_redirect_after_add'] = 'yes';
		$config = config_of( capture( 'hsa_islands_config' ) );
		assert_same( '3', $config['cartCount'], 'the count as WooCommerce has it' );
		assert_same( 'https://shop.test/cart/', $config['cartUrl'], 'wc_get_cart_url' );
		assert_same( 'https://shop.test/checkout/', $config['checkoutUrl'], 'wc_get_checkout_url' );
		assert_same( true, $config['isCart'], 'is_cart' );
		assert_same( false, $config['isCheckout'], 'is_checkout' );
		assert_same( true, $config['redirectAfterAdd'], 'the redirect setting' );
		assert_same( '/?wc-ajax=%%endpoint%%', $config['wcAjaxUrl'], 'WC_AJAX::get_endpoint' );
	}
);

hsa_test(
	'the config filters: hsa_islands_i18n overrides messages, hsa_islands_config changes anything',
	$old,
	function () {
		add_filter(
			'hsa_islands_i18n',
			function ( $i18n ) {
				return $i18n + array( 'cart' => 'سبد' );
			}
		);
		add_filter(
			'hsa_islands_config',
			function ( $config ) {
				$config['cartNamespace'] = 'my-cart';
				return $config;
			}
		);
		$config = config_of( capture( 'hsa_islands_config' ) );
		assert_same( array( 'cart' => 'سبد' ), $config['i18n'], 'the override' );
		assert_same( 'my-cart', $config['cartNamespace'], 'the filtered field' );
	}
);

hsa_test(
	'</script><script>alert(1)</script> in the site name or an override cannot leave the config element',
	$old,
	function () {
		$evil                                  = '</script><script>alert(1)</script><!-- \' " &amp;';
		$GLOBALS['fake']['options']['blogname'] = $evil;
		add_filter(
			'hsa_islands_i18n',
			function () use ( $evil ) {
				return array( 'cart' => $evil );
			}
		);
		$html = capture( 'hsa_islands_config' );
		assert_same( 1, count_of( '</script', $html ), 'only the element\'s own end tag' );
		assert_not_contains( '<script>', $html, 'no second script element' );
		assert_not_contains( '<!--', $html, 'no comment opener (it changes how the script element is parsed)' );
		$config = config_of( $html );
		assert_same( $evil, $config['siteName'], 'the text comes back whole' );
		assert_same( $evil, $config['i18n']['cart'], 'and the override too' );
	}
);

// ---- hsa_island_mount --------------------------------------------------------------------------------------------

hsa_test(
	'a mount: the root, its load trigger, class and attributes, props as script-safe JSON, the fallback inside',
	$old,
	function () {
		$html = capture(
			function () {
				hsa_island_mount(
					'mini-cart',
					array( 'cartUrl' => '/cart/?a=1&b=</script>' ),
					array(
						'fallback' => '<a href="/cart/">سبد خرید</a>',
						'load_on'  => 'idle',
						'class'    => 'mini-cart',
						'attrs'    => array( 'aria-label' => 'x"y', 'onclick' => 'z' ),
					)
				);
			}
		);
		assert_contains( '<div data-island="mini-cart" data-load-on="idle" class="mini-cart" aria-label="x&quot;y" onclick="z">', $html, 'the root with escaped attributes' );
		assert_contains( '<script type="application/json" data-island-props>{"cartUrl":"/cart/?a=1\u0026b=\u003C/script\u003E"}</script><a href="/cart/">سبد خرید</a></div>', $html, 'props, then the fallback' );
		assert_same( array( 'mini-cart' ), HSA_Islands::instance()->used(), 'mounting asks for the island' );
	}
);

hsa_test(
	'a mount without props prints no props script (the island reads its data attributes)',
	$old,
	function () {
		$html = hsa_island_render( 'mini-cart' );
		assert_same( '<div data-island="mini-cart"></div>', $html, 'just the root' );
	}
);

hsa_test(
	'bad props: a warning and an HTML comment saying which prop and why, the fallback alone, the island not loaded',
	$old,
	function () {
		$html = hsa_island_render( 'mini-cart', array( 'cartUrl' => '' ), array( 'fallback' => '<a href="/cart/">سبد</a>' ) );
		assert_same( 1, count( preg_grep( '/props of mini-cart do not fit its schema: cartUrl: must not be empty/', warnings() ) ), 'the warning: ' . implode( ' | ', warnings() ) );
		assert_contains( '<!-- hsa-islands: the props of mini-cart do not fit its schema: cartUrl: must not be empty', $html, 'the comment' );
		assert_contains( '<a href="/cart/">سبد</a>', $html, 'the fallback' );
		assert_not_contains( 'data-island', $html, 'no mount element' );
		assert_same( array(), HSA_Islands::instance()->used(), 'the island is not asked for' );
		$html = hsa_island_render( 'live-search', array( 'postType' => 'page', 'minChars' => 2.5, 'extra' => 1 ) );
		assert_contains( 'postType: must be one of "product", "post"', $html, 'an enum' );
		assert_contains( 'minChars: expected integer, got the number 2.5', $html, 'a type' );
		assert_contains( 'extra: is not a known prop', $html, 'an unknown prop when the schema closes the object' );
		$html = hsa_island_render( 'live-search', array() );
		assert_contains( 'postType: is required', $html, 'a required prop' );
		$html = hsa_island_render( 'live-search', array( 'postType' => 'post', 'minChars' => '--><script>alert(1)</script>' ) );
		assert_contains( 'got the text "- -><script>alert(1)</script>"', $html, 'the bad value is quoted' );
		assert_same( 1, count_of( '-->', $html ), 'and cannot end the comment early' );
	}
);

hsa_test(
	'hsa_islands_props_{island} filters the props before they are checked',
	$old,
	function () {
		add_filter(
			'hsa_islands_props_mini-cart',
			function ( $props ) {
				return $props + array( 'cartUrl' => '/سبد/' );
			}
		);
		assert_contains( '{"cartUrl":"/سبد/"}', hsa_island_render( 'mini-cart' ), 'the filtered props' );
		assert_same( '<div data-island="live-search"><script type="application/json" data-island-props>{"postType":"post"}</script></div>', hsa_island_render( 'live-search', array( 'postType' => 'post' ) ), 'other islands untouched' );
	}
);

hsa_test(
	'a behaviour has no mount element: it is asked for, and a comment says so',
	$old,
	function () {
		$html = hsa_island_render( 'add-to-cart', array(), array( 'fallback' => '<a class="ajax_add_to_cart">x</a>' ) );
		assert_contains( 'add-to-cart is a behaviour', $html, 'the comment' );
		assert_contains( '<a class="ajax_add_to_cart">x</a>', $html, 'the markup it enhances' );
		assert_same( array( 'add-to-cart' ), HSA_Islands::instance()->used(), 'asked for' );
	}
);

// ---- shortcode and blocks ----------------------------------------------------------------------------------------

hsa_test(
	'[hsa_island]: attributes become props typed by the schema, the content the fallback',
	$old,
	function () {
		$html = do_shortcode( '<p>[hsa_island name="live-search" post_type="product" min_chars="3" show_thumbnails="false" load_on="interaction"]<form role="search"></form>[/hsa_island]</p>' );
		assert_same( '<p><div data-island="live-search" data-load-on="interaction"><script type="application/json" data-island-props>{"postType":"product","minChars":3,"showThumbnails":false}</script><form role="search"></form></div></p>', $html, 'the mount' );
		$html = do_shortcode( '[hsa_island name="live-search" post_type="product" min_chars="many"]' );
		assert_contains( 'minChars: expected integer, got the text "many"', $html, 'a value that is not a number is reported, not guessed' );
		assert_contains( 'unknown island "nope"', do_shortcode( '[hsa_island name="nope"]' ), 'an unknown name' );
	}
);

hsa_test(
	'one block per island of the build (not for behaviours), rendered as the mount',
	$old,
	function () {
		do_action( 'init' );
		assert_same( array( 'hsa/header', 'hsa/live-search', 'hsa/mini-cart' ), array_keys( $GLOBALS['fake']['blocks'] ), 'blocks for islands only' );
		$render = $GLOBALS['fake']['blocks']['hsa/mini-cart']['render_callback'];
		assert_same( '<div data-island="mini-cart" data-load-on="visible"><script type="application/json" data-island-props>{"cartUrl":"/c/"}</script>fallback</div>', $render( array( 'props' => array( 'cartUrl' => '/c/' ), 'loadOn' => 'visible' ), 'fallback' ), 'the render' );
		assert_same( 'hsa-islands-blocks', $GLOBALS['fake']['blocks']['hsa/mini-cart']['editor_script'], 'the editor script' );
		assert_same( 'https://shop.test/wp-content/plugins/hsa-islands/blocks/islands-blocks.js', $GLOBALS['fake']['scripts']['hsa-islands-blocks']['src'], 'served from the plugin folder' );
		assert_contains( '["header","live-search","mini-cart"]', implode( '', $GLOBALS['fake']['inline']['hsa-islands-blocks'] ), 'the editor gets the list' );
	}
);

// ---- the props schema check --------------------------------------------------------------------------------------

hsa_test(
	'the schema check: types, nesting, unions, patterns with Persian text',
	$old,
	function () {
		$schema = array(
			'type'       => 'object',
			'properties' => array(
				'ids'   => array(
					'type'     => 'array',
					'items'    => array( 'type' => 'integer', 'exclusiveMinimum' => 0 ),
					'minItems' => 1,
				),
				'mode'  => array( 'anyOf' => array( array( 'const' => 'grid' ), array( 'type' => 'null' ) ) ),
				'slug'  => array( 'type' => 'string', 'pattern' => '^[\p{Arabic}a-z-]+$' ),
				'inner' => array(
					'type'       => 'object',
					'properties' => array( 'n' => array( 'type' => 'number', 'maximum' => 5 ) ),
					'required'   => array( 'n' ),
				),
			),
		);
		assert_same( array(), HSA_Islands_Schema::validate( array( 'ids' => array( 1, 2 ), 'mode' => null, 'slug' => 'ابزار-برقی', 'inner' => array( 'n' => 4.5 ) ), $schema ), 'a fitting value' );
		assert_same( array( 'ids.1: must be more than 0' ), HSA_Islands_Schema::validate( array( 'ids' => array( 1, 0 ) ), $schema ), 'an item' );
		assert_same( array( 'ids: needs at least 1 items' ), HSA_Islands_Schema::validate( array( 'ids' => array() ), $schema ), 'min items' );
		assert_same( array( 'ids: expected array, got an object' ), HSA_Islands_Schema::validate( array( 'ids' => array( 'a' => 1 ) ), $schema ), 'an object is not an array' );
		assert_same( array( 'inner.n: is required' ), HSA_Islands_Schema::validate( array( 'inner' => new stdClass() ), $schema ), 'nested required' );
		assert_same( array( 'inner: expected object, got an array' ), HSA_Islands_Schema::validate( array( 'inner' => array() ), $schema ), 'an empty PHP array is a JSON array' );
		assert_same( array( 'inner.n: more than 5' ), HSA_Islands_Schema::validate( array( 'inner' => array( 'n' => 6 ) ), $schema ), 'nested maximum' );
		assert_same( 1, count( HSA_Islands_Schema::validate( array( 'mode' => 'list' ), $schema ) ), 'a union' );
		assert_same( array( 'slug: does not match ^[\p{Arabic}a-z-]+$' ), HSA_Islands_Schema::validate( array( 'slug' => 'Tools' ), $schema ), 'a pattern' );
		assert_same( array( '(props): expected object, got the text "x"' ), HSA_Islands_Schema::validate( 'x', $schema ), 'not an object' );
	}
);

hsa_test(
	'hsa_islands_digits writes Persian digits',
	$old,
	function () {
		assert_same( '۱۲۳۴۵۶۷۸۹۰', hsa_islands_digits( '1234567890' ), 'every digit' );
		assert_same( '۳ کالا', hsa_islands_digits( '3 کالا' ), 'text around is kept' );
		assert_same( '۰', hsa_islands_digits( 0 ), 'a number' );
	}
);

// ---- the site bundle (build/site-manifest.json) -------------------------------------------------------------------

/** The fixture build with the site bundle beside it (fixtures/site-build: the same island build, and a site-manifest.json). */
$site_base = 'https://shop.test/site-build/';

function use_site_build() {
	add_filter(
		'hsa_islands_manifest_path',
		function () {
			return HSA_TEST_FIXTURES . '/site-build/manifest.json';
		},
		20
	);
}

hsa_test(
	'the site bundle: one module for every island asked for, with its CSS; no island entry, no shared chunk',
	$old,
	function () use ( $site_base ) {
		use_site_build();
		$page = render_page(
			function () {
				hsa_islands_use( 'mini-cart', 'add-to-cart' );
				hsa_islands_use( 'live-search', 'compare-tray' );
			},
			function () {
				hsa_island_mount( 'mini-cart' );
			}
		);
		list( $head, $body ) = explode( '</head>', $page, 2 );
		assert_same( 'site', HSA_Islands::instance()->build(), 'the site build is chosen when it was built' );
		assert_same( 1, count_of( '<script type="module"', $page ), 'one module on the page' );
		assert_contains( '<script type="module" src="' . $site_base . 'islands/site-bundle-Sb12Cd34.js" id="@hsa/islands/site-bundle-Sb12Cd34-js-module"></script>', $body, 'the site bundle, in the footer' );
		assert_same( 1, count_of( 'assets/site-bundle-Sc56Ss78.css', $head ), 'its CSS once, in the head' );
		foreach ( array( 'islands/mini-cart-', 'islands/add-to-cart-', 'islands/live-search-', 'chunks/shared-', 'assets/live-search-', 'assets/search-' ) as $file ) {
			assert_not_contains( $file, $page, 'nothing of the island build: ' . $file );
		}
		assert_not_contains( 'mini-cart-Mc90Vv12', $page, 'a view loaded on demand is neither preloaded nor printed' );
		assert_true( (bool) preg_grep( '/unknown island "compare-tray"/', warnings() ), 'an unknown island is still named: ' . implode( ' | ', warnings() ) );
		assert_contains( 'data-island="mini-cart"', $page, 'the mount element is printed' );
		assert_same( array( 'mini-cart', 'add-to-cart', 'live-search' ), HSA_Islands::instance()->used(), 'the islands asked for, in order' );
	}
);

hsa_test(
	'the site bundle: an island whose view loads with the page gets that view preloaded from the site build, with its CSS',
	$old,
	function () use ( $site_base ) {
		use_site_build();
		$page = render_page(
			function () {
				hsa_islands_use( 'header', 'mini-cart' );
			},
			function () {}
		);
		list( $head ) = explode( '</head>', $page, 2 );
		assert_contains( '<link rel="modulepreload" href="' . $site_base . 'chunks/mount-Hv78Ww90.js"', $head, 'the header\'s view of the site build' );
		assert_contains( '<link rel="modulepreload" href="' . $site_base . 'chunks/preact-Pp11Qq22.js"', $head, 'and what it imports' );
		assert_contains( $site_base . 'assets/header-Hc12Ss34.css', $head, 'its CSS in the head' );
		assert_not_contains( 'mount-Hh77Jj88', $page, 'not the island build\'s view' );
		assert_contains( '<link rel="modulepreload" href="' . $site_base . 'chunks/history-Sh00Ii11.js"', $head, 'a shared chunk it loads at once, found by its name (its key has the other build\'s hash)' );
		assert_not_contains( 'history-Hh00Ii11', $page, 'not the island build\'s copy' );
		assert_same( 1, count_of( 'islands/site-bundle-Sb12Cd34.js"', $page ), 'the bundle once (the preload of its own view does not repeat it)' );
	}
);

hsa_test(
	'the site bundle: a view the site build put in a file named after its island (the mini-cart\'s) is found by that name for a mount that loads at once',
	$old,
	function () use ( $site_base ) {
		use_site_build();
		$page = render_page(
			function () {
				hsa_islands_use( 'mini-cart' );
			},
			function () {
				hsa_island_mount( 'mini-cart', array(), array( 'load_on' => 'load' ) );
			}
		);
		assert_contains( '<link rel="modulepreload" href="' . $site_base . 'chunks/mini-cart-Mc90Vv12.js"', $page, 'the view of the site build, by its island\'s name (its key in the island build is its source path)' );
		assert_contains( '<link rel="modulepreload" href="' . $site_base . 'chunks/preact-Pp11Qq22.js"', $page, 'and what it imports' );
		assert_contains( $site_base . 'assets/mini-cart-Mm34Cc56.css', $page, 'its CSS' );
		assert_not_contains( 'mount-ALvyL3Qg', $page, 'not the island build\'s view' );
	}
);

hsa_test(
	'the site bundle on 6.5: one script module registered and enqueued, whatever the islands asked for',
	$new,
	function () use ( $site_base ) {
		use_site_build();
		render_page(
			function () {
				hsa_islands_use( 'live-search', 'mini-cart', 'add-to-cart' );
			},
			function () {}
		);
		assert_same( array( '@hsa/islands/site-bundle-Sb12Cd34' => true ), $GLOBALS['fake']['enqueued'], 'the site bundle alone is enqueued' );
		assert_same( $site_base . 'islands/site-bundle-Sb12Cd34.js', $GLOBALS['fake']['modules']['@hsa/islands/site-bundle-Sb12Cd34']['src'], 'from the build folder' );
		assert_same( array( '@hsa/islands/site-bundle-Sb12Cd34' ), array_keys( $GLOBALS['fake']['modules'] ), 'no island entry registered' );
	}
);

hsa_test(
	'the hsa_islands_build filter: "islands" prints an entry per island though the site bundle was built',
	$old,
	function () use ( $site_base ) {
		use_site_build();
		add_filter(
			'hsa_islands_build',
			function () {
				return 'islands';
			}
		);
		$page = render_page(
			function () {
				hsa_islands_use( 'live-search', 'mini-cart' );
			},
			function () {}
		);
		assert_same( 'islands', HSA_Islands::instance()->build(), 'the island build' );
		assert_contains( '<script type="module" src="' . $site_base . 'islands/live-search-Xy12Ab34.js"', $page, 'an entry per island' );
		assert_contains( 'chunks/shared-CGUH1lgb.js', $page, 'with the shared chunk preloaded' );
		assert_not_contains( 'site-bundle', $page, 'never the site bundle beside them' );
	}
);

hsa_test(
	'a site manifest without the site-bundle entry: one warning, the islands one by one',
	$old,
	function () {
		$dir = temp_build( 'site', HSA_TEST_FIXTURES . '/site-build', array( 'site-manifest.json' => '{"_preact-Pp11Qq22.js": {"file": "chunks/preact-Pp11Qq22.js"}}' ) );
		$page = render_page(
			function () {
				hsa_islands_use( 'mini-cart' );
			},
			function () {}
		);
		array_map( 'unlink', glob( $dir . '/*' ) );
		rmdir( $dir );
		assert_true( (bool) preg_grep( '/site bundle manifest .* is not valid/', warnings() ), 'a warning says why: ' . implode( ' | ', warnings() ) );
		assert_contains( 'islands/mini-cart-CBpqK7bc.js', $page, 'the island build instead' );
	}
);

hsa_test(
	'the footer names the islands the page asked for (#hsa-islands), after everything has asked, so the site bundle starts only those',
	$old,
	function () {
		use_site_build();
		$page = render_page(
			function () {
				hsa_islands_use( 'mini-cart', 'add-to-cart' );
			},
			function () {
				hsa_island_mount( 'live-search', array( 'postType' => 'product' ) );
				hsa_islands_use( 'mini-cart' );
			}
		);
		list( , $body ) = explode( '</head>', $page, 2 );
		assert_contains( '<script type="application/json" id="hsa-islands">["mini-cart","add-to-cart","live-search"]</script>', $body, 'each once, in the order asked for, the late one too' );
		assert_same( 1, count_of( 'id="hsa-islands"', $page ), 'once' );
	}
);
