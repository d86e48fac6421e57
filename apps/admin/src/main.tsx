import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider.tsx';
import { createRouter } from './app/router.tsx';
import { setUnauthenticatedHandler } from './lib/api-client.ts';
import { loginUrlFor } from './lib/login-redirect.ts';
import { currentLocale } from './locales/index.ts';
import './styles/global.css';

document.documentElement.lang = currentLocale;

const router = createRouter();

// A call answered 401 means the session ended (expired, signed out elsewhere, user disabled).
setUnauthenticatedHandler(() => {
  const target = loginUrlFor(window.location.href);
  if (target) void router.navigate(target, { replace: true });
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
