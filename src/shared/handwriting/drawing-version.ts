/**
 * Bump when the renderer, the fonts or the card's layout change what the same inputs draw: every proof's ETag
 * (campaigns' and programs') includes it, so cached proofs and browsers' copies are not reused.
 */
export const PROOF_DRAWING_VERSION = 7;
