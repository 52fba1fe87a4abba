/** The project pages of the sequencing service's staff: the portal's staff pages. */
export { default } from '../portal/StaffPages';
