import { useSyncExternalStore } from 'react';

/** Durations and placement of specification §9: notifications 4.5 s at top right, toasts 3 s. */
export const NOTIFICATION_MS = 4500;
export const TOAST_MS = 3000;

export type NoticeType = 'success' | 'info' | 'warning' | 'error';

export interface Notice {
  id: number;
  kind: 'notification' | 'toast';
  type: NoticeType;
  title: string;
  description?: string;
}

let notices: Notice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function show(notice: Omit<Notice, 'id'>, duration: number) {
  const id = nextId++;
  notices = [...notices, { ...notice, id }];
  emit();
  setTimeout(() => dismiss(id), duration);
}

export function dismiss(id: number) {
  notices = notices.filter((notice) => notice.id !== id);
  emit();
}

export function notify(type: NoticeType, title: string, description?: string) {
  show({ kind: 'notification', type, title, description }, NOTIFICATION_MS);
}

export function toast(type: NoticeType, title: string) {
  show({ kind: 'toast', type, title }, TOAST_MS);
}

const EMPTY: Notice[] = [];

export function useNotices(): Notice[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => notices,
    () => EMPTY,
  );
}
