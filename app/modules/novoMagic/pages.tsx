/** The customer service's staff pages (`/novoMagic`) are part of the portal's staff pages. */
export { default } from '../portal/StaffPages';
