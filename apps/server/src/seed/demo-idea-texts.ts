import type { Category } from '@ideamatch/shared';

/** One demo idea concept in both languages; the generator adds a city to make each post distinct. */
export type DemoConcept = { th: string; en: string; thDescription: string; enDescription: string };
/**
 * The categories the generated demo ideas spread over: the first nine. Categories added later
 * (agriculture, crafts, education, services, other) start empty, so the demo's ideas, and the
 * tests and benchmarks that know them, stay as they were.
 */
export const DEMO_CATEGORIES = [
  'technology',
  'franchise',
  'food',
  'healthyAndBeauty',
  'onlineShop',
  'peopleDevelopment',
  'traveling',
  'environment',
  'pet',
] as const satisfies readonly Exclude<Category, 'all'>[];
export type DemoCategory = (typeof DEMO_CATEGORIES)[number];

/**
 * Six concepts per category, Thai and English (the demo mixes both, as real users would). One concept
 * a line: Thai name | English name | Thai description | English description.
 */
const CONCEPT_LINES: Record<DemoCategory, string> = {
  technology: `
แอปจองคิวร้านตัดผม | Barber queue booking app | จองคิวล่วงหน้า แจ้งเตือนก่อนถึงคิว ลดเวลารอหน้าร้าน | Book a barber slot ahead and get a ping when your turn is near.
ระบบบัญชีร้านค้าออนไลน์แบบง่าย | Simple bookkeeping for online sellers | ดึงยอดขายจากหลายแพลตฟอร์มมารวมเป็นบัญชีเดียว พร้อมสรุปภาษี | Pulls sales from every marketplace into one ledger with a tax summary.
แชทบอทตอบลูกค้าภาษาไทย | Thai-language customer chatbot | บอทตอบคำถามลูกค้าผ่าน LINE OA เรียนรู้จากคำถามที่พบบ่อย | A LINE OA bot that answers customers and learns from common questions.
แพลตฟอร์มหาครูสอนพิเศษ | Tutor matching platform | จับคู่นักเรียนกับครูสอนพิเศษตามวิชา งบประมาณ และเวลาว่าง | Matches students with tutors by subject, budget and free time.
เซนเซอร์วัดความชื้นสำหรับสวนทุเรียน | Soil sensors for durian orchards | เซนเซอร์ราคาถูกส่งข้อมูลความชื้นดินเข้ามือถือ ช่วยประหยัดน้ำ | Low-cost soil moisture sensors that report to your phone and save water.
ระบบจัดการหอพักออนไลน์ | Dormitory management software | ออกบิลค่าเช่า ค่าน้ำไฟอัตโนมัติ ผู้เช่าจ่ายผ่าน QR ได้ทันที | Automatic rent and utility bills that tenants pay by QR code.
`,
  franchise: `
แฟรนไชส์ชานมไข่มุกสูตรไทย | Thai tea bubble tea franchise | ชาไทยต้นตำรับ ลงทุนต่ำ มีอบรมและวัตถุดิบส่งถึงร้าน | Authentic Thai tea kiosks with low start-up cost, training and supplies.
แฟรนไชส์ร้านซักผ้าหยอดเหรียญ | Coin laundry franchise | ร้านซักอบรีดอัตโนมัติ ติดตามรายได้ผ่านแอป | Self-service laundromats you monitor from an app.
แฟรนไชส์ลูกชิ้นทอดรถเข็น | Fried meatball cart franchise | รถเข็นพร้อมขาย ซอสสูตรเฉพาะ คืนทุนใน 3 เดือน | Ready-to-sell carts with a signature sauce; payback in about three months.
แฟรนไชส์ร้านกาแฟในปั๊ม | Petrol-station coffee franchise | ร้านกาแฟขนาดเล็กในปั๊มน้ำมันต่างจังหวัด | Compact coffee bars for provincial petrol stations.
แฟรนไชส์สอนว่ายน้ำเด็ก | Kids swimming school franchise | หลักสูตรว่ายน้ำเด็กมาตรฐานเดียวกันทุกสาขา | One swimming curriculum for children across every branch.
แฟรนไชส์ร้านปริ้นท์ด่วน | Express print shop franchise | ปริ้นท์ เข้าเล่ม ทำป้ายด่วน ใกล้มหาวิทยาลัย | Fast printing, binding and signs next to universities.
`,
  food: `
ข้าวกล่องสุขภาพส่งออฟฟิศ | Healthy lunch boxes for offices | เมนูคลีนเปลี่ยนทุกวัน สั่งล่วงหน้ารายสัปดาห์ | Clean meals that change daily, ordered a week ahead.
ครัวกลางสำหรับร้านอาหารเล็ก | Shared central kitchen | เช่าครัวมาตรฐานรายชั่วโมง สำหรับร้านที่ขายเดลิเวอรี่ | Rent a certified kitchen by the hour for delivery-only restaurants.
น้ำพริกแม่บ้านส่งทั่วประเทศ | Homemade chili paste nationwide | น้ำพริกสูตรบ้านบรรจุขวดสุญญากาศ ส่งได้ทั่วไทย | Family-recipe chili pastes in vacuum jars shipped across Thailand.
เบเกอรี่ไร้กลูเตน | Gluten-free bakery | ขนมปังและเค้กไร้กลูเตนจากแป้งข้าวไทย | Breads and cakes made from Thai rice flour, no gluten.
ผลไม้ตัดแต่งพร้อมทาน | Ready-to-eat cut fruit | ผลไม้สดตัดแต่งส่งร้านสะดวกซื้อทุกเช้า | Fresh cut fruit delivered to convenience stores every morning.
ฟู้ดทรัคอาหารอีสาน | Isan food truck | ส้มตำ ไก่ย่าง ลาบ ตระเวนตามออฟฟิศและงานอีเวนต์ | Som tam, grilled chicken and larb touring offices and events.
`,
  healthyAndBeauty: `
สปาเท้าสมุนไพร | Herbal foot spa | นวดเท้าด้วยสมุนไพรไทย ใกล้สถานีรถไฟฟ้า | Thai herbal foot massage next to train stations.
เซรั่มจากข้าวหอมมะลิ | Jasmine rice serum | สกินแคร์จากสารสกัดข้าวหอมมะลิ อ่อนโยนต่อผิวแพ้ง่าย | Skincare from jasmine rice extract, gentle on sensitive skin.
ฟิตเนสสำหรับผู้สูงอายุ | Fitness studio for seniors | คลาสออกกำลังกายแรงกระแทกต่ำ ดูแลโดยนักกายภาพ | Low-impact classes supervised by physiotherapists.
คลินิกนวดออนไลน์ | Online massage booking | จองหมอนวดมาที่บ้าน ตรวจสอบประวัติและใบอนุญาต | Book a licensed therapist to your home, background checked.
ยาสีฟันสมุนไพรไร้ฟลูออไรด์ | Herbal fluoride-free toothpaste | ยาสีฟันจากกานพลูและข่อย บรรจุภัณฑ์รีไซเคิลได้ | Clove and khoi toothpaste in recyclable packaging.
โยคะบนเรือ | Yoga on the river | คลาสโยคะยามเช้าบนเรือล่องแม่น้ำ | Morning yoga classes on a river boat.
`,
  onlineShop: `
ร้านเสื้อผ้ามือสองคัดเกรด | Curated second-hand clothing | คัดเสื้อผ้ามือสองสภาพดี ถ่ายรูปสวย ขายผ่านไลฟ์ | Hand-picked pre-loved clothes sold through live streams.
ของฝากชุมชนออนไลน์ | Community souvenirs online | รวมสินค้า OTOP จากหลายจังหวัดในร้านเดียว | OTOP products from many provinces in one shop.
ต้นไม้ฟอกอากาศส่งถึงบ้าน | Air-purifying plants delivered | ต้นไม้ในกระถางพร้อมคู่มือดูแล ส่งถึงคอนโด | Potted plants with a care guide, delivered to condos.
อุปกรณ์แคมป์ปิ้งให้เช่า | Camping gear rental | เช่าเต็นท์และอุปกรณ์แคมป์รายวัน ส่งและรับคืนถึงบ้าน | Rent tents and camping kits by the day, delivered and collected.
ผ้าทอมือพรีเมียม | Premium hand-woven fabrics | ผ้าไหมและผ้าฝ้ายทอมือจากกลุ่มทอผ้าในชนบท | Hand-woven silk and cotton from rural weaving groups.
กล่องสุ่มขนมญี่ปุ่น | Japanese snack box subscription | กล่องขนมนำเข้าส่งทุกเดือน ธีมใหม่ทุกรอบ | A monthly box of imported snacks with a new theme each time.
`,
  peopleDevelopment: `
คอร์สภาษาอังกฤษสำหรับพนักงานโรงแรม | Hotel staff English course | ฝึกบทสนทนาจริงหน้างาน เรียนออนไลน์วันละ 20 นาที | Real front-desk conversations, 20 minutes online a day.
ค่ายโค้ดดิ้งสำหรับเด็ก | Coding camp for kids | สอนเขียนโปรแกรมผ่านเกมและหุ่นยนต์ ช่วงปิดเทอม | Programming through games and robots during school breaks.
โค้ชอาชีพสำหรับนักศึกษาจบใหม่ | Career coaching for graduates | ฝึกเขียนเรซูเม่ สัมภาษณ์จำลอง และวางแผนอาชีพ | CV writing, mock interviews and career planning.
เวิร์กช็อปทักษะการขาย | Sales skills workshops | อบรมการขายให้ทีม SME แบบลงมือทำจริง | Hands-on sales training for SME teams.
ห้องสมุดชุมชนเคลื่อนที่ | Mobile community library | รถห้องสมุดพร้อมกิจกรรมการอ่านตระเวนหมู่บ้าน | A library van with reading activities touring villages.
โปรแกรมพี่เลี้ยงผู้ประกอบการหญิง | Mentoring for women founders | จับคู่ผู้ประกอบการหญิงกับพี่เลี้ยงที่มีประสบการณ์ | Pairs women founders with experienced mentors.
`,
  traveling: `
ทัวร์ปั่นจักรยานชมเมืองเก่า | Old town cycling tours | ปั่นจักรยานชมวัดและตลาดเก่ากับไกด์ท้องถิ่น | Cycle past temples and old markets with a local guide.
โฮมสเตย์ริมนาข้าว | Rice-field homestay | พักกับครอบครัวชาวนา ลองดำนาและทำอาหารพื้นบ้าน | Stay with a farming family, plant rice and cook local food.
ทริปดำน้ำสำหรับมือใหม่ | Beginner snorkeling trips | ทริปดำน้ำตื้นกลุ่มเล็ก มีครูดูแลใกล้ชิด | Small-group snorkeling with close instructor care.
แอปแผนเที่ยวสายมู | Temple trip planner app | วางแผนไหว้พระ 9 วัดพร้อมเส้นทางและเวลาเปิดปิด | Plans nine-temple routes with opening hours.
แคมป์ปิ้งดูดาว | Stargazing camp | ลานกางเต็นท์บนดอย พร้อมกล้องดูดาวและผู้บรรยาย | Mountain campsite with telescopes and a guide to the sky.
ทัวร์อาหารริมทาง | Street food walking tour | เดินชิมอาหารริมทาง 10 ร้านในหนึ่งคืน | Taste ten street food stalls in one evening walk.
`,
  environment: `
รับซื้อขยะรีไซเคิลถึงบ้าน | Doorstep recycling pickup | นัดรับขยะรีไซเคิลผ่านแอป ได้เงินคืนทันที | Book a recycling pickup in an app and get paid on the spot.
ถุงผ้าจากป้ายไวนิลเก่า | Bags from old vinyl banners | อัปไซเคิลป้ายไวนิลเป็นกระเป๋าทนทาน | Upcycles vinyl banners into tough bags.
ปุ๋ยหมักจากเศษอาหาร | Food-waste compost | รับเศษอาหารจากร้านอาหาร ทำปุ๋ยหมักขายเกษตรกร | Collects restaurant food waste and sells compost to farmers.
ติดโซลาร์เซลล์ผ่อนรายเดือน | Solar panels on monthly plans | ติดตั้งโซลาร์บนหลังคาบ้าน จ่ายรายเดือนจากค่าไฟที่ประหยัดได้ | Rooftop solar paid monthly from the savings on your bill.
บรรจุภัณฑ์จากใบตอง | Banana-leaf packaging | กล่องอาหารย่อยสลายได้จากใบตองอัด | Compostable food boxes from pressed banana leaves.
ปลูกป่าชายเลนกับนักท่องเที่ยว | Mangrove planting trips | กิจกรรมปลูกป่าชายเลนสำหรับบริษัทและนักท่องเที่ยว | Mangrove planting days for companies and travellers.
`,
  pet: `
โรงแรมสุนัขพร้อมกล้องดูสด | Dog hotel with live cameras | ฝากสุนัขพร้อมดูผ่านกล้องได้ตลอด 24 ชั่วโมง | Board your dog and watch it live around the clock.
อาหารแมวสดสูตรสัตวแพทย์ | Vet-formulated fresh cat food | อาหารแมวสดแช่แข็งสูตรจากสัตวแพทย์ ส่งรายสัปดาห์ | Frozen fresh cat food designed by vets, delivered weekly.
บริการพาสุนัขเดินเล่น | Dog walking service | คนพาเดินที่ผ่านการอบรม ติดตาม GPS ได้ | Trained walkers with GPS tracking of every walk.
คลินิกสัตว์เคลื่อนที่ | Mobile vet clinic | รถคลินิกฉีดวัคซีนและทำหมันถึงหมู่บ้าน | A clinic van for vaccines and neutering in villages.
ของเล่นสัตว์จากวัสดุธรรมชาติ | Natural pet toys | ของเล่นจากผักตบชวาและไม้ยางพารา ปลอดสารพิษ | Non-toxic toys from water hyacinth and rubber wood.
อาบน้ำตัดขนสัตว์ถึงบ้าน | Mobile pet grooming | รถอาบน้ำตัดขนมาถึงหน้าบ้าน ลดความเครียดของสัตว์ | A grooming van at your door, less stress for pets.
`,
};

const parseConcepts = (lines: string): DemoConcept[] =>
  lines
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      const [th = '', en = '', thDescription = '', enDescription = ''] = line.split(' | ').map((part) => part.trim());
      return { th, en, thDescription, enDescription };
    });

/** Every category's concepts. */
export const DEMO_CONCEPTS = Object.fromEntries(
  Object.entries(CONCEPT_LINES).map(([category, lines]) => [category, parseConcepts(lines)]),
) as Record<DemoCategory, DemoConcept[]>;

/** Cities the generator appends, Thai and English, in matching order. */
export const DEMO_CITIES = {
  th: ['กรุงเทพฯ', 'เชียงใหม่', 'ขอนแก่น', 'ภูเก็ต', 'หาดใหญ่', 'โคราช'],
  en: ['Bangkok', 'Chiang Mai', 'Khon Kaen', 'Phuket', 'Hat Yai', 'Korat'],
} as const;

export const DEMO_ACHIEVEMENTS = {
  th: [
    'ขายได้ 300 ชิ้นในเดือนแรก',
    'ลูกค้าประจำ 120 ราย',
    'ได้รางวัลชนะเลิศประกวดแผนธุรกิจ',
    'ทดลองตลาดแล้ว 3 เดือน',
    'มีพาร์ทเนอร์ซัพพลายเออร์ 5 ราย',
  ],
  en: [
    '300 orders in the first month',
    '120 repeat customers',
    'Won a regional business plan contest',
    'Three-month market test done',
    'Five supplier partners signed',
  ],
} as const;

export const DEMO_COMMENTS = {
  th: [
    'ไอเดียดีมากครับ อยากทราบต้นทุนเริ่มต้นคร่าว ๆ',
    'เคยเห็นคล้าย ๆ กันที่ต่างประเทศ น่าจะไปได้ดี',
    'กลุ่มลูกค้าหลักคือใครคะ',
    'สนใจร่วมลงทุนครับ ติดต่อได้ทางไหน',
    'ถ้าขยายไปต่างจังหวัดจะจัดการโลจิสติกส์อย่างไร',
  ],
  en: [
    'Love this. What is the rough start-up cost?',
    'Saw something similar abroad, it could work here.',
    'Who are your main customers?',
    'Interested in investing, how can I reach you?',
    'How will you handle logistics outside the city?',
  ],
} as const;

export const DEMO_REPLIES = {
  th: ['ขอบคุณครับ ประมาณ 2 แสนบาท', 'เห็นด้วยครับ', 'ส่งข้อความมาคุยกันได้เลยค่ะ', 'กำลังหาพาร์ทเนอร์ด้านนี้อยู่พอดีครับ'],
  en: [
    'Thanks! About 200,000 baht to start.',
    'Agreed.',
    'Send me a message and let us talk.',
    'I am looking for a partner for exactly that.',
  ],
} as const;

export const DEMO_REVIEWS = {
  th: ['แผนชัดเจน น่าลงทุน', 'ตลาดยังเล็ก แต่มีศักยภาพ', 'ชอบแนวคิด อยากเห็นตัวเลขเพิ่ม', null],
  en: [
    'Clear plan, worth backing.',
    'Small market today but real potential.',
    'Like the idea, would like to see more numbers.',
    null,
  ],
} as const;

/** Cover colours the bulk ideas cycle through (a handful of generated images, reused). */
export const DEMO_COVER_COLORS: [string, string][] = [
  ['#f76707', '#d9480f'],
  ['#37b24d', '#2b8a3e'],
  ['#1c7ed6', '#364fc7'],
  ['#ae3ec9', '#862e9c'],
  ['#0ca678', '#087f5b'],
  ['#f59f00', '#e67700'],
  ['#e03131', '#a61e4d'],
  ['#1098ad', '#0b7285'],
  ['#7048e8', '#5f3dc4'],
  ['#74b816', '#5c940d'],
];
