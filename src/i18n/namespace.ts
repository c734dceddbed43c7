/** The namespace of damtherm's messages in an i18next instance. */
export const DAM_NAMESPACE = 'damtherm';
