/** Types of the parser the metrics tests read /metrics with (the package ships none). */
declare module 'parse-prometheus-text-format' {
  /** One sample: a counter or gauge value, or a histogram's buckets, count and sum. */
  export interface PrometheusSample {
    labels?: Record<string, string>;
    value?: string;
    buckets?: Record<string, string>;
    count?: string;
    sum?: string;
  }
  /** One metric family. */
  export interface PrometheusFamily {
    name: string;
    help: string;
    type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
    metrics: PrometheusSample[];
  }
  /** Parses the Prometheus text exposition format; throws on malformed input. */
  export default function parsePrometheusTextFormat(text: string): PrometheusFamily[];
}
