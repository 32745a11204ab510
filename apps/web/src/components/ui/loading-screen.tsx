import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface LoadingScreenProps {
  /** Height of the area to centre the spinner in; the default fills most of the viewport. */
  minHeight?: number | string;
}

/** A centred spinner announced as "loading" to screen readers. */
export function LoadingScreen({ minHeight = '60vh' }: LoadingScreenProps) {
  const { t } = useTranslation();
  return (
    <Center mih={minHeight} role="status" aria-live="polite">
      <Loader aria-hidden="true" />
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
    </Center>
  );
}
