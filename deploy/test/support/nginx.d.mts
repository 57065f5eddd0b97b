// Types of nginx.mjs for the TypeScript that reads it (the operating-day bench).
import type { ChildProcess } from 'node:child_process';

/** One line of an Alfie nginx access log (log_format alfie_json of deploy/nginx/http.conf). */
export interface AccessLogLine {
  time: string;
  remote: string;
  method: string;
  uri: string;
  status: number;
  bytes: number;
  duration: number;
  upstream: string;
  request_id: string;
  user_agent: string;
}

export interface RunningNginx {
  dir: string;
  proc: { name: string; child: ChildProcess; output(n?: number): string };
  url: string;
  accessLog(site: string): AccessLogLine[];
  errors(): string;
  stop(): Promise<void>;
}

export declare const NGINX_BIN: string;
export declare function nginxAvailable(): boolean;
export declare function startApiProxy(o: { port: number; apiPorts: number[] }): Promise<RunningNginx>;
