/**
 * damtherm: React components, hooks and the provider. The typed API client is `damtherm/client`, the pure
 * domain rules `damtherm/domain` (neither pulls in React); the styles are `damtherm/styles.css`.
 */
export * from './components/AggregateEntryForm';
export * from './components/AggregateList';
export * from './components/AggregateRecordList';
export * from './components/AutoReversalPanel';
export * from './components/BayCurve';
export * from './components/BayFacts';
export * from './components/BayHandling';
export * from './components/BaySensorTable';
export * from './components/CabinetCard';
export * from './components/CabinetMenu';
export * from './components/Candlestick';
export * from './components/ChangePasswordDialog';
export * from './components/CoolingForecast';
export * from './components/chart';
export * from './components/DamMap';
export * from './components/DamMap3DFrame';
export * from './components/DepartmentTree';
export * from './components/EntryDialog';
export * from './components/ExportProgress';
export * from './components/FeedbackForm';
export * from './components/FileTable';
export * from './components/GradientMeterList';
export * from './components/HivePicker';
export * from './components/HomeGrid';
export * from './components/LanguageSwitch';
export * from './components/LatestReadings';
export * from './components/LoginForm';
export * from './components/LoopControlPanel';
export * from './components/LoopList';
export * from './components/PendingEntries';
export * from './components/PressureMeterList';
export * from './components/ReadingList';
export * from './components/RecordTable';
export * from './components/RegisterForm';
export * from './components/TabBar';
export * from './components/ThermometerList';
export * from './components/TimeSeriesChart';
export * from './components/TimeValueTable';
export * from './components/ui';
export * from './components/WarningList';
export * from './components/WeatherList';
export * from './hooks';
export * from './i18n';
export * from './theme';
