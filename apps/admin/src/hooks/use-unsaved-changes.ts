import { App } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { t } from '../locales/index.ts';

/**
 * Guards a form's unsaved edits: leaving for another back-office page asks first, and so does a
 * reload or closing the tab (`beforeunload`, the browser's own prompt). `markDirty` goes in the
 * form's `onValuesChange` (it fires on edits only, not on values the code sets), `markClean`
 * after a save; `confirmDiscard` asks before an in-page discard such as closing a drawer.
 */
export function useUnsavedChanges() {
  const { modal } = App.useApp();
  const [dirty, setDirty] = useState(false);
  // Read by the blocker and by closes that follow a save in the same tick.
  const dirtyRef = useRef(false);

  const markDirty = useCallback(() => {
    dirtyRef.current = true;
    setDirty(true);
  }, []);
  const markClean = useCallback(() => {
    dirtyRef.current = false;
    setDirty(false);
  }, []);

  const ask = useCallback(
    (onDiscard: () => void, onKeep?: () => void) => {
      modal.confirm({
        title: t('unsaved.title'),
        content: t('unsaved.content'),
        okText: t('unsaved.discard'),
        okButtonProps: { danger: true },
        cancelText: t('unsaved.keep'),
        onOk: onDiscard,
        onCancel: onKeep,
      });
    },
    [modal],
  );

  const confirmDiscard = useCallback(
    (onDiscard: () => void) => {
      if (!dirtyRef.current) {
        onDiscard();
        return;
      }
      ask(() => {
        markClean();
        onDiscard();
      });
    },
    [ask, markClean],
  );

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    ask(
      () => {
        markClean();
        blocker.proceed();
      },
      () => blocker.reset(),
    );
  }, [blocker, ask, markClean]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium shows the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  /** Whether there are unsaved edits now (not at the last render). */
  const isDirty = useCallback(() => dirtyRef.current, []);

  return { dirty, isDirty, markDirty, markClean, confirmDiscard };
}
