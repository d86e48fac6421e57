export default {
  'content.title': '标题',
  'content.summary': '摘要',
  'content.cover': '封面图',
  'content.body': '正文',
  'distributors.new': '新建代理商',
  'distributors.edit': '编辑代理商',
  'distributors.regions': '销售地区',
  'distributors.website': '网站',
  'distributors.partSearchUrl': '料号搜索地址',
  'distributors.logo': '标志',
};
