import { useSyncExternalStore } from 'react';

/** Durations and placement of specification §9: notifications 4.5 s at top right, toasts 3 s. */
export const NOTIFICATION_MS = 4500;
export const TOAST_MS = 3000;

export type NoticeType = 'success' | 'info' | 'warning' | 'error';

export interface NoticeAction {
  label: string;
  run(): void;
}

export interface Notice {
  id: number;
  /** Showing a notice again with the same key replaces it instead of stacking a copy. */
  key?: string;
  kind: 'notification' | 'toast';
  type: NoticeType;
  title: string;
  description?: string;
  action?: NoticeAction;
}

export interface NotificationOptions {
  key?: string;
  action?: NoticeAction;
  /** Milliseconds on screen; `null` keeps it until it is closed or its action runs. */
  duration?: number | null;
}

let notices: Notice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function show(notice: Omit<Notice, 'id'>, duration: number | null) {
  const id = nextId++;
  const others = notice.key ? notices.filter((shown) => shown.key !== notice.key) : notices;
  notices = [...others, { ...notice, id }];
  emit();
  if (duration !== null) setTimeout(() => dismiss(id), duration);
}

export function dismiss(id: number) {
  notices = notices.filter((notice) => notice.id !== id);
  emit();
}

export function notify(
  type: NoticeType,
  title: string,
  description?: string,
  { key, action, duration = NOTIFICATION_MS }: NotificationOptions = {},
) {
  show({ kind: 'notification', type, title, description, key, action }, duration);
}

export function toast(type: NoticeType, title: string, key?: string) {
  show({ kind: 'toast', type, title, key }, TOAST_MS);
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
