import { MemberCenterPage } from '../../features/member-center/MemberCenterPage';
import { MEMBER_PAGES } from './member-pages';

/** The member centre with the pages the features provide. */
export default function MemberCenterScreen() {
  return <MemberCenterPage pages={MEMBER_PAGES} />;
}
