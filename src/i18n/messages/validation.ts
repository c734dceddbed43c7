/**
 * Validation messages of both seeds (part 1 §5, §8; part 2 §5, §8), keyed as `validation.<form>.<rule>`.
 * English is the seed's wording where the seed gives one; the few the seed leaves unworded (marked
 * "damtherm" below) are ours. The keys are produced by `damtherm/domain` validators (VALIDATION_KEYS).
 */
export const validation = {
  zh: {
    register: {
      username: '请输入用户名',
      password: '请输入密码',
      name: '请输入您的姓名',
      phone: '请输入手机号',
      // damtherm: the seed requires a department without wording the message.
      group: '请选择部门',
      // damtherm: the seed gives the rule (at least 8 characters), not the message.
      passwordLength: '密码长度不能少于8位',
      passwordMismatch: '两次密码不一致',
      duplicateUsername: '用户名重复',
    },
    changePassword: {
      incomplete: '请输入完整的账号信息',
      samePassword: '新密码与旧密码相同',
    },
    changePsw: {
      checkPsw: '密码长度不能少于8位',
      checkPsw2: '两次输入的密码不一致',
      empty: '密码不能为空',
    },
    feedback: {
      empty: '反馈内容不能为空',
      placeholder: '请输入信息',
    },
    loopCommand: {
      incomplete: '请输入完整数据',
      // damtherm: the seed gives the ranges (opening 1-100, loops 1-72), not the messages.
      openingRange: '开度范围为1-100',
      loopRange: '回路号范围为1-72',
      flowRange: '流量不能为负数',
      flowMax: '流量不能大于60 L/min',
      numeric: '请输入数字',
    },
    tempDetail: {
      checkDate: '请选择完整时间',
      checkDate2: '开始日期不能大于结束日期',
      enterTime: '请输入时间',
      enterHour: '请输入小时',
    },
    date: {
      // damtherm: pickers simply stop at their bounds; typed or sent dates outside them get this.
      outOfRange: '日期超出可选范围',
    },
    entry: {
      empty: '温度值不能为空',
      numeric: '请输入数字',
      // damtherm: the seed requires the choices without wording the messages.
      area: '录入类别无效',
      block: '请选择坝段',
      bin: '请选择一个仓号',
      future: '录入时间晚于当前时间',
      // damtherm: the seeds give no limits; an absurd value (1e20) must not reach the record.
      range: '温度值应在 -50 到 100 °C 之间',
    },
    aggregate: {
      // damtherm: the seed requires a category without wording the message.
      category: '请选择类别',
      search: '请输入要搜索的骨料',
    },
    reversal: {
      empty: '请填写自动换向时间',
    },
    gradient: {
      // damtherm: the seed gives the limits (1 to 2 thermometers), not the messages.
      min: '请至少选择1个温度计',
      max: '最多选择2个温度计',
    },
  },
  en: {
    register: {
      username: 'Please enter user name',
      password: 'Please enter password',
      name: 'Please enter your name',
      phone: 'Please enter the phone',
      group: 'Please choose a department',
      passwordLength: 'The password must be at least 8 characters',
      passwordMismatch: 'Passwords inconsistent',
      duplicateUsername: 'Duplicate username',
    },
    changePassword: {
      incomplete: 'Please enter complete account information',
      samePassword: 'The new password is the same as the old password',
    },
    changePsw: {
      checkPsw: 'The password must be at least 8 characters',
      checkPsw2: 'The two passwords do not match',
      empty: 'Password cannot be empty',
    },
    feedback: {
      empty: 'Feedback content cannot be empty',
      placeholder: 'Please enter information',
    },
    loopCommand: {
      incomplete: 'Please enter complete data',
      openingRange: 'The opening must be from 1 to 100',
      loopRange: 'The loop number must be from 1 to 72',
      flowRange: 'The flow cannot be negative',
      flowMax: 'The flow cannot be more than 60 L/min',
      numeric: 'Please enter a number',
    },
    tempDetail: {
      checkDate: 'Select complete time',
      checkDate2: 'Start date must not be greater than end date',
      enterTime: 'Please enter the time',
      enterHour: 'Please enter the hour',
    },
    date: {
      outOfRange: 'The date is outside the allowed range',
    },
    entry: {
      empty: 'Temperature value cannot be empty',
      numeric: 'Please enter a number',
      area: 'Invalid entry category',
      block: 'Please choose the dam section',
      bin: 'Please choose one bay',
      future: 'Entry time is later than the current time',
      range: 'The temperature must be from -50 to 100 °C',
    },
    aggregate: {
      category: 'Please choose a category',
      search: 'Enter the aggregate to search',
    },
    reversal: {
      empty: 'Please fill in the auto-reversal time',
    },
    gradient: {
      min: 'Choose at least 1 thermometer',
      max: 'Choose at most 2 thermometers',
    },
  },
} as const;
