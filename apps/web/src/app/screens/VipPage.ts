/** /vip (PAGES.vip): its own chunk with the VIP schemas and texts. */
export { VipPage as default } from '../../features/vip/VipPage';
