/**
 * A section that starts below the first screen: the browser skips styling, laying out and painting it until it
 * nears the viewport, which is most of home's first-load rendering on a phone. The sizes are its height there
 * (375–412 px and from 900 px wide) so the scrollbar and in-page links land where they will; once rendered, the
 * browser remembers the real one (`auto`).
 */
export const belowTheFold = (height: { xs: number; md: number }) => ({
  contentVisibility: 'auto',
  containIntrinsicSize: { xs: `auto ${height.xs}px`, md: `auto ${height.md}px` },
});
