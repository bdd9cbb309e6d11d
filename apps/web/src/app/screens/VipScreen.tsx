import { VipPage } from '../../features/vip/VipPage';

/** /vip (PAGES.vip): its own chunk with the VIP schemas and texts. */
export default function VipScreen() {
  return <VipPage />;
}
