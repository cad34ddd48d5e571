// libwebsockets for `livechart view --stream ws://…`: one client context that holds at most one WebSocket
// connection and one HTTP request (the REST backfill) at a time, serviced on one thread. Swift cannot take
// part in lws's callback table itself (a C function pointer with a context), so these few functions do the
// lws side and hand every event to one Swift handler: the connection opened, a whole message arrived
// (fragments joined, up to a size limit), the connection closed (with lws's reason), a tick every 100 ms
// (the Swift side times reconnects and idle hang-ups there), and an HTTP answer (status and body).
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <libwebsockets.h>

enum lcws_event {
    LCWS_OPEN = 1,        // the WebSocket handshake succeeded
    LCWS_TEXT = 2,        // a whole text message: data, length
    LCWS_BINARY = 3,      // a whole binary message
    LCWS_TOO_LARGE = 4,   // a message over the limit was dropped; length is its size so far
    LCWS_CLOSED = 5,      // the connection failed or closed: data is the reason
    LCWS_TICK = 6,        // every 100 ms on the service thread
    LCWS_HTTP_DONE = 7,   // an HTTP answer: status, data/length its body
    LCWS_HTTP_FAILED = 8, // the HTTP request failed: data is the reason
};

/// The one Swift handler: (user, event, data, length, status).
typedef void (*lcws_handler)(void *user, int event, const char *data, size_t length, int status);

struct lcws_client {
    struct lws_context *context;
    struct lws *ws, *http;
    lws_sorted_usec_list_t tick;
    lcws_handler handler;
    void *user;
    char *message; size_t length, limit; int too_large;
    char *body; size_t body_length; int body_too_large, http_status, http_done;
    int hangup, closed_said;
    int hangup_code; // the close code lcws_hang_up asked for
    int stop; // read and written with __atomic builtins: lcws_stop comes from another thread
    char close_reason[128];
    lws_retry_bo_t policy;
};

static inline void lcws_say(struct lcws_client *c, int event, const char *data, size_t length, int status) {
    c->handler(c->user, event, data, length, status);
}

static inline int lcws_append(char **buffer, size_t *length, size_t limit, int *too_large, const void *in, size_t len) {
    if (*too_large) { *length += len; return 0; }
    if (*length + len > limit) { *too_large = 1; *length += len; return 0; }
    char *grown = realloc(*buffer, *length + len + 1);
    if (grown == NULL) return -1;
    memcpy(grown + *length, in, len);
    *buffer = grown;
    *length += len;
    (*buffer)[*length] = 0;
    return 0;
}

/// The last error libwebsockets logged on this thread (each feed runs lws on its own thread): its TLS failures
/// say why only in the log ("SSL error: unable to get local issuer certificate (…)"), and the connection error
/// itself carries OpenSSL's bare "error:00000001:lib(0)::reason(1)". Nothing is written to standard error.
/// This thread's 256-byte buffer. Not inline, and its storage inside it: the Swift importer emits only what
/// Swift reaches, and a file-scope static that only C code uses is not emitted.
static char *lcws_log_line(void) {
    static __thread char line[256];
    return line;
}

static void lcws_log(int level, const char *line) {
    (void)level;
    const char *text = strstr(line, "SSL error: ");
    if (text == NULL) return;
    text += strlen("SSL error: ");
    size_t n = strcspn(text, "(\r\n");
    while (n > 0 && text[n - 1] == ' ') n--;
    if (n > 255) n = 255;
    memcpy(lcws_log_line(), text, n);
    lcws_log_line()[n] = 0;
}

/// A connection error's reason, the logged TLS failure put first when there was one.
static inline const char *lcws_error_reason(const char *in, const char *otherwise, char *buffer, size_t size) {
    if (lcws_log_line()[0] && in && strstr(in, "SSL")) {
        snprintf(buffer, size, "the server's certificate was refused: %s", lcws_log_line());
        lcws_log_line()[0] = 0;
        return buffer;
    }
    return in ? in : otherwise;
}

static inline void lcws_closed(struct lcws_client *c, const char *reason) {
    c->ws = NULL;
    c->hangup = 0;
    if (c->closed_said) return;
    c->closed_said = 1;
    lcws_say(c, LCWS_CLOSED, reason, strlen(reason), 0);
}

static int lcws_ws_callback(struct lws *wsi, enum lws_callback_reasons reason, void *user, void *in, size_t len) {
    struct lcws_client *c = lws_context_user(lws_get_context(wsi));
    switch (reason) {
    case LWS_CALLBACK_CLIENT_CONNECTION_ERROR:
        if (c && wsi == c->ws) {
            char why[320];
            lcws_closed(c, lcws_error_reason((const char *)in, "connection failed", why, sizeof why));
        }
        return 0;
    case LWS_CALLBACK_CLIENT_ESTABLISHED:
        if (c) { c->close_reason[0] = 0; lcws_say(c, LCWS_OPEN, "", 0, 0); }
        return 0;
    case LWS_CALLBACK_CLIENT_RECEIVE:
        if (!c) return 0;
        if (lws_is_first_fragment(wsi)) { c->length = 0; c->too_large = 0; }
        if (lcws_append(&c->message, &c->length, c->limit, &c->too_large, in, len) != 0) return -1;
        if (lws_is_final_fragment(wsi)) {
            if (c->too_large) lcws_say(c, LCWS_TOO_LARGE, "", c->length, 0);
            else lcws_say(c, lws_frame_is_binary(wsi) ? LCWS_BINARY : LCWS_TEXT, c->message ? c->message : "", c->length, 0);
            c->length = 0;
            c->too_large = 0;
        }
        return 0;
    case LWS_CALLBACK_CLIENT_WRITEABLE:
        if (c && c->hangup) {
            const char *text = c->hangup_code == LWS_CLOSE_STATUS_INVALID_PAYLOAD ? "invalid UTF-8" : "idle";
            lws_close_reason(wsi, (enum lws_close_status)c->hangup_code, (unsigned char *)text, strlen(text));
            return -1;
        }
        return 0;
    case LWS_CALLBACK_WS_PEER_INITIATED_CLOSE:
        if (c && len >= 2) {
            const unsigned char *p = in;
            size_t n = len - 2 < sizeof c->close_reason - 16 ? len - 2 : sizeof c->close_reason - 16;
            snprintf(c->close_reason, sizeof c->close_reason, "closed by the server (%d) %.*s", p[0] << 8 | p[1], (int)n, (const char *)p + 2);
        }
        return 0;
    case LWS_CALLBACK_CLIENT_CLOSED:
        if (c && wsi == c->ws) lcws_closed(c, c->close_reason[0] ? c->close_reason : "connection closed");
        return 0;
    default:
        return 0;
    }
}

static int lcws_http_callback(struct lws *wsi, enum lws_callback_reasons reason, void *user, void *in, size_t len) {
    struct lcws_client *c = lws_context_user(lws_get_context(wsi));
    switch (reason) {
    case LWS_CALLBACK_CLIENT_CONNECTION_ERROR:
        if (c && wsi == c->http && !c->http_done) {
            c->http = NULL;
            c->http_done = 1;
            char buffer[320];
            const char *why = lcws_error_reason((const char *)in, "HTTP request failed", buffer, sizeof buffer);
            lcws_say(c, LCWS_HTTP_FAILED, why, strlen(why), 0);
        }
        return 0;
    case LWS_CALLBACK_ESTABLISHED_CLIENT_HTTP:
        if (c && wsi == c->http) c->http_status = (int)lws_http_client_http_response(wsi);
        return 0;
    case LWS_CALLBACK_RECEIVE_CLIENT_HTTP_READ:
        if (c && wsi == c->http && lcws_append(&c->body, &c->body_length, c->limit * 16, &c->body_too_large, in, len) != 0) return -1;
        return 0;
    case LWS_CALLBACK_RECEIVE_CLIENT_HTTP: {
        char buffer[4096 + LWS_PRE];
        char *p = buffer + LWS_PRE;
        int n = (int)sizeof buffer - LWS_PRE;
        return lws_http_client_read(wsi, &p, &n) < 0 ? -1 : 0;
    }
    case LWS_CALLBACK_COMPLETED_CLIENT_HTTP:
        if (c && wsi == c->http && !c->http_done) {
            c->http_done = 1;
            if (c->body_too_large) lcws_say(c, LCWS_HTTP_FAILED, "the answer is too large", 23, c->http_status);
            else lcws_say(c, LCWS_HTTP_DONE, c->body ? c->body : "", c->body_length, c->http_status);
        }
        return 0;
    case LWS_CALLBACK_CLOSED_CLIENT_HTTP:
        if (c && wsi == c->http) {
            c->http = NULL;
            if (!c->http_done) { c->http_done = 1; lcws_say(c, LCWS_HTTP_FAILED, "the connection closed before the answer ended", 45, c->http_status); }
        }
        return 0;
    default:
        return lws_callback_http_dummy(wsi, reason, user, in, len);
    }
}

static const struct lws_protocols lcws_protocols[] = {
    { "lc-ws", lcws_ws_callback, 0, 0, 0, NULL, 0 },
    { "lc-http", lcws_http_callback, 0, 0, 0, NULL, 0 },
    { NULL, NULL, 0, 0, 0, NULL, 0 },
};

static void lcws_tick(lws_sorted_usec_list_t *sul) {
    struct lcws_client *c = lws_container_of(sul, struct lcws_client, tick);
    lcws_say(c, LCWS_TICK, "", 0, 0);
    if (!__atomic_load_n(&c->stop, __ATOMIC_ACQUIRE)) lws_sul_schedule(c->context, 0, &c->tick, lcws_tick, 100 * LWS_US_PER_MS);
}

/// A client whose messages may be up to `limit` bytes (HTTP answers 16 times that); lws pings an open
/// connection after `ping_seconds` without a sign of life and hangs up `hangup_seconds` after that.
/// NULL when lws cannot make a context.
/// `ca_file`: a PEM file of certificate authorities to trust for wss:// and https:// instead of the system's, or NULL.
static inline struct lcws_client *lcws_create(lcws_handler handler, void *user, size_t limit, uint16_t ping_seconds, uint16_t hangup_seconds,
                                              const char *ca_file) {
    struct lcws_client *c = calloc(1, sizeof *c);
    if (c == NULL) return NULL;
    c->handler = handler;
    c->user = user;
    c->limit = limit;
    c->policy.secs_since_valid_ping = ping_seconds;
    c->policy.secs_since_valid_hangup = hangup_seconds;
    lws_set_log_level(LLL_ERR, lcws_log);
    struct lws_context_creation_info info;
    memset(&info, 0, sizeof info);
    info.port = CONTEXT_PORT_NO_LISTEN;
    info.protocols = lcws_protocols;
    info.options = LWS_SERVER_OPTION_DO_SSL_GLOBAL_INIT;
    info.user = c;
    info.fd_limit_per_thread = 32;
    info.client_ssl_ca_filepath = ca_file;
    c->context = lws_create_context(&info);
    if (c->context == NULL) { free(c); return NULL; }
    lws_sul_schedule(c->context, 0, &c->tick, lcws_tick, 100 * LWS_US_PER_MS);
    return c;
}

static inline int lcws_request(struct lcws_client *c, struct lws **slot, const char *protocol, const char *method,
                               const char *host, int port, const char *path, int tls) {
    struct lws_client_connect_info i;
    memset(&i, 0, sizeof i);
    i.context = c->context;
    i.address = host;
    i.port = port;
    i.path = path;
    i.host = host;
    i.origin = host;
    i.ssl_connection = tls ? LCCSCF_USE_SSL : 0;
    i.method = method;
    i.local_protocol_name = protocol;
    i.retry_and_idle_policy = &c->policy;
    i.pwsi = slot;
    return lws_client_connect_via_info(&i) ? 0 : -1;
}

/// Opens the WebSocket `ws(s)://host:port/path` (path with its query); on the service thread only.
/// Returns -1 when lws refused at once (LCWS_CLOSED is said too).
static inline int lcws_connect(struct lcws_client *c, const char *host, int port, const char *path, int tls) {
    c->closed_said = 0;
    c->hangup = 0;
    c->length = 0;
    c->too_large = 0;
    if (lcws_request(c, &c->ws, "lc-ws", NULL, host, port, path, tls) != 0) { lcws_closed(c, "could not start the connection"); return -1; }
    return 0;
}

/// Abandons the HTTP request in flight, if any: it is closed and nothing more of it is said.
static inline void lcws_cancel_get(struct lcws_client *c) {
    if (c->http == NULL) return;
    struct lws *old = c->http;
    c->http = NULL;
    c->http_done = 1;
    lws_set_timeout(old, PENDING_TIMEOUT_KILLED_BY_PARENT, LWS_TO_KILL_ASYNC);
}

/// Starts `GET http(s)://host:port/path` (abandoning one in flight); its answer arrives as LCWS_HTTP_DONE or LCWS_HTTP_FAILED.
static inline int lcws_get(struct lcws_client *c, const char *host, int port, const char *path, int tls) {
    lcws_cancel_get(c);
    c->body_length = 0;
    c->body_too_large = 0;
    c->http_status = 0;
    c->http_done = 0;
    if (lcws_request(c, &c->http, "lc-http", "GET", host, port, path, tls) != 0) {
        c->http = NULL;
        if (!c->http_done) { c->http_done = 1; lcws_say(c, LCWS_HTTP_FAILED, "could not start the request", 27, 0); }
        return -1;
    }
    return 0;
}

/// Closes the connection with close `code` (RFC 6455 §7.4.1: 1001 going away, "idle"; 1007 invalid payload,
/// "invalid UTF-8"), from the service thread; LCWS_CLOSED follows.
static inline void lcws_hang_up(struct lcws_client *c, int code) {
    if (c->ws == NULL) return;
    c->hangup = 1;
    c->hangup_code = code;
    lws_callback_on_writable(c->ws);
}

static inline int lcws_is_connected(struct lcws_client *c) { return c->ws != NULL; }

/// Whether lcws_stop was called.
static inline int lcws_stopping(struct lcws_client *c) { return __atomic_load_n(&c->stop, __ATOMIC_ACQUIRE); }

/// Runs lws on this thread until lcws_stop is called (from any thread).
static inline void lcws_run(struct lcws_client *c) {
    while (!__atomic_load_n(&c->stop, __ATOMIC_ACQUIRE)) {
        if (lws_service(c->context, 0) < 0) break;
    }
    lws_sul_cancel(&c->tick);
}

/// Asks lcws_run to return; safe from any thread while the client exists.
static inline void lcws_stop(struct lcws_client *c) {
    __atomic_store_n(&c->stop, 1, __ATOMIC_RELEASE);
    lws_cancel_service(c->context);
}

/// Closes every connection and frees the client, after lcws_run has returned.
static inline void lcws_destroy(struct lcws_client *c) {
    lws_context_destroy(c->context);
    free(c->message);
    free(c->body);
    free(c);
}
