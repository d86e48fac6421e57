import { LANGS, type Lang, type PrivacyBlock } from '@coresense/shared';
import { xmlEscape } from '@coresense/shared/xml';
import type { BlockService } from './blocks.service.ts';

/*
 * The privacy policy's first text (the `privacy` page block), written into a database that has
 * none yet: at every start, and by the demo seed. From then on legal staff edit, version and
 * publish it in the back-office like any page block; this text is only where it starts. The
 * company's name and contact details follow it on the page, from the contact block.
 */

interface PolicySection {
  heading: string;
  /** Before the list. */
  lead?: string;
  /** After the list. */
  paragraphs?: string[];
  items?: string[];
}

interface PrivacyPolicy {
  intro: string;
  sections: PolicySection[];
  /** The last section: how to reach the company (the page adds its contact details below). */
  contactHeading: string;
  contactText: string;
}

const UPDATED = '2026-11-24';

const zhCN: PrivacyPolicy = {
  intro:
    '我们重视您的个人信息。本政策说明当您浏览本网站、通过“联系我们”“产品咨询”或“在线申请职位”表单向我们提交信息时，我们收集哪些个人信息、为何收集、保存多久、与谁共享，以及您依据《中华人民共和国个人信息保护法》（以及适用时欧盟《通用数据保护条例》）享有的权利。',
  sections: [
    {
      heading: '一、我们收集的信息',
      lead: '我们只收集表单上您主动填写的信息，以及为保障网站安全而自动记录的少量技术信息：',
      items: [
        '联系我们与产品咨询：姓名、邮箱、电话（必填），公司、职位、咨询的产品与留言内容（选填）。',
        '在线申请职位：姓名、邮箱、电话、附言、您上传的简历文件，以及所申请的职位。请勿在简历中填写身份证号码、健康状况等敏感个人信息，我们不需要这些信息。',
        '随每次提交记录的技术信息：提交时间、页面语言、IP 地址和浏览器标识（User-Agent），用于识别和限制滥用（如批量提交）。',
      ],
    },
    {
      heading: '二、我们为何使用这些信息',
      items: [
        '答复您的咨询，提供报价、样品、技术资料或售后支持（为订立或履行您作为一方当事人的合同所必需，以及您的同意）。',
        '评估您的求职申请并与您联系安排面试（您的同意，以及为订立劳动合同所必需）。',
        '保障网站与数据安全、防止滥用（我们的合法利益及法定安全义务）。',
      ],
      paragraphs: [
        '未经您另行同意，我们不会将这些信息用于营销推广，不会出售您的个人信息，也不会据此进行自动化决策或用户画像。',
      ],
    },
    {
      heading: '三、谁能看到这些信息',
      paragraphs: [
        '只有经授权的员工可以在管理后台查看：咨询由销售与技术支持人员处理，求职申请与简历仅由人力资源及用人部门查看。简历不会出现在任何公开地址上。我们的服务器位于中国境内，由签订了保密与数据处理协议的服务商托管。除法律法规要求或司法、行政机关依法要求外，我们不会向其他第三方提供您的个人信息。',
        '如您在中国境外访问本网站，您提交的信息将被传输到中国境内保存和处理。',
      ],
    },
    {
      heading: '四、保存期限',
      items: [
        '咨询与留言：自最后一次沟通起保存三年，用于跟进合作与依法保存商业往来记录，期满后删除或匿名化。',
        '求职申请与简历：职位招聘结束后保存一年，以便联系您参与合适的其他职位；您可随时要求提前删除。被录用者的资料转入员工档案，按劳动法规保存。',
        '服务器访问日志（含 IP 地址）：保存不超过三十天。',
      ],
    },
    {
      heading: '五、Cookie 与本地存储',
      paragraphs: [
        '本网站不使用任何统计、广告或跟踪 Cookie，也不加载第三方统计或广告脚本，因此不会弹出 Cookie 提示。我们只在您的浏览器中保存您选择的界面语言（Cookie 与本地存储中的 umi_locale，有效期一年），并为离线浏览缓存已访问的页面。管理后台的登录 Cookie 只用于我们的员工。',
      ],
    },
    {
      heading: '六、您的权利',
      items: [
        '查阅、复制您的个人信息，或要求将其转移给您指定的其他处理者；',
        '更正不准确或不完整的信息；',
        '要求删除您的信息，或撤回您的同意（撤回不影响此前基于同意已进行的处理）；',
        '限制或拒绝我们对您信息的处理，并要求我们解释处理规则；',
        '向网信部门等个人信息保护监管机构投诉；欧盟境内的访客也可向所在地的数据保护机构投诉。',
      ],
      paragraphs: ['我们会在核实您的身份后十五个工作日内答复您的请求，且不收取费用。'],
    },
    {
      heading: '七、安全措施',
      paragraphs: [
        '网站通过 HTTPS 加密传输；管理后台按岗位授权访问，对咨询和申请的处理、修改和删除都有审计记录；简历只能由有权限的员工在后台下载。如发生个人信息安全事件，我们会依法及时告知您和监管部门。',
      ],
    },
    {
      heading: '八、未成年人',
      paragraphs: [
        '本网站面向企业客户与求职者，不面向未满十四周岁的未成年人，请未成年人不要通过本网站提交个人信息。',
      ],
    },
    {
      heading: '九、政策更新',
      paragraphs: ['本政策变更时，我们会在本页更新并注明更新日期；重大变更会在网站上显著提示。'],
    },
  ],
  contactHeading: '十、联系我们',
  contactText: '如对本政策或您的个人信息有任何疑问、意见或请求，请通过以下方式联系我们的个人信息保护负责人：',
};

const enUS: PrivacyPolicy = {
  intro:
    'We take your personal data seriously. This policy explains what personal data we collect when you use this website and send us the contact form, a product enquiry or a job application, why we collect it, how long we keep it, who sees it, and the rights you have under the Personal Information Protection Law of the People’s Republic of China (PIPL) and, where it applies, the EU General Data Protection Regulation (GDPR).',
  sections: [
    {
      heading: '1. What we collect',
      lead: 'We collect only what you type into our forms, and a little technical information recorded to keep the website safe:',
      items: [
        'Contact form and product enquiries: your name, email and phone (required), and your company, job title, the product you ask about and your message (optional).',
        'Job applications: your name, email, phone, cover note, the CV file you upload and the position you apply for. Please leave ID numbers, health details and other sensitive data out of your CV: we do not need them.',
        'With every submission: the time, the page language, your IP address and your browser’s identification (user agent), used to recognise and limit abuse such as mass submissions.',
      ],
    },
    {
      heading: '2. Why we use it',
      items: [
        'To answer your enquiry and send quotations, samples, technical documents or support (steps towards or under a contract with you, and your consent).',
        'To assess your job application and arrange interviews (your consent, and steps towards an employment contract).',
        'To keep the website and your data secure and prevent abuse (our legitimate interest and legal security duties).',
      ],
      paragraphs: [
        'Without your separate consent we do not use your data for marketing, we never sell it, and we make no automated decisions or profiles from it.',
      ],
    },
    {
      heading: '3. Who sees it',
      paragraphs: [
        'Only authorised staff, in our back-office: enquiries are handled by sales and technical support, job applications and CVs only by human resources and the hiring department. A CV is never available at a public address. Our servers are in mainland China, hosted by a provider bound by confidentiality and data processing agreements. We give your data to no one else unless the law, a court or an authority lawfully requires it.',
        'If you visit from outside China, what you send is transferred to and processed in mainland China.',
      ],
    },
    {
      heading: '4. How long we keep it',
      items: [
        'Enquiries and messages: three years after our last exchange, to follow up and to keep business records as the law requires; then they are deleted or anonymised.',
        'Job applications and CVs: one year after the position is filled, so we can contact you about other suitable positions; you can ask us to delete them earlier at any time. If you are hired, your data moves to your employee file and is kept as labour law requires.',
        'Server access logs (including IP addresses): at most thirty days.',
      ],
    },
    {
      heading: '5. Cookies and local storage',
      paragraphs: [
        'This website uses no analytics, advertising or tracking cookies and loads no third-party analytics or advertising scripts, which is why it shows no cookie banner. It only keeps the language you chose in your browser (umi_locale, in a cookie and in local storage, for one year) and caches pages you visited so they work offline. The back-office sign-in cookie is used by our staff only.',
      ],
    },
    {
      heading: '6. Your rights',
      items: [
        'See and get a copy of your personal data, or have it transferred to another processor you name;',
        'Have inaccurate or incomplete data corrected;',
        'Have your data deleted, or withdraw your consent (which does not affect processing done before);',
        'Restrict or object to our processing, and ask us to explain our processing rules;',
        'Complain to a personal information protection authority: in China the Cyberspace Administration; in the EU the data protection authority where you live.',
      ],
      paragraphs: ['We answer within fifteen working days of confirming who you are, free of charge.'],
    },
    {
      heading: '7. Security',
      paragraphs: [
        'The website is served over HTTPS; the back-office gives each member of staff only the access their role needs and records the handling, changes and deletion of enquiries and applications in an audit log; CVs can be downloaded only by authorised staff in the back-office. Should a personal data breach happen, we inform you and the authorities as the law requires.',
      ],
    },
    {
      heading: '8. Children',
      paragraphs: [
        'This website is meant for business customers and job seekers, not for children under 14; please do not send us personal data if you are under 14.',
      ],
    },
    {
      heading: '9. Changes to this policy',
      paragraphs: [
        'When this policy changes, we update this page and its date; important changes are announced prominently on the website.',
      ],
    },
  ],
  contactHeading: '10. Contact us',
  contactText:
    'For any question, comment or request about this policy or your personal data, contact our personal information protection officer:',
};

const POLICIES: Record<Lang, PrivacyPolicy> = { zh_CN: zhCN, en_US: enUS };

/** The policy as the rich text the back-office edits: headings, paragraphs and lists. */
function toHtml(policy: PrivacyPolicy): string {
  const paragraph = (text: string) => `<p>${xmlEscape(text)}</p>`;
  const sections = policy.sections.map((section) =>
    [
      `<h2>${xmlEscape(section.heading)}</h2>`,
      section.lead ? paragraph(section.lead) : '',
      section.items ? `<ul>${section.items.map((item) => `<li>${xmlEscape(item)}</li>`).join('')}</ul>` : '',
      ...(section.paragraphs ?? []).map(paragraph),
    ].join(''),
  );
  return [
    paragraph(policy.intro),
    ...sections,
    `<h2>${xmlEscape(policy.contactHeading)}</h2>`,
    paragraph(policy.contactText),
  ].join('');
}

/** The first text of the policy in `lang`. */
export function defaultPrivacyPolicy(lang: Lang): PrivacyBlock {
  return { updated: UPDATED, content: toHtml(POLICIES[lang]) };
}

/**
 * Writes the first text, published, in each language nobody has written yet (at start: a new
 * database, or one older than the block); a policy staff have edited or unpublished is kept.
 */
export async function ensurePrivacyPolicy(blocks: Pick<BlockService, 'get' | 'save'>): Promise<void> {
  const block = await blocks.get('privacy');
  for (const lang of LANGS) {
    if (block.i18n[lang] === undefined) await blocks.save('privacy', lang, defaultPrivacyPolicy(lang));
  }
}
