import { useEffect } from 'react';

/** Sets the browser tab's title to "<title> | すこやか" (or just the app name) while mounted. */
export function usePageTitle(title: string | undefined, appName: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${appName}` : appName;
  }, [title, appName]);
}
