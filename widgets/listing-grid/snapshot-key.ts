/** sessionStorage key of the listing snapshot taken when a shopper opens a product (Back returns to the card). */
export const SNAPSHOT_KEY = 'hsa_listing_snapshot';
