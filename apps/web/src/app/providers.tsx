// Providers around the whole panel: translations, the request progress bar and the router.
// The query cache is the shell's (app/shell.tsx): it lives as long as a logged-in session.
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, type DataRouter } from 'react-router';
import { ProgressBar } from '../components/progress-bar';
import { i18n } from '../lib/i18n';

export function AppProviders({ router }: { router: DataRouter }) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ProgressBar />
        <RouterProvider router={router} />
      </I18nextProvider>
    </StrictMode>
  );
}
