/**
 * Room kept for the sections that load as they come near the screen (templates strip, examples), about what
 * they take once loaded, so the page below them does not jump when they arrive.
 */
export const TEMPLATES_MIN_HEIGHT = 320;
export const EXAMPLES_MIN_HEIGHT = 360;
