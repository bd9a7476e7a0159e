/** What other features may read of content: how policy HTML is typeset. */
export { policyContentSx } from './policy-content.ts';
