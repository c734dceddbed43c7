// Generated from openapi/damtherm.yaml by `node openapi/generate-meta.ts`. Do not edit.
import type { OperationMeta } from './meta.ts';

/** Every operation of the contract, keyed by `METHOD path` (virtual /myapi.php/NAME paths included). */
export const operationMeta = {
  'POST /cytUser/login': {
    operationId: 'login',
    success: 'code200',
    body: 'json',
    hashed: ['userpwd'],
  },
  'POST /myapi.php/api_login': {
    operationId: 'loginLegacy',
    success: 'code200',
    body: 'form',
    hashed: ['password'],
    legacyUrl: '/myapi.php?api=api_login',
    defined: 'path',
  },
  'POST /cytUser/logout': {
    operationId: 'logout',
    success: 'http',
    defined: 'path',
  },
  'GET /cytUser/checkUser': {
    operationId: 'checkUser',
    success: 'http',
  },
  'POST /cytUser/registerUser': {
    operationId: 'registerUser',
    success: 'code200',
    body: 'json',
    hashed: ['c_password'],
  },
  'GET /cytUser/getInfo': {
    operationId: 'getUserInfo',
    success: 'http',
  },
  'GET /myapi.php/api_get_user_info': {
    operationId: 'getUserPhoto',
    success: 'http',
    legacyUrl: '/myapi.php?api=api_get_user_info',
    defined: 'path',
  },
  'GET /myapi.php/api_get_group_sc': {
    operationId: 'getGroups',
    success: 'http',
    legacyUrl: '/myapi.php?api=api_get_group_sc',
  },
  'POST /myapi.php/api_change_pass': {
    operationId: 'changePassword',
    success: 'code200',
    body: 'form',
    hashed: ['oldpass', 'newpass'],
    legacyUrl: '/myapi.php?api=api_change_pass',
  },
  'GET /pqt_php/api_changePassWord': {
    operationId: 'changeOwnPassword',
    success: 'code200',
    hashed: ['pw', 'password'],
  },
  'GET /myapi.php/api_changePassWord': {
    operationId: 'changeOwnPasswordMyapi',
    success: 'code200',
    hashed: ['pw', 'password'],
    legacyUrl: '/myapi.php?api=api_changePassWord',
  },
  'GET /dn/wxLogin': {
    operationId: 'wxLogin',
    success: 'code200',
  },
  'GET /dn/forWxCode': {
    operationId: 'forWxCode',
    success: 'code200',
  },
  'GET /myapi.php/api_get_check_user_sc': {
    operationId: 'getPendingUsers',
    success: 'code200',
    legacyUrl: '/myapi.php?api=api_get_check_user_sc',
  },
  'GET /myapi.php/api_check_user_sc': {
    operationId: 'approveUser',
    success: 'code200',
    legacyUrl: '/myapi.php?api=api_check_user_sc',
  },
  'GET /dn/auditLog': {
    operationId: 'getAuditLog',
    success: 'code200',
  },
  'GET /dn/mainpower': {
    operationId: 'getMainPower',
    success: 'http',
  },
  'GET /myapi.php/mainpower': {
    operationId: 'getMainPowerMyapi',
    success: 'http',
    legacyUrl: '/myapi.php?api=mainpower',
  },
  'GET /config.json': {
    operationId: 'getStaticConfig',
    success: 'http',
    defined: 'path',
  },
  'POST /myapi.php/api_post_feedback': {
    operationId: 'postFeedback',
    success: 'code200',
    body: 'form',
    legacyUrl: '/myapi.php?api=api_post_feedback',
    defined: 'path',
  },
  'GET /dn/api_get_all_rack': {
    operationId: 'getRacks',
    success: 'http',
  },
  'GET /dn/api_get_one_rack': {
    operationId: 'getRack',
    success: 'http',
  },
  'GET /dn/getRack': {
    operationId: 'getRackWithLoops',
    success: 'http',
  },
  'GET /pqt_php/api_get_rack_info': {
    operationId: 'getRackLoops',
    success: 'http',
  },
  'GET /pqt_php/api_get_loop_ctrl': {
    operationId: 'getLoopControl',
    success: 'http',
  },
  'GET /pqt_php/api_getMoreLoopData': {
    operationId: 'getLoopRecords',
    success: 'http',
  },
  'GET /pqt_php/api_getMoreTempData': {
    operationId: 'getThermometerRecords',
    success: 'http',
  },
  'GET /pqt_php/api_issue_cmd': {
    operationId: 'issueLoopCommand',
    success: 'code200',
  },
  'GET /myapi.php/api_issue_cmd': {
    operationId: 'issueLoopCommandMyapi',
    success: 'code200',
    legacyUrl: '/myapi.php?api=api_issue_cmd',
  },
  'GET /pqt_php/is_auto': {
    operationId: 'getAutoLoops',
    success: 'http',
  },
  'GET /mqtt/send': {
    operationId: 'restartRack',
    success: 'code200',
  },
  'GET /pqt_php/api_get_tianqi': {
    operationId: 'getWeatherStations',
    success: 'http',
  },
  'GET /myapi.php/api_get_areas': {
    operationId: 'getAreas',
    success: 'http',
    legacyUrl: '/myapi.php?api=api_get_areas',
  },
  'GET /pqt_php/api_get_areas': {
    operationId: 'getAreasPqt',
    success: 'http',
  },
  'GET /myapi.php/api_get_hive_detail': {
    operationId: 'getHiveDetail',
    success: 'http',
    legacyUrl: '/myapi.php?api=api_get_hive_detail',
  },
  'GET /pqt_php/api_get_hive_detail': {
    operationId: 'getHiveDetailPqt',
    success: 'http',
  },
  'GET /api/getHiveInfo': {
    operationId: 'getHiveInfo',
    success: 'http',
  },
  'GET /pqt_php/api_get_africa_all_hive': {
    operationId: 'getHivesPage',
    success: 'code200msg',
  },
  'GET /myapi.php/api_get_xlml_pier_list': {
    operationId: 'getPiers',
    success: 'http',
    legacyUrl: '/myapi.php?api=api_get_xlml_pier_list',
    defined: 'shapes',
  },
  'GET /myapi.php/api_get_xlml_pier_info': {
    operationId: 'getPierInfo',
    success: 'http',
    legacyUrl: '/myapi.php?api=api_get_xlml_pier_info',
    defined: 'shapes',
  },
  'GET /myapi.php/getHiveDeal': {
    operationId: 'getHiveDeal',
    success: 'http',
    legacyUrl: '/myapi.php?api=getHiveDeal',
    defined: 'shapes',
  },
  'GET /myapi.php/get_detail_record': {
    operationId: 'getDetailRecords',
    success: 'http',
    legacyUrl: '/myapi.php?api=get_detail_record',
    defined: 'shapes',
  },
  'POST /myapi.php/add_detail_record': {
    operationId: 'addDetailRecord',
    success: 'code200',
    body: 'form',
    legacyUrl: '/myapi.php?api=add_detail_record',
    defined: 'shapes',
  },
  'GET /api/getHiveTempData': {
    operationId: 'getHiveTempData',
    success: 'http',
    defined: 'envelope',
  },
  'GET /api/getHiveTarget': {
    operationId: 'getHiveTarget',
    success: 'http',
    defined: 'envelope',
  },
  'GET /api/getHiveInOutTemp': {
    operationId: 'getHiveInOutTemp',
    success: 'http',
    defined: 'envelope',
  },
  'GET /api/getHiveFlowData': {
    operationId: 'getHiveFlowData',
    success: 'http',
    defined: 'envelope',
  },
  'GET /api/getHiveSettingFlowChartData': {
    operationId: 'getHiveSettingFlowChartData',
    success: 'http',
    defined: 'envelope',
  },
  'GET /api/getHiveAirChartData': {
    operationId: 'getHiveAirChartData',
    success: 'http',
    defined: 'envelope',
  },
  'GET /api/getTempDiff': {
    operationId: 'getTempDiff',
    success: 'http',
    defined: 'envelope',
  },
  'GET /myapi.php/api_get_piece_temp_diff': {
    operationId: 'getPieceTempDiff',
    success: 'http',
    legacyUrl: '/myapi.php?api=api_get_piece_temp_diff',
    defined: 'envelope',
  },
  'GET /api/getHiveTempDowntrend': {
    operationId: 'getHiveTempDowntrend',
    success: 'http',
    defined: 'envelope',
  },
  'GET /api/getAllTemperatureData': {
    operationId: 'exportHiveTemperature',
    success: 'http',
  },
  'GET /api/getAllFlowData': {
    operationId: 'exportHiveFlow',
    success: 'http',
  },
  'GET /dn/outHiveInfo': {
    operationId: 'exportHiveInfo',
    success: 'http',
  },
  'GET /cytFile/getFileList': {
    operationId: 'getFiles',
    success: 'code200msg',
  },
  'POST /cytFile/uploadFiles': {
    operationId: 'uploadFile',
    success: 'code200',
    body: 'multipart',
  },
  'POST /cytFile/deleteFile': {
    operationId: 'deleteFile',
    success: 'code200',
    body: 'json',
  },
  'GET /cytFile/downloadFile': {
    operationId: 'downloadFile',
    success: 'http',
  },
  'POST /dn/downloadLink': {
    operationId: 'createDownloadLink',
    success: 'code200',
    body: 'json',
    defined: 'path',
  },
  'GET /pqt/idam_ids': {
    operationId: 'getIdamIds',
    success: 'code200msg',
  },
  'GET /pqt/last_hive_other': {
    operationId: 'getLastOutletRecord',
    success: 'http',
  },
  'GET /pqt/last_hive_others': {
    operationId: 'getLastOutletRecords',
    success: 'code200msg',
  },
  'GET /pqt/last_hive_others_count': {
    operationId: 'countLastOutletRecords',
    success: 'http',
  },
  'GET /pqt/temp_lists': {
    operationId: 'getReadings',
    success: 'code200msg',
  },
  'POST /pqt/add_other_data': {
    operationId: 'addManualEntry',
    success: 'code200',
    body: 'json',
  },
  'GET /pqt/auto_reverse_logs': {
    operationId: 'getAutoReverseLogs',
    success: 'code200msg',
  },
  'GET /pqt/auto_reverse_logs_count': {
    operationId: 'countAutoReverseLogs',
    success: 'http',
  },
  'GET /pqt/auto_reverse_log_info': {
    operationId: 'getAutoReverseLogInfo',
    success: 'code200msg',
  },
  'POST /pqt/set_auto_reverse': {
    operationId: 'setAutoReverse',
    success: 'code200',
    body: 'json',
  },
  'GET /pqt/getReverseData': {
    operationId: 'getReverseData',
    success: 'http',
    defined: 'shapes',
  },
  'GET /pqt/getReverseDataDetails': {
    operationId: 'getReverseDataDetails',
    success: 'http',
    defined: 'shapes',
  },
  'GET /pqt/getPre': {
    operationId: 'getPressureTexts',
    success: 'http',
  },
  'GET /pqt/pressure_list': {
    operationId: 'getPressures',
    success: 'code200msg',
    defined: 'path',
  },
  'GET /pqt/pressure_detail': {
    operationId: 'getPressureDetail',
    success: 'http',
    defined: 'path',
  },
  'GET /pqt/message_warn_count': {
    operationId: 'getWarningCounts',
    success: 'http',
  },
  'POST /pqt/warnings_read': {
    operationId: 'markWarningsRead',
    success: 'code200',
    body: 'json',
    defined: 'path',
  },
  'GET /pqt/gkj_warns': {
    operationId: 'getGkjWarns',
    success: 'code200msg',
    defined: 'shapes',
  },
  'GET /pqt/temp_warns': {
    operationId: 'getTempWarns',
    success: 'code200msg',
    defined: 'shapes',
  },
  'GET /pqt/cjk_temp_lists': {
    operationId: 'getCjkTempLists',
    success: 'code200msg',
    defined: 'shapes',
  },
  'GET /pqt/rc_temp_lists': {
    operationId: 'getRcTempLists',
    success: 'code200msg',
    defined: 'shapes',
  },
  'GET /pqt/jz_temp_lists': {
    operationId: 'getJzTempLists',
    success: 'code200msg',
    defined: 'shapes',
  },
  'GET /pqt/getLoopWarns': {
    operationId: 'getLoopWarns',
    success: 'code200msg',
    defined: 'shapes',
  },
  'GET /pqt/temp_stage_warns': {
    operationId: 'getTempStageWarns',
    success: 'code200msg',
    defined: 'shapes',
  },
  'GET /pqt/dailyDecline': {
    operationId: 'getDailyDecline',
    success: 'code200msg',
    defined: 'shapes',
  },
  'GET /pqt/tempUnknown': {
    operationId: 'getTempUnknown',
    success: 'code200msg',
    defined: 'shapes',
  },
  'GET /pqt/tempControlChangeRange': {
    operationId: 'getTempControlChangeRange',
    success: 'code200msg',
    defined: 'shapes',
  },
  'GET /pqt/tempTimeout': {
    operationId: 'getTempTimeout',
    success: 'code200msg',
    defined: 'shapes',
  },
  'GET /pqt/tempLoopDetailsByHive': {
    operationId: 'getTempLoopDetailsByHive',
    success: 'http',
    defined: 'shapes',
  },
  'GET /pqt/solarRadiationMeter': {
    operationId: 'getSolarRadiationMeters',
    success: 'code200msg',
    defined: 'shapes',
  },
  'GET /pqt/solar_radiation': {
    operationId: 'getSolarRadiation',
    success: 'code200msg',
    defined: 'path',
  },
  'GET /cytWarn/getSifaWarnList': {
    operationId: 'getSifaWarnList',
    success: 'code200msg',
    defined: 'shapes',
  },
  'GET /cytWarn/cjkWarns': {
    operationId: 'getCjkWarns',
    success: 'code200msg',
    defined: 'shapes',
  },
  'GET /cytWarn/cjkHistoryWarns': {
    operationId: 'getCjkHistoryWarns',
    success: 'code200msg',
    defined: 'shapes',
  },
  'GET /cytWarn/rcWarns': {
    operationId: 'getRcWarns',
    success: 'code200msg',
    defined: 'shapes',
  },
  'GET /cytWarn/rcHistoryWarns': {
    operationId: 'getRcHistoryWarns',
    success: 'code200msg',
    defined: 'shapes',
  },
  'GET /cytWarn/jzWarns': {
    operationId: 'getJzWarns',
    success: 'code200msg',
    defined: 'shapes',
  },
  'GET /cytWarn/jzHistoryWarns': {
    operationId: 'getJzHistoryWarns',
    success: 'code200msg',
    defined: 'shapes',
  },
  'GET /cytWarn/getIntempHiveWarnList': {
    operationId: 'getIntempHiveWarnList',
    success: 'code200msg',
    defined: 'shapes',
  },
  'GET /cytWarn/getTempRangeWarnList': {
    operationId: 'getTempRangeWarnList',
    success: 'code200msg',
    defined: 'shapes',
  },
  'GET /dxc/excel_max_temp_info': {
    operationId: 'exportMaxTempInfo',
    success: 'http',
  },
  'GET /dxc/api_get_hives_max_temp_info': {
    operationId: 'getHivesMaxTempInfo',
    success: 'code200msg',
    defined: 'shapes',
  },
  'GET /cytWebHive/weekTempDiffExport': {
    operationId: 'exportWeekTempDiff',
    success: 'http',
  },
  'GET /cytWebHive/exportWeekStatement': {
    operationId: 'getWeekStatement',
    success: 'code200msg',
    defined: 'shapes',
  },
  'GET /dn/out20230508': {
    operationId: 'exportCoolingSituation',
    success: 'http',
  },
  'GET /dn/out20230513': {
    operationId: 'exportDamControlData',
    success: 'http',
  },
  'GET /pqt/excel_chujikou_rucang_jiaozhu_data': {
    operationId: 'exportOutletEntryPouring',
    success: 'http',
  },
  'GET /pqt/chujikou_rucang_jiaozhu_data': {
    operationId: 'getOutletEntryPouringData',
    success: 'code200msg',
    defined: 'shapes',
  },
  'GET /pqt/chujikou_rucang_jiaozhu_summary': {
    operationId: 'getOutletEntryPouringSummary',
    success: 'http',
    defined: 'path',
  },
  'GET /dxc/api_get_report': {
    operationId: 'getReport',
    success: 'code200msg',
    defined: 'path',
  },
  'GET /cytWebHive/hiveList': {
    operationId: 'getHiveList',
    success: 'code200msg',
    defined: 'path',
  },
  'GET /cytWebHive/blockTempCurve': {
    operationId: 'getBlockTempCurve',
    success: 'http',
    defined: 'path',
  },
  'GET /cytWebHive/latestTemperature': {
    operationId: 'getLatestTemperature',
    success: 'http',
    defined: 'path',
  },
  'GET /dn/api_get_map_hives': {
    operationId: 'getMapHives',
    success: 'http',
    defined: 'shapes',
  },
  'GET /dn/gethole': {
    operationId: 'getHoles',
    success: 'http',
    defined: 'shapes',
  },
  'GET /dn/getblock': {
    operationId: 'getBlocks',
    success: 'http',
    defined: 'shapes',
  },
  'GET /dn/getbline': {
    operationId: 'getBlockLines',
    success: 'http',
    defined: 'shapes',
  },
  'GET /dxc/api_get_all_flow': {
    operationId: 'getMapFlow',
    success: 'http',
    defined: 'shapes',
  },
  'GET /dxc/api_get_sum_flow': {
    operationId: 'getMapSumFlow',
    success: 'http',
    defined: 'shapes',
  },
  'GET /dxc/api_get_hive_temp': {
    operationId: 'getMapHiveTemp',
    success: 'http',
    defined: 'shapes',
  },
  'GET /dxc/api_get_map_hives_max_temp': {
    operationId: 'getMapMaxTemp',
    success: 'http',
    defined: 'shapes',
  },
  'GET /dxc/api_get_map_hives_temp_diff_avg': {
    operationId: 'getMapTempDropRate',
    success: 'http',
    defined: 'shapes',
  },
  'GET /dxc/api_get_map_hives_temp_gap': {
    operationId: 'getMapTempGap',
    success: 'http',
    defined: 'shapes',
  },
  'GET /dxc/api_get_hive_cmd': {
    operationId: 'getMapHiveControlMode',
    success: 'http',
    defined: 'shapes',
  },
  'GET /pqt/get2DWarnCount': {
    operationId: 'get2DWarnCount',
    success: 'http',
    defined: 'shapes',
  },
  'GET /aggregate/getAggregates': {
    operationId: 'getAggregates',
    success: 'code200msg',
  },
  'GET /aggregate/searchAggregateByKeyword': {
    operationId: 'searchAggregates',
    success: 'code200msg',
  },
  'GET /aggregate/getAggregateDetailById': {
    operationId: 'getAggregateDetail',
    success: 'code200msg',
    defined: 'shapes',
  },
  'GET /aggregate/getAllAggregateDetailById': {
    operationId: 'getAllAggregateDetail',
    success: 'code200msg',
    defined: 'shapes',
  },
  'POST /aggregate/insertAggregateInfo': {
    operationId: 'insertAggregateInfo',
    success: 'code200',
    body: 'json',
  },
  'GET /aggregate/aggregateType': {
    operationId: 'getAggregateTypes',
    success: 'code200msg',
  },
  'GET /aggregate/getTemperatureGradient': {
    operationId: 'getGradientMeters',
    success: 'code200msg',
  },
  'GET /aggregate/getTemperatureGradientData': {
    operationId: 'getGradientData',
    success: 'http',
    defined: 'shapes',
  },
} as const satisfies Record<string, OperationMeta>;

/** Number of operations in the contract. */
export const operationCount = 133;
