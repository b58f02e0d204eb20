import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Notification } from '../../../../contract/notifications';
import type { Role } from '../../../../contract/users';
import { BellIcon } from '../../../components/ui/icons';
import { directionOf } from '../../../lib/languages';
import { useDateFormat } from '../../../lib/use-date-format';
import { useLanguage } from '../../../lib/use-language';
import { useNotifications } from '../api/list-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';

const itemClass =
  'flex cursor-pointer items-start gap-3 rounded-xl px-3 py-2.5 text-sm text-slate-800 outline-none select-none data-[highlighted]:bg-brand-50';

/** Each role's list of its private classes. */
const PRIVATE_CLASSES_PAGE: Record<Role, string> = {
  student: '/TTHPrivateClasses',
  professor: '/professor/private-classes',
  admin: '/admin/private-classes',
};

/**
 * Where a notification leads: about a session, a student's sessions or the session's room for staff; about a
 * course's review, the professor's courses (which show each course's review state); about a private class, the
 * reader's private classes. Null when it names nothing to open.
 */
export function notificationTarget(notification: Notification, role: Role): string | null {
  if (notification.sessionId !== null) {
    return role === 'student' ? '/TTHSession' : `/streaming/${notification.sessionId}`;
  }
  if (notification.type.startsWith('course_')) return role === 'professor' ? '/professor/courses' : null;
  if (notification.type.startsWith('private_class_')) return PRIVATE_CLASSES_PAGE[role];
  return null;
}

/**
 * The bell in the signed-in header: how many notifications are unread, and a menu of the latest, newest
 * first. Opening one marks it read (and follows its session); "Mark all as read" clears the count. New ones
 * are pushed over the socket (`app/realtime-bridge.tsx`); while it is down the list is read every minute.
 */
export default function NotificationBell({ role }: { role: Role }) {
  const { t } = useTranslation('notifications');
  const { language } = useLanguage();
  const { formatDateTime } = useDateFormat();
  const query = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const unread = query.data?.unreadCount ?? 0;
  const notifications = query.data?.notifications ?? [];

  return (
    <DropdownMenu.Root dir={directionOf(language)} modal={false}>
      <DropdownMenu.Trigger asChild>
        <button
          type="button"
          aria-label={unread > 0 ? t('bell.labelUnread', { count: unread }) : t('bell.label')}
          className="relative inline-flex size-10 items-center justify-center rounded-xl text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 data-[state=open]:bg-slate-100"
        >
          <BellIcon className="size-5" />
          {unread > 0 ? (
            <span
              aria-hidden="true"
              className="absolute -end-0.5 -top-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-5 font-bold text-white tabular-nums"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          ) : null}
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="end"
        sideOffset={8}
        collisionPadding={8}
        className="z-50 w-[min(22rem,calc(100vw-1rem))] animate-fade-in rounded-2xl bg-white p-1.5 shadow-xl ring-1 shadow-slate-900/10 ring-slate-200"
      >
        <div className="flex items-center justify-between gap-3 px-3 py-2">
          <DropdownMenu.Label className="text-sm font-bold text-slate-900">
            {t('bell.title')}
          </DropdownMenu.Label>
          {unread > 0 ? (
            <DropdownMenu.Item
              className="cursor-pointer rounded-lg px-2 py-1 text-xs font-semibold text-brand-800 outline-none data-[highlighted]:bg-brand-50"
              onSelect={(event) => {
                event.preventDefault();
                markAll.mutate();
              }}
            >
              {t('bell.markAll')}
            </DropdownMenu.Item>
          ) : null}
        </div>
        <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
        {query.isPending ? (
          <p className="px-3 py-4 text-sm text-slate-600">{t('bell.loading')}</p>
        ) : query.isError ? (
          <p className="px-3 py-4 text-sm text-red-700">{t('bell.failed')}</p>
        ) : notifications.length === 0 ? (
          <p className="px-3 py-4 text-sm text-slate-600">{t('bell.empty')}</p>
        ) : (
          <div className="max-h-[60vh] overflow-y-auto">
            {notifications.map((notification) => {
              const target = notificationTarget(notification, role);
              const body = (
                <>
                  <span
                    aria-hidden="true"
                    className={`mt-1.5 size-2 shrink-0 rounded-full ${notification.read ? 'bg-transparent' : 'bg-brand-600'}`}
                  />
                  <span className="min-w-0 flex-1">
                    <span
                      dir="auto"
                      className={`block break-words ${notification.read ? '' : 'font-semibold'}`}
                    >
                      {notification.message}
                    </span>
                    <span className="mt-0.5 block text-xs text-slate-600">
                      {formatDateTime(notification.createdAt)}
                      {notification.read ? null : <span className="sr-only"> · {t('bell.unread')}</span>}
                    </span>
                  </span>
                </>
              );
              const read = () => {
                if (!notification.read) markRead.mutate(notification.id);
              };
              return target ? (
                <DropdownMenu.Item key={notification.id} asChild className={itemClass} onSelect={read}>
                  <Link to={target}>{body}</Link>
                </DropdownMenu.Item>
              ) : (
                <DropdownMenu.Item
                  key={notification.id}
                  className={itemClass}
                  onSelect={(event) => {
                    event.preventDefault();
                    read();
                  }}
                >
                  {body}
                </DropdownMenu.Item>
              );
            })}
          </div>
        )}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
