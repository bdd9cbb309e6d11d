/**
 * The MN / MT stations (provinces drawing their own result) and the current weekday calendar,
 * as the server seeds them; both are merchant data afterwards. Calendar after the public rule
 * sheet cited in the domain notes (§2.1); it agrees with the results published on Friday
 * 1 December 2023 (MN: Vĩnh Long, Bình Dương, Trà Vinh; MT: Gia Lai, Ninh Thuận). Provinces
 * were merged administratively in 2025; whether the stations follow is not confirmed, which is
 * one more reason the calendar is data.
 *
 * Codes are short, uppercase and unique across both regions (they end the draw number:
 * "20231201-VL").
 */

export interface VnStation {
  readonly name: string;
  readonly region: 'MN' | 'MT';
}

export const VN_STATIONS: Readonly<Record<string, VnStation>> = {
  HCM: { name: 'TP. Hồ Chí Minh', region: 'MN' },
  DT: { name: 'Đồng Tháp', region: 'MN' },
  CM: { name: 'Cà Mau', region: 'MN' },
  BTR: { name: 'Bến Tre', region: 'MN' },
  VT: { name: 'Vũng Tàu', region: 'MN' },
  BL: { name: 'Bạc Liêu', region: 'MN' },
  DNA: { name: 'Đồng Nai', region: 'MN' },
  CT: { name: 'Cần Thơ', region: 'MN' },
  ST: { name: 'Sóc Trăng', region: 'MN' },
  TN: { name: 'Tây Ninh', region: 'MN' },
  AG: { name: 'An Giang', region: 'MN' },
  BTH: { name: 'Bình Thuận', region: 'MN' },
  VL: { name: 'Vĩnh Long', region: 'MN' },
  BD: { name: 'Bình Dương', region: 'MN' },
  TV: { name: 'Trà Vinh', region: 'MN' },
  LA: { name: 'Long An', region: 'MN' },
  BP: { name: 'Bình Phước', region: 'MN' },
  HG: { name: 'Hậu Giang', region: 'MN' },
  TG: { name: 'Tiền Giang', region: 'MN' },
  KG: { name: 'Kiên Giang', region: 'MN' },
  DL: { name: 'Đà Lạt', region: 'MN' },
  KT: { name: 'Kon Tum', region: 'MT' },
  KH: { name: 'Khánh Hòa', region: 'MT' },
  TTH: { name: 'Huế', region: 'MT' },
  PY: { name: 'Phú Yên', region: 'MT' },
  DLK: { name: 'Đắk Lắk', region: 'MT' },
  QNM: { name: 'Quảng Nam', region: 'MT' },
  DNG: { name: 'Đà Nẵng', region: 'MT' },
  BDI: { name: 'Bình Định', region: 'MT' },
  QT: { name: 'Quảng Trị', region: 'MT' },
  QB: { name: 'Quảng Bình', region: 'MT' },
  GL: { name: 'Gia Lai', region: 'MT' },
  NT: { name: 'Ninh Thuận', region: 'MT' },
  QNG: { name: 'Quảng Ngãi', region: 'MT' },
  DNO: { name: 'Đắk Nông', region: 'MT' },
};

/** Stations drawing each weekday, Sunday first (index 0 = Chủ nhật, 1 = Thứ 2 … 6 = Thứ 7). */
export const VN_WEEKDAY_STATIONS: Readonly<Record<'MN' | 'MT', readonly (readonly string[])[]>> = {
  MN: [
    ['TG', 'KG', 'DL'],
    ['HCM', 'DT', 'CM'],
    ['BTR', 'VT', 'BL'],
    ['DNA', 'CT', 'ST'],
    ['TN', 'AG', 'BTH'],
    ['VL', 'BD', 'TV'],
    ['HCM', 'LA', 'BP', 'HG'],
  ],
  MT: [
    ['KT', 'KH', 'TTH'],
    ['PY', 'TTH'],
    ['DLK', 'QNM'],
    ['DNG', 'KH'],
    ['BDI', 'QT', 'QB'],
    ['GL', 'NT'],
    ['DNG', 'QNG', 'DNO'],
  ],
};
