<?php
/**
 * For page-builder users: the [hsa_island] shortcode and one dynamic block per island (hsa/{name}), both printing
 * what hsa_island_mount() prints. Behaviours (add-to-cart, site-wide, …) have no mount element: placed this way they
 * are only asked for on the page.
 */

/**
 * `[hsa_island name="mini-cart" load_on="interaction" cart_url="/cart/"]fallback HTML[/hsa_island]`: any other
 * attribute is a prop (snake_case → camelCase, numbers and true/false as the island's schema types them).
 */
function hsa_islands_shortcode( $atts, $content = '' ) {
	$atts = is_array( $atts ) ? $atts : array();
	$name = isset( $atts['name'] ) ? (string) $atts['name'] : '';
	$args = array( 'fallback' => '' === (string) $content ? '' : do_shortcode( (string) $content ) );
	foreach ( array( 'load_on', 'class' ) as $key ) {
		if ( isset( $atts[ $key ] ) ) {
			$args[ $key ] = (string) $atts[ $key ];
		}
	}
	unset( $atts['name'], $atts['load_on'], $atts['class'] );
	return hsa_island_render( $name, hsa_islands_shortcode_props( $name, $atts ), $args );
}

/** Shortcode attributes (lower-case strings) as props, typed by the island's schema. */
function hsa_islands_shortcode_props( $name, $atts ) {
	$schemas    = HSA_Islands::instance()->schemas();
	$properties = isset( $schemas[ $name ]['props']['properties'] ) ? $schemas[ $name ]['props']['properties'] : array();
	$by_lower   = array();
	foreach ( array_keys( $properties ) as $prop ) {
		$by_lower[ strtolower( $prop ) ] = $prop;
	}
	$props = array();
	foreach ( $atts as $key => $value ) {
		if ( is_int( $key ) ) {
			continue;
		}
		$camel = lcfirst( str_replace( ' ', '', ucwords( str_replace( array( '_', '-' ), ' ', $key ) ) ) );
		$prop  = isset( $by_lower[ strtolower( $camel ) ] ) ? $by_lower[ strtolower( $camel ) ] : $camel;
		$types = isset( $properties[ $prop ]['type'] ) ? (array) $properties[ $prop ]['type'] : array( 'string' );
		$props[ $prop ] = hsa_islands_typed_attribute( (string) $value, $types );
	}
	return $props;
}

function hsa_islands_typed_attribute( $value, $types ) {
	if ( in_array( 'string', $types, true ) ) {
		return $value;
	}
	if ( ( in_array( 'integer', $types, true ) || in_array( 'number', $types, true ) ) && is_numeric( $value ) ) {
		return in_array( 'integer', $types, true ) && (string) (int) $value === $value ? (int) $value : (float) $value;
	}
	if ( in_array( 'boolean', $types, true ) && in_array( strtolower( $value ), array( 'true', 'false', '1', '0', 'yes', 'no' ), true ) ) {
		return in_array( strtolower( $value ), array( 'true', '1', 'yes' ), true );
	}
	if ( in_array( 'array', $types, true ) || in_array( 'object', $types, true ) ) {
		$decoded = json_decode( $value, true );
		return null === $decoded ? $value : $decoded;
	}
	// Left as text: the schema check then says what was expected.
	return $value;
}

/** One block per island the build has, rendered on the server; the editor shows the server's markup. */
function hsa_islands_register_blocks() {
	if ( ! function_exists( 'register_block_type' ) ) {
		return;
	}
	$islands = HSA_Islands::instance();
	$names   = array();
	foreach ( $islands->island_names() as $name ) {
		if ( 'island' !== $islands->kind( $name ) || ! preg_match( '/^[a-z0-9-]+$/D', $name ) ) {
			continue;
		}
		$names[] = $name;
		register_block_type(
			'hsa/' . $name,
			array(
				'api_version'     => 2,
				'title'           => $name,
				'category'        => 'widgets',
				'attributes'      => array(
					'props'  => array(
						'type'    => 'object',
						'default' => array(),
					),
					'loadOn' => array(
						'type'    => 'string',
						'default' => '',
					),
				),
				'editor_script'   => 'hsa-islands-blocks',
				'render_callback' => function ( $attributes, $content = '' ) use ( $name ) {
					return hsa_island_render(
						$name,
						isset( $attributes['props'] ) ? $attributes['props'] : array(),
						array(
							'load_on'  => isset( $attributes['loadOn'] ) ? $attributes['loadOn'] : '',
							'fallback' => (string) $content,
						)
					);
				},
			)
		);
	}
	if ( $names && function_exists( 'wp_register_script' ) ) {
		$dir = dirname( HSA_ISLANDS_FILE );
		wp_register_script(
			'hsa-islands-blocks',
			HSA_Islands::instance()->dir_url( $dir ) . '/blocks/islands-blocks.js',
			array( 'wp-blocks', 'wp-element', 'wp-server-side-render' ),
			(string) @filemtime( $dir . '/blocks/islands-blocks.js' ), // phpcs:ignore WordPress.PHP.NoSilencedErrors
			true
		);
		wp_add_inline_script( 'hsa-islands-blocks', 'window.hsaIslandsBlocks = ' . HSA_Islands::script_json( $names ) . ';', 'before' );
	}
}

function hsa_islands_add_embed_hooks() {
	add_shortcode( 'hsa_island', 'hsa_islands_shortcode' );
	add_action( 'init', 'hsa_islands_register_blocks' );
}
