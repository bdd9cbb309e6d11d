import { SecurityCenter } from '../../features/member-center/SecurityCenter';
import { ResponsibleGamingPanel } from '../../features/responsible-gaming/ResponsibleGamingPanel';

/** My account (securityCenter): the account and password section, then responsible gaming. */
export function SecurityCenterScreen() {
  return (
    <>
      <SecurityCenter />
      <ResponsibleGamingPanel />
    </>
  );
}
