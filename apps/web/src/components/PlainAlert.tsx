import type { ReactNode } from 'react';
import { Icon } from './Icon.tsx';
import styles from './PlainAlert.module.css';

const icons = { error: 'ErrorOutline', warning: 'ReportProblemOutlined', info: 'InfoOutlined' } as const;

/**
 * MUI's standard Alert (soft background, severity icon, optional action on the right, role="alert") as plain markup,
 * for pages that render before MUI's code is loaded.
 */
export function PlainAlert({
  severity,
  action,
  className,
  children,
}: {
  severity: keyof typeof icons;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="alert" className={[styles.alert, styles[severity], className].filter(Boolean).join(' ')}>
      <div className={styles.icon}>
        <Icon name={icons[severity]} />
      </div>
      <div className={styles.message}>{children}</div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
