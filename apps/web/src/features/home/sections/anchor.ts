/** Sections sit under the sticky header when reached through /#anchor links. */
export const anchorSx = { scrollMarginTop: { xs: 64, md: 72 } };
