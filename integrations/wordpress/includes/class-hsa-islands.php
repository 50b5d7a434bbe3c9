<?php
/**
 * The islands of one request: reads the build manifest once, and prints the page config, each island's CSS, the
 * module preloads and the island modules, each once, whatever order and however often they are asked for.
 *
 * Two builds, one per page: the site bundle (build/site-manifest.json: one module holding every island's
 * with-the-page code, the smallest download for a page that uses several), printed whenever it was built; or, with
 * the `hsa_islands_build` filter returning 'islands' (or no site bundle built), an entry module per island. Never
 * both: two copies of the platform would each keep their own cart store and event bus.
 *
 * WordPress 6.5+ (wp_register_script_module): the islands and their chunks are registered as script modules and
 * WordPress prints them and their preloads. Before 6.5 the plugin prints the same tags itself: preloads in the head,
 * modules in the footer. CSS goes through wp_enqueue_style either way (in the head, or the footer when asked late).
 *
 * No database query of its own: the config reads WordPress's autoloaded options only.
 */
class HSA_Islands {

	/** @var HSA_Islands|null */
	private static $instance = null;

	/** @var array|null The manifest as read (null: not read yet). */
	private $manifest = null;
	/** @var array|null The site bundle's manifest as read (null: not read yet; empty when it was not built). */
	private $site_manifest = null;
	/** @var string|null 'site' or 'islands', decided once per request */
	private $build = null;
	/** @var array<string, array> island name => its manifest key and chunk */
	private $islands = array();
	/** @var array|null */
	private $schemas = null;
	/** @var string[] island names in the order first asked for */
	private $used = array();
	/** @var array<string, bool> module files printed (old API) */
	private $printed_modules = array();
	/** @var array<string, bool> preloads the plugin printed (all before 6.5; views loaded at once on 6.5+) */
	private $printed_preloads = array();
	/** @var array[] hsa_islands_use() calls made before init */
	private $early = array();
	/** @var array<string, bool> islands whose view loads with the page */
	private $at_once = array();
	/** @var array<string, bool> warnings given once per request */
	private $warned = array();
	/** @var string|null */
	private $base_url = null;
	private $config_printed = false;

	public static function instance() {
		if ( null === self::$instance ) {
			self::$instance = new self();
		}
		return self::$instance;
	}

	/** For tests: a fresh request. */
	public static function reset() {
		self::$instance = null;
	}

	public function add_hooks() {
		add_action( 'wp_enqueue_scripts', array( $this, 'use_early' ), 1 );
		add_action( 'wp_head', array( $this, 'print_head' ), 9 );
		add_action( 'wp_footer', array( $this, 'print_footer' ), 20 );
	}

	/** True when WordPress has the script-module API (6.5+). */
	public function uses_script_modules() {
		return function_exists( 'wp_register_script_module' ) && function_exists( 'wp_enqueue_script_module' );
	}

	public function manifest_path() {
		return apply_filters( 'hsa_islands_manifest_path', dirname( HSA_ISLANDS_FILE ) . '/build/manifest.json' );
	}

	/** build/site-manifest.json beside the island build's manifest (`npm run build` writes both). */
	public function site_manifest_path() {
		return dirname( $this->manifest_path() ) . '/site-manifest.json';
	}

	/**
	 * The site bundle's manifest, read once per request; an empty array when it was not built. Its entry is the
	 * chunk named `site-bundle` (vite.config.ts).
	 */
	public function site_manifest() {
		if ( null !== $this->site_manifest ) {
			return $this->site_manifest;
		}
		$this->site_manifest = array();
		$path                = $this->site_manifest_path();
		$decoded             = $this->read_json( $path );
		if ( null === $decoded ) {
			return $this->site_manifest;
		}
		if ( false === $decoded || null === $this->site_entry_key( $decoded ) ) {
			$this->warn( 'site-manifest', sprintf( 'the site bundle manifest at %s is not valid (no site-bundle entry); the islands are printed one by one', $path ) );
			return $this->site_manifest;
		}
		$this->site_manifest = $decoded;
		return $this->site_manifest;
	}

	private function site_entry_key( $manifest ) {
		foreach ( $manifest as $key => $chunk ) {
			if ( is_array( $chunk ) && ! empty( $chunk['isEntry'] ) && isset( $chunk['name'], $chunk['file'] ) && 'site-bundle' === $chunk['name'] ) {
				return $key;
			}
		}
		return null;
	}

	/**
	 * The build this request prints, decided once: 'site' (the default, when the site bundle was built) or
	 * 'islands' (the `hsa_islands_build` filter's answer for a theme that takes islands one by one).
	 */
	public function build() {
		if ( null === $this->build ) {
			$wanted      = apply_filters( 'hsa_islands_build', 'site' );
			$this->build = 'site' === $wanted && $this->site_manifest() ? 'site' : 'islands';
		}
		return $this->build;
	}

	/** The manifest of the build this request prints. */
	private function chunks() {
		return 'site' === $this->build() ? $this->site_manifest() : $this->manifest();
	}

	/** The module an island is printed as: its own entry, or the site bundle. */
	private function entry_key( $name ) {
		return 'site' === $this->build() ? $this->site_entry_key( $this->site_manifest() ) : $this->islands[ $name ]['key'];
	}

	/** The URL of the folder the manifest's files are relative to, with a trailing slash. */
	public function base_url() {
		if ( null !== $this->base_url ) {
			return $this->base_url;
		}
		$url = $this->dir_url( dirname( $this->manifest_path() ) );
		$this->base_url = trailingslashit( apply_filters( 'hsa_islands_base_url', $url ) );
		return $this->base_url;
	}

	/** The URL of a folder of this site (under wp-content, or anywhere under ABSPATH), without a trailing slash. */
	public function dir_url( $dir ) {
		$dir = $this->normalize( $dir );
		if ( defined( 'WP_CONTENT_DIR' ) && 0 === strpos( $dir . '/', $this->normalize( WP_CONTENT_DIR ) . '/' ) ) {
			return untrailingslashit( content_url( ltrim( substr( $dir, strlen( $this->normalize( WP_CONTENT_DIR ) ) ), '/' ) ) );
		}
		if ( defined( 'ABSPATH' ) && 0 === strpos( $dir . '/', $this->normalize( ABSPATH ) . '/' ) ) {
			return untrailingslashit( site_url( ltrim( substr( $dir, strlen( $this->normalize( ABSPATH ) ) ), '/' ) ) );
		}
		// Outside the site's folders (a symlinked plugin): WordPress's own idea of the plugin's URL.
		$plugin_dir = $this->normalize( dirname( HSA_ISLANDS_FILE ) );
		$relative   = 0 === strpos( $dir . '/', $plugin_dir . '/' ) ? ltrim( substr( $dir, strlen( $plugin_dir ) ), '/' ) : basename( $dir );
		return untrailingslashit( plugins_url( $relative, HSA_ISLANDS_FILE ) );
	}

	private function normalize( $path ) {
		return rtrim( function_exists( 'wp_normalize_path' ) ? wp_normalize_path( $path ) : str_replace( '\\', '/', $path ), '/' );
	}

	/** A JSON file of the build as an array: null when it cannot be read, false when it is not a JSON object or list. */
	private function read_json( $path ) {
		if ( ! is_readable( $path ) ) {
			return null;
		}
		$decoded = json_decode( (string) file_get_contents( $path ), true );
		return is_array( $decoded ) ? $decoded : false;
	}

	/** The manifest, read once per request; an empty array (and one warning) when it is missing or broken. */
	public function manifest() {
		if ( null !== $this->manifest ) {
			return $this->manifest;
		}
		$this->manifest = array();
		$path           = $this->manifest_path();
		$decoded        = $this->read_json( $path );
		if ( null === $decoded ) {
			$this->warn( 'manifest', sprintf( 'no build manifest at %s (run npm run build:wp, or point the hsa_islands_manifest_path filter at it); no island is printed', $path ) );
			return $this->manifest;
		}
		if ( false === $decoded ) {
			$this->warn( 'manifest', sprintf( 'the build manifest at %s is not valid JSON; no island is printed', $path ) );
			return $this->manifest;
		}
		$this->manifest = $decoded;
		foreach ( $decoded as $key => $chunk ) {
			if ( ! empty( $chunk['isEntry'] ) && ! empty( $chunk['name'] ) && ! empty( $chunk['file'] ) ) {
				$this->islands[ $chunk['name'] ] = array(
					'key'   => $key,
					'chunk' => $chunk,
				);
			}
		}
		ksort( $this->islands );
		return $this->manifest;
	}

	/** @return string[] every island and behaviour the build has */
	public function island_names() {
		$this->manifest();
		return array_keys( $this->islands );
	}

	public function has_island( $name ) {
		$this->manifest();
		return isset( $this->islands[ $name ] );
	}

	/** build/props-schema.json: per island its kind (island or behaviour), default load trigger and props schema. */
	public function schemas() {
		if ( null === $this->schemas ) {
			$path          = dirname( $this->manifest_path() ) . '/props-schema.json';
			$decoded       = $this->read_json( $path );
			$this->schemas = is_array( $decoded ) && isset( $decoded['islands'] ) && is_array( $decoded['islands'] ) ? $decoded['islands'] : array();
		}
		return $this->schemas;
	}

	/** 'island' (mounts on a [data-island] root) or 'behaviour' (listens on the document). */
	public function kind( $name ) {
		$schemas = $this->schemas();
		return isset( $schemas[ $name ]['kind'] ) ? $schemas[ $name ]['kind'] : 'island';
	}

	/** @return string[] problems with these props, empty when they fit the island's schema (or it has none) */
	public function validate_props( $name, $props ) {
		$schemas = $this->schemas();
		if ( ! ( is_array( $props ) || $props instanceof stdClass ) || ( is_array( $props ) && $props && HSA_Islands_Schema::is_list( $props ) ) ) {
			return array( '(props): expected an array of name => value' );
		}
		if ( ! isset( $schemas[ $name ]['props'] ) || ! is_array( $schemas[ $name ]['props'] ) ) {
			return array();
		}
		// Checked as the browser will read them: the printed JSON, decoded (an empty array() prop is then []).
		return HSA_Islands_Schema::validate( json_decode( self::script_json( is_array( $props ) ? (object) $props : $props ) ), $schemas[ $name ]['props'] );
	}

	/**
	 * Asks for islands on this page. Unknown names give a warning and are skipped; a name asked for twice is printed
	 * once.
	 *
	 * @param string ...$names
	 */
	public function use_islands( $names, $at_once = false ) {
		if ( function_exists( 'did_action' ) && ! did_action( 'init' ) ) {
			// Too early to enqueue (from functions.php, say: WordPress would call it doing it wrong); done when it is time.
			$this->early[] = array( $names, $at_once );
			return;
		}
		$this->manifest();
		foreach ( $names as $name ) {
			if ( ! is_string( $name ) || ! isset( $this->islands[ $name ] ) ) {
				$this->warn( 'unknown:' . (string) $name, sprintf( 'unknown island "%s"; the build has: %s', (string) $name, implode( ', ', array_keys( $this->islands ) ) ) );
				continue;
			}
			if ( ( $at_once || $this->loads_at_once( $name ) ) && ! isset( $this->at_once[ $name ] ) ) {
				$this->at_once[ $name ] = true;
				if ( in_array( $name, $this->used, true ) ) {
					// Asked for before, now mounted with data-load-on="load": its view's CSS too.
					$this->enqueue_styles( $name );
				}
			}
			if ( in_array( $name, $this->used, true ) ) {
				continue;
			}
			$this->used[] = $name;
			$this->enqueue_styles( $name );
			if ( $this->uses_script_modules() ) {
				$chunks = $this->chunks();
				$key    = $this->entry_key( $name );
				$this->register_module( $key );
				// The site bundle: every island asks for the same module, which WordPress prints once.
				wp_enqueue_script_module( $this->module_id( $chunks[ $key ]['file'] ) );
			}
		}
	}

	/** What was asked for before init. */
	public function use_early() {
		$early       = $this->early;
		$this->early = array();
		foreach ( $early as $request ) {
			$this->use_islands( $request[0], $request[1] );
		}
	}

	/** An island whose view loads with the page (its default data-load-on is "load", as the header's). */
	private function loads_at_once( $name ) {
		$schemas = $this->schemas();
		return isset( $schemas[ $name ]['loadOn'] ) && 'load' === $schemas[ $name ]['loadOn'];
	}

	/**
	 * The manifest keys (of the build printed) to preload for an island: what its module imports statically, and for
	 * an island whose view loads with the page, that view (its entry's dynamic imports; a view's key is its source
	 * path in both builds, or its island's name in the site build's) and what it imports, so they download beside the
	 * module instead of after it (as the demo store does for data-load-on="load").
	 */
	private function preload_keys( $name ) {
		$seen = array();
		$keys = $this->static_imports( $this->entry_key( $name ), $seen );
		if ( isset( $this->at_once[ $name ] ) ) {
			$own = $this->islands[ $name ]['chunk'];
			foreach ( isset( $own['dynamicImports'] ) ? $own['dynamicImports'] : array() as $imported ) {
				$view = $this->key_in_build( $imported, $name );
				if ( null !== $view && ! isset( $seen[ $view ] ) ) {
					$keys[] = $view;
					$keys   = array_merge( $keys, $this->static_imports( $view, $seen ) );
				}
			}
		}
		return $keys;
	}

	/**
	 * The printed build's key for a key of the island build: the same key for a module (a view's source path), or for
	 * a shared chunk (`_history-HASH.js`, hashed per build) the one chunk of the same name; for a view the site build
	 * put in a file named after its island (vite.config.ts siteLateGroups: the login's, the mini-cart's), that file.
	 * Null when there is none.
	 */
	private function key_in_build( $key, $island = '' ) {
		$chunks = $this->chunks();
		if ( isset( $chunks[ $key ] ) ) {
			return $key;
		}
		$manifest = $this->manifest();
		$name     = 0 === strpos( $key, '_' ) ? ( isset( $manifest[ $key ]['name'] ) ? $manifest[ $key ]['name'] : '' ) : $island;
		if ( '' === $name ) {
			return null;
		}
		$same = array();
		foreach ( $chunks as $other => $chunk ) {
			if ( 0 === strpos( $other, '_' ) && isset( $chunk['name'] ) && $chunk['name'] === $name ) {
				$same[] = $other;
			}
		}
		return 1 === count( $same ) ? $same[0] : null;
	}

	/** @return string[] */
	public function used() {
		return $this->used;
	}

	/** The manifest keys a chunk of the build printed imports statically, depth first, each once. */
	private function static_imports( $key, &$seen ) {
		$out    = array();
		$chunks = $this->chunks();
		if ( isset( $seen[ $key ] ) || ! isset( $chunks[ $key ] ) ) {
			return $out;
		}
		$seen[ $key ] = true;
		$chunk        = $chunks[ $key ];
		foreach ( isset( $chunk['imports'] ) ? $chunk['imports'] : array() as $imported ) {
			if ( isset( $chunks[ $imported ] ) && ! isset( $seen[ $imported ] ) ) {
				$out[] = $imported;
				$out   = array_merge( $out, $this->static_imports( $imported, $seen ) );
			}
		}
		return $out;
	}

	/** CSS of an island: its module's and that of the chunks it imports statically (and its view's, when that loads at once). */
	private function css_files( $name ) {
		$chunks = $this->chunks();
		$files  = array();
		foreach ( array_merge( array( $this->entry_key( $name ) ), $this->preload_keys( $name ) ) as $chunk_key ) {
			foreach ( isset( $chunks[ $chunk_key ]['css'] ) ? $chunks[ $chunk_key ]['css'] : array() as $css ) {
				$files[ $css ] = true;
			}
		}
		return array_keys( $files );
	}

	private function enqueue_styles( $name ) {
		foreach ( $this->css_files( $name ) as $file ) {
			// No version: the hash in the file name is the version, and a query would make a second copy in caches.
			wp_enqueue_style( $this->handle( $file ), $this->base_url() . $file, array(), null );
		}
	}

	private function handle( $file ) {
		return 'hsa-' . trim( preg_replace( '/[^a-z0-9]+/i', '-', preg_replace( '/\.\w+$/', '', $file ) ), '-' );
	}

	/** Script-module ids: `@hsa/islands/mini-cart-HASH`, one per built file, so two islands share one chunk id. */
	public function module_id( $file ) {
		return '@hsa/' . preg_replace( '/\.js$/', '', $file );
	}

	/** WordPress 6.5+: the chunk and its static imports as script modules, so WordPress prints the preloads. */
	private function register_module( $key ) {
		$chunks = $this->chunks();
		$chunk  = $chunks[ $key ];
		$deps   = array();
		foreach ( isset( $chunk['imports'] ) ? $chunk['imports'] : array() as $imported ) {
			if ( isset( $chunks[ $imported ] ) ) {
				$this->register_module( $imported );
				$deps[] = array(
					'id'     => $this->module_id( $chunks[ $imported ]['file'] ),
					'import' => 'static',
				);
			}
		}
		// Registering again is a no-op in WordPress; null version: the file's hash is its version.
		wp_register_script_module( $this->module_id( $chunk['file'] ), $this->base_url() . $chunk['file'], $deps, null );
	}

	/**
	 * The preloads of what is asked for before the head is printed: all of them before 6.5; on 6.5+ only the views
	 * that load at once (WordPress preloads the static dependencies of the modules it prints, not dynamic imports).
	 */
	public function print_head() {
		echo $this->preload_tags(); // phpcs:ignore WordPress.Security.EscapeOutput -- built from esc_url'd URLs
	}

	/** The config (if nobody printed it and an island needs it), then, before 6.5, late preloads and the modules. */
	public function print_footer() {
		if ( ! $this->used ) {
			return;
		}
		if ( ! $this->config_printed ) {
			$this->print_config();
		}
		// What the page asked for, now that everything has: the site bundle starts only these (page-islands.ts).
		echo '<script type="application/json" id="hsa-islands">' . self::script_json( array_values( $this->used ) ) . "</script>\n"; // phpcs:ignore WordPress.Security.EscapeOutput
		echo $this->preload_tags(); // phpcs:ignore WordPress.Security.EscapeOutput
		if ( ! $this->uses_script_modules() ) {
			echo $this->module_tags(); // phpcs:ignore WordPress.Security.EscapeOutput
		}
	}

	private function preload_tags() {
		$out = '';
		// On 6.5+ WordPress preloads the static imports of the modules it prints; only the rest is ours.
		$by_wordpress = array();
		if ( $this->uses_script_modules() ) {
			foreach ( $this->used as $name ) {
				$seen         = array();
				$by_wordpress = array_merge( $by_wordpress, array_flip( $this->static_imports( $this->entry_key( $name ), $seen ) ) );
			}
		}
		$chunks = $this->chunks();
		foreach ( $this->used as $name ) {
			foreach ( $this->preload_keys( $name ) as $key ) {
				$file = $chunks[ $key ]['file'];
				if ( isset( $this->printed_preloads[ $file ] ) || isset( $by_wordpress[ $key ] ) ) {
					continue;
				}
				$this->printed_preloads[ $file ] = true;
				$out                            .= sprintf( "<link rel=\"modulepreload\" href=\"%s\" id=\"%s-js-modulepreload\">\n", esc_url( $this->base_url() . $file ), esc_attr( $this->module_id( $file ) ) );
			}
		}
		return $out;
	}

	private function module_tags() {
		$out = '';
		$chunks = $this->chunks();
		foreach ( $this->used as $name ) {
			$file = $chunks[ $this->entry_key( $name ) ]['file'];
			if ( isset( $this->printed_modules[ $file ] ) ) {
				continue;
			}
			$this->printed_modules[ $file ] = true;
			$out                           .= sprintf( "<script type=\"module\" src=\"%s\" id=\"%s-js-module\"></script>\n", esc_url( $this->base_url() . $file ), esc_attr( $this->module_id( $file ) ) );
		}
		return $out;
	}

	/** The page config the islands read (shared/api/contracts/page-config.ts), before the hsa_islands_config filter. */
	public function config() {
		$config = array(
			'siteName'      => wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES ),
			'homeUrl'       => home_url( '/' ),
			'rest'          => array(
				'root'  => esc_url_raw( rest_url() ),
				'nonce' => wp_create_nonce( 'wp_rest' ),
			),
			'ajaxUrl'       => admin_url( 'admin-ajax.php' ),
			'wcAjaxUrl'     => class_exists( 'WC_AJAX' ) ? WC_AJAX::get_endpoint( '%%endpoint%%' ) : home_url( '/?wc-ajax=%%endpoint%%' ),
			'cartNamespace' => 'hsa-cart',
		);
		if ( class_exists( 'WooCommerce' ) && function_exists( 'WC' ) ) {
			$cart                       = WC()->cart;
			$config['cartCount']        = (string) ( $cart ? $cart->get_cart_contents_count() : 0 );
			$config['cartUrl']          = wc_get_cart_url();
			$config['checkoutUrl']      = wc_get_checkout_url();
			$config['isCart']           = (bool) is_cart();
			$config['isCheckout']       = (bool) is_checkout();
			$config['redirectAfterAdd'] = 'yes' === get_option( 'woocommerce_cart_redirect_after_add' );
		}
		$i18n             = apply_filters( 'hsa_islands_i18n', array() );
		$config['i18n']   = (object) ( is_array( $i18n ) ? $i18n : array() );
		return apply_filters( 'hsa_islands_config', $config );
	}

	/** JSON safe inside a <script> element: <, >, & and quotes as \u escapes, so `</script>` cannot close it. */
	public static function script_json( $value ) {
		$flags = JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES;
		$json  = function_exists( 'wp_json_encode' ) ? wp_json_encode( $value, $flags ) : json_encode( $value, $flags );
		return false === $json ? '{}' : $json;
	}

	/** Prints `<script type="application/json" id="hsa-config">`, once per page. */
	public function print_config() {
		if ( $this->config_printed ) {
			return;
		}
		$this->config_printed = true;
		echo '<script type="application/json" id="hsa-config">' . self::script_json( $this->config() ) . "</script>\n"; // phpcs:ignore WordPress.Security.EscapeOutput
	}

	/**
	 * An island's mount element with its props as JSON, checked against its schema. Bad props, an unknown island or a
	 * behaviour give a warning, an HTML comment saying why, and the fallback alone (the page keeps its server markup).
	 *
	 * @param array $args fallback (HTML, the markup without JavaScript), load_on, tag, class, attrs (name => value)
	 */
	public function render_mount( $name, $props = array(), $args = array() ) {
		$args     = array_merge(
			array(
				'fallback' => '',
				'load_on'  => '',
				'tag'      => 'div',
				'class'    => '',
				'attrs'    => array(),
			),
			is_array( $args ) ? $args : array()
		);
		$fallback = (string) $args['fallback'];
		if ( ! $this->has_island( $name ) ) {
			$message = sprintf( 'unknown island "%s"; the build has: %s', $name, implode( ', ', $this->island_names() ) );
			$this->warn( 'unknown:' . $name, $message );
			return $this->comment( $message ) . $fallback;
		}
		if ( 'behaviour' === $this->kind( $name ) ) {
			$this->use_islands( array( $name ) );
			return $this->comment( sprintf( '%s is a behaviour: it enhances markup anywhere on the page and has no mount element', $name ) ) . $fallback;
		}
		$props    = apply_filters( "hsa_islands_props_{$name}", null === $props ? array() : $props, $args );
		$problems = $this->validate_props( $name, $props );
		if ( $problems ) {
			$message = sprintf( 'the props of %s do not fit its schema: %s; the fallback markup is printed instead', $name, implode( '; ', $problems ) );
			$this->warn( 'props:' . $name . ':' . md5( $message ), $message );
			return $this->comment( $message ) . $fallback;
		}
		$this->use_islands( array( $name ), 'load' === (string) $args['load_on'] );
		$tag   = preg_match( '/^[a-z][a-z0-9-]*$/D', (string) $args['tag'] ) ? $args['tag'] : 'div';
		$attrs = array( 'data-island' => $name );
		if ( '' !== (string) $args['load_on'] ) {
			$attrs['data-load-on'] = (string) $args['load_on'];
		}
		if ( '' !== (string) $args['class'] ) {
			$attrs['class'] = (string) $args['class'];
		}
		foreach ( (array) $args['attrs'] as $attr => $value ) {
			if ( preg_match( '/^[a-z][a-z0-9_:.-]*$/iD', (string) $attr ) && 'data-island' !== $attr ) {
				$attrs[ $attr ] = (string) $value;
			}
		}
		$html = '<' . $tag;
		foreach ( $attrs as $attr => $value ) {
			$html .= ' ' . $attr . '="' . esc_attr( $value ) . '"';
		}
		$html .= '>';
		if ( ( is_array( $props ) && $props ) || ( $props instanceof stdClass && get_object_vars( $props ) ) ) {
			$html .= '<script type="application/json" data-island-props>' . self::script_json( (object) $props ) . '</script>';
		}
		return $html . $fallback . '</' . $tag . '>';
	}

	private function comment( $message ) {
		// `--` would end the comment early; a theme's text must not.
		return '<!-- hsa-islands: ' . str_replace( '--', '- -', $message ) . " -->\n";
	}

	/** A PHP warning (the debug log, or the screen with WP_DEBUG_DISPLAY), once per request per cause. */
	private function warn( $key, $message ) {
		if ( isset( $this->warned[ $key ] ) ) {
			return;
		}
		$this->warned[ $key ] = true;
		trigger_error( 'hsa-islands: ' . $message, E_USER_WARNING ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions
	}
}
