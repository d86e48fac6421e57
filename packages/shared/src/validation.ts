import type { z } from 'zod';
import type { FieldError } from './errors.ts';
import type { Lang } from './lang.ts';

/**
 * Message keys used inside schemas. Schemas carry a key instead of a text so one schema can
 * answer in the language of each request.
 */
export type MessageKey =
  | 'required'
  | 'invalidType'
  | 'tooShort'
  | 'tooLong'
  | 'tooSmall'
  | 'tooLarge'
  | 'invalidEmail'
  | 'invalidPhone'
  | 'invalidFormat'
  | 'invalidValue'
  | 'invalidDate'
  | 'invalidImageUrl'
  | 'invalidLinkUrl'
  | 'unknownProduct'
  | 'unknownReference'
  | 'nothingToSubscribe'
  | 'fileNotReadable'
  | 'cvType'
  | 'endBeforeStart'
  | 'inUse'
  | 'inTrash'
  | 'usedInTrash'
  | 'minAboveMax'
  | 'unknownParameter'
  | 'notAnOption'
  | 'notOfCategory'
  | 'notItself'
  | 'notOfProduct'
  | 'unpublishedReplacement'
  | 'keyFixed'
  | 'alreadyTaken'
  | 'datesNotForStatus'
  | 'partSearchUrl'
  | 'notOnYourself'
  | 'lastRolesWriter'
  | 'lastStaffWriter'
  | 'lastAdministrator'
  | 'outranksYou'
  | 'weakPassword'
  | 'builtinRole'
  | 'notYoursToGrant'
  | 'wrongPassword'
  | 'wrongMfaCode'
  | 'mfaNotSetUp'
  | 'mfaAlreadyEnabled'
  | 'providerNotConfigured'
  | 'contractTransition'
  | 'contractFrozen'
  | 'contractNotDeletable'
  | 'notInFuture'
  | 'tooFarAhead'
  | 'alreadyScheduled'
  | 'wrongCurrentPassword'
  | 'resetLinkInvalid'
  | 'passwordChecksLocked'
  | 'secondFactorLocked'
  | 'robotUrl'
  | 'alreadySent'
  | 'tooManyParts'
  | 'unknownPart'
  | 'partObsolete'
  | 'sampleMove'
  | 'promptEmail'
  | 'promptNickname'
  | 'promptSignature'
  | 'promptCountry'
  | 'promptGeographic'
  | 'promptAddress'
  | 'promptPhone';

type Params = { min?: number | bigint; max?: number | bigint };

const MESSAGES: Record<Lang, Record<MessageKey, (p: Params) => string>> = {
  zh_CN: {
    required: () => '请填写此字段',
    invalidType: () => '类型不正确',
    tooShort: (p) => `长度不能少于 ${p.min} 个字符`,
    tooLong: (p) => `长度不能超过 ${p.max} 个字符`,
    tooSmall: (p) => `不能小于 ${p.min}`,
    tooLarge: (p) => `不能大于 ${p.max}`,
    invalidEmail: () => '请输入有效的邮箱地址',
    invalidPhone: () => '请输入有效的电话号码（5–30 位数字、空格或 + - ( )）',
    invalidFormat: () => '格式不正确',
    invalidValue: () => '取值无效',
    invalidDate: () => '日期格式应为 YYYY-MM-DD',
    invalidImageUrl: () => '图片须为本站文件，地址以单个 / 开头',
    invalidLinkUrl: () => '链接须为以单个 / 开头的本站地址，或 http(s):// 地址',
    unknownProduct: () => '所咨询的产品不存在',
    unknownReference: () => '引用的记录不存在',
    nothingToSubscribe: () => '请至少选择一个产品或主题',
    fileNotReadable: () => '您无权使用此文件：它尚未公开，也不是您上传的或属于您可查看的内容',
    cvType: () => '请上传 PDF、DOC 或 DOCX 格式的简历',
    endBeforeStart: () => '结束日期不能早于开始日期',
    inUse: () => '仍有其他记录在使用，无法删除',
    inTrash: () => '引用的记录在回收站中，请先恢复它',
    usedInTrash: () => '回收站中仍有属于它的记录，请先恢复或彻底删除那些记录',
    minAboveMax: () => '最小值不能大于最大值',
    unknownParameter: () => '没有这个参数',
    notAnOption: () => '不是该参数的可选值',
    notOfCategory: () => '该产品分类没有这个参数',
    notItself: () => '产品不能替代它自己',
    notOfProduct: () => '不是该产品的料号',
    unpublishedReplacement: () => '替代产品必须是已发布的其他产品',
    keyFixed: () => '已有产品填写了该参数，类型和单位不能再修改',
    alreadyTaken: () => '该值已被使用',
    datesNotForStatus: () => '此状态没有停止订货和发货日期',
    partSearchUrl: () => '请填写以 https:// 开头、并在料号位置写 {partNumber} 的网址',
    notOnYourself: () => '不能对自己的账号执行此操作',
    lastRolesWriter: () => '至少要保留一名启用的用户拥有角色管理权限（roles:write）',
    lastStaffWriter: () => '至少要保留一名启用的用户拥有员工管理权限（staff:write）',
    lastAdministrator: () => '至少要保留一名启用的用户拥有内置的 admin 角色',
    outranksYou: () => '该用户拥有您没有的权限，您不能修改、停用、删除该用户或重置其密码',
    weakPassword: () => '密码太容易被猜到：请不要使用常见密码、连续字符或只含空格的密码',
    builtinRole: () => '内置角色不能被删除、改名或减少权限',
    notYoursToGrant: () => '只能授予您自己拥有的权限',
    wrongPassword: () => '密码不正确',
    wrongMfaCode: () => '验证码不正确或已过期',
    mfaNotSetUp: () => '请先开始设置两步验证',
    mfaAlreadyEnabled: () => '两步验证已开启；如需更换身份验证器，请先关闭',
    providerNotConfigured: () => '该登录方式尚未配置',
    contractTransition: () =>
      '不允许这样变更合同状态：合同按 草稿 → 已签订 → 执行中 → 已完成 推进，完成前可以取消，已完成或已取消的合同不能再变更',
    contractNotDeletable: () => '只有草稿合同可以删除；已签订的合同请取消，不要删除',
    contractFrozen: () => '只有草稿合同的会员、编号、签订日期和货物（及总额）可以修改，此合同已不是草稿',
    notInFuture: () => '时间必须晚于现在',
    tooFarAhead: () => '最多只能安排到一年以后',
    alreadyScheduled: () => '该语言已有待执行的定时任务，请先取消它',
    wrongCurrentPassword: () => '当前密码不正确',
    resetLinkInvalid: () => '重置链接无效、已过期或已用过：请重新申请“忘记密码”',
    passwordChecksLocked: () => '密码错误次数过多，已退出本次登录；请稍后再试',
    secondFactorLocked: () =>
      '动态验证码错误次数过多，该账户的验证码已暂时锁定；请稍后再试，或使用一个恢复码',
    robotUrl: () => '须为该平台群机器人的 https 地址',
    alreadySent: () => '该邮件已发送，无需重发',
    tooManyParts: (p) => `一次最多申请 ${p.max} 个料号的样品`,
    unknownPart: () => '没有这个料号',
    partObsolete: () => '该料号已停产，不提供样品',
    sampleMove: () => '样品申请只能从“新申请”转为“已批准”或“已拒绝”，从“已批准”转为“已寄出”或“已拒绝”',
    promptEmail: () => '请输入您的邮箱!',
    promptNickname: () => '请输入您的昵称!',
    promptSignature: () => '请输入个人简介!',
    promptCountry: () => '请输入您的国家或地区!',
    promptGeographic: () => '请输入您的所在省市!',
    promptAddress: () => '请输入您的街道地址!',
    promptPhone: () => '请输入您的联系电话!',
  },
  en_US: {
    required: () => 'The field is required.',
    invalidType: () => 'The value has the wrong type.',
    tooShort: (p) => `Must be at least ${p.min} characters.`,
    tooLong: (p) => `Must be at most ${p.max} characters.`,
    tooSmall: (p) => `Must be at least ${p.min}.`,
    tooLarge: (p) => `Must be at most ${p.max}.`,
    invalidEmail: () => 'Please enter a valid email address.',
    invalidPhone: () => 'Please enter a valid phone number (5–30 digits, spaces or + - ( )).',
    invalidFormat: () => 'The format is not valid.',
    invalidValue: () => 'The value is not allowed.',
    invalidDate: () => 'Dates must be written YYYY-MM-DD.',
    invalidImageUrl: () => 'Images must be files of this site: an address starting with a single /.',
    invalidLinkUrl: () =>
      'Links must be addresses on this site, starting with a single /, or http(s):// addresses.',
    unknownProduct: () => 'The product enquired about does not exist.',
    unknownReference: () => 'The referenced record does not exist.',
    nothingToSubscribe: () => 'Choose at least one product or topic.',
    fileNotReadable: () =>
      'You may not use this file: it is not public, and neither your upload nor part of content you may read.',
    cvType: () => 'Please upload your CV as a PDF, DOC or DOCX file.',
    endBeforeStart: () => 'The end date cannot be before the start date.',
    inUse: () => 'Other records still use it, so it cannot be deleted.',
    inTrash: () => 'The referenced record is in the trash: restore it first.',
    usedInTrash: () =>
      'Records in the trash still belong to it: restore them or delete them permanently first.',
    minAboveMax: () => 'The minimum cannot be above the maximum.',
    unknownParameter: () => 'There is no such parameter.',
    notAnOption: () => 'This is not one of the parameter’s values.',
    notOfCategory: () => 'The product’s category does not have this parameter.',
    notItself: () => 'A product cannot replace itself.',
    notOfProduct: () => 'Not one of the product’s part numbers.',
    unpublishedReplacement: () => 'A replacement must be another published product.',
    keyFixed: () => 'Products hold values for this parameter, so its type and unit cannot change.',
    alreadyTaken: () => 'This value is already in use.',
    datesNotForStatus: () => 'This status has no last-order or last-ship date.',
    partSearchUrl: () => 'Must be an https:// address with {partNumber} where the part number goes.',
    notOnYourself: () => 'You cannot do this to your own account.',
    lastRolesWriter: () => 'At least one enabled user must keep the authority to manage roles (roles:write).',
    lastStaffWriter: () => 'At least one enabled user must keep the authority to manage staff (staff:write).',
    lastAdministrator: () => 'At least one enabled user must keep the built-in admin role.',
    outranksYou: () =>
      'This user holds authorities you do not hold: you cannot change, disable or delete them, or reset their password.',
    weakPassword: () =>
      'This password is too easy to guess: avoid common passwords, sequences and passwords made only of spaces.',
    builtinRole: () => 'A built-in role cannot be deleted, renamed or lose authorities.',
    notYoursToGrant: () => 'You can only grant authorities you hold yourself.',
    wrongPassword: () => 'The password is not correct.',
    wrongMfaCode: () => 'The code is wrong or has expired.',
    mfaNotSetUp: () => 'Start setting up two-factor sign-in first.',
    mfaAlreadyEnabled: () => 'Two-factor sign-in is already on; turn it off first to change authenticator.',
    providerNotConfigured: () => 'This sign-in provider is not configured.',
    contractTransition: () =>
      'This status change is not allowed: a contract goes draft → signed → in progress → completed and can be cancelled until it is completed; a completed or cancelled contract stays as it is.',
    contractNotDeletable: () =>
      'Only a draft contract can be deleted; cancel a contract that has left draft instead.',
    contractFrozen: () =>
      'Only a draft contract’s member, number, signing date and goods (and so its total) can be changed; this contract has left draft.',
    notInFuture: () => 'Must be a time in the future.',
    tooFarAhead: () => 'Can be scheduled at most a year ahead.',
    alreadyScheduled: () => 'This language already has a scheduled action; cancel it first.',
    wrongCurrentPassword: () => 'The current password is not correct.',
    resetLinkInvalid: () =>
      'This reset link is not valid, has expired or was used already: ask for a new one with “Forgot password”.',
    passwordChecksLocked: () =>
      'Too many wrong passwords for this account: you have been signed out here. Try again later.',
    secondFactorLocked: () =>
      'Too many wrong codes for this account: authenticator codes are locked for a while. Try again later, or use a recovery code.',
    robotUrl: () => 'Must be an https address of the platform’s group robot.',
    alreadySent: () => 'This message has been sent already.',
    tooManyParts: (p) => `Samples can be requested for at most ${p.max} parts at a time.`,
    unknownPart: () => 'There is no such part number.',
    partObsolete: () => 'This part is obsolete: no samples are available.',
    sampleMove: () =>
      'A sample request moves from new to approved or declined, and from approved to shipped or declined; nothing else.',
    promptEmail: () => 'Please input your email!',
    promptNickname: () => 'Please input your Nickname!',
    promptSignature: () => 'Please input your personal profile!',
    promptCountry: () => 'Please input your country!',
    promptGeographic: () => 'Please input your geographic info!',
    promptAddress: () => 'Please input your address!',
    promptPhone: () => 'Please input your phone number!',
  },
};

function isMessageKey(value: string, lang: Lang): value is MessageKey {
  return Object.hasOwn(MESSAGES[lang], value);
}

export function validationMessage(key: MessageKey, lang: Lang, params: Params = {}): string {
  return MESSAGES[lang][key](params);
}

/** Turns zod issues into the contract's `errors` entries, one per field, in `lang`. */
export function localizeIssues(issues: readonly z.core.$ZodIssue[], lang: Lang): FieldError[] {
  const byField = new Map<string, string>();
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || '_';
    if (byField.has(field)) continue;
    const key = isMessageKey(issue.message, lang) ? issue.message : 'invalidValue';
    const params: Params = {
      min: 'minimum' in issue ? (issue.minimum as number) : undefined,
      max: 'maximum' in issue ? (issue.maximum as number) : undefined,
    };
    byField.set(field, validationMessage(key, lang, params));
  }
  return [...byField].map(([field, message]) => ({ field, message }));
}
