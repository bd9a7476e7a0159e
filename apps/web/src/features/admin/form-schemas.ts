/** The admin forms' schemas, fetched when a form opens rather than with its page: they bring zod (~55 KB gzip). */
export const loadFormSchemas = () => import('@app/contract/admin-forms');
