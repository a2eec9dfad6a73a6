import { defineProjectConfig } from '@node-downloads/test-config';

export default defineProjectConfig({});
