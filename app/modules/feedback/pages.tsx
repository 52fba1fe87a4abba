/** The customer service's staff pages (`/feedback`) are part of the portal's staff pages. */
export { default } from '../portal/StaffPages';
