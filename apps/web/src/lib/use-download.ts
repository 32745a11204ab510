import { useMutation } from '@tanstack/react-query';
import { saveFile, type DownloadedFile } from './api-download.ts';

/**
 * The one way a screen downloads a file (decision 050): `fetchFile` gets it through `apiDownload`
 * (session headers, the envelope's messages as an ApiError), and the browser saves it under the
 * server's name (Content-Disposition). Returns a mutation: `mutate(arg)` to start, `isPending`
 * for the button's spinner, `error` for `<ErrorAlert error={…} />`; it resolves to the file's name.
 */
export function useDownload<A = void>(fetchFile: (arg: A) => Promise<DownloadedFile>) {
  return useMutation({
    mutationFn: async (arg: A) => {
      const file = await fetchFile(arg);
      saveFile(file);
      return file.fileName;
    },
  });
}
