/** `/feedback`: a page of the customer service (hfaq). */
export { default } from '../hfaq/pages';
