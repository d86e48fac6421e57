import type { AdminMember, Paged } from '@coresense/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminUrl } from '../../../lib/resource.ts';

export interface MemberOption {
  label: string;
  value: number;
}

/** Members to sign a contract with, found by name or company as the editor types. */
export async function getMemberOptions(keyword: string): Promise<MemberOption[]> {
  const page = await api.get<Paged<AdminMember>>(adminUrl('members'), { pageNum: 1, pageSize: 50, keyword });
  return page.list.map((member) => ({
    value: member.id,
    label: member.company ? `${member.name} · ${member.company}` : member.name,
  }));
}

/** Keyed under `members` so member writes make the names fresh. */
export const memberOptionsQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: ['members', 'options', keyword] as const,
    queryFn: () => getMemberOptions(keyword),
  });

export const useMemberOptions = (keyword: string) => useQuery(memberOptionsQueryOptions(keyword));
