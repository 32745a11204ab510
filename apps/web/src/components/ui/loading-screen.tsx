import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Spec §9 "Data-fetch minimum display delay 200 ms" (decision 065): a load that answers within
 * 200 ms shows no spinner at all (no flash before the page); a slower one shows it from 200 ms on.
 */
export const LOADING_DISPLAY_DELAY_MS = 200;

export interface LoadingScreenProps {
  /** Height of the area to centre the spinner in; the default fills most of the viewport. */
  minHeight?: number | string;
}

/**
 * A centred spinner announced as "loading" to screen readers. The announcement is there at once;
 * the spinner appears only after LOADING_DISPLAY_DELAY_MS, so a quick load does not flash it.
 */
export function LoadingScreen({ minHeight = '60vh' }: LoadingScreenProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), LOADING_DISPLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Center mih={minHeight} role="status" aria-live="polite">
      {shown ? <Loader aria-hidden="true" data-testid="loading-spinner" /> : null}
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
    </Center>
  );
}
