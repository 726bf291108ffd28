import { onlyInProse, searchDetector } from "../search-detector.js";

// Why: a regular expression that recognises a token (`"GITHUB_TOKEN": re.compile(r"gh[pousr]_…")`, a secret scanner's
// rule) looks for credentials in text; it holds none.
const TOKEN_PATTERN = /\bre\.compile\(|new RegExp\(|regexp\.MustCompile\(|Regex::new\(|Pattern\.compile\(/;
// Why: a credential's name inside a message ("… require both AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY") tells the
// user what to set; the code that reads it is elsewhere.
const CREDENTIAL_NAMES = String.raw`\b(KUBECONFIG|GITHUB_TOKEN|GH_TOKEN|AWS_ACCESS_KEY_ID|aws_access_key_id)\b`;
const CREDENTIAL_NAME = new RegExp(CREDENTIAL_NAMES);

/** Does the agent use ambient cloud, cluster or forge credentials? */
export const detector = searchDetector({
  id: "cloud-credentials",
  question: "Does the agent use ambient cloud, cluster or forge credentials?",
  inventory: "credential",
  keep: (hit) => !TOKEN_PATTERN.test(hit.text) && !onlyInProse(hit.text, CREDENTIAL_NAME),
  dropNote: "the hits are comments, a scanner's pattern that recognises a token, or messages naming a credential",
  // Why the JVM and .NET chains too: the AWS SDKs' default providers, Google's application-default credentials and the
  // Kubernetes clients' kubeconfig loaders are the same ambient credentials under other names.
  // Why whole names: "STRIKETHROUGH_TOKEN" ends in GH_TOKEN and "[REDACTED_GITHUB_TOKEN]" is a redactor's placeholder.
  pattern: String.raw`DefaultAzureCredential|boto3(\.|["']\)\.)(Session|client|resource)\(|google\.auth\.default|load_kube_config|load_incluster_config|rest\.InClusterConfig|clientcmd\.|${CREDENTIAL_NAMES}|config\.LoadDefaultConfig|DefaultCredentialsProvider|DefaultAWSCredentialsProviderChain|GoogleCredentials\.getApplicationDefault|FallbackCredentialsFactory|KubernetesClientBuilder|\bConfig\.defaultClient\(`,
});
