import { isMap, isScalar, parseDocument } from "yaml";

/** Matches a Docker Compose file by its usual names. */
export const COMPOSE = /(^|\/)(docker-)?compose[^/]*\.ya?ml$/i;

// Images of the services a project runs beside itself (databases, queues, tracing and metrics, proxies, object
// stores, workflow engines), by the image's own name: `jaegertracing/all-in-one:1.54` is `all-in-one`.
const INFRASTRUCTURE_IMAGE =
  /^(jaeger|all-in-one|postgres|pgvector|postgis|mysql|mysql-server|mariadb|mongo|mongodb|redis|redis-stack|valkey|memcached|elasticsearch|opensearch|kibana|grafana|loki|promtail|prometheus|tempo|opentelemetry-collector(-contrib)?|otel-collector|clickhouse-server|zookeeper|kafka|cp-kafka|rabbitmq|nats|minio|nginx|caddy|traefik|squid|temporal|auto-setup|qdrant|chroma|weaviate|milvus|neo4j|etcd|localstack|mailhog|mailpit|keycloak|vault|consul|azurite|langfuse|phoenix|searxng|busybox|alpine)$/;

/** The image's own name: no registry, owner or tag. */
function imageName(image: string): string {
  return image.replace(/[:@].*$/, "").split("/").pop() ?? image;
}

/**
 * Whether a compose file only runs third-party infrastructure (a tracing backend, a database) with no service built
 * from the repository or run from another image: the project's development aid, not a deployment of its agent.
 */
export function onlyRunsInfrastructure(text: string): boolean {
  let services: unknown;
  try {
    services = parseDocument(text, { uniqueKeys: false }).get("services", true);
  } catch {
    return false;
  }
  if (!isMap(services) || services.items.length === 0) return false;
  return services.items.every((pair) => {
    const svc = pair.value;
    if (!isMap(svc) || svc.has("build")) return false;
    const image = svc.get("image", true);
    return isScalar(image) && INFRASTRUCTURE_IMAGE.test(imageName(String(image.value)));
  });
}
