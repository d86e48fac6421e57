import type { BoolColumn, IdColumn, TimestampColumn } from '../../db/column-types.ts';

export interface StaffUserTable {
  id: IdColumn;
  username: string;
  name: string;
  email: string;
  phone: string;
  avatar: string;
  password_hash: string;
  enabled: BoolColumn;
  created_at: TimestampColumn;
  updated_at: TimestampColumn;
}

export interface RoleTable {
  id: IdColumn;
  name: string;
  description: string;
  builtin: BoolColumn;
  created_at: TimestampColumn;
  updated_at: TimestampColumn;
}

export interface RoleAuthorityTable {
  role_id: number;
  authority: string;
}

export interface StaffUserRoleTable {
  user_id: number;
  role_id: number;
}
