<?php
/**
 * WordPress 6.5's script-module API as WP_Script_Modules behaves: the first registration of an id wins, an enqueued
 * module is printed once as `<script type="module">`, and its static dependencies (recursively) that are not
 * enqueued themselves get a `<link rel="modulepreload">`; a null version adds no query. Printed in the footer, as
 * for a classic theme.
 */

function wp_register_script_module( $id, $src, $deps = array(), $version = false ) {
	if ( isset( $GLOBALS['fake']['modules'][ $id ] ) ) {
		return;
	}
	$GLOBALS['fake']['modules'][ $id ] = array(
		'src'     => $src,
		'deps'    => $deps,
		'version' => $version,
	);
}

function wp_enqueue_script_module( $id, $src = '', $deps = array(), $version = false ) {
	if ( '' !== $src ) {
		wp_register_script_module( $id, $src, $deps, $version );
	}
	$GLOBALS['fake']['enqueued'][ $id ] = true;
}

function fake_module_src( $id ) {
	$module = $GLOBALS['fake']['modules'][ $id ];
	if ( false === $module['version'] ) {
		return $module['src'] . '?ver=6.5';
	}
	return null === $module['version'] ? $module['src'] : $module['src'] . '?ver=' . $module['version'];
}

function fake_static_deps( $ids, &$seen ) {
	foreach ( $ids as $id ) {
		if ( ! isset( $GLOBALS['fake']['modules'][ $id ] ) ) {
			continue;
		}
		foreach ( $GLOBALS['fake']['modules'][ $id ]['deps'] as $dep ) {
			$dep_id = is_array( $dep ) ? $dep['id'] : $dep;
			$import = is_array( $dep ) && isset( $dep['import'] ) ? $dep['import'] : 'static';
			if ( 'static' === $import && ! isset( $seen[ $dep_id ] ) ) {
				$seen[ $dep_id ] = true;
				fake_static_deps( array( $dep_id ), $seen );
			}
		}
	}
}

add_action(
	'wp_footer',
	function () {
		foreach ( array_keys( $GLOBALS['fake']['enqueued'] ) as $id ) {
			if ( isset( $GLOBALS['fake']['modules'][ $id ] ) ) {
				echo '<script type="module" src="' . esc_url( fake_module_src( $id ) ) . '" id="' . esc_attr( $id ) . "-js-module\"></script>\n";
			}
		}
		$seen = array();
		fake_static_deps( array_keys( $GLOBALS['fake']['enqueued'] ), $seen );
		foreach ( array_keys( $seen ) as $id ) {
			if ( ! isset( $GLOBALS['fake']['enqueued'][ $id ] ) && isset( $GLOBALS['fake']['modules'][ $id ] ) ) {
				echo '<link rel="modulepreload" href="' . esc_url( fake_module_src( $id ) ) . '" id="' . esc_attr( $id ) . "-js-modulepreload\">\n";
			}
		}
	},
	10
);
