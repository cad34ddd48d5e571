import Foundation

/// The check a file of certificate authorities (`WebSocketFeed.Options.certificateAuthorities`) passes before
/// libwebsockets reads it: OpenSSL opens the path blocking (a FIFO hung the feed's start) and takes a file holding
/// no certificate without a word (every connection then failed as "unable to get local issuer certificate").
enum CertificateAuthorities {
    /// The largest file read: a bundle of every public authority is about 200 KB.
    static let maxBytes = 16 << 20

    /// Why `path` cannot serve as authorities, or nil: a regular file of at most 16 MiB holding a PEM certificate.
    static func problem(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return String(cString: strerror(errno)).lowercased() }
        guard info.st_mode & S_IFMT == S_IFREG else { return "is not a regular file" }
        guard info.st_size <= maxBytes else { return "is \(info.st_size) bytes; a file of authorities is at most \(maxBytes)" }
        guard let data = FileManager.default.contents(atPath: path) else { return "cannot be read" }
        guard data.range(of: Data("-----BEGIN CERTIFICATE-----".utf8)) != nil else { return "holds no PEM certificate (-----BEGIN CERTIFICATE-----)" }
        return nil
    }
}
