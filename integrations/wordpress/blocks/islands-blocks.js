/**
 * The editor side of the hsa/{island} blocks (no build step: WordPress's own globals). Each block is rendered by the
 * server (HSA_Islands::render_mount), so the editor shows the markup the page will have.
 */
( function ( wp, names ) {
	if ( ! wp || ! wp.blocks || ! names ) return;
	var el = wp.element.createElement;
	var ServerSideRender = wp.serverSideRender;
	names.forEach( function ( name ) {
		wp.blocks.registerBlockType( 'hsa/' + name, {
			apiVersion: 2,
			title: name,
			category: 'widgets',
			icon: 'screenoptions',
			attributes: { props: { type: 'object', default: {} }, loadOn: { type: 'string', default: '' } },
			edit: function ( props ) {
				return el( ServerSideRender, { block: 'hsa/' + name, attributes: props.attributes } );
			},
			save: function () {
				return null;
			},
		} );
	} );
} )( window.wp, window.hsaIslandsBlocks );
