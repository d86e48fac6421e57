import type { Lang } from '@coresense/shared/lang';

export type PublicationState = 'published' | 'scheduled' | 'draft';

export interface LangPublication {
  state: PublicationState;
  publishedVersion: number | null;
  publishedAt: string | null;
  scheduledAt: string | null;
  changed: boolean;
}

export type Publication = Record<Lang, LangPublication>;

export type ScheduledAction = {
  id: number;
  resource: string;
  recordId: number | string;
  langs: Lang[];
  action: 'publish' | 'unpublish';
  at: string;
  author: { id: number; username: string; name: string } | null;
};
