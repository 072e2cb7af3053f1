/** The signed-in user's dropdown: account, admin area (operators), sign-out. */
import type { SessionUser } from '../../contracts/session-user.ts';
import { buildRoute } from '../../contracts/routes.ts';
import type { DropdownItem } from './dropdown-menu-props.ts';
import { LazyDropdownMenu } from './lazy-dropdown-menu.tsx';
import { ChevronDownIcon, ListIcon, LogOutIcon, SettingsIcon, UserIcon } from '../components/icons.tsx';
import { signOut } from './sign-out.ts';
import { Avatar } from '../components/avatar.tsx';

export function UserMenu({
  user,
  accountHref = buildRoute('account'),
  extraItems = [],
}: {
  user: SessionUser;
  accountHref?: string;
  extraItems?: DropdownItem[];
}) {
  const items: DropdownItem[] = [
    { id: 'account', label: 'Mano paskyra', href: accountHref, icon: <UserIcon className="size-4" /> },
    {
      id: 'appointments',
      label: 'Mano vizitai',
      href: buildRoute('account_appointments'),
      icon: <ListIcon className="size-4" />,
    },
    ...extraItems,
    ...(user.isOperator
      ? [
          {
            id: 'admin',
            label: 'Administravimas',
            href: buildRoute('admin_home'),
            icon: <SettingsIcon className="size-4" />,
          },
        ]
      : []),
    {
      id: 'sign-out',
      label: 'Atsijungti',
      onAction: () => void signOut(),
      icon: <LogOutIcon className="size-4" />,
      separatorBefore: true,
    },
  ];
  const firstName = user.name.trim().split(/\s+/)[0] ?? user.name;
  return (
    <LazyDropdownMenu
      menuLabel="Paskyros meniu"
      testId="user-menu"
      items={items}
      header={
        <div className="min-w-0">
          <p className="truncate font-semibold text-zinc-900">{user.name}</p>
          <p className="truncate text-zinc-500">{user.email}</p>
        </div>
      }
      trigger={
        <>
          <Avatar
            name={user.name}
            className="size-8"
            discClassName="bg-brand-100 text-xs font-bold text-brand-800"
          />
          <span className="sr-only max-w-32 truncate sm:not-sr-only">{firstName}</span>
          <span className="sr-only">, paskyros meniu</span>
          {/* On a phone the avatar alone is the button: with the chevron the brand's name was cut at 360 px. */}
          <ChevronDownIcon className="hidden size-4 text-zinc-500 sm:block" />
        </>
      }
    />
  );
}
