/* The thermometer list looks like the loop list on purpose; it shares its styles. */
export * from '../LoopList/LoopList.css';
