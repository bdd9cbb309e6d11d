import { MemberCentre } from '../../features/member-centre/MemberCentre';
import { MEMBER_PAGES } from './member-pages';

/** The member centre with the pages the features provide. */
export default function MemberCentrePage() {
  return <MemberCentre pages={MEMBER_PAGES} />;
}
