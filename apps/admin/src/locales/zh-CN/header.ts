/* The header's search and help, the help page, and the "Trigger Error" page (product-spec §2). */
export default {
  'menu.help': '帮助',
  'menu.exception.trigger': '触发错误',
  'search.open': '搜索',
  'search.placeholder': '搜索产品、新闻、职位、会员、合同、咨询',
  'search.empty': '没有找到相关记录',
  'search.searching': '正在搜索…',
  'layout.help': '帮助',
  'layout.triggerError': '触发错误',
  'exception.trigger.title': '触发错误',
  'exception.trigger.description':
    '点击下面的按钮，本页在渲染时抛出一个错误：后台会在原处显示 500 错误页，菜单和其他页面照常可用。',
  'exception.trigger.button': '触发错误',
  'help.title': '后台使用帮助',
  'help.subtitle': '几分钟了解日常工作的做法。',
  'help.edit.title': '编辑内容',
  'help.edit.body':
    '产品、新闻、展会、招聘等内容在“内容管理”下，首页横幅、关于我们、联系我们等页面文字在“页面配置”下。每条记录都有中文和英文两个标签页：两种语言都写，或先把一种语言复制过去再翻译。点“保存”后修改生效。',
  'help.publish.title': '发布',
  'help.publish.body':
    '记录的状态为“已发布”并且写了访客所用的语言，才会出现在网站上；留空的语言不会发布。列表里可以直接打开或关闭发布开关，“在网站查看”打开它的公开页面。修改保存后网站立即更新。',
  'help.enquiries.title': '处理咨询',
  'help.enquiries.body':
    '页头的铃铛显示新咨询的数量。在“咨询收件箱”里打开一条咨询即标为已读；通过邮件或电话回复对方，写下处理备注，再标为“已处理”。“导出 CSV”下载当前筛选的列表。',
  'help.staff.title': '员工和角色',
  'help.staff.body':
    '在“系统管理”下，“角色”汇集权限（每个板块的查看或编辑）；“员工”是可以登录的人，每人有一个或多个角色。员工只能看到其角色允许的板块。“操作日志”记录谁修改了什么。',
  'help.search.title': '查找记录',
  'help.search.body':
    '页头的放大镜按名称搜索产品（也按型号）、新闻、职位、会员、合同（按编号）和咨询（也按邮箱），只列出您有权查看的内容；用方向键选择，回车打开。',
  'help.site.title': '公开网站',
  'help.site.body': '网站地址是 {site}，页头的地球图标可直接打开。网站提供中文和英文两种语言。',
  'help.openSite': '打开网站',
};
