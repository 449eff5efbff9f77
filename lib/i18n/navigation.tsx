import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

// Every localized link goes through these (STYLE.md habit 7).
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
