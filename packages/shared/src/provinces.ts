/**
 * Thailand's 77 provinces (Bangkok first), with their Thai and English names. A matching profile
 * stores the `code`; the web app shows the name in the reader's language.
 */
export const THAI_PROVINCES = [
  { code: 'bangkok', th: 'กรุงเทพมหานคร', en: 'Bangkok' },
  { code: 'amnatCharoen', th: 'อำนาจเจริญ', en: 'Amnat Charoen' },
  { code: 'angThong', th: 'อ่างทอง', en: 'Ang Thong' },
  { code: 'buengKan', th: 'บึงกาฬ', en: 'Bueng Kan' },
  { code: 'buriram', th: 'บุรีรัมย์', en: 'Buriram' },
  { code: 'chachoengsao', th: 'ฉะเชิงเทรา', en: 'Chachoengsao' },
  { code: 'chaiNat', th: 'ชัยนาท', en: 'Chai Nat' },
  { code: 'chaiyaphum', th: 'ชัยภูมิ', en: 'Chaiyaphum' },
  { code: 'chanthaburi', th: 'จันทบุรี', en: 'Chanthaburi' },
  { code: 'chiangMai', th: 'เชียงใหม่', en: 'Chiang Mai' },
  { code: 'chiangRai', th: 'เชียงราย', en: 'Chiang Rai' },
  { code: 'chonburi', th: 'ชลบุรี', en: 'Chonburi' },
  { code: 'chumphon', th: 'ชุมพร', en: 'Chumphon' },
  { code: 'kalasin', th: 'กาฬสินธุ์', en: 'Kalasin' },
  { code: 'kamphaengPhet', th: 'กำแพงเพชร', en: 'Kamphaeng Phet' },
  { code: 'kanchanaburi', th: 'กาญจนบุรี', en: 'Kanchanaburi' },
  { code: 'khonKaen', th: 'ขอนแก่น', en: 'Khon Kaen' },
  { code: 'krabi', th: 'กระบี่', en: 'Krabi' },
  { code: 'lampang', th: 'ลำปาง', en: 'Lampang' },
  { code: 'lamphun', th: 'ลำพูน', en: 'Lamphun' },
  { code: 'loei', th: 'เลย', en: 'Loei' },
  { code: 'lopburi', th: 'ลพบุรี', en: 'Lopburi' },
  { code: 'maeHongSon', th: 'แม่ฮ่องสอน', en: 'Mae Hong Son' },
  { code: 'mahaSarakham', th: 'มหาสารคาม', en: 'Maha Sarakham' },
  { code: 'mukdahan', th: 'มุกดาหาร', en: 'Mukdahan' },
  { code: 'nakhonNayok', th: 'นครนายก', en: 'Nakhon Nayok' },
  { code: 'nakhonPathom', th: 'นครปฐม', en: 'Nakhon Pathom' },
  { code: 'nakhonPhanom', th: 'นครพนม', en: 'Nakhon Phanom' },
  { code: 'nakhonRatchasima', th: 'นครราชสีมา', en: 'Nakhon Ratchasima' },
  { code: 'nakhonSawan', th: 'นครสวรรค์', en: 'Nakhon Sawan' },
  { code: 'nakhonSiThammarat', th: 'นครศรีธรรมราช', en: 'Nakhon Si Thammarat' },
  { code: 'nan', th: 'น่าน', en: 'Nan' },
  { code: 'narathiwat', th: 'นราธิวาส', en: 'Narathiwat' },
  { code: 'nongBuaLamphu', th: 'หนองบัวลำภู', en: 'Nong Bua Lamphu' },
  { code: 'nongKhai', th: 'หนองคาย', en: 'Nong Khai' },
  { code: 'nonthaburi', th: 'นนทบุรี', en: 'Nonthaburi' },
  { code: 'pathumThani', th: 'ปทุมธานี', en: 'Pathum Thani' },
  { code: 'pattani', th: 'ปัตตานี', en: 'Pattani' },
  { code: 'phangNga', th: 'พังงา', en: 'Phang Nga' },
  { code: 'phatthalung', th: 'พัทลุง', en: 'Phatthalung' },
  { code: 'phayao', th: 'พะเยา', en: 'Phayao' },
  { code: 'phetchabun', th: 'เพชรบูรณ์', en: 'Phetchabun' },
  { code: 'phetchaburi', th: 'เพชรบุรี', en: 'Phetchaburi' },
  { code: 'phichit', th: 'พิจิตร', en: 'Phichit' },
  { code: 'phitsanulok', th: 'พิษณุโลก', en: 'Phitsanulok' },
  { code: 'phraNakhonSiAyutthaya', th: 'พระนครศรีอยุธยา', en: 'Phra Nakhon Si Ayutthaya' },
  { code: 'phrae', th: 'แพร่', en: 'Phrae' },
  { code: 'phuket', th: 'ภูเก็ต', en: 'Phuket' },
  { code: 'prachinburi', th: 'ปราจีนบุรี', en: 'Prachinburi' },
  { code: 'prachuapKhiriKhan', th: 'ประจวบคีรีขันธ์', en: 'Prachuap Khiri Khan' },
  { code: 'ranong', th: 'ระนอง', en: 'Ranong' },
  { code: 'ratchaburi', th: 'ราชบุรี', en: 'Ratchaburi' },
  { code: 'rayong', th: 'ระยอง', en: 'Rayong' },
  { code: 'roiEt', th: 'ร้อยเอ็ด', en: 'Roi Et' },
  { code: 'sakaeo', th: 'สระแก้ว', en: 'Sa Kaeo' },
  { code: 'sakonNakhon', th: 'สกลนคร', en: 'Sakon Nakhon' },
  { code: 'samutPrakan', th: 'สมุทรปราการ', en: 'Samut Prakan' },
  { code: 'samutSakhon', th: 'สมุทรสาคร', en: 'Samut Sakhon' },
  { code: 'samutSongkhram', th: 'สมุทรสงคราม', en: 'Samut Songkhram' },
  { code: 'saraburi', th: 'สระบุรี', en: 'Saraburi' },
  { code: 'satun', th: 'สตูล', en: 'Satun' },
  { code: 'singBuri', th: 'สิงห์บุรี', en: 'Sing Buri' },
  { code: 'sisaket', th: 'ศรีสะเกษ', en: 'Sisaket' },
  { code: 'songkhla', th: 'สงขลา', en: 'Songkhla' },
  { code: 'sukhothai', th: 'สุโขทัย', en: 'Sukhothai' },
  { code: 'suphanBuri', th: 'สุพรรณบุรี', en: 'Suphan Buri' },
  { code: 'suratThani', th: 'สุราษฎร์ธานี', en: 'Surat Thani' },
  { code: 'surin', th: 'สุรินทร์', en: 'Surin' },
  { code: 'tak', th: 'ตาก', en: 'Tak' },
  { code: 'trang', th: 'ตรัง', en: 'Trang' },
  { code: 'trat', th: 'ตราด', en: 'Trat' },
  { code: 'ubonRatchathani', th: 'อุบลราชธานี', en: 'Ubon Ratchathani' },
  { code: 'udonThani', th: 'อุดรธานี', en: 'Udon Thani' },
  { code: 'uthaiThani', th: 'อุทัยธานี', en: 'Uthai Thani' },
  { code: 'uttaradit', th: 'อุตรดิตถ์', en: 'Uttaradit' },
  { code: 'yala', th: 'ยะลา', en: 'Yala' },
  { code: 'yasothon', th: 'ยโสธร', en: 'Yasothon' },
] as const;

export type ProvinceCode = (typeof THAI_PROVINCES)[number]['code'];
export const PROVINCE_CODES = THAI_PROVINCES.map((province) => province.code) as [ProvinceCode, ...ProvinceCode[]];

/** A province's name in the reader's language; the code itself when unknown. */
export const provinceName = (code: string, locale: 'th' | 'en'): string =>
  THAI_PROVINCES.find((province) => province.code === code)?.[locale] ?? code;

const foldPlace = (text: string) => text.toLowerCase().replace(/[\s.-]/g, '');

/**
 * A place a person typed (a profile's location), in the reader's language when it names a province
 * in either language ("Phuket" is "ภูเก็ต" to a Thai reader); any other text as it was typed.
 */
export function placeName(text: string, locale: 'th' | 'en'): string {
  const folded = foldPlace(text.trim());
  const province = THAI_PROVINCES.find(
    (candidate) =>
      foldPlace(candidate.en) === folded ||
      foldPlace(candidate.th) === folded ||
      candidate.code.toLowerCase() === folded,
  );
  return province ? province[locale] : text;
}
