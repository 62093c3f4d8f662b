/**
 * A throwaway self-signed certificate for the TLS tests only (SAN: DNS www.example.test, IP 127.0.0.2; valid to 2126).
 * Generated with: openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 36500
 *   -subj "/CN=www.example.test" -addext "subjectAltName=DNS:www.example.test,IP:127.0.0.2"
 *   -addext "basicConstraints=critical,CA:TRUE"
 * The key protects nothing: it exists so tests can serve HTTPS on loopback.
 */
export const TEST_CERT = `-----BEGIN CERTIFICATE-----
MIIBsDCCAVagAwIBAgIUD+gj5fBPQzcLQ8Q+Iz3Nqm22d/cwCgYIKoZIzj0EAwIw
GzEZMBcGA1UEAwwQd3d3LmV4YW1wbGUudGVzdDAgFw0yNjExMjIyMjAyMDlaGA8y
MTI2MTAyOTIyMDIwOVowGzEZMBcGA1UEAwwQd3d3LmV4YW1wbGUudGVzdDBZMBMG
ByqGSM49AgEGCCqGSM49AwEHA0IABFbWPMqwq/OUb4XXgl2zGIkxbVc+snoHf2zI
WmJTEpcMXFVMMEKjmbbDkcj2XxDdXavLCn3gIX44H9F7Y0Dfkk+jdjB0MB0GA1Ud
DgQWBBQc6kvLj/S9qjH/XKo2jb2Rw8cq/TAfBgNVHSMEGDAWgBQc6kvLj/S9qjH/
XKo2jb2Rw8cq/TAhBgNVHREEGjAYghB3d3cuZXhhbXBsZS50ZXN0hwR/AAACMA8G
A1UdEwEB/wQFMAMBAf8wCgYIKoZIzj0EAwIDSAAwRQIgNnl4L8Z+EjAuiGryYo5u
xrPDc7wvpGfwaM9YF94vRKMCIQD58PrPADh0V20MBjFQNETQ0ytQHSOEAKDXICai
Lu5YCQ==
-----END CERTIFICATE-----
`;

export const TEST_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgno4APZqiemtGuBKh
/xuNA/VkL84lfQY2LLfwOt2ymCShRANCAARW1jzKsKvzlG+F14JdsxiJMW1XPrJ6
B39syFpiUxKXDFxVTDBCo5m2w5HI9l8Q3V2rywp94CF+OB/Re2NA35JP
-----END PRIVATE KEY-----
`;
