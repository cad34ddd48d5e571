import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Which connections the server takes, and which it closes, so that slow or many clients from a few addresses
/// cannot keep the others out. Thread-safe; the server tells it each connection's life (`admit` and `opened` on
/// the listening thread, `received` and `answered` on the connection's, `closed` on the listening thread).
///
/// At accept, before a thread is made for it, a connection gets
/// 1. a place in the pool (`connections − reserve`, at most `perAddress` from one address, 0: no limit), after
///    closing, when the pool or the address is full, the pool connection idle longest (its answer sent, no new
///    request yet) of that address, or of any when the pool is full. A client that has read its answer and
///    opens its next connection is then not refused while the server has yet to see the old one close; nor
///    while the old one's thread has yet to finish sending: an address may go over its limit by one
///    connection for each of its answers being sent (at most an eighth of `perAddress`, one at least), and
///    each such answer's connection is closed once sent, until the address is back within its limit;
/// 2. else a place in the reserve (`reserve` connections, one per address, an idle one the address holds there
///    closed for it): an address without a pool connection may ask anything on it, one with pool connections
///    only the `reservePaths` (health checks);
/// 3. else it is closed at once.
///
/// Every connection must send a whole request, headers and body, within `deadline` seconds of its accept or
/// of its previous answer: `closeOverdue` closes those that have not (an idle timeout alone never closes a
/// client that sends a byte every few seconds). A connection is closed by shutting its socket down, which
/// wakes its thread; the socket stays open until `closed`, so it is never another connection's.
final class ConnectionGate: @unchecked Sendable {
    /// Where a connection was admitted.
    enum Place: Equatable {
        case pool
        /// The reserve, for any request (its address held no pool connection).
        case reserve
        /// The reserve, for the reserve paths only.
        case healthReserve
    }

    private struct Entry {
        let address: [UInt8]
        let socket: Int32
        let place: Place
        /// When its accept or its last answer was, in seconds of `clock`.
        var since: Double
        /// Its request is whole and being answered: no deadline, not idle.
        var answering = false
        /// Its answer is queued and being sent (answering too).
        var sending = false
        /// Answered, and no whole request since: it may be closed to make room.
        var idle = false
        /// Shut down by the gate, no longer counted; waiting for `closed`.
        var closing = false
    }

    private let lock = NSLock()
    private let poolSize: Int, perAddress: Int, reserveSize: Int
    private let deadline: Double
    private let clock: () -> Double
    private var entries: [UInt: Entry] = [:]
    private var inPool = 0
    private var poolByAddress: [[UInt8]: Int] = [:]
    private var reserveHolders: Set<[UInt8]> = []
    /// The decision of the last `admit`, taken by the `opened` that follows it on the listening thread.
    private var pending: (address: [UInt8], place: Place)?

    /// - Parameters:
    ///   - connections: connections counted at once (closing ones aside), the reserve included.
    ///   - perAddress: pool connections from one address (0: no limit).
    ///   - reserve: connections of `connections` kept as above; less than `connections`.
    ///   - deadline: seconds a connection has to send a whole request.
    init(connections: Int, perAddress: Int, reserve: Int, deadline: Double, clock: @escaping () -> Double = { ProcessInfo.processInfo.systemUptime }) {
        poolSize = connections - reserve
        self.perAddress = perAddress
        reserveSize = reserve
        self.deadline = deadline
        self.clock = clock
    }

    /// Whether to take a connection from `address` (its IP address's bytes). - Complexity: O(1), or O(open
    /// connections) when the pool or the address is full.
    func admit(_ address: [UInt8]) -> Bool {
        lock.withLock {
            var place: Place?
            let held = poolByAddress[address, default: 0]
            let full = perAddress > 0 && held >= perAddress
            if !full || closeLongestIdle(where: { $0.place == .pool && $0.address == address }) || mayBorrow(address, holding: held) {
                if inPool < poolSize || closeLongestIdle(where: { $0.place == .pool }) { place = .pool }
            }
            if place == nil, reserveHolders.contains(address) { _ = closeLongestIdle(where: { $0.place != .pool && $0.address == address }) }
            if place == nil, reserveHolders.count < reserveSize, !reserveHolders.contains(address) {
                place = poolByAddress[address] == nil ? .reserve : .healthReserve
            }
            pending = place.map { (address, $0) }
            return place != nil
        }
    }

    /// A connection admitted by the last `admit` has opened, with its socket. (One that libmicrohttpd refused
    /// after `admit`, at its own limit, never opens: the next `admit` replaces the decision.)
    func opened(_ id: UInt, socket: Int32, address: [UInt8]) {
        lock.withLock {
            let place = pending.flatMap { $0.address == address ? $0.place : nil } ?? .pool
            pending = nil
            entries[id] = Entry(address: address, socket: socket, place: place, since: clock())
            count(address, place, by: 1)
        }
    }

    /// A connection's request is whole (its deadline stops). - Returns: its place, nil for one the gate does not know.
    func received(_ id: UInt) -> Place? {
        lock.withLock {
            entries[id]?.answering = true
            entries[id]?.idle = false
            return entries[id]?.place
        }
    }

    /// A connection's answer is queued: it is being sent.
    func queued(_ id: UInt) {
        lock.withLock { entries[id]?.sending = true }
    }

    /// A connection's answer is sent: its next request's deadline starts now. One of an address over its limit
    /// (see `admit`) is closed.
    func answered(_ id: UInt) {
        lock.withLock {
            guard var entry = entries[id] else { return }
            (entry.answering, entry.sending, entry.idle, entry.since) = (false, false, true, clock())
            entries[id] = entry
            if entry.place == .pool, perAddress > 0, poolByAddress[entry.address, default: 0] > perAddress { close(id) }
        }
    }

    /// A connection has closed; its socket is closed after this returns.
    func closed(_ id: UInt) {
        lock.withLock {
            if let entry = entries.removeValue(forKey: id), !entry.closing { count(entry.address, entry.place, by: -1) }
        }
    }

    /// Closes every connection that has not sent a whole request within the deadline. - Complexity: O(open connections).
    func closeOverdue() {
        let now = clock()
        lock.withLock {
            for (id, entry) in entries where !entry.closing && !entry.answering && now - entry.since > deadline { close(id) }
        }
    }

    /// Whether `address`, holding `held` pool connections, at or over its limit, may have one more: one for each
    /// of its answers being sent, at most an eighth of the limit (one at least). - Complexity: O(open connections).
    private func mayBorrow(_ address: [UInt8], holding held: Int) -> Bool {
        guard held < perAddress + max(1, perAddress / 8) else { return false }
        return entries.values.filter { $0.address == address && $0.sending && !$0.closing }.count > held - perAddress
    }

    /// Closes the connection idle longest of those `match` picks. - Returns: whether there was one.
    private func closeLongestIdle(where match: (Entry) -> Bool) -> Bool {
        let idle = entries.filter { $0.value.idle && !$0.value.closing && match($0.value) }
        guard let oldest = idle.min(by: { $0.value.since < $1.value.since }) else { return false }
        close(oldest.key)
        return true
    }

    private func close(_ id: UInt) {
        guard let entry = entries[id] else { return }
        shutdown(entry.socket, Int32(SHUT_RDWR))
        entries[id]?.closing = true
        count(entry.address, entry.place, by: -1)
    }

    private func count(_ address: [UInt8], _ place: Place, by step: Int) {
        if place == .pool {
            inPool += step
            poolByAddress[address, default: 0] += step
            if poolByAddress[address] == 0 { poolByAddress[address] = nil }
        } else if step > 0 {
            reserveHolders.insert(address)
        } else {
            reserveHolders.remove(address)
        }
    }
}
