import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon';
import './page-frame.css';

/** The frame of a content page: an icon, a title, an optional subtitle, then the content. */
export function PageFrame({
  icon,
  title,
  subtitle,
  testId,
  children,
}: {
  icon: IconName;
  title: string;
  subtitle?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className="screen" data-testid={testId}>
      <header className="screen-head">
        <span className="screen-icon">
          <Icon name={icon} size={22} />
        </span>
        <div>
          <h1>{title}</h1>
          {subtitle ? <p className="screen-sub">{subtitle}</p> : null}
        </div>
      </header>
      {children}
    </div>
  );
}
