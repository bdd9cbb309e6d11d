/** The demo merchant's announcements, in English and Tagalog (TY). Rich text is sanitized when stored. */

export interface Texts {
  title: { EN: string; TY: string };
  content: { EN: string; TY: string };
}
const t = (titleEn: string, titleTy: string, contentEn: string, contentTy: string): Texts => ({
  title: { EN: titleEn, TY: titleTy },
  content: { EN: contentEn, TY: contentTy },
});

/** Player notices (PL): 13, so the announcements modal (9 a page) has two pages. */
export const NOTICES: Texts[] = [
  t(
    'Welcome to Playhouse',
    'Maligayang pagdating sa Playhouse',
    '<p>Thank you for joining <strong>Playhouse</strong>. Explore thousands of slot, live, fishing and lottery games.</p><p>Good luck and have fun!</p>',
    '<p>Salamat sa pagsali sa <strong>Playhouse</strong>. Tuklasin ang libu-libong slot, live, pangingisda at lottery na laro.</p><p>Good luck at magsaya!</p>',
  ),
  t(
    'Scheduled maintenance: PT Casino',
    'Nakatakdang maintenance: PT Casino',
    '<p>PT Casino games will be unavailable on <strong>Tuesday from 02:00 to 04:00</strong> for scheduled maintenance.</p><p>Your balance is safe; transfers resume right after.</p>',
    '<p>Hindi magagamit ang mga laro ng PT Casino sa <strong>Martes mula 02:00 hanggang 04:00</strong> dahil sa nakatakdang maintenance.</p><p>Ligtas ang iyong balanse; babalik ang mga transfer pagkatapos nito.</p>',
  ),
  t(
    'New deposit channel: e-wallet',
    'Bagong paraan ng deposito: e-wallet',
    '<p>You can now deposit with your e-wallet. Open <em>Deposit</em> from the header and choose <strong>E-wallet</strong>.</p><ul><li>Minimum: ₱100</li><li>Credited within 3 minutes</li></ul>',
    '<p>Maaari ka nang mag-deposito gamit ang iyong e-wallet. Buksan ang <em>Deposito</em> sa header at piliin ang <strong>E-wallet</strong>.</p><ul><li>Pinakamababa: ₱100</li><li>Papasok sa loob ng 3 minuto</li></ul>',
  ),
  t(
    'Keep your account safe',
    'Panatilihing ligtas ang iyong account',
    '<p>Never share your password or verification codes. Our staff will <strong>never</strong> ask for them.</p><ol><li>Use a strong, unique password.</li><li>Turn on two-step verification in My Account.</li></ol>',
    '<p>Huwag kailanman ibahagi ang iyong password o mga verification code. <strong>Hindi kailanman</strong> hihingin ng aming staff ang mga ito.</p><ol><li>Gumamit ng malakas at natatanging password.</li><li>I-on ang two-step verification sa Aking Account.</li></ol>',
  ),
  t(
    'Play responsibly',
    'Maglaro nang responsable',
    '<p>Gaming should be fun. Set a budget, take breaks, and never chase losses.</p><p>Players must be <strong>18 or older</strong>.</p>',
    '<p>Dapat masaya ang paglalaro. Magtakda ng badyet, magpahinga, at huwag habulin ang mga talo.</p><p>Dapat <strong>18 taong gulang pataas</strong> ang mga manlalaro.</p>',
  ),
  t(
    'Withdrawal processing times',
    'Oras ng pagproseso ng withdrawal',
    '<p>Most withdrawals are processed within <strong>15 minutes</strong>. Bank transfers may take up to one business day.</p>',
    '<p>Karamihan sa mga withdrawal ay napoproseso sa loob ng <strong>15 minuto</strong>. Maaaring umabot ng isang araw ng negosyo ang bank transfer.</p>',
  ),
  t(
    'New games from JDB',
    'Mga bagong laro mula sa JDB',
    '<p>Twelve new JDB slots have arrived this week. Find them under <em>Slots</em> with the <strong>NEW</strong> badge.</p>',
    '<p>Labindalawang bagong slot ng JDB ang dumating ngayong linggo. Hanapin ang mga ito sa <em>Slots</em> na may tatak na <strong>BAGO</strong>.</p>',
  ),
  t(
    'Verify your mobile number',
    'I-verify ang iyong mobile number',
    '<p>Verify your mobile number to recover your password faster and to receive important account notices.</p>',
    '<p>I-verify ang iyong mobile number para mas mabilis mabawi ang iyong password at makatanggap ng mahahalagang abiso sa account.</p>',
  ),
  t(
    'Beware of scams',
    'Mag-ingat sa mga scam',
    '<p>We only contact you through the official channels listed on this site. Report suspicious messages to <a href="mailto:support@playhouse.local">support@playhouse.local</a>.</p>',
    '<p>Nakikipag-ugnayan lang kami sa pamamagitan ng mga opisyal na channel na nakalista sa site na ito. I-report ang mga kahina-hinalang mensahe sa <a href="mailto:support@playhouse.local">support@playhouse.local</a>.</p>',
  ),
  t(
    'Updated terms and conditions',
    'Na-update na mga tuntunin at kundisyon',
    '<p>Our terms and conditions have been updated. Please read them in the <em>Help centre</em>.</p>',
    '<p>Na-update ang aming mga tuntunin at kundisyon. Pakibasa ang mga ito sa <em>Help centre</em>.</p>',
  ),
  t(
    'Holiday customer service hours',
    'Oras ng customer service sa holiday',
    '<p>Live chat stays open <strong>24 hours</strong> during the holidays. Telegram support answers from 08:00 to 22:00.</p>',
    '<p>Bukas ang live chat nang <strong>24 oras</strong> sa panahon ng holiday. Sumasagot ang Telegram support mula 08:00 hanggang 22:00.</p>',
  ),
  t(
    'More live casino tables',
    'Mas maraming mesa sa live casino',
    '<p>New baccarat and roulette tables are open in <em>Live</em>, with dealers speaking English and Filipino.</p>',
    '<p>Bukas na ang mga bagong mesa ng baccarat at roulette sa <em>Live</em>, na may mga dealer na nagsasalita ng Ingles at Filipino.</p>',
  ),
  t(
    'Invite friends and earn',
    'Mag-imbita ng kaibigan at kumita',
    '<p>Share your referral link from <em>Invite friends</em>. You earn a bonus when your friend makes a first deposit.</p>',
    '<p>Ibahagi ang iyong referral link mula sa <em>Mag-imbita ng kaibigan</em>. Makakatanggap ka ng bonus kapag nag-deposito ang iyong kaibigan sa unang pagkakataon.</p>',
  ),
];

/** The app-download popup: shown only while the merchant has apps configured. */
export const APP_POPUP: Texts = t(
  'Get the Playhouse app',
  'I-download ang Playhouse app',
  '<p>Play on the go: scan the QR code in the side menu to install the app for iOS or Android.</p>',
  '<p>Maglaro kahit saan: i-scan ang QR code sa side menu para i-install ang app para sa iOS o Android.</p>',
);

/** Popups (PU): the first shows at once (execution true). */
export const POPUPS: Texts[] = [
  t(
    '100% welcome bonus',
    '100% welcome bonus',
    '<p>Make your first deposit today and we double it, up to <strong>₱5,000</strong>.</p>',
    '<p>Gawin ang iyong unang deposito ngayon at dodoblehin namin ito, hanggang <strong>₱5,000</strong>.</p>',
  ),
  APP_POPUP,
];

/** Promotions (PR), each with two pictures. */
export const PROMOTIONS: Texts[] = [
  t(
    'Welcome bonus 100%',
    'Welcome bonus 100%',
    '<h3>Double your first deposit</h3><p>Deposit at least ₱100 and receive a 100% bonus up to ₱5,000.</p><ul><li>Turnover: 10× bonus plus deposit</li><li>Valid for 7 days</li></ul>',
    '<h3>Doblehin ang iyong unang deposito</h3><p>Mag-deposito ng hindi bababa sa ₱100 at makatanggap ng 100% bonus hanggang ₱5,000.</p><ul><li>Turnover: 10× ng bonus at deposito</li><li>May bisa sa loob ng 7 araw</li></ul>',
  ),
  t(
    'Daily rebate up to 1%',
    'Araw-araw na rebate hanggang 1%',
    '<h3>Every bet counts</h3><p>Receive up to <strong>1%</strong> of your valid bets back every day, win or lose.</p>',
    '<h3>Bawat taya ay may halaga</h3><p>Makatanggap ng hanggang <strong>1%</strong> ng iyong mga balidong taya araw-araw, manalo man o matalo.</p>',
  ),
  t(
    'Weekend reload 20%',
    'Weekend reload 20%',
    '<h3>Saturday and Sunday</h3><p>Get a 20% bonus on one deposit each weekend day, up to ₱2,000.</p>',
    '<h3>Sabado at Linggo</h3><p>Makakuha ng 20% bonus sa isang deposito bawat araw ng weekend, hanggang ₱2,000.</p>',
  ),
  t(
    'Refer a friend',
    'Mag-refer ng kaibigan',
    '<h3>Play together</h3><p>Invite a friend and both of you receive <strong>₱200</strong> after their first deposit of ₱500 or more.</p>',
    '<h3>Maglaro nang magkasama</h3><p>Mag-imbita ng kaibigan at pareho kayong makakatanggap ng <strong>₱200</strong> pagkatapos ng kanyang unang deposito na ₱500 o higit pa.</p>',
  ),
];

/** Marquee notices (H) on the home page. */
export const MARQUEE: Texts[] = [
  t(
    'Welcome',
    'Maligayang pagdating',
    'Welcome to Playhouse! New players get a 100% welcome bonus on the first deposit.',
    'Maligayang pagdating sa Playhouse! May 100% welcome bonus ang mga bagong manlalaro sa unang deposito.',
  ),
  t(
    'Maintenance',
    'Maintenance',
    'PT Casino maintenance on Tuesday from 02:00 to 04:00.',
    'Maintenance ng PT Casino sa Martes mula 02:00 hanggang 04:00.',
  ),
  t(
    'Play responsibly',
    'Maglaro nang responsable',
    'Play responsibly. Players must be 18 or older.',
    'Maglaro nang responsable. Dapat 18 taong gulang pataas ang mga manlalaro.',
  ),
];

/** The home banners' headline and call to action (w_home), EN and TY. */
export const HOME_BANNERS: { title: Record<'EN' | 'TY', string>; cta: Record<'EN' | 'TY', string>; link: string }[] = [
  {
    title: { EN: 'Double your first deposit', TY: 'Doblehin ang iyong unang deposito' },
    cta: { EN: 'Claim the bonus', TY: 'Kunin ang bonus' },
    link: '/promotions',
  },
  {
    title: { EN: 'Up to 1% back on every bet', TY: 'Hanggang 1% balik sa bawat taya' },
    cta: { EN: 'See the rebate', TY: 'Tingnan ang rebate' },
    link: '/promotions',
  },
  {
    title: { EN: 'Hundreds of slots, one wallet', TY: 'Daan-daang slot, iisang wallet' },
    cta: { EN: 'Play slots', TY: 'Maglaro ng slot' },
    link: '/rng',
  },
];
