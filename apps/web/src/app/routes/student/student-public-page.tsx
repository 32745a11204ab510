import { Group } from '@mantine/core';
import type { SchoolInfo } from '@sukoyaka/contracts/schools';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CenteredPage } from '../../../components/layouts/centered-page.tsx';
import { LanguageSwitch } from '../../../components/ui/language-switch.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { FuriganaProvider } from '../../../features/furigana/components/furigana-provider.tsx';
import { FuriganaToggle } from '../../../features/furigana/components/furigana-toggle.tsx';
import { furiganaByDefault } from '../../../features/furigana/furigana.ts';
import { useFurigana } from '../../../features/furigana/hooks/use-furigana.ts';
import { useSchoolInfo } from '../../../features/schools/hooks/use-school-info.ts';
import classes from '../../layouts/student-header.module.css';
import { SchoolPageFailure } from './school-page-failure.tsx';

export interface StudentPublicPageProps {
  /** The page, given the school of the URL. */
  children: (school: SchoolInfo) => ReactNode;
  width?: number;
}

/**
 * The frame of a student's page that needs no sign-in (password help, help): the school of the URL
 * (an unknown code shows the spec §8 message), the language switch, and furigana for elementary
 * schools (issue 3) with its switch while the page is in Japanese.
 */
export function StudentPublicPage({ children, width = 640 }: StudentPublicPageProps) {
  const { i18n } = useTranslation();
  const { school_code: schoolCode = '' } = useParams();
  const school = useSchoolInfo(schoolCode);
  const [furigana, setFurigana] = useFurigana(furiganaByDefault(school.data?.schoolType));

  if (school.isPending) return <LoadingScreen minHeight="100dvh" />;
  if (school.isError) return <SchoolPageFailure error={school.error} />;
  const japanese = i18n.language === 'ja';
  return (
    <FuriganaProvider show={japanese && furigana}>
      <CenteredPage
        width={width}
        topRight={
          <Group gap="sm" wrap="wrap" justify="flex-end" className={classes.controls}>
            {japanese ? <FuriganaToggle checked={furigana} onChange={setFurigana} /> : null}
            <LanguageSwitch />
          </Group>
        }
      >
        {children(school.data)}
      </CenteredPage>
    </FuriganaProvider>
  );
}
