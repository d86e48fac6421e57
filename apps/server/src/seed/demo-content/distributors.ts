import type { DistributorRegion } from '@coresense/shared/distributor-regions';
import type { Text } from './text.ts';

/*
 * Where to buy (contract §13): invented distributors in each region, with addresses under the
 * reserved `.example` domain, so that no link of the demo leads to a real company.
 */

export interface DistributorDemo {
  name: Text;
  description: Text;
  regions: DistributorRegion[];
  /** Its host: the website is `https://<host>/`, its part search below it. */
  host: string;
  search: string;
  phone: string;
  email: string;
}

export const DISTRIBUTORS: DistributorDemo[] = [
  {
    name: { zh: '华芯元器件', en: 'Huaxin IC' },
    description: {
      zh: '芯感华南授权代理，深圳现货仓，提供样品、小批量和卷带拆包。',
      en: 'Authorised CoreSense distributor for South China: stock in Shenzhen, samples, small batches and cut tape.',
    },
    regions: ['cn'],
    host: 'www.hxic.example',
    search: '/s?kw={partNumber}',
    phone: '+86 755 2658 3100',
    email: 'sales@hxic.example',
  },
  {
    name: { zh: '子午线亚太', en: 'Meridian Asia' },
    description: {
      zh: '新加坡总部，服务东南亚、印度、日本和韩国客户。',
      en: 'Based in Singapore, serving customers in South-East Asia, India, Japan and Korea.',
    },
    regions: ['apac'],
    host: 'www.meridian.example',
    search: '/sg/search?q={partNumber}',
    phone: '+65 6817 4420',
    email: 'asia@meridian.example',
  },
  {
    name: { zh: '北岸电子', en: 'Nordkante' },
    description: {
      zh: '欧洲授权代理，德国仓库发货，覆盖欧盟、英国和中东。',
      en: 'Authorised distributor for Europe: shipped from its warehouse in Germany to the EU, the UK and the Middle East.',
    },
    regions: ['emea'],
    host: 'www.nordkante.example',
    search: '/suche?q={partNumber}',
    phone: '+49 40 2286 5170',
    email: 'info@nordkante.example',
  },
  {
    name: { zh: '明线电子', en: 'Brightline' },
    description: {
      zh: '北美与拉美授权代理，美国德州现货，当日发货。',
      en: 'Authorised distributor for North and Latin America: stock in Texas, same-day shipping.',
    },
    regions: ['americas'],
    host: 'www.brightline.example',
    search: '/p?q={partNumber}',
    phone: '+1 512 555 0147',
    email: 'orders@brightline.example',
  },
];
