import { Policy } from './policy';

// The date each text was last revised (shown as "last updated"); change it with the text.
export async function CookiesPolicyBody() {
  return <Policy page="cookiesPolicy" updated="2025-09-01" />;
}

export async function PrivacyPolicyBody() {
  return <Policy page="privacyPolicy" updated="2025-09-01" />;
}

export async function ServiceAgreementBody() {
  return <Policy page="serviceAgreement" updated="2025-06-16" />;
}

export async function VulnerabilityPolicyBody() {
  return <Policy page="vulnerabilityPolicy" updated="2025-06-16" />;
}
