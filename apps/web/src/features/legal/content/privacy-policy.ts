// Longer than 400 lines: one legal document, in Thai and English, kept whole.
import type { LegalDocument, LegalDocumentSet } from './types';

const PRIVACY_EMAIL = 'privacy@ideamatch.example';
const DPO_EMAIL = 'dpo@ideamatch.example';
const PDPC_URL = 'https://www.pdpc.or.th';

const TH: LegalDocument = {
  title: 'นโยบายความเป็นส่วนตัว',
  effectiveDate: '21 พฤศจิกายน 2569',
  intro:
    'นโยบายความเป็นส่วนตัวฉบับนี้อธิบายว่าบริษัท ไอเดียแมตช์ จำกัด เก็บรวบรวม ใช้ เปิดเผย และคุ้มครองข้อมูลส่วนบุคคลของคุณอย่างไรเมื่อคุณใช้งาน IdeaMatch และคุณมีสิทธิอะไรบ้างตามพระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562 (“PDPA”) นโยบายนี้ใช้กับผู้ใช้ที่ลงทะเบียน เจ้าหน้าที่ที่ใช้งานแดชบอร์ด และผู้เยี่ยมชมที่เข้าดูหน้าสาธารณะของเรา',
  sections: [
    {
      id: 'controller',
      heading: 'ผู้ควบคุมข้อมูลส่วนบุคคล',
      paragraphs: [
        'บริษัท ไอเดียแมตช์ จำกัด กรุงเทพมหานคร ประเทศไทย (“IdeaMatch” หรือ “เรา”) เป็นผู้ควบคุมข้อมูลส่วนบุคคลตามนโยบายนี้',
        `ติดต่อเรื่องความเป็นส่วนตัว: ${PRIVACY_EMAIL}`,
        `เจ้าหน้าที่คุ้มครองข้อมูลส่วนบุคคล (DPO): ${DPO_EMAIL}`,
      ],
    },
    {
      id: 'data-we-collect',
      heading: 'ข้อมูลที่เราเก็บรวบรวม',
      paragraphs: [
        'เราเก็บเฉพาะข้อมูลที่จำเป็นต่อการให้บริการ IdeaMatch และไม่ขอข้อมูลส่วนบุคคลที่มีความอ่อนไหวตามที่ PDPA กำหนด เช่น ข้อมูลสุขภาพ ศาสนา หรือข้อมูลชีวภาพ โปรดอย่าใส่ข้อมูลเหล่านี้ในไอเดีย โปรไฟล์ หรือความคิดเห็นสาธารณะ',
        'ข้อมูลที่เราเก็บรวบรวม ได้แก่',
      ],
      items: [
        'ข้อมูลบัญชี: อีเมล ชื่อผู้ใช้ ชื่อ ชื่อกลาง นามสกุล บทบาท (ผู้ใช้หรือเจ้าหน้าที่) สิทธิ์การจัดการสำหรับเจ้าหน้าที่ และรหัสผ่าน ซึ่งเราไม่เคยจัดเก็บในรูปแบบที่อ่านได้ (ดูหัวข้อความปลอดภัยของข้อมูล)',
        'ข้อมูลจากการเข้าสู่ระบบด้วย Google: ชื่อ อีเมล สถานะการยืนยันอีเมล และรหัสระบุบัญชี Google ของคุณ ซึ่งเราได้รับจาก Google เมื่อคุณเลือกเข้าสู่ระบบด้วย Google โดยเราไม่ได้รับรหัสผ่าน Google ของคุณ',
        'ข้อมูลโปรไฟล์ที่คุณเลือกเพิ่ม: คำแนะนำตัวแบบสั้น (mini bio) คำแนะนำตัว (bio) ผลงานหรือความสำเร็จ รูปโปรไฟล์ และรูปพื้นหลัง',
        'เนื้อหา: ไอเดีย (ชื่อ คำอธิบาย หมวดหมู่ ผลงาน โมเดลธุรกิจ และรูปภาพ) ความคิดเห็น การกดถูกใจความคิดเห็น การแชร์ รีวิวและคะแนน และรายงาน (เหตุผลและรายละเอียด)',
        'การเชื่อมต่อ: คำขอเป็นพาร์ทเนอร์ รายชื่อพาร์ทเนอร์ และผู้ใช้ที่คุณบล็อก',
        'บัญชีย่อย: ชื่อผู้ใช้ ชื่อ และรูปโปรไฟล์ของแต่ละบัญชีย่อยที่คุณสร้าง',
        'แชทและการแจ้งเตือน: ข้อความที่คุณส่งและได้รับ เวลาที่อ่าน และการแจ้งเตือนที่เราส่งถึงคุณ',
        'บันทึกความยินยอม: การยอมรับข้อกำหนดการใช้บริการและนโยบายความเป็นส่วนตัว และตัวเลือกของคุณเรื่องการรับข่าวสารและโปรโมชัน',
        'บันทึกเซสชัน: ค่าแฮชของโทเค็นเซสชัน (ไม่ใช่ตัวโทเค็น) หมายเลขไอพี (IP address) ข้อมูลเบราว์เซอร์และอุปกรณ์ (user agent) และเวลาที่เซสชันเริ่มต้นและหมดอายุ',
        'บันทึกการเข้าชมไอเดีย: เมื่อมีการเปิดดูไอเดีย เราบันทึกบัญชีของผู้ชม หรือหมายเลขไอพีและ user agent ในกรณีผู้เยี่ยมชมที่ไม่ได้เข้าสู่ระบบ วันละหนึ่งครั้งต่อผู้ชมหนึ่งราย เพื่อนับยอดเข้าชมอย่างเป็นธรรม',
        'ข้อมูลด้านความปลอดภัยและการติดต่อ: ค่าแฮชของโทเค็นรีเซ็ตรหัสผ่าน หมายเลขไอพีที่ใช้จำกัดจำนวนคำขอที่ส่งซ้ำ ๆ และข้อความที่คุณส่งถึงเรา',
        'บันทึกการดูแลเนื้อหา: เมื่อเจ้าหน้าที่ดำเนินการ เช่น ซ่อนไอเดียหรือระงับบัญชี ระบบจะบันทึกบัญชีเจ้าหน้าที่ การดำเนินการ บัญชีหรือเนื้อหาที่เกี่ยวข้อง เวลา และหมายเหตุ (ถ้ามี) ไว้ในบันทึกการตรวจสอบ (audit log)',
        'ข้อมูลการวิเคราะห์การใช้งาน: เมื่อมีการโหลดแท็กวิเคราะห์ เครื่องมือวิเคราะห์จะเก็บหน้าที่เข้าชม ข้อมูลอุปกรณ์และเบราว์เซอร์ ตำแหน่งโดยประมาณจากหมายเลขไอพี และตัวระบุในคุกกี้',
      ],
    },
    {
      id: 'sources',
      heading: 'แหล่งที่มาของข้อมูล',
      paragraphs: ['เราได้รับข้อมูลส่วนบุคคลจากแหล่งต่อไปนี้'],
      items: [
        'จากคุณโดยตรง เมื่อคุณสมัครสมาชิก แก้ไขโปรไฟล์ โพสต์ แสดงความคิดเห็น รีวิว รายงาน เชื่อมต่อพาร์ทเนอร์ หรือแชท',
        'จาก Google เมื่อคุณเลือกเข้าสู่ระบบด้วย Google',
        'จากผู้ใช้รายอื่น เช่น เมื่อมีผู้ส่งข้อความหรือคำขอเป็นพาร์ทเนอร์ถึงคุณ รีวิวไอเดียของคุณ หรือรายงานเนื้อหาที่คุณโพสต์',
        'จากอุปกรณ์ของคุณโดยอัตโนมัติขณะใช้บริการ ได้แก่ ข้อมูลเซสชัน การเข้าชม ความปลอดภัย และการวิเคราะห์การใช้งาน',
      ],
    },
    {
      id: 'purposes',
      heading: 'วัตถุประสงค์และฐานทางกฎหมาย',
      paragraphs: [
        'PDPA กำหนดให้การประมวลผลข้อมูลส่วนบุคคลต้องมีฐานทางกฎหมายรองรับ เราใช้ข้อมูลของคุณตามวัตถุประสงค์และฐานทางกฎหมายดังต่อไปนี้',
      ],
      items: [
        'สร้างและดูแลบัญชี ยืนยันตัวตนเมื่อเข้าสู่ระบบ รักษาสถานะการเข้าสู่ระบบ และให้บริการไอเดีย ความคิดเห็น รีวิว พาร์ทเนอร์ แชท การแจ้งเตือน และบัญชีย่อย: ฐานสัญญา (การให้บริการตามข้อกำหนดการใช้บริการที่ทำไว้กับคุณ)',
        'ส่งอีเมลที่จำเป็นต่อการให้บริการ เช่น ลิงก์รีเซ็ตรหัสผ่าน และประกาศสำคัญเกี่ยวกับบัญชีหรือการเปลี่ยนแปลงข้อกำหนด: ฐานสัญญา',
        'รักษาความปลอดภัยของบริการ ป้องกันสแปม การฉ้อโกง และการใช้งานในทางที่ผิด จำกัดจำนวนคำขอที่ส่งซ้ำ ๆ และตรวจสอบเหตุผิดปกติ: ฐานประโยชน์โดยชอบด้วยกฎหมายในการคุ้มครองผู้ใช้และบริการ และฐานหน้าที่ตามกฎหมาย',
        'นับยอดเข้าชมไอเดีย จัดอันดับไอเดียมาแรงและไอเดียคะแนนสูง และแนะนำพาร์ทเนอร์ที่อาจเหมาะกับคุณจากหมวดหมู่ไอเดียที่ตรงกันและพาร์ทเนอร์ที่รู้จักร่วมกัน: ฐานประโยชน์โดยชอบด้วยกฎหมายในการทำให้บริการเป็นประโยชน์',
        'พิจารณารายงาน ดูแลเนื้อหา ระงับบัญชีที่ฝ่าฝืนข้อกำหนด และบันทึกการดำเนินการของเจ้าหน้าที่: ฐานประโยชน์โดยชอบด้วยกฎหมายในการดูแลแพลตฟอร์มให้ปลอดภัยและตรวจสอบได้ และฐานสัญญา (การบังคับใช้ข้อกำหนดการใช้บริการ)',
        'ส่งข่าวสารและโปรโมชัน: ฐานความยินยอม ซึ่งคุณเลือกได้ว่าจะให้หรือไม่ และถอนได้ทุกเมื่อ',
        'วิเคราะห์การใช้งานเพื่อปรับปรุงบริการ: ฐานความยินยอมในกรณีที่กฎหมายกำหนด และฐานประโยชน์โดยชอบด้วยกฎหมายในกรณีอื่น',
        'ปฏิบัติตามกฎหมาย เช่น พระราชบัญญัติว่าด้วยการกระทำความผิดเกี่ยวกับคอมพิวเตอร์ กฎหมายภาษีและการบัญชี และคำขอโดยชอบด้วยกฎหมายจากหน่วยงานของรัฐ รวมถึงการก่อตั้งสิทธิเรียกร้อง การใช้สิทธิเรียกร้อง หรือการยกขึ้นต่อสู้ซึ่งสิทธิเรียกร้องตามกฎหมาย: ฐานหน้าที่ตามกฎหมาย และฐานประโยชน์โดยชอบด้วยกฎหมาย',
      ],
    },
    {
      id: 'use-notes',
      heading: 'ข้อควรทราบเกี่ยวกับการใช้ข้อมูล',
      paragraphs: [
        'ในกรณีที่เราอาศัยฐานประโยชน์โดยชอบด้วยกฎหมาย เราได้ชั่งน้ำหนักระหว่างประโยชน์ของเรากับสิทธิของคุณแล้ว และคุณมีสิทธิคัดค้านได้ตามหัวข้อสิทธิของคุณ',
        'หากคุณไม่ให้ข้อมูลที่จำเป็นต่อการเปิดบัญชี ได้แก่ อีเมล ชื่อผู้ใช้ และรหัสผ่าน หรือการเข้าสู่ระบบด้วย Google เราจะไม่สามารถให้บริการแก่คุณได้',
        'เราไม่ขายข้อมูลส่วนบุคคล และไม่ตัดสินใจเกี่ยวกับตัวคุณโดยอาศัยการประมวลผลอัตโนมัติเพียงอย่างเดียวในลักษณะที่มีผลทางกฎหมายหรือมีผลกระทบสำคัญในทำนองเดียวกัน การแนะนำพาร์ทเนอร์และการจัดอันดับไอเดียทำโดยระบบอัตโนมัติ แต่มีผลเพียงต่อสิ่งที่แสดงให้คุณเห็นเท่านั้น',
      ],
    },
    {
      id: 'visibility',
      heading: 'ข้อมูลที่ผู้อื่นมองเห็น',
      paragraphs: ['IdeaMatch เป็นพื้นที่สาธารณะโดยเจตนา ข้อมูลแต่ละประเภทมองเห็นได้ดังนี้'],
      items: [
        'โปรไฟล์สาธารณะของคุณ ได้แก่ ชื่อผู้ใช้ ชื่อที่แสดง รูปโปรไฟล์ รูปพื้นหลัง คำแนะนำตัว และผลงาน มองเห็นได้โดยผู้ใช้อื่นและผู้เยี่ยมชม',
        'ไอเดียที่คุณโพสต์รวมถึงรูปภาพเป็นข้อมูลสาธารณะ ทุกคนดูได้โดยไม่ต้องเข้าสู่ระบบ และอาจปรากฏในเครื่องมือค้นหาและตัวอย่างลิงก์ ส่วนไอเดียที่คุณซ่อนไว้จะมองเห็นได้เฉพาะคุณและเจ้าหน้าที่ของเรา',
        'ความคิดเห็นและรีวิวของคุณ พร้อมชื่อและรูปโปรไฟล์ มองเห็นได้ในทุกที่ที่ไอเดียนั้นมองเห็นได้',
        'ผู้ใช้ที่ได้รับคำขอเป็นพาร์ทเนอร์จากคุณจะเห็นโปรไฟล์ของคุณ ส่วนแชทมองเห็นได้เฉพาะผู้ที่อยู่ในบทสนทนา',
        'อีเมลของคุณไม่แสดงต่อผู้ใช้อื่น',
        'รายงานมองเห็นได้เฉพาะเจ้าหน้าที่ของเรา และเราจะไม่แจ้งเจ้าของไอเดียว่าใครเป็นผู้รายงาน',
      ],
    },
    {
      id: 'sharing',
      heading: 'การเปิดเผยข้อมูลแก่บุคคลอื่น',
      paragraphs: ['นอกจากข้อมูลที่ผู้อื่นมองเห็นตามหัวข้อก่อนหน้า เราจะเปิดเผยข้อมูลส่วนบุคคลเฉพาะแก่บุคคลต่อไปนี้'],
      items: [
        'ผู้ให้บริการที่ประมวลผลข้อมูลในนามของเราในฐานะผู้ประมวลผลข้อมูลส่วนบุคคล ได้แก่ ผู้ให้บริการเซิร์ฟเวอร์และฐานข้อมูล PostgreSQL ผู้ให้บริการจัดเก็บไฟล์ (ซึ่งอาจรวมถึงบริการจัดเก็บข้อมูลแบบ S3-compatible) ผู้ให้บริการส่งอีเมล (SMTP) และผู้ให้บริการวิเคราะห์การใช้งาน ผู้ให้บริการเหล่านี้ใช้ข้อมูลได้เฉพาะเพื่อให้บริการแก่เรา ภายใต้ข้อตกลงเป็นลายลักษณ์อักษรที่กำหนดให้ต้องคุ้มครองข้อมูล',
        'Google เมื่อคุณเข้าสู่ระบบด้วย Google โดย Google ประมวลผลข้อมูลดังกล่าวตามนโยบายความเป็นส่วนตัวของ Google เอง',
        'หน่วยงานของรัฐ ศาล และเจ้าหน้าที่ผู้บังคับใช้กฎหมาย เมื่อกฎหมายกำหนดหรือมีคำสั่งโดยชอบด้วยกฎหมาย',
        'ที่ปรึกษาวิชาชีพของเรา เช่น ทนายความและผู้สอบบัญชี ซึ่งมีหน้าที่รักษาความลับ',
        'บริษัทที่เข้าซื้อหรือรับช่วงการให้บริการ IdeaMatch ในกรณีควบรวมกิจการ ซื้อกิจการ หรือปรับโครงสร้างองค์กร โดยเราจะแจ้งให้คุณทราบก่อนที่ข้อมูลของคุณจะอยู่ภายใต้นโยบายความเป็นส่วนตัวฉบับอื่น',
      ],
    },
    {
      id: 'transfers',
      heading: 'การส่งข้อมูลไปต่างประเทศ',
      paragraphs: [
        'ผู้ให้บริการบางราย เช่น ผู้ให้บริการคลาวด์ อีเมล การวิเคราะห์การใช้งาน และการเข้าสู่ระบบด้วย Google อาจจัดเก็บหรือประมวลผลข้อมูลนอกประเทศไทย เราจะส่งข้อมูลส่วนบุคคลไปต่างประเทศเฉพาะในกรณีที่ PDPA อนุญาต คือ ประเทศปลายทางมีมาตรฐานการคุ้มครองข้อมูลส่วนบุคคลที่เพียงพอตามหลักเกณฑ์ของคณะกรรมการคุ้มครองข้อมูลส่วนบุคคล มีมาตรการคุ้มครองที่เหมาะสม เช่น ข้อสัญญาคุ้มครองข้อมูลกับผู้รับข้อมูล หรือเข้าข้อยกเว้นอื่นตาม PDPA เช่น การส่งข้อมูลจำเป็นต่อการปฏิบัติตามสัญญากับคุณ หรือคุณได้ให้ความยินยอมแล้ว',
        `คุณสอบถามรายละเอียดเกี่ยวกับมาตรการคุ้มครองดังกล่าวได้ที่ ${PRIVACY_EMAIL}`,
      ],
    },
    {
      id: 'retention',
      heading: 'ระยะเวลาการเก็บรักษาข้อมูล',
      paragraphs: [
        'เราเก็บข้อมูลส่วนบุคคลไว้เท่าที่จำเป็นตามวัตถุประสงค์ในนโยบายนี้ เมื่อครบกำหนด เราจะลบข้อมูลหรือทำให้เป็นข้อมูลนิรนามที่ไม่สามารถระบุตัวคุณได้ หากกฎหมายกำหนดให้ต้องเก็บข้อมูลใดนานกว่าระยะเวลาด้านล่าง เราจะเก็บข้อมูลนั้นไว้ตามระยะเวลาที่กฎหมายกำหนด บัญชีที่ถูกระงับยังถือว่ามีอยู่ ข้อมูลของบัญชีนั้นจึงเก็บไว้ตามหลักเกณฑ์เดียวกันจนกว่าบัญชีจะได้รับการเปิดใช้งานอีกครั้งหรือถูกลบ',
        'ระยะเวลาการเก็บรักษาแยกตามประเภทข้อมูล มีดังนี้',
      ],
      items: [
        'ข้อมูลบัญชีและโปรไฟล์ บัญชีย่อย รายชื่อพาร์ทเนอร์ และบันทึกความยินยอม: ตลอดระยะเวลาที่บัญชีของคุณยังมีอยู่',
        'ไอเดีย ความคิดเห็น รีวิว ข้อความแชท และการแจ้งเตือน: ตลอดระยะเวลาที่บัญชีของคุณยังมีอยู่ เว้นแต่คุณจะลบก่อน',
        'เนื้อหาที่คุณลบ และข้อมูลของบัญชีที่ถูกลบ: นำออกจากบริการทันที และลบออกจากระบบของเราภายใน 30 วัน ยกเว้นข้อมูลที่กฎหมายกำหนดให้ต้องเก็บไว้',
        'บันทึกเซสชัน: ไม่เกิน 30 วันนับแต่เซสชันหมดอายุหรือคุณออกจากระบบ',
        'บันทึกการเข้าชมไอเดีย: ไม่เกิน 90 วัน',
        'รายงาน บันทึกการดูแลเนื้อหา และบันทึกการตรวจสอบการดำเนินการของเจ้าหน้าที่: 2 ปีนับแต่วันที่ดำเนินการ เนื้อหาที่เจ้าหน้าที่นำออกอาจเก็บไว้ในสถานะซ่อนได้ในช่วงเวลาเดียวกัน เพื่อให้ทบทวนการตัดสินใจได้',
        'รูปภาพที่อัปโหลดแต่ไม่ได้นำไปใช้กับไอเดียหรือโปรไฟล์: 24 ชั่วโมง',
        'ข้อมูลการวิเคราะห์การใช้งาน: ไม่เกิน 14 เดือน',
        'ข้อมูลจราจรทางคอมพิวเตอร์ที่พระราชบัญญัติว่าด้วยการกระทำความผิดเกี่ยวกับคอมพิวเตอร์กำหนดให้ผู้ให้บริการต้องเก็บรักษา: ไม่น้อยกว่า 90 วัน หรือนานกว่านั้นแต่ไม่เกิน 2 ปี หากพนักงานเจ้าหน้าที่มีคำสั่ง',
      ],
    },
    {
      id: 'security',
      heading: 'ความปลอดภัยของข้อมูล',
      paragraphs: ['เราใช้มาตรการรักษาความปลอดภัยที่เหมาะสมเพื่อคุ้มครองข้อมูลของคุณ เช่น'],
      items: [
        'การเชื่อมต่อกับ IdeaMatch ทั้งหมดเข้ารหัสระหว่างการรับส่งข้อมูล (HTTPS)',
        'รหัสผ่านของคุณถูกเข้ารหัสอีกชั้นในเบราว์เซอร์ก่อนส่งมายังเรา และเราจัดเก็บเพียงค่าแฮชแบบ argon2id จึงไม่มีใครที่ IdeaMatch อ่านรหัสผ่านของคุณได้',
        'โทเค็นเซสชันและโทเค็นรีเซ็ตรหัสผ่านจัดเก็บในรูปค่าแฮชเท่านั้น ลิงก์รีเซ็ตรหัสผ่านหมดอายุภายใน 1 ชั่วโมงและใช้ได้เพียงครั้งเดียว',
        'เจ้าหน้าที่เข้าถึงข้อมูลได้ตามบทบาทและสิทธิ์ที่ได้รับเท่านั้น และการดำเนินการของเจ้าหน้าที่ถูกบันทึกไว้ในบันทึกการตรวจสอบ',
        'เราจำกัดจำนวนคำขอที่ส่งซ้ำ ๆ เพื่อป้องกันการสุ่มเดารหัสผ่านและสแปม',
        'รูปภาพที่อัปโหลดจะถูกแปลงไฟล์ใหม่และลบข้อมูลที่ฝังอยู่ในไฟล์ (metadata) เช่น ข้อมูลกล้องและพิกัด GPS ก่อนจัดเก็บ',
        'ไฟล์ส่วนตัวเข้าถึงได้ผ่านลิงก์ที่มีการลงนามและมีวันหมดอายุเท่านั้น',
      ],
    },
    {
      id: 'breaches',
      heading: 'หากเกิดเหตุละเมิดข้อมูล',
      paragraphs: [
        'ไม่มีระบบใดปลอดภัยได้ร้อยเปอร์เซ็นต์ หากเกิดเหตุละเมิดข้อมูลส่วนบุคคล เราจะแจ้งสำนักงานคณะกรรมการคุ้มครองข้อมูลส่วนบุคคลภายใน 72 ชั่วโมงนับแต่ทราบเหตุในกรณีที่กฎหมายกำหนด และจะแจ้งให้คุณทราบโดยไม่ชักช้าหากเหตุนั้นมีความเสี่ยงสูงที่จะกระทบต่อสิทธิและเสรีภาพของคุณ',
        'คุณช่วยรักษาความปลอดภัยได้ด้วยการใช้รหัสผ่านที่คาดเดายากและไม่ซ้ำกับบริการอื่น และออกจากระบบทุกครั้งเมื่อใช้อุปกรณ์ร่วมกับผู้อื่น',
      ],
    },
    {
      id: 'rights',
      heading: 'สิทธิของคุณ',
      paragraphs: ['ภายใต้ PDPA คุณมีสิทธิดังต่อไปนี้'],
      items: [
        'สิทธิขอเข้าถึงและขอรับสำเนาข้อมูลส่วนบุคคลของคุณ',
        'สิทธิขอรับหรือขอโอนย้ายข้อมูล โดยรับข้อมูลในรูปแบบที่ใช้กันทั่วไปและอ่านได้ด้วยเครื่องมืออัตโนมัติ หรือขอให้เราส่งข้อมูลไปยังผู้ควบคุมข้อมูลรายอื่นเมื่อทำได้ในทางเทคนิค',
        'สิทธิขอแก้ไขข้อมูลที่ไม่ถูกต้อง ไม่ครบถ้วน หรือไม่เป็นปัจจุบัน',
        'สิทธิขอลบหรือทำให้ข้อมูลเป็นข้อมูลนิรนาม รวมถึงการขอลบบัญชี',
        'สิทธิคัดค้านการประมวลผลที่อาศัยฐานประโยชน์โดยชอบด้วยกฎหมาย และคัดค้านการตลาดแบบตรงได้ทุกเมื่อ',
        'สิทธิขอให้ระงับการใช้ข้อมูลระหว่างที่เราตรวจสอบคำขอหรือคำคัดค้านของคุณ',
        'สิทธิถอนความยินยอมได้ทุกเมื่อ โดยไม่กระทบต่อการประมวลผลที่ได้ทำไปแล้วก่อนการถอนความยินยอม',
        'สิทธิร้องเรียนต่อคณะกรรมการคุ้มครองข้อมูลส่วนบุคคล หากเห็นว่าเราฝ่าฝืน PDPA',
      ],
    },
    {
      id: 'exercising-rights',
      heading: 'วิธีใช้สิทธิของคุณ',
      paragraphs: [
        'การใช้สิทธิไม่มีค่าใช้จ่าย เราอาจขอให้คุณยืนยันตัวตนก่อนดำเนินการตามคำขอ และจะตอบกลับภายใน 30 วันนับแต่ได้รับคำขอ หากเราดำเนินการตามคำขอได้ไม่ทั้งหมด เช่น เพราะกฎหมายกำหนดให้ต้องเก็บข้อมูลบางส่วนไว้ เราจะแจ้งเหตุผลให้คุณทราบ',
        'คุณใช้สิทธิได้ดังนี้',
      ],
      items: [
        `ส่งออกข้อมูล: ใช้เมนูส่งออกข้อมูลในหน้าโปรไฟล์ของคุณ หรือส่งอีเมลถึง ${PRIVACY_EMAIL} ข้อมูลที่ส่งออกประกอบด้วยข้อมูลบัญชี ข้อมูลโปรไฟล์ และเนื้อหาที่คุณสร้าง`,
        'แก้ไขข้อมูล: แก้ไขได้เองในหน้าโปรไฟล์ หรือส่งอีเมลถึงเราหากมีข้อมูลที่แก้ไขเองไม่ได้',
        `ลบบัญชี: ส่งคำขอลบบัญชีทางอีเมลถึง ${PRIVACY_EMAIL} จากอีเมลที่ลงทะเบียนไว้กับบัญชี เราจะลบข้อมูลตามหัวข้อระยะเวลาการเก็บรักษาข้อมูล ส่วนไอเดีย ความคิดเห็น และรีวิว คุณลบเองได้ทุกเมื่อ`,
        'ยกเลิกรับข่าวสารและโปรโมชัน: ปิดการตั้งค่ารับข่าวสารและโปรโมชันในโปรไฟล์ หรือส่งอีเมลถึงเรา',
        `คัดค้าน ขอระงับการใช้ข้อมูล หรือถอนความยินยอม: ส่งอีเมลถึง ${PRIVACY_EMAIL} หรือเจ้าหน้าที่คุ้มครองข้อมูลส่วนบุคคลที่ ${DPO_EMAIL}`,
        `ร้องเรียนต่อหน่วยงานกำกับดูแล: สำนักงานคณะกรรมการคุ้มครองข้อมูลส่วนบุคคล (สคส.) ${PDPC_URL}`,
      ],
    },
    {
      id: 'children',
      heading: 'ผู้เยาว์',
      paragraphs: [
        'IdeaMatch ไม่ได้มีไว้สำหรับเด็กอายุต่ำกว่า 13 ปี และเด็กในช่วงอายุนี้สร้างบัญชีไม่ได้',
        'หากคุณอายุตั้งแต่ 13 ปีแต่ยังไม่ถึง 20 ปีและยังไม่บรรลุนิติภาวะ คุณจะใช้งาน IdeaMatch ได้ต่อเมื่อได้รับความยินยอมจากผู้แทนโดยชอบธรรม (บิดามารดาหรือผู้ปกครอง) ในกรณีที่ PDPA กำหนดให้ต้องได้รับความยินยอมในการประมวลผลข้อมูลของคุณ เราจะอาศัยความยินยอมที่ผู้แทนโดยชอบธรรมของคุณให้ไว้',
        `หากเราทราบว่ามีข้อมูลของเด็กอายุต่ำกว่า 13 ปี หรือของผู้เยาว์ที่ไม่ได้รับความยินยอมตามที่กฎหมายกำหนด เราจะลบข้อมูลนั้น บิดามารดาหรือผู้ปกครองติดต่อ ${PRIVACY_EMAIL} เพื่อตรวจสอบหรือขอลบข้อมูลของบุตรหลานได้`,
      ],
    },
    {
      id: 'cookies',
      heading: 'คุกกี้และเทคโนโลยีที่คล้ายกัน',
      paragraphs: ['เราใช้คุกกี้และพื้นที่จัดเก็บในเบราว์เซอร์เพียงไม่กี่รายการ ดังนี้'],
      items: [
        '`accessToken` (คุกกี้ที่จำเป็น): ใช้รักษาสถานะการเข้าสู่ระบบ เก็บโทเค็นเซสชันแบบสุ่ม ส่งไปยัง IdeaMatch เท่านั้น และสิ้นผลเมื่อคุณออกจากระบบหรือเมื่อไม่มีการใช้งานติดต่อกัน 30 วัน หากไม่มีคุกกี้นี้ คุณจะเข้าสู่ระบบไม่ได้',
        '`language` (พื้นที่จัดเก็บในเบราว์เซอร์ หรือ local storage เพื่อการใช้งาน): จดจำว่าคุณเลือกภาษาไทยหรือภาษาอังกฤษ ข้อมูลนี้อยู่ในอุปกรณ์ของคุณจนกว่าคุณจะล้าง และไม่ถูกส่งมายังเซิร์ฟเวอร์ของเรา',
        'การวิเคราะห์การใช้งาน (tag manager): หน้าเว็บของเราอาจโหลดสคริปต์ tag manager ที่เรียกใช้เครื่องมือวิเคราะห์การใช้งาน ซึ่งอาจตั้งคุกกี้ของตนเองเพื่อวัดการเข้าชมและทำความเข้าใจการใช้งานบริการ',
      ],
    },
    {
      id: 'cookie-choices',
      heading: 'ตัวเลือกเกี่ยวกับคุกกี้',
      paragraphs: [
        'ในกรณีที่กฎหมายกำหนดให้ต้องได้รับความยินยอมสำหรับคุกกี้เพื่อการวิเคราะห์ เราจะขอความยินยอมจากคุณก่อนตั้งคุกกี้ดังกล่าว',
        'คุณบล็อกหรือลบคุกกี้ได้ในการตั้งค่าเบราว์เซอร์ การบล็อกคุกกี้เพื่อการวิเคราะห์ไม่กระทบต่อการใช้งาน IdeaMatch แต่การบล็อกคุกกี้ `accessToken` จะทำให้คุณเข้าสู่ระบบไม่ได้',
      ],
    },
    {
      id: 'changes',
      heading: 'การเปลี่ยนแปลงนโยบาย',
      paragraphs: [
        'เราอาจปรับปรุงนโยบายนี้ให้สอดคล้องกับการเปลี่ยนแปลงของบริการหรือกฎหมาย วันที่มีผลบังคับใช้ด้านบนแสดงฉบับปัจจุบัน หากมีการเปลี่ยนแปลงที่สำคัญ เราจะแจ้งให้ทราบทางอีเมลหรือภายในบริการก่อนการเปลี่ยนแปลงมีผล และหากการเปลี่ยนแปลงใดต้องได้รับความยินยอมจากคุณ เราจะขอความยินยอมใหม่',
      ],
    },
    {
      id: 'contact',
      heading: 'ติดต่อเรา',
      paragraphs: [
        'บริษัท ไอเดียแมตช์ จำกัด กรุงเทพมหานคร ประเทศไทย',
        `สอบถามหรือยื่นคำขอเกี่ยวกับข้อมูลส่วนบุคคล: ${PRIVACY_EMAIL}`,
        `เจ้าหน้าที่คุ้มครองข้อมูลส่วนบุคคล (DPO): ${DPO_EMAIL}`,
      ],
    },
  ],
};

const EN: LegalDocument = {
  title: 'Privacy Policy',
  effectiveDate: '21 November 2026',
  intro:
    'This Privacy Policy explains how IdeaMatch Co., Ltd. collects, uses, discloses and protects your personal data when you use IdeaMatch, and the rights you have under Thailand’s Personal Data Protection Act B.E. 2562 (2019) (“PDPA”). It applies to registered users, to staff who use the dashboard, and to visitors who browse our public pages.',
  sections: [
    {
      id: 'controller',
      heading: 'Who we are',
      paragraphs: [
        'IdeaMatch Co., Ltd., Bangkok, Thailand (“IdeaMatch”, “we”, “us”) is the data controller of the personal data described in this policy.',
        `Privacy contact: ${PRIVACY_EMAIL}`,
        `Data Protection Officer (DPO): ${DPO_EMAIL}`,
      ],
    },
    {
      id: 'data-we-collect',
      heading: 'Personal data we collect',
      paragraphs: [
        'We collect only what we need to run IdeaMatch, and we do not ask for sensitive personal data as defined by the PDPA, such as health, religious or biometric data. Please do not include such data in your ideas, profile or public comments.',
        'The personal data we collect is:',
      ],
      items: [
        'Account data: email address, username, first, middle and last name, role (user or staff), management permissions for staff, and your password, which we never store in a readable form (see How we protect your data).',
        'Google sign-in data: your name, email address, whether that email is verified, and your Google account identifier, which Google sends us when you choose to sign in with Google. We never receive your Google password.',
        'Profile data you choose to add: mini bio, bio, achievements, profile image and background image.',
        'Content: ideas (name, description, category, achievements, business model and images), comments, comment likes, shares, reviews and scores, and reports (reason and details).',
        'Connections: partner requests, partners, and people you block.',
        'Sub-accounts: the username, name and profile image of each sub-account you create.',
        'Chat and notifications: the messages you send and receive, when they were read, and the notifications we send you.',
        'Consent records: your acceptance of the Terms of Service and this Privacy Policy, and your choice about news and promotions.',
        'Session records: a hash of your session token (never the token itself), your IP address, your browser’s user agent, and when the session started and expires.',
        'Idea view records: when an idea is opened, we record the viewer’s account or, for visitors who are not signed in, the IP address and user agent, once per viewer per day, to count views fairly.',
        'Security and contact data: hashes of password-reset tokens, IP addresses used to limit repeated requests, and messages you send us.',
        'Moderation records: when staff act, for example by hiding an idea or deactivating an account, an audit log records the staff account, the action, the account or content affected, the time and any note.',
        'Analytics data: when the analytics tag is loaded, the analytics tools collect the pages you visit, device and browser information, approximate location derived from your IP address, and cookie identifiers.',
      ],
    },
    {
      id: 'sources',
      heading: 'Where the data comes from',
      paragraphs: ['We receive personal data from these sources:'],
      items: [
        'Directly from you, when you register, edit your profile, post, comment, review, report, connect with partners or chat.',
        'From Google, when you choose to sign in with Google.',
        'From other users, for example when someone sends you a message or a partner request, reviews your idea, or reports content you posted.',
        'Automatically from your device while you use the service: session, view, security and analytics data.',
      ],
    },
    {
      id: 'purposes',
      heading: 'Why we use your data and our lawful basis',
      paragraphs: [
        'The PDPA allows personal data to be processed only on a lawful basis. We use your personal data for the following purposes and on the following bases:',
      ],
      items: [
        'To create and run your account, sign you in, keep you signed in, and provide ideas, comments, reviews, partner connections, chat, notifications and sub-accounts: contract (providing the service under the Terms of Service).',
        'To send emails the service needs, such as password-reset links and important notices about your account or changes to our terms: contract.',
        'To keep the service secure, prevent spam, fraud and abuse, limit repeated requests and investigate incidents: our legitimate interest in protecting users and the service, and legal obligation.',
        'To count idea views, list trending and top-rated ideas, and suggest possible partners based on shared idea categories and mutual partners: our legitimate interest in making the service useful.',
        'To review reports, moderate content, deactivate accounts that break the Terms, and keep an audit log of staff actions: our legitimate interest in a safe and accountable platform, and contract (enforcing the Terms of Service).',
        'To send news and promotions: your consent, which is optional and can be withdrawn at any time.',
        'To understand how the service is used and improve it through analytics: your consent where the law requires it, otherwise our legitimate interest.',
        'To comply with the law, such as the Computer-Related Crime Act, tax and accounting laws and lawful requests from authorities, and to establish, exercise or defend legal claims: legal obligation and legitimate interest.',
      ],
    },
    {
      id: 'use-notes',
      heading: 'Good to know about how we use data',
      paragraphs: [
        'Where we rely on legitimate interest, we have weighed our interest against your rights, and you can object as explained in Your rights.',
        'If you do not provide what is needed to open an account (an email address, username and password, or Google sign-in), we cannot provide the service to you.',
        'We do not sell personal data. We do not make decisions about you based solely on automated processing that have legal or similarly significant effects. Partner suggestions and idea rankings are automated, but they only affect what is shown to you.',
      ],
    },
    {
      id: 'visibility',
      heading: 'What other people can see',
      paragraphs: ['Much of IdeaMatch is public by design. Here is who can see what:'],
      items: [
        'Your public profile (username, display name, profile and background images, mini bio, bio and achievements) is visible to other users and visitors.',
        'Ideas you post, including their images, are public: anyone can see them without signing in, and they may appear in search engines and link previews. Ideas you hide are visible only to you and our staff.',
        'Your comments and reviews, with your name and profile image, are visible wherever the idea is visible.',
        'People you send a partner request to can see your profile. Chats are visible only to their participants.',
        'Your email address is not shown to other users.',
        'Reports are seen only by our staff, and we do not tell the idea owner who reported it.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share data with',
      paragraphs: ['Apart from what other people can see as described above, we share personal data only with:'],
      items: [
        'Service providers that process data on our behalf as data processors: server and PostgreSQL database hosting, file storage (which may include S3-compatible object storage), email delivery (SMTP) and analytics. They may use the data only to provide their services to us, under written agreements that require them to protect it.',
        'Google, when you use Google sign-in. Google processes that data under its own privacy policy.',
        'Government authorities, courts and law enforcement, when the law requires it or a lawful order is made.',
        'Our professional advisers, such as lawyers and auditors, who are bound by confidentiality.',
        'A company that acquires or takes over IdeaMatch through a merger, acquisition or reorganisation. We will tell you before your data becomes subject to a different privacy policy.',
      ],
    },
    {
      id: 'transfers',
      heading: 'Transfers outside Thailand',
      paragraphs: [
        'Some service providers, such as cloud, email, analytics and Google sign-in, may store or process data outside Thailand. We transfer personal data abroad only as the PDPA permits: to a country whose data protection standards are adequate under the rules of the Personal Data Protection Committee; under appropriate safeguards, such as data protection clauses in our contract with the recipient; or under another PDPA exception, for example where the transfer is necessary to perform our contract with you or you have given your consent.',
        `You can ask about the safeguards we use at ${PRIVACY_EMAIL}.`,
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep data',
      paragraphs: [
        'We keep personal data only as long as needed for the purposes in this policy. When a period ends, we delete the data or anonymise it so that it can no longer identify you. If the law requires us to keep some data for longer than the periods below, we keep that data for as long as the law requires. A deactivated account still exists, so its data is kept under the same rules until the account is reactivated or deleted.',
        'Retention periods by type of data:',
      ],
      items: [
        'Account and profile data, sub-accounts, partners and consent records: for as long as your account exists.',
        'Ideas, comments, reviews, chat messages and notifications: for as long as your account exists, unless you delete them sooner.',
        'Content you delete, and the data of a deleted account: removed from the service immediately and purged from our systems within 30 days, except data the law requires us to keep.',
        'Session records: no longer than 30 days after the session expires or you sign out.',
        'Idea view records: no longer than 90 days.',
        'Reports, moderation records and the staff audit log: 2 years from the action. Content removed by staff may be kept, hidden from others, for the same period so that the decision can be reviewed.',
        'Uploaded images that are never attached to an idea or profile: 24 hours.',
        'Analytics data: no longer than 14 months.',
        'Computer traffic data that the Computer-Related Crime Act requires service providers to keep: at least 90 days, or longer, up to 2 years, if an official orders it.',
      ],
    },
    {
      id: 'security',
      heading: 'How we protect your data',
      paragraphs: ['We use appropriate security measures to protect your data, including:'],
      items: [
        'All connections to IdeaMatch are encrypted in transit (HTTPS).',
        'Your password is additionally encrypted in your browser before it is sent, and we store only an argon2id hash of it, so no one at IdeaMatch can read it.',
        'Session tokens and password-reset tokens are stored only as hashes. Password-reset links expire after 1 hour and work only once.',
        'Staff can access data only as far as their role and permissions allow, and staff actions are recorded in an audit log.',
        'We limit repeated requests to protect against password guessing and spam.',
        'Uploaded images are re-encoded and stripped of embedded metadata, such as camera details and GPS location, before they are stored.',
        'Private files are available only through signed links that expire.',
      ],
    },
    {
      id: 'breaches',
      heading: 'If something goes wrong',
      paragraphs: [
        'No system is completely secure. If a personal data breach occurs, we will notify the Office of the Personal Data Protection Committee within 72 hours of becoming aware of it where the law requires, and we will tell you without delay if the breach is likely to pose a high risk to your rights and freedoms.',
        'You can help by using a strong password that you do not use elsewhere and by signing out when you use a shared device.',
      ],
    },
    {
      id: 'rights',
      heading: 'Your rights',
      paragraphs: ['Under the PDPA you have the right to:'],
      items: [
        'access your personal data and obtain a copy of it;',
        'data portability: receive your data in a commonly used, machine-readable format, or have us send it to another controller where technically feasible;',
        'have inaccurate, incomplete or out-of-date data corrected;',
        'have your data deleted or anonymised, including by deleting your account;',
        'object to processing based on legitimate interest, and to direct marketing at any time;',
        'have the use of your data restricted while we check a request or objection;',
        'withdraw your consent at any time, without affecting processing carried out before the withdrawal;',
        'complain to the Personal Data Protection Committee if you believe we have breached the PDPA.',
      ],
    },
    {
      id: 'exercising-rights',
      heading: 'How to use your rights',
      paragraphs: [
        'Using your rights is free of charge. We may ask you to confirm your identity before acting on a request, and we will respond within 30 days of receiving it. If we cannot fully meet a request, for example because the law requires us to keep some data, we will tell you why.',
        'Here is how:',
      ],
      items: [
        `Export your data: use the data export option on your profile page, or email ${PRIVACY_EMAIL}. The export contains your account and profile data and the content you have created.`,
        'Correct your data: edit your profile yourself, or email us about anything you cannot change there.',
        `Delete your account: email a request for account deletion to ${PRIVACY_EMAIL} from the email address registered to your account. We then delete your data as described in How long we keep data. You can delete individual ideas, comments and reviews yourself at any time.`,
        'Stop news and promotions: turn off the news and promotion setting in your profile, or email us.',
        `Object, restrict processing or withdraw consent: email ${PRIVACY_EMAIL} or our Data Protection Officer at ${DPO_EMAIL}.`,
        `Complain to the regulator: Office of the Personal Data Protection Committee (PDPC), ${PDPC_URL}`,
      ],
    },
    {
      id: 'children',
      heading: 'Children and young people',
      paragraphs: [
        'IdeaMatch is not intended for children under 13, and they may not create an account.',
        'If you are at least 13 but under 20 and not yet sui juris (legally an adult), you may use IdeaMatch only with the consent of your legal representative (a parent or guardian). Where the PDPA requires consent to process your data, we rely on the consent your legal representative has given.',
        `If we learn that we hold data of a child under 13, or of a minor without the consent the law requires, we will delete it. Parents and guardians can contact ${PRIVACY_EMAIL} to review or delete their child’s data.`,
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and similar technologies',
      paragraphs: ['We use only a few cookies and browser storage items:'],
      items: [
        '`accessToken` (cookie, strictly necessary): keeps you signed in. It holds a random session token, is sent only to IdeaMatch, and stops working when you sign out or after 30 days without use. Without it you cannot sign in.',
        '`language` (browser local storage, functional): remembers whether you chose Thai or English. It stays on your device until you clear it and is not sent to our servers.',
        'Analytics (tag manager): our pages may load a tag-manager script that runs analytics tools, which may set their own cookies to measure visits and understand how the service is used.',
      ],
    },
    {
      id: 'cookie-choices',
      heading: 'Your cookie choices',
      paragraphs: [
        'Where the law requires your consent for analytics cookies, we ask for it before they are set.',
        'You can block or delete cookies in your browser settings. Blocking analytics cookies does not affect how IdeaMatch works, but blocking the `accessToken` cookie means you cannot sign in.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      paragraphs: [
        'We may update this policy to reflect changes in the service or the law. The effective date at the top shows the current version. If we make significant changes, we will tell you by email or in the service before they take effect, and if a change needs your consent, we will ask for it again.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      paragraphs: [
        'IdeaMatch Co., Ltd., Bangkok, Thailand',
        `Privacy questions and requests: ${PRIVACY_EMAIL}`,
        `Data Protection Officer (DPO): ${DPO_EMAIL}`,
      ],
    },
  ],
};

/** Privacy Policy shown at /legal/privacy-policy, effective 21 November 2026. */
export const privacyPolicy: LegalDocumentSet = { TH, EN };
