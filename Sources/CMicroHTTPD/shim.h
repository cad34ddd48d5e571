// libmicrohttpd for `livechart serve`, with what Swift cannot call itself: MHD_start_daemon is variadic, and a
// request body arrives over several calls of the access handler. lc_start gathers each body (up to a limit)
// and calls one handler per request with all of it; it reports each connection's life (accepted, answered,
// closed) so the server can hold connections to its limits and close those too slow to send a request.
#include <errno.h>
#include <poll.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <microhttpd.h>

/// How much of a request's body the request handler gets.
enum lc_body_state {
    /// All of it.
    LC_BODY_WHOLE = 0,
    /// None: its Content-Length is over the limit. Nothing was read; the answer is queued as usual, and the
    /// connection is closed after it.
    LC_BODY_DECLARED_TOO_LARGE = 1,
    /// None: it passed the limit while arriving (a chunked body). libmicrohttpd cannot queue an answer in the
    /// middle of a body, so the handler writes it with lc_write_answer and returns MHD_NO, which closes the
    /// connection without reading the rest.
    LC_BODY_GREW_TOO_LARGE = 2,
};

/// What happened to a connection (lc_connection_handler).
enum lc_connection_event {
    /// Accepted, right after the admission handler said yes (on the listening thread).
    LC_CONNECTION_OPENED = 0,
    /// Its request's answer has been sent, or the request ended without one (on the connection's thread).
    LC_CONNECTION_ANSWERED = 1,
    /// Closed; its socket is closed once the handler returns (on the listening thread).
    LC_CONNECTION_CLOSED = 2,
};

/// Called once per request, with its whole body or none (`state`); it must answer (MHD_queue_response, or
/// lc_write_answer for LC_BODY_GREW_TOO_LARGE).
typedef enum MHD_Result (*lc_request_handler)(void *context, struct MHD_Connection *connection, const char *method,
                                              const char *url, const char *body, size_t length, enum lc_body_state state);
/// Called for each accepted socket before libmicrohttpd takes it: 0 closes it at once. On the listening thread.
typedef int (*lc_admission_handler)(void *context, const struct sockaddr *address, socklen_t length);
typedef void (*lc_connection_handler)(void *context, struct MHD_Connection *connection, enum lc_connection_event event);

/// The server's handlers and their shared context.
struct lc_handlers {
    lc_request_handler request;
    lc_admission_handler admit;
    lc_connection_handler connection;
    void *context;
};

struct lc_server { struct lc_handlers handlers; size_t body_limit; };
struct lc_body { char *data; size_t length; int answered; };

static enum MHD_Result lc_answer(struct lc_server *server, struct MHD_Connection *connection, const char *method, const char *url,
                                 struct lc_body *body, enum lc_body_state state) {
    body->answered = 1;
    return server->handlers.request(server->handlers.context, connection, method, url, body->data ? body->data : "", body->length, state);
}

static enum MHD_Result lc_access(void *cls, struct MHD_Connection *connection, const char *url, const char *method,
                                 const char *version, const char *upload, size_t *upload_size, void **state) {
    (void)version;
    struct lc_server *server = cls;
    struct lc_body *body = *state;
    if (body == NULL) {
        // The headers are in, the body not yet read: one declared over the limit is refused before any of it.
        body = calloc(1, sizeof *body);
        if (body == NULL) return MHD_NO;
        *state = body;
        const char *declared = MHD_lookup_connection_value(connection, MHD_HEADER_KIND, MHD_HTTP_HEADER_CONTENT_LENGTH);
        if (declared != NULL && strtoull(declared, NULL, 10) > server->body_limit)
            return lc_answer(server, connection, method, url, body, LC_BODY_DECLARED_TOO_LARGE);
        return MHD_YES;
    }
    if (body->answered) {
        *upload_size = 0;
        return MHD_YES;
    }
    if (*upload_size > 0) {
        if (body->length + *upload_size > server->body_limit) {
            free(body->data);
            body->data = NULL;
            body->length = 0;
            *upload_size = 0;
            return lc_answer(server, connection, method, url, body, LC_BODY_GREW_TOO_LARGE);
        }
        char *grown = realloc(body->data, body->length + *upload_size + 1);
        if (grown == NULL) return MHD_NO;
        memcpy(grown + body->length, upload, *upload_size);
        body->data = grown;
        body->length += *upload_size;
        body->data[body->length] = 0;
        *upload_size = 0;
        return MHD_YES;
    }
    return lc_answer(server, connection, method, url, body, LC_BODY_WHOLE);
}

static void lc_completed(void *cls, struct MHD_Connection *connection, void **state, enum MHD_RequestTerminationCode code) {
    (void)code;
    struct lc_server *server = cls;
    struct lc_body *body = *state;
    if (body) { free(body->data); free(body); *state = NULL; }
    server->handlers.connection(server->handlers.context, connection, LC_CONNECTION_ANSWERED);
}

static enum MHD_Result lc_accept(void *cls, const struct sockaddr *address, socklen_t length) {
    struct lc_server *server = cls;
    return server->handlers.admit(server->handlers.context, address, length) ? MHD_YES : MHD_NO;
}

static void lc_notify(void *cls, struct MHD_Connection *connection, void **socket_context, enum MHD_ConnectionNotificationCode code) {
    (void)socket_context;
    struct lc_server *server = cls;
    server->handlers.connection(server->handlers.context, connection,
                                code == MHD_CONNECTION_NOTIFY_STARTED ? LC_CONNECTION_OPENED : LC_CONNECTION_CLOSED);
}

/// Starts a daemon on `port` (0: any free port, see lc_port) of the loopback or every interface, a thread per
/// connection (a handler may block on a render without stalling other connections), connections timing out
/// after `timeout` idle seconds, at most `connections` at once (admission beyond that is the handlers' part).
static inline struct MHD_Daemon *lc_start(uint16_t port, int loopback, unsigned timeout, unsigned connections, size_t body_limit,
                                          struct lc_handlers handlers) {
    struct lc_server *server = malloc(sizeof *server);
    if (server == NULL) return NULL;
    server->handlers = handlers;
    server->body_limit = body_limit;
    struct sockaddr_in address;
    memset(&address, 0, sizeof address);
    address.sin_family = AF_INET;
    address.sin_port = htons(port);
    address.sin_addr.s_addr = htonl(loopback ? INADDR_LOOPBACK : INADDR_ANY);
    struct MHD_Daemon *daemon = MHD_start_daemon(MHD_USE_THREAD_PER_CONNECTION | MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_POLL | MHD_USE_ITC | MHD_USE_ERROR_LOG,
        port, lc_accept, server, lc_access, server,
        MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&address,
        MHD_OPTION_CONNECTION_TIMEOUT, timeout,
        MHD_OPTION_CONNECTION_LIMIT, connections,
        MHD_OPTION_NOTIFY_COMPLETED, lc_completed, server,
        MHD_OPTION_NOTIFY_CONNECTION, lc_notify, server,
        MHD_OPTION_END);
    if (daemon == NULL) free(server);
    return daemon;
}

/// The port the daemon listens on (the one the system chose for port 0).
static inline uint16_t lc_port(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info ? info->port : 0;
}

/// A connection's socket (-1 if unknown). It stays open until the connection's LC_CONNECTION_CLOSED handler
/// returns, so another thread may shut it down (shutdown(2)) before then to make the connection end.
static inline int lc_socket(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info ? info->connect_fd : -1;
}

/// The address of a connection's client, as the admission handler saw it.
static inline const struct sockaddr *lc_client_address(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
    return info ? info->client_addr : NULL;
}

/// Writes a whole HTTP answer on a connection's socket, outside libmicrohttpd (LC_BODY_GREW_TOO_LARGE), waiting
/// at most `timeout_ms` each time the socket's buffer is full. - Returns: whether all of it was written.
static inline int lc_write_answer(struct MHD_Connection *connection, const void *bytes, size_t length, int timeout_ms) {
    int fd = lc_socket(connection);
    size_t written = 0;
    while (fd >= 0 && written < length) {
        ssize_t n = send(fd, (const char *)bytes + written, length - written, MSG_NOSIGNAL);
        if (n > 0) { written += (size_t)n; continue; }
        if (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) return 0;
        struct pollfd ready = { .fd = fd, .events = POLLOUT };
        if (poll(&ready, 1, timeout_ms) <= 0) return 0;
    }
    return written == length;
}

// The constants Swift imports as enum cases under names that vary with the header's version.
static inline enum MHD_Result lc_yes(void) { return MHD_YES; }
static inline enum MHD_Result lc_no(void) { return MHD_NO; }
static inline enum MHD_ValueKind lc_header_kind(void) { return MHD_HEADER_KIND; }
static inline enum MHD_ValueKind lc_query_kind(void) { return MHD_GET_ARGUMENT_KIND; }
static inline struct MHD_Response *lc_response(const void *data, size_t length) {
    return MHD_create_response_from_buffer(length, (void *)data, MHD_RESPMEM_MUST_COPY);
}
