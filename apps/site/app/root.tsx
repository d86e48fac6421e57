import messageFiles from 'virtual:site-messages';
import { langToHtmlLang } from '@coresense/shared/lang';
import { type ReactNode, useEffect, useState } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import type { Route } from './+types/root';
import { siteContext } from './context';
import { AFTER_FIRST_PAINT_SCRIPT } from './lib/after-first-paint';
import { STORED_DIRECTION_SCRIPT, textDirection } from './lib/direction';
import { formatZonedDateTime } from './lib/format';
import { useRootData } from './lib/i18n';
import { storedLocale } from './lib/locale';
import { usePageViews } from './lib/page-view';
// The whole stylesheet as one hashed file that a browser keeps for a year (its <link> comes
// from <Links />): docs/decisions/2026-11-28-stylesheet-as-a-cached-file.md.
import './styles/site.css';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  // Written by scripts/pwa.ts.
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
];

/**
 * Language, the address of its texts (app/lib/messages.ts) and the blocks every page
 * shows (contact details, footer). The offices are left out: only the contact page lists them
 * (from its own loader), and every page would carry them in its hydration data.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { services, lang, origin, preview, timeZone } = context.get(siteContext);
  const [{ offices: _shownOnContactUsOnly, ...contact }, footer] = await Promise.all([
    services.blocks.data('contact', lang),
    services.blocks.data('footer', lang),
  ]);
  return {
    lang,
    origin,
    messagesUrl: messageFiles[lang],
    contact,
    footer,
    // A preview link's bar (components/preview-bar.tsx), its times written here so the browser needs no formatting code.
    ...(preview
      ? {
          preview: {
            lang: preview.lang,
            // On the site's clock, with the zone named: the back-office shows the same save at the same time.
            saved: formatZonedDateTime(preview.savedAt, lang, timeZone),
            expires: formatZonedDateTime(preview.expiresAt, lang, timeZone),
          },
        }
      : {}),
  };
}
export type RootData = Awaited<ReturnType<typeof loader>>;

/** The language only changes with a full reload, so client navigations never refetch this. */
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRootData();
  const htmlLang = langToHtmlLang(root?.lang ?? 'zh_CN');
  const [dir, setDir] = useState(textDirection(htmlLang));
  // The stored locale lives in the browser (product-spec §4); one the site cannot serve, such as
  // ar-EG, still turns the layout right to left around the fallback language. The head script
  // does it before the first paint; this keeps React's idea of the attribute the same.
  useEffect(() => setDir(textDirection(storedLocale() ?? htmlLang)), [htmlLang]);
  return (
    // The head script may have changed `dir` before hydration.
    <html lang={htmlLang} dir={dir} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b2a4a" />
        <script
          // The server's copy has run by the time the page hydrates, and hydration keeps it as it
          // is: the browser bundle need not carry the text.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this site, allowed by its CSP hash
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? STORED_DIRECTION_SCRIPT : '' }}
          suppressHydrationWarning
        />
        {root && (
          // The page's texts, which app/entry.client.tsx fetches before hydrating.
          <link
            rel="preload"
            as="fetch"
            href={root.messagesUrl}
            crossOrigin="anonymous"
            data-site-messages={root.lang}
          />
        )}
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
        <script
          // Starts the scripts above once the page is painted (app/lib/after-first-paint.ts).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this site, allowed by its CSP hash
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? AFTER_FIRST_PAINT_SCRIPT : '' }}
          suppressHydrationWarning
        />
      </body>
    </html>
  );
}

export default function App() {
  usePageViews(useRootData()?.lang ?? 'zh_CN');
  return <Outlet />;
}

/** Only reached when the root loader itself fails, so it cannot rely on the texts it loads. */
export function ErrorBoundary() {
  return (
    <main className="fatal-error">
      <h1>出错了 · Something went wrong</h1>
      <p>页面暂时无法显示，请稍后再试。 This page cannot be shown right now. Please try again later.</p>
      <p>
        <a href="/index">返回首页 · Back to home</a>
      </p>
    </main>
  );
}
