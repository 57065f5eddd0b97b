// Page header: logo (link to /), optional title, the role menu, the language picker and logout.
import { memo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '@alfie/shared/session';
import { LanguagePicker } from './language-picker.tsx';
import { Logo } from './logo.tsx';
import { RoleMenu } from './role-menu.tsx';
import { hasValidSession } from './session-home.ts';
import { titleKeyFor } from './route-table.ts';

export function Header() {
  const { pathname } = useLocation();
  return <HeaderBar pathname={pathname} />;
}

// The header depends on the path alone. A dashboard's filters and sorts write the address's search: rendering the
// header, its menu and its translations again on each of them delayed the list's answer behind them (traced at 4x CPU).
const HeaderBar = memo(function HeaderBar({ pathname }: { pathname: string }) {
  const { t } = useTranslation('common');
  const token = useSession((s) => s.token);
  const role = useSession((s) => s.role);
  const logout = useSession((s) => s.logout);
  const signedIn = hasValidSession(token, role);
  const titleKey = titleKeyFor(pathname);
  return (
    <header className="shell-header">
      <Link to="/" className="shell-logo" aria-label={t('HEADER.HOME')}>
        <Logo />
      </Link>
      {titleKey && <span className="shell-title">{t(titleKey)}</span>}
      <div className="shell-header-tools">
        {signedIn && <RoleMenu role={role} pathname={pathname} />}
        <LanguagePicker />
        {signedIn && (
          <button type="button" className="shell-button" onClick={() => logout()}>
            {t('HEADER.LOGOUT')}
          </button>
        )}
      </div>
    </header>
  );
});
