import { CabinetCard, DamProvider } from 'damtherm';
import { cabinetState } from 'damtherm/domain';
import { BayChart } from './BayChart';
import { bayReadings, cabinets, NOW } from './cabinets';

/**
 * A server component: it reads the site's data, counts the cabinets online with a domain function, and renders
 * damtherm's components (client components of the package) and the page's own client island with it.
 */
export default function Page() {
  const online = cabinets.filter((c) => cabinetState(c.heartbeatAt, NOW) === 'online').length;
  return (
    <DamProvider language="en" timeZone="Asia/Shanghai">
      <main className="page">
        <h1>
          Left bank works: {online} of {cabinets.length} cabinets online
        </h1>
        <BayChart location="Left bank block 12, bay 1" readings={bayReadings()} />
        <ul className="cabinets">
          {cabinets.map((cabinet) => (
            <li key={cabinet.id}>
              <CabinetCard cabinet={cabinet} now={NOW} headingLevel={2} />
            </li>
          ))}
        </ul>
      </main>
    </DamProvider>
  );
}
