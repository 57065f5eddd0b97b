// The menu button and the role's menu; Escape or choosing an entry closes it.
import { useEffect, useId, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Role } from '@alfie/shared/contracts/roles';
import { menuFor } from './menu-items.ts';

export function RoleMenu({ role, pathname }: { role: Role; pathname: string }) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const navId = useId();
  useEffect(() => setOpen(false), [pathname]);
  const items = menuFor(role);
  if (items.length === 0) return null;
  return (
    <div className="shell-menu" onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
      <button
        type="button"
        className="shell-button"
        aria-expanded={open}
        aria-controls={navId}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">☰ </span>
        {t('HEADER.MENU')}
      </button>
      <nav id={navId} aria-label={t('HEADER.MENU_LABEL')} hidden={!open} className="shell-menu-list">
        <ul>
          {items.map((item) => (
            <li key={item.path}>
              <NavLink to={item.path}>{t(item.labelKey)}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
