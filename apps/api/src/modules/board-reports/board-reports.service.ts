/** The board's reports (issue 14): small-group suppression (decision 026), the report tables and their Excel and PDF files. */
export { rateOf, suppressTree, SMALL_MAX, type CountNode } from './suppression.ts';
