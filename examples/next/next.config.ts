import type { NextConfig } from 'next';

// Nothing damtherm-specific: the package's client modules say 'use client' themselves.
const config: NextConfig = {};

export default config;
