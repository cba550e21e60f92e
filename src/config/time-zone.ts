// The one time zone of the app: dates are shown, filtered and exported as Mexico City reads them,
// whatever the zone of the customer's device.
export const TIME_ZONE = 'America/Mexico_City';
