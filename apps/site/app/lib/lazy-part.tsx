import { type ComponentProps, type ComponentType, lazy, Suspense } from 'react';

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
