import { type ComponentProps, type ComponentType, lazy, memo, Suspense, useState } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: any component; its own props type the part
type AnyComponent = ComponentType<any>;

/**
 * The component `name` of a module loaded after the page's first scripts (their budget, issue
 * 11), in a Suspense boundary of its own: the server renders it whole, and the browser hydrates
 * it once its chunk arrives; until then its HTML stands, and forms in it submit natively. Call it
 * once per part, at a module's top level.
 */
export function lazyPart<Name extends string, Module extends Record<Name, AnyComponent>>(
  load: () => Promise<Module>,
  name: Name,
) {
  const Part = lazy(() => load().then((module) => ({ default: module[name] })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part at module level, like React.lazy
  return function LazyPart(props: ComponentProps<Module[Name]>) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}

/** What shows that a visitor reaches for a part: the keyboard's focus, a mouse over it, a touch. */
const INTENT_EVENTS = ['focusin', 'pointerover', 'touchstart'] as const;

/** Resolves once an intent event happens inside an element that `selector` finds. */
function intentWithin(selector: string): Promise<void> {
  return new Promise((resolve) => {
    const listener = (event: Event) => {
      if (!(event.target instanceof Element) || !event.target.closest(selector)) return;
      for (const type of INTENT_EVENTS) document.removeEventListener(type, listener, true);
      resolve();
    };
    for (const type of INTENT_EVENTS)
      document.addEventListener(type, listener, { capture: true, passive: true });
  });
}

/** In the browser, once the page's first render is over (app/routes/layout.tsx marks it). */
const pageHydrated = () =>
  typeof document !== 'undefined' && document.documentElement.dataset.hydrated === 'true';

/**
 * Like `lazyPart`, for a part low on the page that most visitors never use (a subscription form):
 * where it comes with the server's HTML, its script loads only once the visitor reaches for it
 * (focus, pointer or touch inside `selector`, which its root element matches), so the page's load
 * costs nothing for it; until then its HTML stands, and a form in it submits natively. Rendered
 * by the browser itself (a page reached by a navigation in the browser), it loads at once.
 */
export function lazyPartOnIntent<Name extends string, Module extends Record<Name, AnyComponent>>(
  load: () => Promise<Module>,
  name: Name,
  selector: string,
) {
  let startNow: (() => void) | undefined;
  /** Whether the part's first render hydrates the server's HTML (read when its script is asked for). */
  let firstFromServer = false;
  const Part = lazyPart(() => {
    if (typeof document === 'undefined' || !firstFromServer) return load();
    return new Promise<void>((resolve) => {
      startNow = resolve;
      intentWithin(selector).then(resolve);
    }).then(load);
  }, name);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part at module level, like React.lazy
  function LazyPartOnIntent(props: ComponentProps<Module[Name]>) {
    // Mounted before the page's first render is over: it hydrates the server's HTML. (Read once:
    // a render of its own here, such as useSyncExternalStore's after hydration, would reach the
    // waiting boundary and make React drop its HTML.)
    const [fromServer] = useState(() => !pageHydrated());
    firstFromServer = fromServer;
    // Any render after the page's first (another page's part reached without a reload, or new
    // props, which make React drop the server's HTML): the script is needed now.
    if (pageHydrated()) startNow?.();
    return <Part {...props} />;
  }
  // A part still waiting holds the server's HTML only while nothing re-renders it: a parent's
  // render with equal props (a new array of the same ids) must not reach it.
  return memo(LazyPartOnIntent, (before, after) => JSON.stringify(before) === JSON.stringify(after));
}
