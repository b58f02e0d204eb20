import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditList } from '../../../../contract/users';
import { apiFetch } from '../../../lib/api-client';
import { userKeys } from '../../../lib/queries/user-keys';

export const AUDIT_PAGE_SIZE = 10;

export function listUserAudit(id: number, page: number): Promise<AuditList> {
  return apiFetch<AuditList>(`/users/${id}/audit?page=${page}&limit=${AUDIT_PAGE_SIZE}`);
}

export function userAuditQuery(id: number, page: number) {
  return queryOptions({
    queryKey: userKeys.audit(id, page),
    queryFn: () => listUserAudit(id, page),
    placeholderData: keepPreviousData,
  });
}

/** The admin changes made to one account, newest first. */
export function useUserAudit(id: number, page: number) {
  return useQuery(userAuditQuery(id, page));
}
