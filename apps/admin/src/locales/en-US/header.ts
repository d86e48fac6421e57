import type zhCN from '../zh-CN/header.ts';

export default {
  'menu.help': 'Help',
  'menu.exception.trigger': 'Trigger Error',
  'search.open': 'Search',
  'search.placeholder': 'Search products, news, jobs, members, contracts, enquiries',
  'search.empty': 'Nothing found',
  'search.searching': 'Searching…',
  'layout.help': 'Help',
  'layout.triggerError': 'Trigger Error',
  'exception.trigger.title': 'Trigger Error',
  'exception.trigger.description':
    'The button below makes this page throw an error while it renders: the back-office shows its 500 page in its place, and the menu and every other page keep working.',
  'exception.trigger.button': 'Trigger Error',
  'help.title': 'Using the back-office',
  'help.subtitle': 'The everyday work in a few minutes.',
  'help.edit.title': 'Editing content',
  'help.edit.body':
    'Products, news, exhibitions, jobs and the other content are under Content; the texts of pages such as the home banners, About us and Contact are under Pages. Every record has a Chinese and an English tab: write both, or copy one language into the other and translate it. Save makes the change.',
  'help.publish.title': 'Publishing',
  'help.publish.body':
    "A record shows on the website once its status is Published and it is written in the visitor's language; a language left empty is not published. Lists switch a record on or off directly, and View on site opens its public page. The website shows a saved change at once.",
  'help.enquiries.title': 'Answering enquiries',
  'help.enquiries.body':
    'The bell in the header counts new enquiries. Opening one in the Enquiry inbox marks it read; answer the sender by email or phone, note what was done and mark it Handled. Export CSV downloads the filtered list.',
  'help.staff.title': 'Staff and roles',
  'help.staff.body':
    'Under System, Roles gather permissions (reading or writing each area) and Staff are the people who sign in, each with one or more roles. A person sees only the areas their roles allow. The Audit log records who changed what.',
  'help.search.title': 'Finding a record',
  'help.search.body':
    'The magnifier in the header finds products (by name or model), news, jobs, members, contracts (by number) and enquiries (by name or email), only those you may read; choose with the arrow keys and press Enter to open.',
  'help.site.title': 'The public website',
  'help.site.body':
    'The website is at {site}; the globe in the header opens it. It is in Chinese and English.',
  'help.openSite': 'Open the website',
} satisfies Record<keyof typeof zhCN, string>;
