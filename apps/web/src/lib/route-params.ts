/**
 * The {school_code} path segment (spec §2): letters, digits, '-' and '_', at most 32 characters
 * (the API's limit). Anything else fails route validation and shows the 404 page (spec §2).
 */
const SCHOOL_CODE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/;

/** True when a path segment can be a school code. */
export function isValidSchoolCode(value: string | undefined): value is string {
  return value !== undefined && SCHOOL_CODE.test(value);
}
