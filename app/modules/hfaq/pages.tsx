/** The customer service's staff pages (`/hfaq`) are part of the portal's staff pages. */
export { default } from '../portal/StaffPages';
