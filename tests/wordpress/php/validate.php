<?php
/** Reads [{"schema":…,"value":…},…] on stdin; prints, per pair, the plugin's verdict: [{"errors":[…]},…]. */
$plugin = getenv( 'HSA_PLUGIN_DIR' ) ?: dirname( __DIR__, 3 ) . '/integrations/wordpress';
require $plugin . '/includes/class-hsa-islands-schema.php';
// Values as objects (stdClass), so JSON's {} and [] stay apart as they do in the browser; schemas as arrays.
$pairs = json_decode( stream_get_contents( STDIN ) );
$out   = array();
foreach ( $pairs as $pair ) {
	$out[] = array( 'errors' => HSA_Islands_Schema::validate( $pair->value, json_decode( json_encode( $pair->schema ), true ) ) );
}
echo json_encode( $out, JSON_UNESCAPED_UNICODE );
