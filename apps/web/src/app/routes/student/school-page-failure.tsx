import { CenteredPage } from '../../../components/layouts/centered-page.tsx';
import { LanguageSwitch } from '../../../components/ui/language-switch.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { SchoolCodeInvalid } from '../../../features/schools/components/school-code-invalid.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import classes from '../../layouts/student-header.module.css';

/** The language switch in the top corner of a student page without sign-in. */
export function LanguageControls() {
  return (
    <div className={classes.controls}>
      <LanguageSwitch />
    </div>
  );
}

/** A student page whose school could not be read: the spec §8 wrong school code (404) or load failure. */
export function SchoolPageFailure({ error }: { error: unknown }) {
  return (
    <CenteredPage width={560} topRight={<LanguageControls />}>
      {isApiError(error, 404) ? <SchoolCodeInvalid /> : <LoadFailure order={1} />}
    </CenteredPage>
  );
}
