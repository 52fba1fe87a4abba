/** The customer payments of the sequencing service's staff: the portal's staff pages. */
export { default } from '../portal/StaffPages';
