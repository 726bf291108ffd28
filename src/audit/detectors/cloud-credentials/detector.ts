import { searchDetector } from "../search-detector.js";

// Why: a regular expression that recognises a token (`"GITHUB_TOKEN": re.compile(r"gh[pousr]_…")`, a secret scanner's
// rule) looks for credentials in text; it holds none.
const TOKEN_PATTERN = /\bre\.compile\(|new RegExp\(|regexp\.MustCompile\(|Regex::new\(|Pattern\.compile\(/;

/** Does the agent use ambient cloud, cluster or forge credentials? */
export const detector = searchDetector({
  id: "cloud-credentials",
  question: "Does the agent use ambient cloud, cluster or forge credentials?",
  inventory: "credential",
  keep: (hit) => !TOKEN_PATTERN.test(hit.text),
  dropNote: "the hits are comments or a scanner's pattern that recognises a token",
  // Why the JVM and .NET chains too: the AWS SDKs' default providers, Google's application-default credentials and the
  // Kubernetes clients' kubeconfig loaders are the same ambient credentials under other names.
  // Why whole names: "STRIKETHROUGH_TOKEN" ends in GH_TOKEN and "[REDACTED_GITHUB_TOKEN]" is a redactor's placeholder.
  pattern: String.raw`DefaultAzureCredential|boto3(\.|["']\)\.)(Session|client|resource)\(|google\.auth\.default|load_kube_config|load_incluster_config|rest\.InClusterConfig|clientcmd\.|\b(KUBECONFIG|GITHUB_TOKEN|GH_TOKEN|AWS_ACCESS_KEY_ID|aws_access_key_id)\b|config\.LoadDefaultConfig|DefaultCredentialsProvider|DefaultAWSCredentialsProviderChain|GoogleCredentials\.getApplicationDefault|FallbackCredentialsFactory|KubernetesClientBuilder|\bConfig\.defaultClient\(`,
});
