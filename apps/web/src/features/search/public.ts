/** What other features may use of search: the link to a search with given filters. */
export { searchHref } from './search-params.ts';
