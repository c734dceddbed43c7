import 'damtherm/styles.css';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import './page.css';

export const metadata: Metadata = { title: 'Left bank works · temperature control' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
