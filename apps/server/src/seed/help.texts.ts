/**
 * The demo merchant's help centre (§7): five topics in EN and TY, in this order. Plain HTML
 * (sanitized when stored). Amounts and times match the demo merchant's settings.
 */
export interface HelpText {
  key: string;
  title: { EN: string; TY: string };
  content: { EN: string; TY: string };
}

export const HELP_TOPICS: HelpText[] = [
  {
    key: 'deposit',
    title: { EN: 'Deposits', TY: 'Mga deposito' },
    content: {
      EN:
        '<p>Money you deposit goes to your main wallet, the one every game plays from.</p>' +
        '<ol><li>Press <strong>Deposit</strong> in the header (or open Deposit in the member centre).</li>' +
        '<li>Choose a channel and enter the amount; each channel shows its own minimum and maximum.</li>' +
        '<li>Confirm with your payment password and finish the payment on the page that opens.</li></ol>' +
        '<p>Your balance updates as soon as the payment is confirmed, usually within a minute. A deposit that has not arrived after 15 minutes can be followed up with customer service: keep the reference number shown in your deposit list.</p>',
      TY:
        '<p>Ang perang idineposito mo ay pumapasok sa iyong pangunahing wallet, ang ginagamit ng bawat laro.</p>' +
        '<ol><li>Pindutin ang <strong>Deposito</strong> sa header (o buksan ang Deposito sa member centre).</li>' +
        '<li>Pumili ng channel at ilagay ang halaga; may sariling minimum at maximum ang bawat channel.</li>' +
        '<li>Kumpirmahin gamit ang iyong payment password at tapusin ang bayad sa pahinang magbubukas.</li></ol>' +
        '<p>Maa-update ang iyong balanse kapag nakumpirma ang bayad, kadalasan sa loob ng isang minuto. Kung hindi pa dumarating ang deposito pagkalipas ng 15 minuto, makipag-ugnayan sa customer service: itago ang reference number na nasa listahan ng iyong mga deposito.</p>',
    },
  },
  {
    key: 'withdrawal',
    title: { EN: 'Withdrawals', TY: 'Mga withdrawal' },
    content: {
      EN:
        '<p>You can withdraw from your main wallet to a bank account saved in your name.</p>' +
        '<ol><li>Add your bank account once under <strong>Withdraw</strong> in the member centre.</li>' +
        '<li>Enter an amount between ₱100.00 and ₱50,000.00 per request and confirm with your payment password.</li>' +
        '<li>The amount is held from your balance while the request is reviewed.</li></ol>' +
        '<p>When the transfer is sent, confirm the receipt in your withdrawal list; an unanswered receipt counts as received after 30 minutes. A rejected request returns the held amount to your balance.</p>',
      TY:
        '<p>Maaari kang mag-withdraw mula sa iyong pangunahing wallet papunta sa bank account na nakapangalan sa iyo.</p>' +
        '<ol><li>Idagdag ang iyong bank account nang isang beses sa <strong>Mag-withdraw</strong> sa member centre.</li>' +
        '<li>Maglagay ng halagang mula ₱100.00 hanggang ₱50,000.00 bawat request at kumpirmahin gamit ang iyong payment password.</li>' +
        '<li>Ang halaga ay hawak mula sa iyong balanse habang sinusuri ang request.</li></ol>' +
        '<p>Kapag naipadala na ang pera, kumpirmahin ang pagtanggap sa listahan ng iyong mga withdrawal; ang hindi nasagot na pagtanggap ay ituturing na natanggap pagkalipas ng 30 minuto. Kapag tinanggihan ang request, ibabalik ang hawak na halaga sa iyong balanse.</p>',
    },
  },
  {
    key: 'security',
    title: { EN: 'Account security', TY: 'Seguridad ng account' },
    content: {
      EN:
        '<ul><li>Use a password of at least 8 characters that you use nowhere else, and change it from <strong>My account</strong> if you think someone knows it.</li>' +
        '<li>Your payment password is separate from your login password: it confirms deposits, withdrawals and transfers.</li>' +
        '<li>Signing in from a new device or network asks for a code sent to your mobile number or e-mail: keep both up to date.</li>' +
        '<li>Turn on the authenticator app (two-step sign-in) in <strong>My account</strong> for the strongest protection.</li>' +
        '<li>We never ask for your passwords or codes by chat, phone or e-mail.</li></ul>',
      TY:
        '<ul><li>Gumamit ng password na hindi bababa sa 8 character na hindi mo ginagamit sa iba, at palitan ito mula sa <strong>Aking account</strong> kung sa tingin mo ay may nakakaalam nito.</li>' +
        '<li>Hiwalay ang iyong payment password sa iyong login password: ito ang nagkukumpirma ng mga deposito, withdrawal at transfer.</li>' +
        '<li>Ang pag-sign in mula sa bagong device o network ay hihingi ng code na ipapadala sa iyong mobile number o e-mail: panatilihing tama ang dalawa.</li>' +
        '<li>I-on ang authenticator app (two-step sign-in) sa <strong>Aking account</strong> para sa pinakamatibay na proteksyon.</li>' +
        '<li>Hindi namin kailanman hihingin ang iyong mga password o code sa chat, tawag o e-mail.</li></ul>',
    },
  },
  {
    key: 'responsible-gaming',
    title: { EN: 'Responsible gaming', TY: 'Responsableng paglalaro' },
    content: {
      EN:
        '<p>Gaming is entertainment, not a way to make money. Play only with money you can afford to lose.</p>' +
        '<ul><li>Decide on a budget and a time limit before you play, and stop when you reach either.</li>' +
        '<li>Never chase losses, and do not play when upset, tired or under the influence.</li>' +
        '<li>Your betting record and personal loss pages in the member centre show how much you have played.</li>' +
        '<li>If you want a break, customer service can close your account for a period you choose.</li></ul>' +
        '<p>Players must be at least 18 years old.</p>',
      TY:
        '<p>Ang paglalaro ay libangan, hindi paraan para kumita ng pera. Maglaro lamang gamit ang perang kaya mong mawala.</p>' +
        '<ul><li>Magtakda ng budget at limitasyon sa oras bago maglaro, at tumigil kapag naabot mo ang alinman.</li>' +
        '<li>Huwag habulin ang mga talo, at huwag maglaro kapag galit, pagod o nakainom.</li>' +
        '<li>Ipinapakita ng betting record at personal loss sa member centre kung gaano ka na karami naglaro.</li>' +
        '<li>Kung gusto mong magpahinga, maaaring isara ng customer service ang iyong account sa panahong pipiliin mo.</li></ul>' +
        '<p>Dapat 18 taong gulang pataas ang mga manlalaro.</p>',
    },
  },
  {
    key: 'term',
    title: { EN: 'Terms and conditions', TY: 'Mga tuntunin at kundisyon' },
    content: {
      EN:
        '<ol><li>Players must be at least 18 years old and may hold one account only.</li>' +
        '<li>The details you register, including the bank account holder name, must be your own and true.</li>' +
        '<li>Bets are final once a round is settled; a round interrupted by a fault is settled or refunded by the game provider.</li>' +
        '<li>Bonuses carry the turnover requirement stated in each promotion before they can be withdrawn.</li>' +
        '<li>We may suspend an account used for fraud, collusion or abuse of promotions, and keep winnings gained that way.</li>' +
        '<li>These terms may change; the version shown here is the one in force.</li></ol>',
      TY:
        '<ol><li>Dapat 18 taong gulang pataas ang mga manlalaro at isang account lamang ang maaaring hawakan.</li>' +
        '<li>Ang mga detalyeng irerehistro mo, kasama ang pangalan ng may-ari ng bank account, ay dapat sa iyo at totoo.</li>' +
        '<li>Pinal ang taya kapag na-settle na ang round; ang round na naputol dahil sa aberya ay ise-settle o ire-refund ng game provider.</li>' +
        '<li>May turnover requirement ang mga bonus na nakasaad sa bawat promosyon bago ito mai-withdraw.</li>' +
        '<li>Maaari naming suspindihin ang account na ginamit sa panloloko, sabwatan o pang-aabuso sa mga promosyon, at hindi ibigay ang panalong nakuha sa ganoong paraan.</li>' +
        '<li>Maaaring magbago ang mga tuntuning ito; ang bersyong nakikita rito ang may bisa.</li></ol>',
    },
  },
];
