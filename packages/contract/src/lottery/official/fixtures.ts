/**
 * Results for the tests (imported by *.test.ts only). Real published results where a public
 * copy was found, with date and source; the others are written for the tests and say so.
 */
import type { FourDResult } from './fourd-result.js';
import type { LaoResult, ThaiResult } from './sea-result.js';
import type { VnMbResult, VnStationResult } from './vn-result.js';

/**
 * XSMB, Wednesday 14 January 2026, as recorded by the public scraper repository
 * anhducati/USA-lottery (data/last7.json). It stores numbers as integers; the leading zero of
 * the special prize ("02817", stored 2817) is restored to the tier's width.
 */
export const MB_2026_01_14: VnMbResult = {
  special: ['02817'],
  first: ['24517'],
  second: ['74215', '46621'],
  third: ['79283', '78432', '76304', '87446', '85707', '10084'],
  fourth: ['5422', '1753', '9687', '8395'],
  fifth: ['2844', '1358', '6578', '1837', '3246', '3689'],
  sixth: ['945', '187', '978'],
  seventh: ['15', '99', '52', '55'],
};

/*
 * Friday 1 December 2023, all three regions, from a saved copy of the results page of
 * xosohomnay.com.vn ("KẾT QUẢ XỔ SỐ Ngày 01/12/2023") in the public repository
 * HuynhTham/xosokienthiet (target/demo-1.0-SNAPSHOT/index.jsp). MB was drawn by Hải Phòng.
 */
export const MB_2023_12_01: VnMbResult = {
  special: ['12301'],
  first: ['78982'],
  second: ['02630', '94374'],
  third: ['19187', '84917', '12364', '34641', '35984', '38101'],
  fourth: ['0620', '6862', '5300', '7618'],
  fifth: ['0918', '6025', '9110', '3749', '0894', '8079'],
  sixth: ['074', '487', '042'],
  seventh: ['28', '43', '32', '42'],
};

/** MN, Vĩnh Long (ticket series 44VL48). */
export const VL_2023_12_01: VnStationResult = {
  special: ['010787'],
  first: ['62938'],
  second: ['38187'],
  third: ['21416', '10005'],
  fourth: ['90144', '01237', '61395', '59414', '84550', '47718', '87640'],
  fifth: ['1726'],
  sixth: ['1931', '2872', '7349'],
  seventh: ['729'],
  eighth: ['88'],
};

/** MN, Bình Dương (12K48). */
export const BD_2023_12_01: VnStationResult = {
  special: ['551880'],
  first: ['57388'],
  second: ['66835'],
  third: ['27300', '30113'],
  fourth: ['23524', '73877', '07476', '60551', '24894', '91577', '21005'],
  fifth: ['9768'],
  sixth: ['0360', '5972', '6287'],
  seventh: ['442'],
  eighth: ['27'],
};

/** MN, Trà Vinh (32TV48). */
export const TV_2023_12_01: VnStationResult = {
  special: ['214903'],
  first: ['85730'],
  second: ['33616'],
  third: ['07341', '78529'],
  fourth: ['57080', '50289', '60222', '67457', '05136', '74270', '88028'],
  fifth: ['8940'],
  sixth: ['2465', '9090', '3817'],
  seventh: ['834'],
  eighth: ['87'],
};

/** MT, Gia Lai. */
export const GL_2023_12_01: VnStationResult = {
  special: ['331504'],
  first: ['71307'],
  second: ['07057'],
  third: ['49124', '06927'],
  fourth: ['14869', '69329', '79214', '08566', '71701', '69303', '90652'],
  fifth: ['1964'],
  sixth: ['9746', '3315', '8741'],
  seventh: ['558'],
  eighth: ['54'],
};

/** MT, Ninh Thuận: a special prize with leading zeros. */
export const NT_2023_12_01: VnStationResult = {
  special: ['000736'],
  first: ['99789'],
  second: ['01620'],
  third: ['02140', '42326'],
  fourth: ['58344', '97731', '00785', '15418', '21396', '39244', '35309'],
  fifth: ['3913'],
  sixth: ['5285', '9513', '4584'],
  seventh: ['645'],
  eighth: ['44'],
};

/** Written for the tests (not a published result): 27 comes up three times, 09 twice. */
export const MB_WRITTEN_27_THRICE: VnMbResult = {
  special: ['40527'],
  first: ['18327'],
  second: ['66104', '25990'],
  third: ['31858', '04727', '77263', '52410', '98036', '13375'],
  fourth: ['6142', '0893', '5718', '2209'],
  fifth: ['7731', '4460', '1296', '3085', '9954', '6017'],
  sixth: ['328', '791', '556'],
  seventh: ['64', '09', '81', '30'],
};

/**
 * Thai government lottery, 1 March 2021 (1 มีนาคม 2564), as shown by the public results page
 * northcodeman/lotto (result-huay/huay-thai.php); not re-checked against GLO.
 */
export const THAI_2021_03_01: ThaiResult = {
  first: ['835538'],
  front3: ['290', '838'],
  back3: ['051', '806'],
  bottom2: ['73'],
};

/** Written for the tests: a 3 top with a repeated digit (121) and both back-three numbers equal. */
export const THAI_WRITTEN_PAIR: ThaiResult = {
  first: ['407121'],
  front3: ['583', '112'],
  back3: ['340', '340'],
  bottom2: ['00'],
};

/**
 * Written for the tests, in the 6-digit format. (The same public page as the Thai result shows
 * the Lao draw of 1 March 2021 as 5 digits, 99887 → 4 digits 9887, 3 top 887, 2 bottom 98: read
 * from the last four digits as we do, but refused by the 6-digit shape.)
 */
export const LAO_WRITTEN: LaoResult = { number: ['842057'] };

/**
 * A 4D result: the first three as Magnum published them on 31 August 2022 (1082, 4194, 3982, as
 * reported by lotto4d.co); the 20 special and consolation numbers are written for the tests
 * (1082 again among the specials; 2311, 3121, 1132 are arrangements of 1123).
 */
export const FOUR_D_WRITTEN: FourDResult = {
  first: ['1082'],
  second: ['4194'],
  third: ['3982'],
  special: ['2311', '0457', '8820', '1082', '6153', '9004', '3370', '7719', '5226', '0641'],
  consolation: ['3121', '4419', '7788', '2093', '6605', '1132', '8847', '0310', '5566', '9271'],
};
