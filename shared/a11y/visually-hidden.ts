/**
 * Visually hidden, still read by screen readers. As an inline style, so an island never depends on a theme's
 * `.screen-reader-text` class being there.
 */
export const VISUALLY_HIDDEN_CSS =
  'position:absolute;inline-size:1px;block-size:1px;margin:-1px;padding:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap;border:0';

export const visuallyHidden = {
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
