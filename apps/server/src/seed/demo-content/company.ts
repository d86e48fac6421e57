/** Facts about the demo company that several pages repeat; kept here so they agree. */
export const COMPANY = {
  brand: { zh: '芯感科技', en: 'CoreSense' },
  legalName: { zh: '无锡芯感科技股份有限公司', en: 'CoreSense Technology Co., Ltd.' },
  slogan: { zh: '芯有所感，智联万物', en: 'Sensing the world, one chip at a time' },
  headquarters: {
    address: {
      zh: '江苏省无锡市新吴区清源路 18 号 芯感科技大厦',
      en: 'CoreSense Tower, 18 Qingyuan Road, Xinwu District, Wuxi, Jiangsu, China',
    },
    phone: '+86 510 8528 6600',
    fax: '+86 510 8528 6601',
    postcode: '214135',
    email: 'sales@coresense-semi.com',
  },
  subsidiaries: [
    {
      name: { zh: '北京芯感微电子有限公司', en: 'CoreSense Microelectronics (Beijing) Co., Ltd.' },
      city: { zh: '北京', en: 'Beijing' },
      address: {
        zh: '北京市海淀区中关村软件园二期 12 号楼 5 层',
        en: '5F, Building 12, Zhongguancun Software Park Phase II, Haidian District, Beijing',
      },
      phone: '+86 10 6298 3710',
    },
    {
      name: { zh: '无锡芯感微系统制造有限公司', en: 'CoreSense Microsystems Manufacturing (Wuxi) Co., Ltd.' },
      city: { zh: '无锡', en: 'Wuxi' },
      address: {
        zh: '江苏省无锡市锡山经济技术开发区芙蓉中三路 99 号',
        en: '99 Furong Middle Third Road, Xishan Economic and Technological Development Zone, Wuxi, Jiangsu',
      },
      phone: '+86 510 8826 5100',
    },
  ],
  offices: [
    {
      name: { zh: '上海销售与应用中心', en: 'Shanghai Sales & Application Center' },
      address: {
        zh: '上海市浦东新区张江高科技园区祖冲之路 887 弄 3 号楼 8 层',
        en: '8F, Building 3, Lane 887 Zuchongzhi Road, Zhangjiang Hi-Tech Park, Pudong, Shanghai',
      },
      phone: '+86 21 5080 2260',
    },
    {
      name: { zh: '深圳办事处', en: 'Shenzhen Office' },
      address: {
        zh: '广东省深圳市南山区科技园高新南七道 16 号 1106 室',
        en: 'Room 1106, 16 Gaoxin South 7th Road, Science Park, Nanshan District, Shenzhen, Guangdong',
      },
      phone: '+86 755 8663 4180',
    },
  ],
  icp: '苏ICP备13046218号-1',
};
