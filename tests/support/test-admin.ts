/** The staff account every test app and test server is started with. */
export const TEST_ADMIN = { username: 'admin', password: 'test-admin-password' };
