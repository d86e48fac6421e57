import type { SiteMessages } from '@coresense/shared/i18n/site';
import { isLang } from '@coresense/shared/lang';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { provideMessages } from './lib/messages';

/** The page's texts, from the file app/root.tsx preloads (absent only if the root loader failed). */
async function loadMessages() {
  const link = document.querySelector<HTMLLinkElement>('link[data-site-messages]');
  const lang = link?.dataset.siteMessages;
  if (!link || !isLang(lang)) return;
  // The same request as the preload, which it takes over.
  const response = await fetch(link.href, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${link.href} answered ${response.status}`);
  provideMessages(lang, (await response.json()) as SiteMessages);
}

loadMessages().then(
  () =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
  (error: unknown) => {
    // Hydrating without the texts would replace every one of them by its key: the page stays as
    // the server rendered it, its links ordinary page loads, as when the site's own code fails.
    console.error('The texts of the site could not be loaded', error);
  },
);
