/**
 * When to use each documented component, when not to, and what it goes with: shown on its docs page under
 * what it is (its own TSDoc, the one description of it). Keyed by the component's exported name; `docs` is the
 * id of the stories file that documents it (its meta `id`). A unit test keeps this in step with the exports.
 */
export interface ComponentUsage {
  /** The id of the docs page (the stories meta `id`). */
  docs: string;
  /** When a screen should use it. */
  use: string;
  /** When not to, and what to use then. */
  avoid: string;
  /** Components that go with it or stand in for it, by exported name (each has its own entry). */
  related: readonly string[];
}

export const componentUsage: Readonly<Record<string, ComponentUsage>> = {
  // Accounts
  ChangePasswordDialog: {
    docs: 'accounts-changepassworddialog',
    use: 'From home or settings, for a signed-in user who changes their own password.',
    avoid: 'On the login screen, where the change-password form toggles with the login form (LoginForm).',
    related: ['LoginForm', 'PasswordField', 'Dialog'],
  },
  DepartmentTree: {
    docs: 'accounts-departmenttree',
    use: 'To choose one department of the site organisation, as registration does.',
    avoid:
      'For several departments at once, or a flat short list (a SegmentedControl or a select fits better).',
    related: ['RegisterForm'],
  },
  FeedbackForm: {
    docs: 'accounts-feedbackform',
    use: 'The feedback screen: one free text sent to the maintainers.',
    avoid: 'For a record about a bay (HandlingRecordForm) or a reading (EntryDialog).',
    related: ['SendForm', 'TextField'],
  },
  LoginForm: {
    docs: 'accounts-loginform',
    use: 'The sign-in screen: user name and password, or the visitor login.',
    avoid: 'Inside the app once signed in: change a password with ChangePasswordDialog.',
    related: ['RegisterForm', 'ChangePasswordDialog', 'PasswordField'],
  },
  RegisterForm: {
    docs: 'accounts-registerform',
    use: 'The registration screen of a new site user, who then waits for an administrator.',
    avoid: 'To edit an existing account.',
    related: ['LoginForm', 'DepartmentTree', 'PasswordField'],
  },
  // Bays
  BayCurve: {
    docs: 'charts-baycurve',
    use: "A bay's chart page: its average concrete temperature over time, with the water, flow, air and trend curves on demand.",
    avoid:
      'For one loop or thermometer (Candlestick), for other instruments (TimeSeriesChart), or for a chart of your own (the parts of damtherm/charts).',
    related: ['Candlestick', 'TimeSeriesChart', 'BayFacts', 'CoolingForecast'],
  },
  BayFacts: {
    docs: 'bays-bayfacts',
    use: "The head of a bay's page: its number, elevation, age, temperatures, stage and pour dates at a glance.",
    avoid: "For the bay's sensors (BaySensorTable) or its curves (BayCurve).",
    related: ['BaySensorTable', 'BayCurve', 'CoolingForecast'],
  },
  BayHandlingList: {
    docs: 'bays-bayhandling',
    use: 'The list of bays that need handling, each with its open warnings and last handling.',
    avoid: 'For the warnings themselves (WarningList).',
    related: ['WarningList', 'BayFacts'],
  },
  BayPicker: {
    docs: 'entries-baypicker',
    use: 'To choose a dam block and a bin (bay) in a form, as the bin entry does.',
    avoid: 'To pick a bay on the elevation view (DamMap), or several blocks (BlockPicker).',
    related: ['EntryDialog', 'BlockPicker', 'DamMap'],
  },
  BaySensorTable: {
    docs: 'bays-baysensortable',
    use: "A bay's thermometers and cooling loops, each row leading to its cabinet detail.",
    avoid: 'For all the loops or thermometers of a cabinet (LoopList, ThermometerList).',
    related: ['BayFacts', 'LoopList', 'ThermometerList'],
  },
  BlockAgeChart: {
    docs: 'charts-blockagechart',
    use: 'To compare dam blocks by concrete age: a line per block, day 0 at pouring.',
    avoid: 'For temperatures over calendar time (TimeSeriesChart, BayCurve).',
    related: ['BlockPicker', 'TimeSeriesChart'],
  },
  BlockPicker: {
    docs: 'charts-blockpicker',
    use: 'To choose the dam blocks a comparison shows.',
    avoid: 'To choose one block and bin (BayPicker).',
    related: ['BlockAgeChart', 'CheckboxTileGroup'],
  },
  CoolingForecast: {
    docs: 'bays-coolingforecast',
    use: 'On a bay page: when the bay is expected to reach its target temperature, and why not when it will not.',
    avoid: 'As a chart: the trend itself is a curve of BayCurve.',
    related: ['BayCurve', 'BayFacts'],
  },
  FileTable: {
    docs: 'bays-filetable',
    use: "A bay's files: list, download, upload with progress, delete after a confirmation.",
    avoid: 'For exports of data (ExportProgress).',
    related: ['ExportProgress', 'Dialog'],
  },
  // Cabinets and loops
  AutoReversalPanel: {
    docs: 'control-autoreversalpanel',
    use: "A loop's automatic valve reversal: its pressures, the mode and interval, and the log.",
    avoid:
      "To set the loop's flow or opening (LoopControlPanel); in a list of loops, say the setting with ReversalSummary.",
    related: ['ReversalSummary', 'LoopControlPanel'],
  },
  ReversalSummary: {
    docs: 'cabinets-reversalsummary',
    use: "A loop's reversal setting in a few words, inside a row or a card.",
    avoid: 'To change the setting (AutoReversalPanel).',
    related: ['AutoReversalPanel', 'LoopList'],
  },
  CabinetCard: {
    docs: 'cabinets-cabinetcard',
    use: 'One smart cabinet in the cabinet list: online state, last updates and sensor counts.',
    avoid: 'Inside a cabinet: its menu is CabinetMenu.',
    related: ['CabinetMenu', 'LoopList', 'ThermometerList'],
  },
  CabinetMenu: {
    docs: 'cabinets-cabinetmenu',
    use: "A cabinet's own page: its loops, thermometers and settings, and restart for a user allowed to.",
    avoid: 'In the list of cabinets (CabinetCard).',
    related: ['CabinetCard', 'LoopList', 'ThermometerList', 'AutoReversalPanel'],
  },
  LoopControlPanel: {
    docs: 'control-loopcontrolpanel',
    use: "To send a command to one loop, or to several (loop 0), with its confirmation and the command's progress.",
    avoid:
      'To read a loop without changing it (LoopList, Candlestick); for valve reversal (AutoReversalPanel).',
    related: ['AutoReversalPanel', 'LoopList', 'CheckboxTileGroup', 'SendForm'],
  },
  LoopList: {
    docs: 'cabinets-looplist',
    use: "A cabinet's flow loops with their latest readings, stale rows flagged, each opening its detail.",
    avoid: "For a bay's loops (BaySensorTable) or thermometers (ThermometerList).",
    related: ['LoopNumberDialog', 'ThermometerList', 'LoopControlPanel', 'Candlestick'],
  },
  LoopNumberDialog: {
    docs: 'cabinets-loopnumberdialog',
    use: 'Above a list of loops or thermometers: open one by typing its number.',
    avoid: 'To choose several loops (CheckboxTileGroup in LoopControlPanel).',
    related: ['LoopList', 'ThermometerList', 'Dialog'],
  },
  RecordTable: {
    docs: 'cabinets-recordtable',
    use: 'The newest records of a loop or a thermometer, under its chart.',
    avoid: "For readings entered by hand (ReadingList) or an instrument's values (TimeValueTable).",
    related: ['Candlestick', 'TimeValueTable'],
  },
  ThermometerList: {
    docs: 'cabinets-thermometerlist',
    use: "A cabinet's thermometers with their temperature and last report, silent ones flagged.",
    avoid: "For a bay's thermometers (BaySensorTable) or the loops (LoopList).",
    related: ['LoopList', 'LoopNumberDialog', 'Candlestick'],
  },
  // Charts
  Candlestick: {
    docs: 'charts-candlestick',
    use: 'The detail chart of one loop or thermometer: half-hour candles with moving averages, over chosen days.',
    avoid: "For a bay's curves (BayCurve) or several instruments' lines (TimeSeriesChart).",
    related: ['DateRangeField', 'BayCurve', 'TimeSeriesChart', 'RecordTable'],
  },
  DateRangeField: {
    docs: 'charts-daterangefield',
    use: 'To choose whole days from and to, in the site zone, as the candlestick does.',
    avoid: 'For a moment to the minute (DateTimeField).',
    related: ['Candlestick', 'DateTimeField'],
  },
  TimeSeriesChart: {
    docs: 'charts-timeserieschart',
    use: 'Any few lines over time on one or two axes: gradient meters, pressures, radiation, aggregates.',
    avoid:
      "For a bay (BayCurve) or one loop's candles (Candlestick); for a custom chart compose damtherm/charts.",
    related: ['BayCurve', 'Candlestick', 'TimeValueTable', 'ReportChart', 'Chart'],
  },
  TimeValueTable: {
    docs: 'instruments-timevaluetable',
    use: "The readings of one quantity as a table, newest first: the chart's accessible companion.",
    avoid: 'For a loop or thermometer (RecordTable).',
    related: ['TimeSeriesChart', 'RecordTable', 'LatestReadings'],
  },
  Chart: {
    docs: 'charts-composed-damtherm-charts',
    use: "A portal's own chart in damtherm's look: the frame, axes, lines, candles, keys and legend as parts.",
    avoid:
      'When a ready chart fits: BayCurve, Candlestick and TimeSeriesChart are compositions of these parts.',
    related: ['TimeSeriesChart', 'BayCurve', 'Candlestick'],
  },
  // Aggregates and entries
  AggregateEntryForm: {
    docs: 'aggregates-aggregateentryform',
    use: 'To enter an aggregate temperature by hand.',
    avoid: 'For outlet, bin-entry or pouring temperatures (EntryDialog).',
    related: ['AggregateList', 'AggregateRecordList', 'EntryDialog'],
  },
  AggregateList: {
    docs: 'aggregates-aggregatelist',
    use: 'The aggregates with their latest temperature per cooling stage.',
    avoid: "For one aggregate's records (AggregateRecordList).",
    related: ['AggregateRecordList', 'AggregateEntryForm'],
  },
  AggregateRecordList: {
    docs: 'aggregates-aggregaterecordlist',
    use: "One aggregate's temperature records, twenty at a time.",
    avoid: 'For all aggregates at once (AggregateList).',
    related: ['AggregateList', 'AggregateEntryForm'],
  },
  EntryDialog: {
    docs: 'entries-entrydialog',
    use: 'To enter an outlet, bin-entry or pouring temperature by hand.',
    avoid: 'For aggregate temperatures (AggregateEntryForm).',
    related: ['ReadingList', 'PendingEntries', 'BayPicker', 'DateTimeField'],
  },
  LatestReadings: {
    docs: 'instruments-latestreadings',
    use: 'The newest value of each of a few measuring points, above their curves.',
    avoid: 'For the history of a value (TimeValueTable).',
    related: ['TimeValueTable', 'GradientMeterList', 'PressureMeterList'],
  },
  PendingEntries: {
    docs: 'entries-pendingentries',
    use: 'Above a list of readings: the entries kept offline or refused, to send again or discard.',
    avoid: 'For entries already stored (ReadingList).',
    related: ['EntryDialog', 'ReadingList'],
  },
  ReadingList: {
    docs: 'entries-readinglist',
    use: 'The readings of an outlet, bin-entry or pouring screen, searchable by bin.',
    avoid: "For a loop's or thermometer's records (RecordTable).",
    related: ['EntryDialog', 'PendingEntries'],
  },
  // Instruments
  GradientComparisonChart: {
    docs: 'charts-gradientcomparisonchart',
    use: 'Two thermometers of a gradient meter and the gradient between their depths.',
    avoid: "For all of a meter's thermometers at once (TimeSeriesChart).",
    related: ['ThermometerPicker', 'GradientMeterList', 'TimeSeriesChart'],
  },
  ThermometerPicker: {
    docs: 'charts-thermometerpicker',
    use: 'To choose the one or two thermometers a gradient comparison shows.',
    avoid: 'To open a thermometer (ThermometerList, LoopNumberDialog).',
    related: ['GradientComparisonChart'],
  },
  GradientMeterList: {
    docs: 'instruments-gradientmeterlist',
    use: 'The temperature-gradient meters and their thermometers, each leading to its curves.',
    avoid: 'For pressure meters (PressureMeterList).',
    related: ['GradientComparisonChart', 'LatestReadings', 'PressureMeterList'],
  },
  PressureMeterList: {
    docs: 'instruments-pressuremeterlist',
    use: 'The pressure meters with their inlet and outlet pressure.',
    avoid: 'For gradient meters (GradientMeterList).',
    related: ['GradientMeterList', 'TimeValueTable', 'TimeSeriesChart'],
  },
  WeatherList: {
    docs: 'weather-weatherlist',
    use: 'The ambient-temperature stations with their air temperature and last report.',
    avoid: "For a bay's air temperature curve (BayCurve).",
    related: ['TimeSeriesChart', 'TimeValueTable'],
  },
  // Map
  DamMap: {
    docs: 'map-dammap',
    use: "The temperature-control map: the dam's elevation view, every bay coloured or labelled by the overlay chosen.",
    avoid: 'For the 3D view (DamMap3DFrame), or to choose a bay in a form (BayPicker).',
    related: ['MapLegend', 'DamMap3DFrame', 'BayPicker'],
  },
  MapLegend: {
    docs: 'map-maplegend',
    use: "What the map's colours mean, and which overlays still load: drawn by DamMap, or elsewhere from its renderLegend props.",
    avoid: "Apart from a map: a chart's key is part of the chart.",
    related: ['DamMap'],
  },
  DamMap3DFrame: {
    docs: 'map-dammap3dframe',
    use: "The 3D map page inside a screen, opening a bay's page when one is tapped.",
    avoid: 'For the 2D elevation view (DamMap).',
    related: ['DamMap'],
  },
  // Reports and exports
  ExportProgress: {
    docs: 'export-exportprogress',
    use: 'The progress of a batch export of bays, its summary and a retry of the failed ones.',
    avoid: 'For an upload (FileTable shows its own progress).',
    related: ['FileTable', 'ReportTable'],
  },
  ReportChart: {
    docs: 'reports-reportchart',
    use: 'A report whose data is a series, as a chart.',
    avoid: 'For a report of rows (ReportTable).',
    related: ['ReportTable', 'ReportTypePicker', 'TimeSeriesChart'],
  },
  ReportTable: {
    docs: 'reports-reporttable',
    use: 'A report as a table, a page of rows at a time.',
    avoid: 'For a series over time (ReportChart).',
    related: ['ReportChart', 'ReportTypePicker', 'Pager'],
  },
  ReportTypePicker: {
    docs: 'reports-reporttypepicker',
    use: 'To choose which report to load, each option saying what its rows hold.',
    avoid: 'For a few equal choices on a phone form (SegmentedControl).',
    related: ['ReportTable', 'ReportChart'],
  },
  // Warnings
  WarningList: {
    docs: 'warnings-warninglist',
    use: 'The warnings of one list, one card each, loading more until the total.',
    avoid: 'For bays to handle (BayHandlingList), or a count on a tab (CountBadge).',
    related: ['BayHandlingList', 'CountBadge', 'TabBar'],
  },
  // Shell
  DamProvider: {
    docs: 'shell-damprovider',
    use: 'Once, around every damtherm part of a page: language, theme, site time zone and the API client.',
    avoid:
      'Nested for each component: one provider per page, or per part that needs another language or theme.',
    related: ['LanguageSwitch', 'SiteTime'],
  },
  HomeGrid: {
    docs: 'home-homegrid',
    use: 'The home screen: the shortcuts and tiles of the app, with their counts.',
    avoid: 'For the bottom navigation (TabBar).',
    related: ['TabBar', 'CountBadge'],
  },
  LanguageSwitch: {
    docs: 'shell-languageswitch',
    use: 'In a page header, to switch between 中文 and English.',
    avoid: 'Where the portal already has its own language menu: pass its language to DamProvider.',
    related: ['DamProvider', 'PageHeader'],
  },
  TabBar: {
    docs: 'shell-tabbar',
    use: 'The bottom navigation of the phone app.',
    avoid: 'To switch views inside a screen (Tabs).',
    related: ['Tabs', 'HomeGrid', 'CountBadge'],
  },
  // The kit
  Alert: {
    docs: 'ui-alert',
    use: 'An inline notice in a form or page that stays until the situation changes.',
    avoid:
      "For a form's answer (FormMessage), a passing confirmation (ToastRegion) or loading, empty and error states (StatusMessage).",
    related: ['FormMessage', 'StatusMessage', 'ToastRegion'],
  },
  Button: {
    docs: 'ui-button',
    use: 'An action: send, confirm, open a dialog.',
    avoid: 'To navigate (LinkButton, on this page, or CardLink).',
    related: ['CardLink', 'SendForm', 'DialogActions'],
  },
  Card: {
    docs: 'ui-card',
    use: 'A titled block of a panel: a status, a form, a history.',
    avoid: 'For a card that opens something (CardLink inside it).',
    related: ['CardLink', 'EntryList'],
  },
  CardLink: {
    docs: 'ui-cardlink',
    use: 'The title of a card whose whole surface opens something.',
    avoid: 'For an action (Button).',
    related: ['Card', 'Button'],
  },
  CheckboxTileGroup: {
    docs: 'ui-checkboxtiles',
    use: 'Many on/off choices as touch-sized tiles, such as the loops a command reaches.',
    avoid: 'For one choice among a few (SegmentedControl).',
    related: ['SegmentedControl', 'LoopControlPanel', 'BlockPicker'],
  },
  CountBadge: {
    docs: 'ui-countbadge',
    use: 'A count on the corner of an icon, such as unread warnings.',
    avoid: 'Alone: pair it with CountBadgeLabel so screen readers hear the count.',
    related: ['TabBar', 'HomeGrid'],
  },
  DateTimeField: {
    docs: 'ui-datetimefield',
    use: 'A moment to the minute in the site zone, typed or picked.',
    avoid: 'For a range of whole days (DateRangeField).',
    related: ['DateRangeField', 'EntryDialog', 'SiteTime'],
  },
  Dialog: {
    docs: 'ui-dialog',
    use: 'A task that needs the whole attention: a form or a confirmation, as a sheet on a phone.',
    avoid: 'For a message that needs no answer (ToastRegion, Alert).',
    related: ['DialogActions', 'Button', 'ToastRegion'],
  },
  DialogActions: {
    docs: 'ui-dialogactions',
    use: 'The buttons at the foot of a dialog or a confirmation, the safe one first.',
    avoid: 'For the one send button of a form (SendForm).',
    related: ['Dialog', 'Button'],
  },
  EntryList: {
    docs: 'ui-entrylist',
    use: 'A log of commands or reversals, one entry under another.',
    avoid: 'For paged, loaded lists (CardList, via the list components).',
    related: ['Card', 'DialogActions'],
  },
  FormMessage: {
    docs: 'ui-formmessage',
    use: "A form's answer under its submit button, announced when it comes.",
    avoid: 'For a lasting notice (Alert).',
    related: ['SendForm', 'Alert'],
  },
  Icon: {
    docs: 'ui-icon',
    use: "The kit's icons, sized and coloured with the text.",
    avoid: 'Alone as a button: give the button a label.',
    related: ['Button', 'TabBar'],
  },
  PageHeader: {
    docs: 'ui-pageheader',
    use: 'The top bar of a screen: back, title and actions.',
    avoid: 'For section titles inside a page (Card).',
    related: ['TabBar', 'LanguageSwitch'],
  },
  Pager: {
    docs: 'ui-pager',
    use: 'Page links of a paged list or table.',
    avoid: 'For lists that load more as they scroll (the list components do).',
    related: ['ReportTable', 'WarningList'],
  },
  PasswordField: {
    docs: 'ui-passwordfield',
    use: 'A password, with a button that shows it.',
    avoid: 'For other text (TextField).',
    related: ['TextField', 'LoginForm', 'ChangePasswordDialog'],
  },
  SearchField: {
    docs: 'ui-searchfield',
    use: 'To filter a list by name or number.',
    avoid: 'For a value a form sends (TextField).',
    related: ['TextField', 'LoopList', 'ReadingList'],
  },
  SegmentedControl: {
    docs: 'ui-segmentedcontrol',
    use: 'One choice among two to five, such as a mode on a phone form.',
    avoid: 'For many choices (ReportTypePicker-like selects) or several at once (CheckboxTileGroup).',
    related: ['CheckboxTileGroup', 'Tabs'],
  },
  SendForm: {
    docs: 'ui-sendform',
    use: 'A form that sends one write, with its answer and one send button that cannot send twice.',
    avoid: 'For a search or a filter (SearchField).',
    related: ['FormMessage', 'Button', 'TextField'],
  },
  SiteTime: {
    docs: 'ui-sitetime',
    use: 'A date and time in the site zone, whatever the phone.',
    avoid: 'To enter a time (DateTimeField).',
    related: ['DateTimeField', 'DamProvider'],
  },
  StatusMessage: {
    docs: 'ui-statusmessage',
    use: 'What stands in for a list, chart or panel while it loads, when it is empty, or when it failed.',
    avoid: "For a form's answer (FormMessage) or a notice (Alert).",
    related: ['Alert', 'FormMessage'],
  },
  Tabs: {
    docs: 'ui-tabs',
    use: 'To switch between views of one screen.',
    avoid: 'To navigate between screens (TabBar).',
    related: ['TabBar', 'SegmentedControl'],
  },
  TextField: {
    docs: 'ui-textfield',
    use: 'A labelled text or text-area field with help and one error message.',
    avoid: 'For numbers with a unit (UnitField), passwords (PasswordField) or searches (SearchField).',
    related: ['UnitField', 'PasswordField', 'SearchField'],
  },
  ToastRegion: {
    docs: 'ui-toast',
    use: 'Passing confirmations and errors that need no answer.',
    avoid: 'For what the user must read before going on (Dialog, Alert).',
    related: ['Alert', 'Dialog'],
  },
  UnitField: {
    docs: 'ui-unitfield',
    use: 'A number typed with its unit after it: temperatures, openings, intervals.',
    avoid: 'For free text (TextField).',
    related: ['TextField', 'AggregateEntryForm'],
  },
};
