import type { Messages } from '../ja.ts';
import { organization as english } from '../en/organization.ts';

/** The board of education's screens (issue 14): English until translated. */
export const organization: Messages['organization'] = english;
