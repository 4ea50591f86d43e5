// Longer than 400 lines: one legal document, in Thai and English, kept whole.
import type { LegalDocument, LegalDocumentSet } from './types';

const SUPPORT_EMAIL = 'support@ideamatch.example';
const PRIVACY_EMAIL = 'privacy@ideamatch.example';
const DPO_EMAIL = 'dpo@ideamatch.example';

const TH: LegalDocument = {
  title: 'ข้อกำหนดการใช้บริการ',
  effectiveDate: '21 พฤศจิกายน 2569',
  intro:
    'ข้อกำหนดการใช้บริการฉบับนี้ (“ข้อกำหนด”) ใช้กับการใช้งาน IdeaMatch ซึ่งหมายถึงเว็บไซต์และบริการที่เกี่ยวข้องซึ่งเปิดให้ผู้คนในประเทศไทยแบ่งปันไอเดียธุรกิจ แลกเปลี่ยนความคิดเห็น และค้นหาพาร์ทเนอร์ IdeaMatch ให้บริการโดยบริษัท ไอเดียแมตช์ จำกัด (“IdeaMatch” หรือ “เรา”) โปรดอ่านข้อกำหนดนี้ให้ละเอียด โดยเฉพาะหัวข้อการเปิดเผยไอเดีย การเชื่อมต่อพาร์ทเนอร์ และการจำกัดความรับผิด',
  sections: [
    {
      id: 'acceptance',
      heading: 'การยอมรับข้อกำหนด',
      paragraphs: [
        'เมื่อคุณสร้างบัญชี เข้าสู่ระบบด้วย Google หรือใช้งาน IdeaMatch ในรูปแบบอื่น ถือว่าคุณตกลงตามข้อกำหนดนี้ และยืนยันว่าได้อ่านนโยบายความเป็นส่วนตัวของเราแล้ว ซึ่งอธิบายวิธีที่เราดูแลข้อมูลส่วนบุคคลของคุณ ในขั้นตอนสมัครสมาชิก เราจะขอให้คุณยอมรับทั้งข้อกำหนดและนโยบายความเป็นส่วนตัว หากไม่ยอมรับจะไม่สามารถเปิดบัญชีได้',
        'หากคุณไม่เห็นด้วยกับข้อกำหนดนี้ โปรดงดใช้งาน IdeaMatch ผู้เยี่ยมชมที่เข้าดูหน้าสาธารณะโดยไม่มีบัญชีต้องปฏิบัติตามข้อกำหนดในส่วนที่เกี่ยวข้องด้วย เช่น หลักการใช้งานที่เหมาะสม',
      ],
    },
    {
      id: 'the-service',
      heading: 'บริการของเรา',
      paragraphs: [
        'ไอเดียบางรายการอาจได้รับการนำเสนอโดยเรา เช่น แสดงเป็นไอเดียแนะนำหรือไอเดียสนับสนุน (sponsored) หรือปรากฏในรายการไอเดียมาแรงและไอเดียคะแนนสูงตามกิจกรรมของผู้ใช้ การนำเสนอดังกล่าวเป็นส่วนหนึ่งของบริการ ไม่ใช่การรับรองหรือคำแนะนำให้ลงทุน',
        'เราพัฒนา IdeaMatch อย่างต่อเนื่อง และอาจเพิ่ม เปลี่ยนแปลง หรือยกเลิกฟีเจอร์บางอย่าง หากจะยกเลิกฟีเจอร์ที่คุณใช้งานเป็นประจำ เราจะพยายามแจ้งให้ทราบล่วงหน้า ปัจจุบัน IdeaMatch เปิดให้ใช้งานโดยไม่มีค่าใช้จ่าย หากในอนาคตมีฟีเจอร์ที่ต้องชำระเงิน เราจะแจ้งราคาและเงื่อนไขให้ทราบก่อนที่คุณจะชำระเงิน',
        'บน IdeaMatch คุณสามารถ',
      ],
      items: [
        'โพสต์ไอเดียธุรกิจ พร้อมคำอธิบาย หมวดหมู่ ผลงานหรือความสำเร็จ โมเดลธุรกิจ (ถ้ามี) และรูปภาพได้สูงสุด 7 รูป',
        'เลือกดู ค้นหา และกรองไอเดียของผู้อื่น',
        'แสดงความคิดเห็นในไอเดีย กดถูกใจความคิดเห็น และแชร์ไอเดีย',
        'ให้คะแนนและรีวิวไอเดีย',
        'รายงานไอเดียที่ฝ่าฝืนข้อกำหนดนี้',
        'ส่งและตอบรับคำขอเป็นพาร์ทเนอร์',
        'แชทกับผู้ใช้อื่นแบบเรียลไทม์ และรับการแจ้งเตือนเกี่ยวกับกิจกรรมที่เกี่ยวข้องกับคุณ',
        'สร้างบัญชีย่อยเพื่อแชทในนามอื่น เช่น ร้านค้าหรือทีมโปรเจกต์',
      ],
    },
    {
      id: 'eligibility',
      heading: 'คุณสมบัติของผู้ใช้',
      paragraphs: [
        'คุณต้องมีอายุอย่างน้อย 13 ปีบริบูรณ์จึงจะสร้างบัญชีได้',
        'ตามกฎหมายไทย บุคคลจะบรรลุนิติภาวะเมื่ออายุครบ 20 ปีบริบูรณ์หรือเมื่อสมรสโดยชอบด้วยกฎหมาย หากคุณอายุต่ำกว่า 20 ปีและยังไม่บรรลุนิติภาวะ คุณจะใช้งาน IdeaMatch ได้ต่อเมื่อได้รับความยินยอมจากผู้แทนโดยชอบธรรม (บิดามารดาหรือผู้ปกครอง) ซึ่งต้องอ่านข้อกำหนดนี้และนโยบายความเป็นส่วนตัว และให้ความยินยอมแทนคุณ ผู้แทนโดยชอบธรรมที่ให้ความยินยอมต้องรับผิดชอบต่อการใช้งานของผู้เยาว์ และผู้เยาว์ต้องไม่ทำข้อตกลงเป็นหุ้นส่วน ร่วมลงทุน หรือข้อตกลงอื่นใดกับผู้ใช้รายอื่น โดยไม่ได้รับความยินยอมจากผู้แทนโดยชอบธรรมตามที่กฎหมายกำหนด',
        'ผู้ที่เคยถูกระงับบัญชีเพราะฝ่าฝืนข้อกำหนดนี้ไม่สามารถกลับมาใช้งาน IdeaMatch ได้อีก เว้นแต่เราจะตกลงเป็นลายลักษณ์อักษร หากคุณใช้งานในนามธุรกิจ คุณยืนยันว่าคุณมีอำนาจกระทำการแทนธุรกิจนั้น',
      ],
    },
    {
      id: 'accounts',
      heading: 'บัญชีและความปลอดภัย',
      paragraphs: [
        'คุณสมัครสมาชิกได้ด้วยอีเมล ชื่อผู้ใช้ และรหัสผ่าน หรือเข้าสู่ระบบด้วยบัญชี Google คุณตกลงที่จะให้ข้อมูลที่ถูกต้องและปรับปรุงให้เป็นปัจจุบันอยู่เสมอ',
        'บัญชีเจ้าหน้าที่ (SuperAdmin และ Admin) ออกให้เฉพาะผู้ที่ดูแลบริการในนามของ IdeaMatch และต้องใช้เพื่อการดูแลบริการเท่านั้น',
        'ในการใช้บัญชีของคุณ โปรดปฏิบัติดังนี้',
      ],
      items: [
        'เก็บรหัสผ่านเป็นความลับ ใช้รหัสผ่านที่ไม่ซ้ำกับบริการอื่น และออกจากระบบทุกครั้งเมื่อใช้อุปกรณ์ร่วมกับผู้อื่น',
        'คุณต้องรับผิดชอบต่อทุกกิจกรรมที่เกิดขึ้นผ่านบัญชีของคุณและบัญชีย่อย เว้นแต่เกิดจากความบกพร่องของเราในการรักษาความปลอดภัยของบริการ',
        'ห้ามขาย โอน หรือให้ผู้อื่นยืมบัญชี และห้ามใช้บัญชีของผู้อื่น',
        'ชื่อผู้ใช้และชื่อที่แสดงต้องไม่แอบอ้างเป็นบุคคลหรือองค์กรอื่น และต้องไม่หยาบคายหรือทำให้ผู้อื่นเข้าใจผิด',
        `หากสงสัยว่ามีผู้อื่นเข้าถึงบัญชีของคุณโดยไม่ได้รับอนุญาต โปรดแจ้งเราทันทีที่ ${SUPPORT_EMAIL}`,
      ],
    },
    {
      id: 'sub-accounts',
      heading: 'บัญชีย่อย',
      paragraphs: [
        'บัญชีหลักสามารถสร้างบัญชีย่อยได้ บัญชีย่อยคือตัวตนอีกรูปแบบหนึ่งของคุณ เช่น ร้านค้าหรือทีมโปรเจกต์ ที่ใช้แชทกับผู้ใช้อื่น บัญชีย่อยไม่มีรหัสผ่านของตัวเอง คุณสลับเข้าใช้งานได้จากบัญชีหลัก และระหว่างที่ใช้งานในนามบัญชีย่อย คุณจะใช้ได้เฉพาะฟีเจอร์แชทเท่านั้น',
      ],
      items: [
        'บัญชีย่อยเป็นส่วนหนึ่งของบัญชีหลัก ไม่ใช่นิติบุคคลหรือผู้ใช้อีกรายหนึ่ง คุณต้องรับผิดชอบต่อทุกข้อความและการกระทำที่เกิดขึ้นผ่านบัญชีย่อย',
        'บัญชีย่อยต้องเป็นตัวแทนของตัวคุณเอง หรือของธุรกิจหรือโปรเจกต์ที่คุณมีสิทธิ์เป็นตัวแทน ห้ามใช้เพื่อแอบอ้างเป็นผู้อื่น ทำให้คู่สนทนาเข้าใจผิดว่ากำลังคุยอยู่กับใคร หรือเพื่อหลีกเลี่ยงการถูกจำกัดการใช้งานหรือระงับบัญชี',
        'หากบัญชีหลักถูกระงับหรือถูกลบ บัญชีย่อยทั้งหมดจะถูกระงับหรือลบไปด้วย',
      ],
    },
    {
      id: 'user-content',
      heading: 'เนื้อหาของคุณและสิทธิ์ที่คุณมอบให้เรา',
      paragraphs: [
        '“เนื้อหาของคุณ” หมายถึงทุกสิ่งที่คุณโพสต์หรือส่งบน IdeaMatch ได้แก่ ไอเดีย รูปภาพ ความคิดเห็น รีวิว รายงาน ข้อมูลโปรไฟล์ และข้อความแชท สิทธิ์ใด ๆ ที่คุณมีในเนื้อหาของคุณยังคงเป็นของคุณ',
        'เพื่อให้เราให้บริการได้ คุณอนุญาตให้บริษัท ไอเดียแมตช์ จำกัด ใช้เนื้อหาของคุณโดยไม่ผูกขาด ไม่มีค่าตอบแทน และไม่จำกัดพื้นที่ ในการจัดเก็บ ทำสำเนา ปรับรูปแบบ (เช่น ย่อขนาดหรือแปลงไฟล์รูปภาพ) แสดง และเผยแพร่เนื้อหาภายใน IdeaMatch ให้แก่กลุ่มผู้ชมที่คุณเลือก (เช่น ทุกคนสำหรับไอเดียสาธารณะ หรือเฉพาะคู่สนทนาสำหรับแชท) นำเสนอเนื้อหาในบริการ (เช่น ในรายการไอเดียมาแรง ไอเดียคะแนนสูง หรือไอเดียแนะนำ) และสร้างตัวอย่างลิงก์เมื่อมีผู้แชร์ลิงก์ไปยังเนื้อหานั้น เราอาจให้ผู้ให้บริการของเราดำเนินการเหล่านี้แทนเราได้ ทั้งนี้ เราจะไม่นำเนื้อหาของคุณไปใช้โฆษณานอก IdeaMatch โดยไม่ได้รับอนุญาตจากคุณ',
        'สิทธิ์ข้างต้นสิ้นสุดลงเมื่อคุณลบเนื้อหาหรือลบบัญชี และพ้นระยะเวลาการลบข้อมูลตามที่ระบุในนโยบายความเป็นส่วนตัวแล้ว เว้นแต่ในกรณีที่เราต้องเก็บสำเนาไว้ตามกฎหมายหรือเป็นบันทึกการดูแลเนื้อหา',
        'คุณยืนยันว่ามีสิทธิ์โพสต์เนื้อหาของคุณ รวมถึงรูปภาพทุกรูป และเนื้อหานั้นไม่ละเมิดลิขสิทธิ์ เครื่องหมายการค้า ความเป็นส่วนตัว หรือสิทธิอื่นใดของผู้อื่น เราไม่ได้ตรวจสอบเนื้อหาก่อนเผยแพร่ แต่อาจลบเนื้อหาที่ฝ่าฝืนข้อกำหนดนี้หรือกฎหมาย',
      ],
    },
    {
      id: 'idea-disclosure',
      heading: 'การเปิดเผยไอเดีย: สิ่งที่คุณควรรู้ก่อนโพสต์',
      paragraphs: ['IdeaMatch เป็นพื้นที่สำหรับแบ่งปันไอเดียอย่างเปิดเผย ก่อนโพสต์ โปรดทำความเข้าใจเรื่องต่อไปนี้'],
      items: [
        'ไอเดียสาธารณะไม่ใช่ความลับ ไอเดียที่คุณโพสต์มองเห็นได้โดยทุกคน รวมถึงผู้เยี่ยมชมที่ไม่ได้เข้าสู่ระบบ และชื่อ คำอธิบาย และรูปภาพของไอเดียอาจปรากฏในเครื่องมือค้นหาและตัวอย่างลิงก์',
        'การโพสต์ไอเดียไม่ได้ก่อให้เกิดสัญญาไม่เปิดเผยข้อมูล (NDA) หรือหน้าที่ต้องรักษาความลับใด ๆ ระหว่างคุณกับ IdeaMatch หรือระหว่างคุณกับผู้ใช้รายอื่น',
        'ลิขสิทธิ์คุ้มครองการแสดงออกซึ่งความคิด เช่น ข้อความและรูปภาพของคุณ แต่ไม่คุ้มครองตัวความคิด ตามพระราชบัญญัติลิขสิทธิ์ พ.ศ. 2537 ความคิด ขั้นตอน กรรมวิธี ระบบ วิธีใช้หรือทำงาน แนวความคิด และหลักการ ไม่ได้รับความคุ้มครองตามกฎหมายลิขสิทธิ์ ผู้อื่นจึงอาจพัฒนาไอเดียที่คล้ายกันได้ ไม่ว่าจะคิดขึ้นเองหรือหลังจากได้อ่านไอเดียของคุณ',
        'การเผยแพร่การประดิษฐ์หรือกรรมวิธีต่อสาธารณะอาจกระทบต่อการขอรับสิทธิบัตร และทำให้ข้อมูลนั้นไม่เป็นความลับทางการค้าอีกต่อไป หากเรื่องนี้สำคัญสำหรับคุณ ควรปรึกษาผู้เชี่ยวชาญด้านกฎหมายและยื่นขอความคุ้มครองก่อนโพสต์',
        'เราไม่สามารถและไม่รับประกันว่าไอเดียของคุณจะไม่ถูกผู้อื่นลอกเลียน นำไปใช้ หรือพัฒนาต่อ และเราไม่ได้เป็นผู้ชี้ขาดข้อพิพาทว่าใครเป็นเจ้าของหรือคิดไอเดียได้ก่อน',
        'การซ่อนหรือลบไอเดียจะนำไอเดียออกจาก IdeaMatch แต่ไม่สามารถย้อนคืนสิ่งที่ผู้อื่นได้เห็น คัดลอก หรือบันทึกไว้แล้ว',
      ],
    },
    {
      id: 'what-to-share',
      heading: 'เลือกสิ่งที่จะแบ่งปัน',
      paragraphs: [
        'คุณเป็นผู้ตัดสินใจเองว่าจะแบ่งปันข้อมูลมากน้อยเพียงใด แนวทางที่ดีคือโพสต์เฉพาะสาระสำคัญที่เพียงพอให้ได้รับความคิดเห็นและดึงดูดพาร์ทเนอร์ ส่วนรายละเอียดเชิงลึก เช่น สูตร ซอร์สโค้ด รายชื่อซัพพลายเออร์ หรือตัวเลขทางการเงิน ควรเก็บไว้คุยกันเป็นการส่วนตัว ภายใต้สัญญารักษาความลับที่คุณทำเป็นลายลักษณ์อักษรกับอีกฝ่ายโดยตรง',
        'หากมีผู้คัดลอกข้อความหรือรูปภาพของคุณไปใช้ (ไม่ใช่เพียงแนวคิดเบื้องหลัง) คุณแจ้งเราได้ และเราจะพิจารณาตามข้อกำหนดนี้',
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'การใช้งานที่เหมาะสม',
      paragraphs: ['คุณตกลงที่จะไม่ใช้ IdeaMatch เพื่อกระทำการต่อไปนี้'],
      items: [
        'ส่งสแปม เช่น โพสต์ ความคิดเห็น คำขอเป็นพาร์ทเนอร์ หรือข้อความที่ซ้ำ ๆ ส่งเป็นจำนวนมาก หรือส่งด้วยระบบอัตโนมัติ',
        'โปรโมตตนเองหรือสิ่งที่ไม่เกี่ยวข้องกับไอเดียหรือบทสนทนา เช่น ลงโฆษณา ลิงก์แนะนำ (referral) หรือขายของในความคิดเห็น รีวิว หรือไอเดียที่ไม่เกี่ยวข้อง',
        'เผยแพร่เนื้อหาที่ผิดกฎหมายไทย เช่น การฉ้อโกง แชร์ลูกโซ่ การพนัน สินค้าปลอมหรือสินค้าต้องห้าม เนื้อหาที่เป็นความผิดตามพระราชบัญญัติว่าด้วยการกระทำความผิดเกี่ยวกับคอมพิวเตอร์ หรือเนื้อหาที่ละเมิดทรัพย์สินทางปัญญา',
        'เสนอขายหลักทรัพย์ สินทรัพย์ดิจิทัล หรือโครงการลงทุนต่อประชาชนโดยไม่ได้รับอนุญาตหรือไม่ได้รับอนุมัติตามกฎหมาย หรือรับประกันผลตอบแทน',
        'คุกคาม ข่มขู่ กลั่นแกล้ง หมิ่นประมาท หรือเลือกปฏิบัติต่อผู้อื่น หรือเผยแพร่เนื้อหาที่สร้างความเกลียดชัง ลามกอนาจาร หรือรุนแรง',
        'เปิดเผยข้อมูลส่วนบุคคลของผู้อื่น เช่น เบอร์โทรศัพท์ เลขประจำตัวประชาชน ที่อยู่ ข้อมูลบัญชีธนาคาร ข้อมูลสุขภาพ หรือประวัติอาชญากรรม โดยไม่ได้รับความยินยอม',
        'แอบอ้างเป็นบุคคลหรือองค์กรอื่น สร้างบัญชีปลอม หรือให้ข้อมูลเท็จเกี่ยวกับตัวตน ประสบการณ์ หรือฐานะทางการเงินของตน',
        'ปั่นยอดเข้าชม คะแนน รีวิว รายงาน หรืออันดับ รวมถึงการใช้หลายบัญชีหรือบัญชีย่อยเพื่อการดังกล่าว',
        'อัปโหลดมัลแวร์ เจาะหรือโจมตีระบบของเรา หลีกเลี่ยงการจำกัดจำนวนคำขอหรือมาตรการรักษาความปลอดภัย หรือเข้าถึงข้อมูลที่คุณไม่มีสิทธิ์',
        'ดึงหรือคัดลอกเนื้อหาเป็นจำนวนมาก หรือใช้เครื่องมืออัตโนมัติเก็บข้อมูลของผู้ใช้ โดยไม่ได้รับอนุญาตเป็นลายลักษณ์อักษรจากเรา',
      ],
    },
    {
      id: 'reviews',
      heading: 'รีวิวและความคิดเห็น',
      paragraphs: ['รีวิวและความคิดเห็นช่วยให้เจ้าของไอเดียพัฒนาต่อได้ จึงต้องเป็นไปตามหลักต่อไปนี้'],
      items: [
        'รีวิวต้องตรงไปตรงมาและสะท้อนความเห็นที่แท้จริงของคุณต่อไอเดียนั้น แต่ละบัญชีรีวิวได้ไอเดียละหนึ่งครั้ง และรีวิวไอเดียของตนเองไม่ได้',
        'ห้ามเสนอหรือรับเงิน ของขวัญ หรือประโยชน์อื่นใดเพื่อแลกกับรีวิว ห้ามรีวิวเพื่อทำลายคู่แข่ง และห้ามรีวิวเพื่อดันไอเดียที่คุณมีส่วนเกี่ยวข้องโดยไม่เปิดเผยความเกี่ยวข้องนั้น',
        'วิจารณ์ที่ไอเดีย ไม่ใช่ที่ตัวบุคคล และแสดงความคิดเห็นให้ตรงประเด็น สุภาพ และสร้างสรรค์',
        'เราอาจลบรีวิวหรือความคิดเห็นที่ปลอม ถูกปั่น หยาบคาย หรือไม่เกี่ยวข้อง และคำนวณคะแนนใหม่ตามนั้น',
      ],
    },
    {
      id: 'reports-moderation',
      heading: 'การรายงานและการดูแลเนื้อหา',
      paragraphs: [
        'หากพบไอเดียที่ไม่เกี่ยวข้องกับบริการ เป็นสแปม หรือโพสต์เพื่อโปรโมตตนเองเป็นหลัก คุณรายงานพร้อมระบุรายละเอียดได้ แต่ละบัญชีรายงานไอเดียเดียวกันได้หนึ่งครั้ง เจ้าหน้าที่ของเราจะตรวจสอบรายงานและพิจารณาว่าจะดำเนินการหรือไม่ โดยจะไม่แจ้งให้เจ้าของไอเดียทราบว่าใครเป็นผู้รายงาน',
        `เราไม่ได้ตรวจสอบเนื้อหาทั้งหมดและไม่มีหน้าที่ต้องทำเช่นนั้น แต่จะดำเนินการเมื่อได้รับรายงานหรือพบเนื้อหาที่ผิดกฎหมาย โปรดอย่าใช้ฟีเจอร์รายงานในทางที่ผิด เช่น รายงานไอเดียเพียงเพราะไม่เห็นด้วย หากคุณเห็นว่าเราตัดสินใจผิดพลาด โปรดติดต่อ ${SUPPORT_EMAIL} แล้วเราจะทบทวนการตัดสินใจนั้น`,
        'เพื่อให้ IdeaMatch ปลอดภัยและถูกต้องตามกฎหมาย เจ้าหน้าที่ของเราอาจใช้ดุลยพินิจดำเนินการต่อไปนี้ และอาจดำเนินการโดยไม่แจ้งล่วงหน้าในกรณีที่จำเป็น',
      ],
      items: [
        'ซ่อน ยกเลิกการซ่อน หรือลบไอเดีย และลบความคิดเห็นหรือรีวิว',
        'ปิดเรื่องรายงาน โดยดำเนินการแก้ไขหรือยกรายงานนั้น',
        'ระงับบัญชี ซึ่งจะทำให้ทุกเซสชันของบัญชีนั้นสิ้นสุดลงทันที และซ่อนไอเดียและความคิดเห็นของบัญชีนั้นจากผู้ใช้อื่น',
        'บันทึกการดำเนินการเหล่านี้ไว้ในบันทึกการตรวจสอบ (audit log)',
      ],
    },
    {
      id: 'partnerships',
      heading: 'การเชื่อมต่อพาร์ทเนอร์และการติดต่อระหว่างผู้ใช้',
      paragraphs: [
        'IdeaMatch ช่วยให้ผู้คนได้พบกัน แต่การเป็นหุ้นส่วน การร่วมทุน การลงทุน การกู้ยืม การจ้างงาน การซื้อขาย หรือข้อตกลงอื่นใดที่เกิดขึ้นตามมา เป็นเรื่องระหว่างผู้ใช้ที่เกี่ยวข้องเท่านั้น ภายในขอบเขตที่กฎหมายอนุญาต เราไม่ต้องรับผิดชอบต่อข้อพิพาท ความสูญเสีย หรือความเสียหายใด ๆ ที่เกิดจากการติดต่อหรือทำธุรกรรมระหว่างผู้ใช้ อย่างไรก็ดี เราอาจให้ความร่วมมือกับผู้ใช้และหน่วยงานของรัฐหากมีการแจ้งเหตุฉ้อโกงหรือความผิดอื่น',
        'โปรดคำนึงถึงเรื่องต่อไปนี้',
      ],
      items: [
        'IdeaMatch ไม่ได้เป็นคู่สัญญาในข้อตกลงใด ๆ ระหว่างผู้ใช้ ไม่ได้เป็นนายหน้า ตัวแทน หรือคนกลางถือเงิน (escrow) และไม่ได้รับเงินใด ๆ จากข้อตกลงดังกล่าว',
        'เราไม่ได้ตรวจสอบตัวตน คุณสมบัติ หรือฐานะทางการเงินของผู้ใช้ และไม่ได้ตรวจสอบความถูกต้องของไอเดีย ผลงาน หรือข้อมูลที่แสดงในโปรไฟล์',
        'ไม่มีสิ่งใดบน IdeaMatch รวมถึงไอเดีย คะแนน ยอดเข้าชม รายการไอเดียมาแรง ไอเดียแนะนำ หรือไอเดียสนับสนุน ที่ถือเป็นคำแนะนำด้านการเงิน การลงทุน กฎหมาย หรือภาษี หรือเป็นการชักชวนให้ลงทุน',
        'โปรดตรวจสอบข้อมูลด้วยตนเอง ขอคำปรึกษาจากผู้เชี่ยวชาญที่เป็นอิสระ และทำข้อตกลงเป็นลายลักษณ์อักษรก่อนลงเงินหรือทรัพยากรใด ๆ',
        'ระวังผู้ที่ขอเงิน ขอข้อมูลทางการเงินหรือรหัสผ่าน รับประกันผลตอบแทน หรือเร่งรัดให้คุณตัดสินใจ และโปรดรายงานพฤติกรรมที่น่าสงสัยให้เราทราบ',
      ],
    },
    {
      id: 'chat-notifications',
      heading: 'แชทและการแจ้งเตือน',
      paragraphs: [
        'ข้อความแชทมองเห็นได้เฉพาะผู้ที่อยู่ในบทสนทนา ข้อความถูกส่งผ่านการเชื่อมต่อที่เข้ารหัสและจัดเก็บไว้บนเซิร์ฟเวอร์ของเรา แต่ไม่ได้เข้ารหัสแบบต้นทางถึงปลายทาง (end-to-end) เจ้าหน้าที่ของเราไม่ได้อ่านแชทเป็นปกติ แต่เจ้าหน้าที่ที่ได้รับอนุญาตอาจเข้าถึงข้อความที่เกี่ยวข้องเมื่อจำเป็นต้องตรวจสอบการใช้งานในทางที่ผิดหรือเหตุการณ์ด้านความปลอดภัย หรือเมื่อกฎหมายกำหนด',
        'IdeaMatch จะแจ้งเตือนคุณภายในบริการเกี่ยวกับกิจกรรมที่เกี่ยวข้องกับคุณ เช่น ความคิดเห็น การกดถูกใจ รีวิว การแชร์ และคำขอเป็นพาร์ทเนอร์ เราอาจส่งอีเมลถึงคุณเกี่ยวกับบัญชีและความปลอดภัย ส่วนข่าวสารและโปรโมชัน เราจะส่งให้เฉพาะเมื่อคุณยินยอมรับเท่านั้น',
      ],
    },
    {
      id: 'our-rights',
      heading: 'ทรัพย์สินทางปัญญาของ IdeaMatch',
      paragraphs: [
        'ชื่อ IdeaMatch โลโก้ สโลแกน “Match Smart. Profit Together.” การออกแบบ และซอฟต์แวร์ของบริการ เป็นของบริษัท ไอเดียแมตช์ จำกัด หรือผู้อนุญาตให้ใช้สิทธิ ข้อกำหนดนี้ไม่ได้ให้สิทธิ์คุณนำสิ่งเหล่านี้ไปใช้ นอกเหนือจากการใช้บริการตามวัตถุประสงค์',
        'หากคุณส่งความคิดเห็นหรือข้อเสนอแนะเกี่ยวกับ IdeaMatch มาให้เรา เราอาจนำไปใช้ปรับปรุงบริการได้โดยไม่มีภาระผูกพันต่อคุณ',
      ],
    },
    {
      id: 'termination',
      heading: 'การเลิกใช้บริการและการระงับบัญชี',
      paragraphs: [
        'คุณเลิกใช้ IdeaMatch ได้ทุกเมื่อ คุณลบไอเดีย ความคิดเห็น และรีวิวของตนเองได้ และขอให้เราลบบัญชีได้ตามวิธีที่ระบุไว้ในนโยบายความเป็นส่วนตัว',
        'เราอาจจำกัดการใช้งานหรือระงับบัญชีของคุณ หากคุณฝ่าฝืนข้อกำหนดนี้หรือกฎหมาย หากการใช้งานของคุณก่อให้เกิดความเสี่ยงต่อผู้ใช้อื่นหรือต่อเรา หรือหากกฎหมายหรือคำสั่งของหน่วยงานของรัฐกำหนดให้ต้องทำ ในกรณีที่เหมาะสมและกฎหมายไม่ห้าม เราจะแจ้งเหตุผลให้คุณทราบ บัญชีที่ถูกระงับจะเข้าสู่ระบบไม่ได้ ทุกเซสชันจะสิ้นสุดลง และไอเดียและความคิดเห็นของบัญชีนั้นจะถูกซ่อนจากผู้ใช้อื่น',
        'หากเรายุติการให้บริการ IdeaMatch ทั้งหมด เราจะแจ้งให้ทราบล่วงหน้าตามสมควร และเปิดโอกาสให้คุณส่งออกข้อมูลของคุณเท่าที่ทำได้ ข้อกำหนดที่โดยสภาพควรมีผลต่อไปหลังเลิกใช้บริการ เช่น การเปิดเผยไอเดีย การเชื่อมต่อพาร์ทเนอร์ การไม่รับประกัน การจำกัดความรับผิด และกฎหมายที่ใช้บังคับ ยังคงมีผลต่อไป',
      ],
    },
    {
      id: 'disclaimers',
      heading: 'การไม่รับประกัน',
      paragraphs: [
        'เราพยายามอย่างเต็มที่ให้ IdeaMatch พร้อมใช้งาน ปลอดภัย และเป็นประโยชน์ แต่เราให้บริการ “ตามสภาพ” และ “ตามที่พร้อมให้บริการ” ภายในขอบเขตที่กฎหมายอนุญาต เราไม่รับประกันว่าบริการจะไม่หยุดชะงักหรือไม่มีข้อผิดพลาด หรือว่าเนื้อหาที่ผู้ใช้โพสต์จะถูกต้อง ครบถ้วน ชอบด้วยกฎหมาย หรือเหมาะกับวัตถุประสงค์ของคุณ',
        'เนื้อหาบน IdeaMatch โพสต์โดยผู้ใช้และสะท้อนความเห็นของผู้ใช้ ไม่ใช่ความเห็นของเรา การนำเนื้อหาไปใช้หรือเชื่อถือเนื้อหาเป็นความเสี่ยงของคุณเอง',
      ],
    },
    {
      id: 'liability',
      heading: 'การจำกัดความรับผิด',
      paragraphs: [
        'ภายในขอบเขตที่กฎหมายไทยอนุญาต บริษัท ไอเดียแมตช์ จำกัด รวมถึงกรรมการ พนักงาน และผู้ให้บริการของเรา ไม่ต้องรับผิดต่อความเสียหายทางอ้อมหรือความเสียหายต่อเนื่อง การสูญเสียกำไร โอกาสทางธุรกิจ ชื่อเสียง หรือข้อมูล ความเสียหายจากการที่ผู้ใช้อื่นนำไอเดียของคุณไปใช้ หรือความเสียหายจากการติดต่อหรือทำธุรกรรมระหว่างผู้ใช้',
        'ภายในขอบเขตที่กฎหมายไทยอนุญาต ความรับผิดรวมทั้งหมดของเราต่อคุณสำหรับทุกข้อเรียกร้องที่เกี่ยวกับ IdeaMatch จำกัดไว้ไม่เกินจำนวนที่สูงกว่าระหว่างค่าบริการที่คุณชำระให้เราในช่วง 12 เดือนก่อนเกิดเหตุแห่งข้อเรียกร้อง กับ 1,000 บาท',
        'ไม่มีข้อความใดในข้อกำหนดนี้ที่ยกเว้นหรือจำกัดความรับผิดของเราสำหรับความเสียหายต่อชีวิตหรือร่างกายที่เกิดจากการกระทำหรือความประมาทเลินเล่อของเรา ความเสียหายที่เกิดจากการจงใจหรือประมาทเลินเล่ออย่างร้ายแรงของเรา หรือความรับผิดอื่นที่ไม่อาจยกเว้นหรือจำกัดได้ตามกฎหมายไทย รวมถึงพระราชบัญญัติว่าด้วยข้อสัญญาที่ไม่เป็นธรรม พ.ศ. 2540 และกฎหมายคุ้มครองผู้บริโภค',
      ],
    },
    {
      id: 'indemnity',
      heading: 'ความรับผิดชอบของคุณต่อเรา',
      paragraphs: [
        'หากบุคคลภายนอกเรียกร้องค่าเสียหายจากเราอันเนื่องมาจากเนื้อหาของคุณ การฝ่าฝืนข้อกำหนดนี้ หรือการติดต่อระหว่างคุณกับผู้ใช้อื่น คุณตกลงชดใช้ความเสียหายและค่าใช้จ่ายตามสมควรที่เกิดขึ้นแก่เรา เท่าที่คุณต้องรับผิดตามกฎหมายและภายในขอบเขตที่กฎหมายอนุญาต',
      ],
    },
    {
      id: 'changes',
      heading: 'การแก้ไขข้อกำหนด',
      paragraphs: [
        'เราอาจปรับปรุงข้อกำหนดนี้เมื่อบริการหรือกฎหมายเปลี่ยนแปลง วันที่มีผลบังคับใช้ด้านบนแสดงฉบับปัจจุบัน หากการเปลี่ยนแปลงกระทบต่อสิทธิของคุณอย่างมีนัยสำคัญ เราจะแจ้งทางอีเมลหรือภายในบริการอย่างน้อย 15 วันก่อนมีผล เว้นแต่มีความจำเป็นต้องเปลี่ยนแปลงเร็วกว่านั้นด้วยเหตุผลทางกฎหมายหรือความปลอดภัย',
        'หากคุณยังใช้ IdeaMatch ต่อหลังการเปลี่ยนแปลงมีผลแล้ว ถือว่าคุณยอมรับข้อกำหนดฉบับปรับปรุง หากไม่ยอมรับ โปรดหยุดใช้งาน และคุณขอให้เราลบบัญชีได้',
      ],
    },
    {
      id: 'governing-law',
      heading: 'กฎหมายที่ใช้บังคับและการระงับข้อพิพาท',
      paragraphs: [
        'ข้อกำหนดนี้อยู่ภายใต้และตีความตามกฎหมายแห่งราชอาณาจักรไทย หากคุณมีข้อร้องเรียน โปรดติดต่อเราก่อนเพื่อหาทางแก้ไขร่วมกัน ข้อพิพาทที่ตกลงกันไม่ได้ให้อยู่ในอำนาจพิจารณาของศาลไทยที่มีเขตอำนาจ',
        'ข้อกำหนดนี้จัดทำเป็นภาษาไทยและภาษาอังกฤษ หากข้อความสองฉบับขัดหรือแย้งกัน ให้ถือตามฉบับภาษาไทย',
      ],
    },
    {
      id: 'general',
      heading: 'ข้อกำหนดทั่วไป',
      paragraphs: ['ข้อกำหนดนี้มีหลักทั่วไปดังนี้'],
      items: [
        'ข้อกำหนดนี้และนโยบายความเป็นส่วนตัวเป็นข้อตกลงทั้งหมดระหว่างคุณกับเราเกี่ยวกับ IdeaMatch',
        'หากข้อกำหนดข้อใดเป็นโมฆะหรือใช้บังคับไม่ได้ ข้อกำหนดส่วนที่เหลือยังคงมีผลใช้บังคับ',
        'การที่เราไม่ได้ใช้สิทธิตามข้อกำหนดข้อใดในทันที ไม่ถือว่าเราสละสิทธินั้น',
        'คุณโอนสิทธิหรือหน้าที่ตามข้อกำหนดนี้ให้ผู้อื่นไม่ได้ หากไม่ได้รับความยินยอมจากเรา ส่วนเราอาจโอนสิทธิและหน้าที่ของเราให้แก่บริษัทที่เข้ารับช่วงการให้บริการ IdeaMatch โดยจะแจ้งให้คุณทราบ',
      ],
    },
    {
      id: 'contact',
      heading: 'ติดต่อเรา',
      paragraphs: [
        'บริษัท ไอเดียแมตช์ จำกัด กรุงเทพมหานคร ประเทศไทย',
        `สอบถามเกี่ยวกับข้อกำหนดนี้ บัญชีของคุณ หรือการตัดสินใจด้านการดูแลเนื้อหา: ${SUPPORT_EMAIL}`,
        `เรื่องความเป็นส่วนตัวและข้อมูลส่วนบุคคล: ${PRIVACY_EMAIL} และเจ้าหน้าที่คุ้มครองข้อมูลส่วนบุคคล (DPO): ${DPO_EMAIL}`,
      ],
    },
  ],
};

const EN: LegalDocument = {
  title: 'Terms of Service',
  effectiveDate: '21 November 2026',
  intro:
    'These Terms of Service (“Terms”) govern your use of IdeaMatch: the website and related services where people in Thailand share business ideas, give each other feedback and find partners. IdeaMatch is operated by IdeaMatch Co., Ltd. (“IdeaMatch”, “we”, “us”). Please read these Terms carefully, especially the sections on sharing ideas, partner connections and limitation of liability.',
  sections: [
    {
      id: 'acceptance',
      heading: 'Accepting these Terms',
      paragraphs: [
        'By creating an account, signing in with Google or otherwise using IdeaMatch, you agree to these Terms and confirm that you have read our Privacy Policy, which explains how we handle your personal data. When you register, we ask you to accept both the Terms and the Privacy Policy; you cannot open an account without doing so.',
        'If you do not agree to these Terms, please do not use IdeaMatch. Visitors who browse public pages without an account must also follow the parts of these Terms that apply to them, such as the acceptable use rules.',
      ],
    },
    {
      id: 'the-service',
      heading: 'The service',
      paragraphs: [
        'Some ideas may be featured by us, for example as suggested or sponsored ideas, or listed as trending or top-rated based on user activity. Featuring is part of the service; it is not an endorsement or a recommendation to invest.',
        'We keep improving IdeaMatch and may add, change or remove features. If we plan to remove a feature you use regularly, we will try to tell you in advance. IdeaMatch is currently free to use; if we ever introduce paid features, we will show you the price and terms before you pay.',
        'On IdeaMatch you can:',
      ],
      items: [
        'post business ideas with a description, category, achievements, an optional business model and up to 7 images;',
        'browse, search and filter other people’s ideas;',
        'comment on ideas, like comments and share ideas;',
        'rate and review ideas;',
        'report ideas that break these Terms;',
        'send and accept partner requests;',
        'chat with other users in real time and receive notifications about activity that concerns you;',
        'create sub-accounts to chat as a persona such as a shop or a project team.',
      ],
    },
    {
      id: 'eligibility',
      heading: 'Who can use IdeaMatch',
      paragraphs: [
        'You must be at least 13 years old to create an account.',
        'Under Thai law a person becomes sui juris (legally an adult) at 20 years of age or on lawful marriage. If you are under 20 and not yet sui juris, you may use IdeaMatch only with the consent of your legal representative (a parent or guardian), who must read these Terms and the Privacy Policy and agree to them on your behalf. A legal representative who gives consent is responsible for the minor’s use of the service, and a minor must not enter into any partnership, investment or other agreement with another user without the consent of their legal representative as required by law.',
        'If we have deactivated your account for breaking these Terms, you may not use IdeaMatch again unless we agree in writing. If you use IdeaMatch on behalf of a business, you confirm that you have authority to act for it.',
      ],
    },
    {
      id: 'accounts',
      heading: 'Your account and its security',
      paragraphs: [
        'You can register with an email address, a username and a password, or by signing in with your Google account. You agree to give accurate information and to keep it up to date.',
        'Staff accounts (SuperAdmin and Admin) are issued only to people who moderate the service for IdeaMatch, and may be used only for that purpose.',
        'When you use your account:',
      ],
      items: [
        'Keep your password secret, do not reuse a password from another service, and sign out when you use a shared device.',
        'You are responsible for everything that happens through your account and its sub-accounts, unless it results from our failure to keep the service secure.',
        'Do not sell, transfer or lend your account, and do not use anyone else’s account.',
        'Your username and display name must not impersonate another person or organisation and must not be offensive or misleading.',
        `If you think someone has accessed your account without permission, tell us at once at ${SUPPORT_EMAIL}.`,
      ],
    },
    {
      id: 'sub-accounts',
      heading: 'Sub-accounts',
      paragraphs: [
        'A main account can create sub-accounts: personas, such as a shop or a project team, that chat with other users. A sub-account has no password of its own; you switch into it from your main account, and while you act as a sub-account you can use chat only.',
      ],
      items: [
        'A sub-account is part of your main account, not a separate legal person or a separate user. You are responsible for every message sent and everything done through it.',
        'A sub-account must represent you, or a business or project you are entitled to represent. Do not use one to impersonate someone, to mislead people about who they are talking to, or to get around a restriction or deactivation.',
        'If your main account is deactivated or deleted, its sub-accounts are deactivated or deleted with it.',
      ],
    },
    {
      id: 'user-content',
      heading: 'Your content and the licence you give us',
      paragraphs: [
        '“Your content” means everything you post or send on IdeaMatch: ideas, images, comments, reviews, reports, profile information and chat messages. You keep whatever rights you have in your content.',
        'So that we can run the service, you grant IdeaMatch Co., Ltd. a non-exclusive, royalty-free, worldwide licence to store, copy, re-format (for example resize or re-encode images), display and distribute your content within IdeaMatch to the audience you chose (for example everyone for a public idea, or the other participants of a chat), to feature it in the service (for example in trending, top-rated or suggested lists), and to generate link previews when someone shares a link to it. Our service providers may do these things on our behalf. We will not use your content in advertising outside IdeaMatch without your permission.',
        'This licence ends when you delete the content or your account and the deletion period described in the Privacy Policy has passed, except for copies we must keep by law or as moderation records.',
        'You confirm that you have the right to post your content, including every image, and that it does not infringe anyone’s copyright, trademark, privacy or other rights. We do not check content before it is published, but we may remove content that breaks these Terms or the law.',
      ],
    },
    {
      id: 'idea-disclosure',
      heading: 'Sharing ideas: what to know before you post',
      paragraphs: [
        'IdeaMatch is a place to share ideas openly. Before you post, please make sure you understand the following.',
      ],
      items: [
        'Public ideas are not confidential. An idea you post can be seen by anyone, including visitors who are not signed in, and its name, description and images may appear in search engines and link previews.',
        'Posting an idea does not create a non-disclosure agreement (NDA) or any duty of confidentiality between you and IdeaMatch, or between you and other users.',
        'Copyright protects the way an idea is expressed, such as your text and images, not the idea itself. Under the Thai Copyright Act B.E. 2537 (1994), ideas, procedures, processes, systems, methods of use or operation, concepts and principles are not protected by copyright, so others may develop a similar idea, whether independently or after reading yours.',
        'Making an invention or process public can affect your ability to obtain a patent, and information that has been published is no longer a trade secret. If that matters to you, get legal advice and file for protection before you post.',
        'We cannot and do not guarantee that your ideas will not be copied, used or developed by others, and we do not decide disputes about who owns an idea or had it first.',
        'Hiding or deleting an idea removes it from IdeaMatch, but it cannot undo what others have already seen, copied or saved.',
      ],
    },
    {
      id: 'what-to-share',
      heading: 'Deciding what to share',
      paragraphs: [
        'You decide how much to share. A good practice is to post enough to attract feedback and partners, and to keep details such as formulas, source code, supplier lists and financial figures for private conversations, under a written confidentiality agreement that you make directly with the other person.',
        'If someone copies your actual text or images (rather than the idea behind them), you can report it to us and we will review it under these Terms.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      paragraphs: ['You agree not to use IdeaMatch to:'],
      items: [
        'send spam, such as repetitive, bulk or automated posts, comments, partner requests or messages;',
        'promote yourself or anything unrelated to the idea or conversation, such as advertisements, referral links or sales pitches in comments, reviews or ideas where they do not belong;',
        'post content that is illegal in Thailand, including fraud, pyramid or Ponzi schemes, gambling, counterfeit or prohibited goods, content that is an offence under the Computer-Related Crime Act, or content that infringes intellectual property rights;',
        'offer securities, digital assets or investment schemes to the public without the licence or approval required by law, or promise guaranteed returns;',
        'harass, threaten, bully, defame or discriminate against anyone, or post hateful, sexually explicit or violent content;',
        'publish other people’s personal data, such as phone numbers, national ID numbers, addresses, bank details, health information or criminal records, without their consent;',
        'impersonate a person or organisation, create fake accounts, or misrepresent your identity, experience or financial standing;',
        'manipulate views, ratings, reviews, reports or rankings, including by using several accounts or sub-accounts;',
        'upload malware, probe or attack our systems, get around request limits or security measures, or access data you are not authorised to see;',
        'scrape or copy content in bulk, or collect data about users with automated tools, without our written permission.',
      ],
    },
    {
      id: 'reviews',
      heading: 'Reviews and comments',
      paragraphs: ['Reviews and comments help idea owners improve, so they must follow these rules:'],
      items: [
        'Reviews must be honest and reflect your own genuine opinion of the idea. Each account can review an idea once and cannot review its own ideas.',
        'Do not offer or accept money, gifts or other benefits for reviews, do not review to harm a competitor, and do not review an idea you are connected with to boost it without saying so.',
        'Criticise ideas, not people, and keep comments relevant, respectful and constructive.',
        'We may remove reviews or comments that are fake, manipulated, abusive or off-topic, and recalculate ratings accordingly.',
      ],
    },
    {
      id: 'reports-moderation',
      heading: 'Reports and moderation',
      paragraphs: [
        'If you find an idea that is unrelated to the service, is spam, or is posted mainly for self-promotion, you can report it and add details. Each account can report an idea once. Our staff review reports and decide whether to act. We do not tell the idea owner who reported it.',
        `We do not review all content and are not obliged to, but we act on reports and on unlawful content that comes to our attention. Please do not misuse the report feature, for example by reporting an idea only because you disagree with it. If you believe we made a mistake, contact ${SUPPORT_EMAIL} and we will review the decision.`,
        'To keep IdeaMatch safe and lawful, our staff may, at their discretion and without prior notice where necessary:',
      ],
      items: [
        'hide, un-hide or delete ideas, and delete comments or reviews;',
        'close reports, either by acting on them or by dismissing them;',
        'deactivate an account, which ends all of its sessions at once and hides its ideas and comments from other users;',
        'record these actions in an audit log.',
      ],
    },
    {
      id: 'partnerships',
      heading: 'Partner connections and dealings between users',
      paragraphs: [
        'IdeaMatch helps people find each other. Any partnership, joint venture, investment, loan, employment, sale or other arrangement that follows is solely between the users involved. To the extent permitted by law, we are not responsible for any dispute, loss or damage arising from contacts or dealings between users. We may, however, cooperate with users and authorities when fraud or another offence is reported.',
        'Please keep the following in mind:',
      ],
      items: [
        'IdeaMatch is not a party to any agreement between users, does not act as a broker, agent or escrow, and receives no money from such arrangements.',
        'We do not verify users’ identity, qualifications or financial standing, or the accuracy of ideas, achievements or profile information.',
        'Nothing on IdeaMatch, including ideas, ratings, view counts, trending lists, suggested ideas or sponsored ideas, is financial, investment, legal or tax advice, or an invitation to invest.',
        'Check information yourself, get independent professional advice, and put any agreement in writing before you commit money or resources.',
        'Be careful with anyone who asks for money, financial information or passwords, promises guaranteed returns, or pressures you to decide quickly, and report suspicious behaviour to us.',
      ],
    },
    {
      id: 'chat-notifications',
      heading: 'Chat and notifications',
      paragraphs: [
        'Chat messages are visible only to the participants of the conversation. They travel over encrypted connections and are stored on our servers, but they are not end-to-end encrypted. Our staff do not read chats as a matter of routine; authorised staff may access the relevant messages when needed to investigate abuse or a security incident, or when the law requires it.',
        'IdeaMatch notifies you in the service about activity that concerns you, such as comments, likes, reviews, shares and partner requests. We may email you about your account and its security. We send news and promotions only if you have agreed to receive them.',
      ],
    },
    {
      id: 'our-rights',
      heading: 'IdeaMatch’s intellectual property',
      paragraphs: [
        'The IdeaMatch name and logo, the tagline “Match Smart. Profit Together.”, and the design and software of the service belong to IdeaMatch Co., Ltd. or its licensors. These Terms do not give you any right to use them other than to use the service as intended.',
        'If you send us feedback or suggestions about IdeaMatch, we may use them to improve the service without any obligation to you.',
      ],
    },
    {
      id: 'termination',
      heading: 'Leaving IdeaMatch and deactivation',
      paragraphs: [
        'You can stop using IdeaMatch at any time. You can delete your own ideas, comments and reviews, and you can ask us to delete your account as described in the Privacy Policy.',
        'We may restrict or deactivate your account if you break these Terms or the law, if your use puts other users or us at risk, or if a law or an order of an authority requires it. Where appropriate and lawful, we will tell you why. A deactivated account cannot sign in, all of its sessions end, and its ideas and comments are hidden from other users.',
        'If we stop providing IdeaMatch altogether, we will give you reasonable notice and, where possible, a chance to export your data. Terms that by their nature should survive, including those on sharing ideas, partner connections, disclaimers, limitation of liability and governing law, continue to apply after your use ends.',
      ],
    },
    {
      id: 'disclaimers',
      heading: 'Disclaimers',
      paragraphs: [
        'We work hard to keep IdeaMatch available, secure and useful, but we provide it “as is” and “as available”. To the extent permitted by law, we do not promise that the service will be uninterrupted or error-free, or that content posted by users is accurate, complete, lawful or suitable for your purposes.',
        'Content on IdeaMatch is posted by users and reflects their views, not ours. You use or rely on it at your own risk.',
      ],
    },
    {
      id: 'liability',
      heading: 'Limitation of liability',
      paragraphs: [
        'To the extent permitted by Thai law, IdeaMatch Co., Ltd. and its directors, employees and service providers are not liable for indirect or consequential loss; loss of profit, business opportunity, goodwill or data; loss caused by another user using your idea; or loss arising from contacts or dealings between users.',
        'To the extent permitted by Thai law, our total liability to you for all claims relating to IdeaMatch is limited to the greater of the fees you paid us in the 12 months before the event giving rise to the claim and 1,000 baht.',
        'Nothing in these Terms excludes or limits our liability for death or bodily injury caused by our act or negligence, for loss caused by our wilful misconduct or gross negligence, or any other liability that cannot be excluded or limited under Thai law, including the Unfair Contract Terms Act B.E. 2540 (1997) and consumer protection laws.',
      ],
    },
    {
      id: 'indemnity',
      heading: 'Your responsibility to us',
      paragraphs: [
        'If a third party claims against us because of your content, your breach of these Terms or your dealings with other users, you agree to compensate us for the reasonable loss and costs that result, to the extent you are legally responsible and as far as the law allows.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these Terms',
      paragraphs: [
        'We may update these Terms when the service or the law changes. The effective date at the top shows the current version. If a change materially affects your rights, we will tell you by email or in the service at least 15 days before it takes effect, unless it must apply sooner for legal or security reasons.',
        'If you keep using IdeaMatch after a change takes effect, you accept the updated Terms. If you do not accept them, please stop using IdeaMatch; you can ask us to delete your account.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law and disputes',
      paragraphs: [
        'These Terms are governed by and interpreted under the laws of the Kingdom of Thailand. If you have a complaint, please contact us first so that we can try to resolve it together. Any dispute that cannot be settled amicably falls under the jurisdiction of the competent Thai courts.',
        'These Terms are written in Thai and English. If the two versions are inconsistent, the Thai version prevails.',
      ],
    },
    {
      id: 'general',
      heading: 'General',
      paragraphs: ['The following general provisions apply:'],
      items: [
        'These Terms and the Privacy Policy are the entire agreement between you and us about IdeaMatch.',
        'If any provision is invalid or unenforceable, the rest of these Terms remains in effect.',
        'If we do not enforce a provision straight away, we do not waive our right to enforce it later.',
        'You may not transfer your rights or obligations under these Terms without our consent. We may transfer ours to a company that takes over the IdeaMatch service, and we will let you know if that happens.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      paragraphs: [
        'IdeaMatch Co., Ltd., Bangkok, Thailand',
        `Questions about these Terms, your account or a moderation decision: ${SUPPORT_EMAIL}`,
        `Privacy and personal data: ${PRIVACY_EMAIL}; Data Protection Officer (DPO): ${DPO_EMAIL}`,
      ],
    },
  ],
};

/** Terms of Service shown at /legal/terms-of-service, effective 21 November 2026. */
export const termsOfService: LegalDocumentSet = { TH, EN };
