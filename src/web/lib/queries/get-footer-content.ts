import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FooterContent } from '../../../contract/settings';
import { apiFetch } from '../api-client';
import { siteKeys } from './site-keys';

/** The footer an admin wrote (about text, link columns, social links, contact), shown on every public page. */
export function getFooterContent(): Promise<FooterContent> {
  return apiFetch<FooterContent>('/footer-content');
}

export function footerContentQuery() {
  return queryOptions({ queryKey: siteKeys.footer(), queryFn: getFooterContent });
}

export function useFooterContent() {
  return useQuery(footerContentQuery());
}
