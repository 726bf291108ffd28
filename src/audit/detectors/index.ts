import type { Detector } from "../finding.js";
import { detector as agentRuntimeBypass } from "./agent-runtime-bypass/detector.js";
import { detector as agentRuntimeLaunch } from "./agent-runtime-launch/detector.js";
import { detector as approvalAskSite } from "./approval-ask-site/detector.js";
import { detector as approvalDefaultOff } from "./approval-default-off/detector.js";
import { detector as approvalGate } from "./approval-gate/detector.js";
import { detector as approvalOptIn } from "./approval-opt-in/detector.js";
import { detector as approvalShowsCall } from "./approval-shows-call/detector.js";
import { detector as argumentBounds } from "./argument-bounds/detector.js";
import { detector as artifactInstall } from "./artifact-install/detector.js";
import { detector as auditTrail } from "./audit-trail/detector.js";
import { detector as authorizationLayer } from "./authorization-layer/detector.js";
import { detector as autoApproveMode } from "./auto-approve-mode/detector.js";
import { detector as browserActions } from "./browser-actions/detector.js";
import { detector as browserPageEvaluation } from "./browser-page-evaluation/detector.js";
import { detector as cancellation } from "./cancellation/detector.js";
import { detector as capabilityRuntime } from "./capability-runtime/detector.js";
import { detector as cloudCredentials } from "./cloud-credentials/detector.js";
import { detector as codeToolArgument } from "./code-tool-argument/detector.js";
import { detector as commandAllowlist } from "./command-allowlist/detector.js";
import { detector as composeHostAccess } from "./compose-host-access/detector.js";
import { detector as containerImage } from "./container-image/detector.js";
import { detector as costBudget } from "./cost-budget/detector.js";
import { detector as credentialWriteTool } from "./credential-write-tool/detector.js";
import { detector as dockerfileRootUser } from "./dockerfile-root-user/detector.js";
import { detector as dotenvLoading } from "./dotenv-loading/detector.js";
import { detector as dynamicCodeEvaluation } from "./dynamic-code-evaluation/detector.js";
import { detector as envFileDefaultSecrets } from "./env-file-default-secrets/detector.js";
import { detector as envFileFromCwd } from "./env-file-from-cwd/detector.js";
import { detector as executionTimeout } from "./execution-timeout/detector.js";
import { detector as fileWrite } from "./file-write/detector.js";
import { detector as guardrailDefaultOff } from "./guardrail-default-off/detector.js";
import { detector as iacApply } from "./iac-apply/detector.js";
import { detector as inProcessSandbox } from "./in-process-sandbox/detector.js";
import { detector as injectionDefense } from "./injection-defense/detector.js";
import { detector as installInvitation } from "./install-invitation/detector.js";
import { detector as instructionFiles } from "./instruction-files/detector.js";
import { detector as iterationLimit } from "./iteration-limit/detector.js";
import { detector as k8sRbacBroad } from "./k8s-rbac-broad/detector.js";
import { detector as mcpClientTransport } from "./mcp-client-transport/detector.js";
import { detector as mcpClient } from "./mcp-client/detector.js";
import { detector as mcpServer } from "./mcp-server/detector.js";
import { detector as memoryStore } from "./memory-store/detector.js";
import { detector as memoryWriteTool } from "./memory-write-tool/detector.js";
import { detector as modelClient } from "./model-client/detector.js";
import { detector as modelOutputActions } from "./model-output-actions/detector.js";
import { detector as modelToolCalling } from "./model-tool-calling/detector.js";
import { detector as mutatingTools } from "./mutating-tools/detector.js";
import { detector as noopApproval } from "./noop-approval/detector.js";
import { detector as operationLogging } from "./operation-logging/detector.js";
import { detector as outboundCommunication } from "./outbound-communication/detector.js";
import { detector as outputCap } from "./output-cap/detector.js";
import { detector as packageInstall } from "./package-install/detector.js";
import { detector as pathContainment } from "./path-containment/detector.js";
import { detector as permissionCheck } from "./permission-check/detector.js";
import { detector as persistentBrowserProfile } from "./persistent-browser-profile/detector.js";
import { detector as pluginLoading } from "./plugin-loading/detector.js";
import { detector as privilegeChangeTool } from "./privilege-change-tool/detector.js";
import { detector as rawSqlExecution } from "./raw-sql-execution/detector.js";
import { detector as readOnlyMode } from "./read-only-mode/detector.js";
import { detector as remoteCodeLoad } from "./remote-code-load/detector.js";
import { detector as remoteSandbox } from "./remote-sandbox/detector.js";
import { detector as reviewerSteeringText } from "./reviewer-steering-text/detector.js";
import { detector as runtimeCodeDownload } from "./runtime-code-download/detector.js";
import { detector as sandboxBackend } from "./sandbox-backend/detector.js";
import { detector as sandboxDefaultOff } from "./sandbox-default-off/detector.js";
import { detector as sandboxHardening } from "./sandbox-hardening/detector.js";
import { detector as secretRedaction } from "./secret-redaction/detector.js";
import { detector as secretStore } from "./secret-store/detector.js";
import { detector as shellExecution } from "./shell-execution/detector.js";
import { detector as ssrfGuard } from "./ssrf-guard/detector.js";
import { detector as stepLimitDefaultOff } from "./step-limit-default-off/detector.js";
import { detector as structuredAuditLog } from "./structured-audit-log/detector.js";
import { detector as subAgents } from "./sub-agents/detector.js";
import { detector as subprocessEnvInherited } from "./subprocess-env-inherited/detector.js";
import { detector as telemetry } from "./telemetry/detector.js";
import { detector as tokenPassthrough } from "./token-passthrough/detector.js";
import { detector as toolAnnotations } from "./tool-annotations/detector.js";
import { detector as toolInputGrantsAuthority } from "./tool-input-grants-authority/detector.js";
import { detector as toolInputSkipsApproval } from "./tool-input-skips-approval/detector.js";
import { detector as toolRegistration } from "./tool-registration/detector.js";
import { detector as toolSelection } from "./tool-selection/detector.js";
import { detector as tracingExport } from "./tracing-export/detector.js";
import { detector as trustRemoteCode } from "./trust-remote-code/detector.js";
import { detector as untrustedContentMarking } from "./untrusted-content-marking/detector.js";
import { detector as untrustedIngestion } from "./untrusted-ingestion/detector.js";
import { detector as workspaceConfig } from "./workspace-config/detector.js";
import { detector as workspaceExtensions } from "./workspace-extensions/detector.js";
import { detector as workspacePermissionRules } from "./workspace-permission-rules/detector.js";
import { detector as workspaceTrustGate } from "./workspace-trust-gate/detector.js";

/** Every detector, sorted by id; one line registers one detector. */
export const DETECTORS: readonly Detector[] = [
  agentRuntimeBypass,
  agentRuntimeLaunch,
  approvalAskSite,
  approvalDefaultOff,
  approvalGate,
  approvalOptIn,
  approvalShowsCall,
  argumentBounds,
  artifactInstall,
  auditTrail,
  authorizationLayer,
  autoApproveMode,
  browserActions,
  browserPageEvaluation,
  cancellation,
  capabilityRuntime,
  cloudCredentials,
  codeToolArgument,
  commandAllowlist,
  composeHostAccess,
  containerImage,
  costBudget,
  credentialWriteTool,
  dockerfileRootUser,
  dotenvLoading,
  dynamicCodeEvaluation,
  envFileDefaultSecrets,
  envFileFromCwd,
  executionTimeout,
  fileWrite,
  guardrailDefaultOff,
  iacApply,
  inProcessSandbox,
  injectionDefense,
  installInvitation,
  instructionFiles,
  iterationLimit,
  k8sRbacBroad,
  mcpClient,
  mcpClientTransport,
  mcpServer,
  memoryStore,
  memoryWriteTool,
  modelClient,
  modelOutputActions,
  modelToolCalling,
  mutatingTools,
  noopApproval,
  operationLogging,
  outboundCommunication,
  outputCap,
  packageInstall,
  pathContainment,
  permissionCheck,
  persistentBrowserProfile,
  pluginLoading,
  privilegeChangeTool,
  rawSqlExecution,
  readOnlyMode,
  remoteCodeLoad,
  remoteSandbox,
  reviewerSteeringText,
  runtimeCodeDownload,
  sandboxBackend,
  sandboxDefaultOff,
  sandboxHardening,
  secretRedaction,
  secretStore,
  shellExecution,
  ssrfGuard,
  stepLimitDefaultOff,
  structuredAuditLog,
  subAgents,
  subprocessEnvInherited,
  telemetry,
  tokenPassthrough,
  toolAnnotations,
  toolInputGrantsAuthority,
  toolInputSkipsApproval,
  toolRegistration,
  toolSelection,
  tracingExport,
  trustRemoteCode,
  untrustedContentMarking,
  untrustedIngestion,
  workspaceConfig,
  workspaceExtensions,
  workspacePermissionRules,
  workspaceTrustGate,
];
