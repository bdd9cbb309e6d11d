import { SecurityCentre } from '../../features/member-centre/SecurityCentre';
import { ResponsibleGamingPanel } from '../../features/responsible-gaming/ResponsibleGamingPanel';

/** My account (securityCenter): the account and password section, then responsible gaming. */
export function SecurityCentrePage() {
  return (
    <>
      <SecurityCentre />
      <ResponsibleGamingPanel />
    </>
  );
}
