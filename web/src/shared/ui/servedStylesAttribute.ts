/**
 * The attribute of a pre-rendered page's style elements holding Emotion's regular rules and their
 * names ("css name name …"): present only on pages that render Chakra components (servedStyles.ts).
 */
export const servedStylesAttribute = 'data-served-emotion';
