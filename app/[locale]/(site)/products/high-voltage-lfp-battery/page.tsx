import { staticPage } from '@/components/pages/static-page';
import { BatteryBoxBody } from '@/components/products/flagship/battery-box-body';

const page = staticPage('batteryBox', BatteryBoxBody);

export const generateMetadata = page.generateMetadata;
export default page.Page;
