import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import '@/lib/i18n';
import { Providers } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { installSessionHooks } from '@/app/session-hooks';
import { NewVersionBanner } from '@/components/new-version-notice';
import { installNewVersionWatch } from '@/lib/new-version';
import '@/app/global.css';

const router = createAppRouter();
installSessionHooks(router);
installNewVersionWatch();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
      <NewVersionBanner />
    </Providers>
  </StrictMode>,
);
